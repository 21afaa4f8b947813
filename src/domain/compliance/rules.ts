import type { ItemAnswerValue } from './score.ts';

/** PNRR DNSH items by phase: the ex-ante assessment and the tender clauses, then the in-itinere/ex-post evidence. */
export const PNRR_DNSH_EX_ANTE = ['PNRR-DNSH-01', 'PNRR-DNSH-02'] as const;
export const PNRR_DNSH_EX_POST = ['PNRR-DNSH-03'] as const;

export function dnshPhase(itemId: string): 'ex-ante' | 'ex-post' | null {
  if ((PNRR_DNSH_EX_ANTE as readonly string[]).includes(itemId)) return 'ex-ante';
  if ((PNRR_DNSH_EX_POST as readonly string[]).includes(itemId)) return 'ex-post';
  return null;
}

/** The parts of an answer the rules look at. */
export interface AnswerFacts {
  readonly answer: ItemAnswerValue;
  readonly reason?: string | undefined;
  readonly remedy?: string | undefined;
  readonly deadline?: string | undefined;
}

/** A refused answer: which field, and a stable code the error message carries. */
export interface AnswerProblem {
  readonly path: string;
  readonly code: 'reason_required' | 'remedy_required' | 'deadline_required';
  readonly message: string;
}

const blank = (s: string | undefined) => s === undefined || s.trim() === '';

/**
 * Rules an answer must meet before it is stored. Every item: "not applicable" needs a reason.
 * PNRR DNSH (Circolare MEF-RGS 32/2021, the official rules): an ex-ante "no" (not met) is
 * accepted only with a remedy and a deadline; an ex-post "no" is accepted as it is and counts as
 * non-compliance (weight 5, reference 1.2).
 * @example answerProblems('PNRR-DNSH-01', { answer: 'not_met' }).map((p) => p.code) // ['remedy_required', 'deadline_required']
 */
export function answerProblems(itemId: string, a: AnswerFacts): AnswerProblem[] {
  const out: AnswerProblem[] = [];
  if (a.answer === 'not_applicable' && blank(a.reason))
    out.push({ path: 'reason', code: 'reason_required', message: `${itemId}: "not applicable" needs a reason` });
  if (dnshPhase(itemId) === 'ex-ante' && a.answer === 'not_met') {
    if (blank(a.remedy)) out.push({ path: 'remedy', code: 'remedy_required', message: `${itemId}: an ex-ante DNSH "no" needs a remedy` });
    if (blank(a.deadline))
      out.push({ path: 'deadline', code: 'deadline_required', message: `${itemId}: an ex-ante DNSH "no" needs a deadline` });
  }
  return out;
}

export type DnshStatus = 'compliant' | 'remediation' | 'non-compliant' | 'incomplete' | 'not-applicable';

/**
 * DNSH status of a PNRR project from its checklist answers: non-compliant when an ex-post item is
 * not met; remediation when an ex-ante item is not met or partial (it carries a remedy and a
 * deadline); incomplete while an item is unanswered; compliant otherwise.
 */
export function dnshStatus(applicable: boolean, answers: Readonly<Record<string, ItemAnswerValue | null>>): DnshStatus {
  if (!applicable) return 'not-applicable';
  const post = PNRR_DNSH_EX_POST.map((i) => answers[i] ?? null);
  const ante = PNRR_DNSH_EX_ANTE.map((i) => answers[i] ?? null);
  if (post.some((a) => a === 'not_met')) return 'non-compliant';
  if (ante.some((a) => a === 'not_met' || a === 'partial') || post.some((a) => a === 'partial')) return 'remediation';
  if ([...ante, ...post].some((a) => a === null)) return 'incomplete';
  return 'compliant';
}

/** The plan-wide tagging targets (RRF Art. 18(4)(e)-(f)): 37 % climate, 20 % digital. */
export const PNRR_TARGETS = { climate: 37, digital: 20 } as const;

/**
 * Tagging of a set of projects: Σ amount·coefficient / Σ amount, percent (one decimal), against the
 * plan's targets. A project without an amount or a coefficient is left out and counted in `untagged`.
 * @example taggingShare([{ amount: 100, coefficient: 100 }, { amount: 100, coefficient: 40 }], 37) // { share: 70, meetsTarget: true, … }
 */
export function taggingShare(rows: readonly { amount: number | null; coefficient: number | null }[], target: number) {
  let num = 0;
  let den = 0;
  let untagged = 0;
  for (const r of rows) {
    if (r.amount === null || r.amount <= 0 || r.coefficient === null) {
      untagged++;
      continue;
    }
    num += (r.amount * r.coefficient) / 100;
    den += r.amount;
  }
  const share = den > 0 ? Math.round((1000 * num) / den) / 10 : null;
  return { share, target, meetsTarget: share === null ? null : share >= target, taggedAmount: den, untagged };
}
