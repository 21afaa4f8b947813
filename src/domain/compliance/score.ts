/** An answer to an item: met, partial, not met, not applicable (the contract's ITEM_ANSWERS). */
export type ItemAnswerValue = 'met' | 'partial' | 'not_met' | 'not_applicable';

/** Result of an answer (reference 1.2): met 1, partial 0.5, not met or unanswered 0; not applicable has none. */
export function itemResult(answer: ItemAnswerValue | null): number | null {
  if (answer === 'not_applicable') return null;
  return answer === 'met' ? 1 : answer === 'partial' ? 0.5 : 0;
}

/** One item as the score sees it: weight, whether the scope makes it applicable, its answer (null = unanswered). */
export interface ScoredItem {
  readonly id: string;
  readonly weight: number;
  readonly applicable: boolean;
  readonly answer: ItemAnswerValue | null;
}

export type FrameworkStatusValue = 'compliant' | 'partial' | 'non-compliant';

export interface FrameworkScore {
  /** 0–100, null when no item counts (nothing applicable, nothing answered yet, or everything answered not applicable). */
  readonly score: number | null;
  readonly status: FrameworkStatusValue | null;
  /** Applicable items with an answer (not applicable included). */
  readonly answered: number;
  /** Items the scope makes applicable. */
  readonly total: number;
  /** Σ W·r and Σ W over the items that count. */
  readonly weightedResult: number;
  readonly weightTotal: number;
  /** Items that count with result < 1, by weight descending then id. */
  readonly gaps: readonly { readonly itemId: string; readonly weight: number; readonly result: number }[];
}

/**
 * round(100 · n / d) with half-up rounding (JavaScript's Math.round for positive values), computed
 * on integers so that 82.5 rounds to 83 even where 100·n/d in floating point would read 82.4999…
 * n and d are multiples of 0.5 (results are 1, 0.5, 0 and weights integers).
 * @example roundedPercent(16.5, 20) // 83 (82.5 rounds half up)
 */
export function roundedPercent(n: number, d: number): number {
  const n2 = Math.round(n * 2);
  const d2 = Math.round(d * 2);
  return Math.floor((200 * n2 + d2) / (2 * d2));
}

/**
 * A framework's score, status and gaps exactly as the reference's section 1.2: results 1 / 0.5 / 0;
 * unanswered counts as not met; not applicable (by scope or by answer) leaves numerator and
 * denominator; score = round(100·ΣW·r/ΣW), half up; compliant iff score ≥ 80 and every counting
 * weight-5 item is met; non-compliant iff score < 50 or a counting weight-5 item is not met
 * (result 0); partial otherwise (including ≥ 80 with a weight-5 item only partial).
 * @example frameworkScore([{ id: 'A', weight: 5, applicable: true, answer: 'met' }]).status // 'compliant'
 */
export function frameworkScore(items: readonly ScoredItem[]): FrameworkScore {
  let n = 0;
  let d = 0;
  let answered = 0;
  let total = 0;
  let w5NotMet = false;
  let w5Partial = false;
  const gaps: { itemId: string; weight: number; result: number }[] = [];
  for (const it of items) {
    if (!it.applicable) continue;
    total++;
    if (it.answer !== null) answered++;
    const r = itemResult(it.answer);
    if (r === null) continue;
    n += it.weight * r;
    d += it.weight;
    if (it.weight === 5 && r === 0) w5NotMet = true;
    if (it.weight === 5 && r === 0.5) w5Partial = true;
    if (r < 1) gaps.push({ itemId: it.id, weight: it.weight, result: r });
  }
  gaps.sort((a, b) => b.weight - a.weight || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  // Not assessed (issue 27): with no answer at all there is no verdict to give, so neither a score nor a
  // status; screens read score/status null with answered 0 as "Not assessed, 0 of N", never "Non-compliant 0".
  if (d === 0 || answered === 0) return { score: null, status: null, answered, total, weightedResult: 0, weightTotal: 0, gaps };
  const score = roundedPercent(n, d);
  const status: FrameworkStatusValue = score < 50 || w5NotMet ? 'non-compliant' : score >= 80 && !w5Partial ? 'compliant' : 'partial';
  return { score, status, answered, total, weightedResult: n, weightTotal: d, gaps };
}
