import { planBlockCount, validatePlan, type BusinessPlanAssumptions } from '../finance/index.ts';
import { simulatePlanNpvChunk } from '../finance/plan-npv-chunk.ts';

/**
 * A portfolio's Monte Carlo (issue 29, ADR 0061): each included holding's project NPV drawn by the
 * plan engine from its saved evaluation inputs (its own stream, seeded from the run's seed and the
 * project id), weighted by the holding's share of the project, summed per iteration, summarised.
 * Pure: the same run seed and inputs give the same result bit for bit, whatever the order of the
 * holdings and however they were split across threads.
 */

/** Iterations per project and of the portfolio (one engine block). */
export const PORTFOLIO_MC_ITERATIONS = 4_096;
/** Runs of a project tried (each on its own stream) before a project whose draws keep breaking its rules is left out. */
export const PORTFOLIO_MC_ATTEMPTS = 3;
/** Bins of the portfolio value's histogram. */
export const PORTFOLIO_MC_BINS = 30;

/** Why a holding is not in the simulation. */
export const LEFT_OUT_REASONS = [
  'no-project',
  'no-access',
  'no-evaluation',
  'no-amount',
  'no-outlay',
  'invalid-inputs',
  'invalid-draws',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** One holding to simulate: the project's saved plan and the holding's share of the project's value. */
export interface McHolding {
  readonly holdingId: string;
  readonly projectId: string;
  readonly name: string;
  readonly weight: number;
  readonly assumptions: BusinessPlanAssumptions;
}

/** A project's simulated NPVs (exactly `iterations` of them, in draw order), or why it has none. */
export type McDraws =
  | { readonly projectId: string; readonly ok: true; readonly npv: Float64Array }
  | { readonly projectId: string; readonly ok: false; readonly reason: 'invalid-inputs' | 'invalid-draws' };

/**
 * The holding's share of its project: invested / the project's initial investment (its point value),
 * at most 1; null with the reason when it cannot be told.
 * @example holdingWeight(250_000, 1_000_000) // { ok: true, weight: 0.25 }
 */
export function holdingWeight(
  invested: number,
  initialInvestment: number,
): { ok: true; weight: number } | { ok: false; reason: 'no-amount' | 'no-outlay' } {
  if (!(invested > 0)) return { ok: false, reason: 'no-amount' };
  if (!(initialInvestment > 0)) return { ok: false, reason: 'no-outlay' };
  return { ok: true, weight: Math.min(1, invested / initialInvestment) };
}

/** FNV-1a over the UTF-16 code units of `text`, 32 bits, from `basis`. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The project's seed in a run: a 53-bit hash of the run's seed, the project id and the attempt, so it
 * depends on neither the holdings' order nor the threads (the engine mixes it again with SplitMix64).
 * @example projectSeed(7, 'b3c…') // a safe integer
 */
export function projectSeed(runSeed: number, projectId: string, attempt = 0): number {
  const text = `${runSeed}:${projectId}:${attempt}`;
  const hi = fnv1a(text, 0x811c9dc5) & 0x1fffff;
  const lo = fnv1a(text, 0x050c5d1f);
  return hi * 0x1_0000_0000 + lo;
}

/**
 * A project's NPV draws: a plan simulation of `iterations` draws on stream projectSeed(runSeed, id);
 * draws that break the plan's rules are skipped (as in an evaluation), and the valid ones topped up
 * from the next attempt's stream, up to PORTFOLIO_MC_ATTEMPTS runs; otherwise the project is left out.
 */
export function simulateProjectNpv(assumptions: BusinessPlanAssumptions, projectId: string, runSeed: number, iterations: number): McDraws {
  if (validatePlan(assumptions).length > 0) return { projectId, ok: false, reason: 'invalid-inputs' };
  const npv = new Float64Array(iterations);
  let have = 0;
  for (let attempt = 0; attempt < PORTFOLIO_MC_ATTEMPTS && have < iterations; attempt++) {
    const options = { iterations, seed: projectSeed(runSeed, projectId, attempt) };
    // The engine's draws and NPVs (simulatePlanChunk's, bit for bit) without the metrics a portfolio does not use.
    const run = simulatePlanNpvChunk(assumptions, options, 0, planBlockCount(iterations));
    if (!run.ok) return { projectId, ok: false, reason: 'invalid-inputs' };
    const take = Math.min(run.npv.length, iterations - have);
    npv.set(run.npv.subarray(0, take), have);
    have += take;
  }
  return have === iterations ? { projectId, ok: true, npv } : { projectId, ok: false, reason: 'invalid-draws' };
}

/** Draws of a chunk of holdings (what one worker thread computes). */
export function simulateMcChunk(
  items: readonly Pick<McHolding, 'projectId' | 'assumptions'>[],
  runSeed: number,
  iterations: number,
): McDraws[] {
  return items.map((h) => simulateProjectNpv(h.assumptions, h.projectId, runSeed, iterations));
}

/** A holding's part of the portfolio: its weighted mean and its share of the variance (Euler: cov(wXᵢ, P) / var P). */
export interface McContribution {
  readonly holdingId: string;
  readonly projectId: string;
  readonly name: string;
  readonly weight: number;
  /** weight × the project's mean NPV: the contributions add up to the portfolio's mean. */
  readonly mean: number;
  /** weight × the project's NPV standard deviation (its spread on its own). */
  readonly sd: number;
  /** cov(weight × NPV, portfolio) / var(portfolio): the shares add up to 1 (null when the portfolio has no spread). */
  readonly varianceShare: number | null;
}

export interface McSummary {
  readonly iterations: number;
  readonly included: number;
  readonly mean: number;
  readonly sd: number;
  readonly p5: number;
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
  /** Share of iterations where the portfolio value is below 0. */
  readonly probabilityOfLoss: number;
  /** Expected shortfall at 95 %: the mean of the worst 5 % of iterations (the lowest ⌈0.05 n⌉ values). */
  readonly expectedShortfall5: number;
  readonly histogram: { readonly binEdges: number[]; readonly counts: number[] };
  /** Sorted by variance share, largest first (then by project id). */
  readonly contributions: McContribution[];
}

/** Type 7 percentile of sorted values (as the engine and ADR 0024). */
function quantile(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

function histogram(sorted: Float64Array, bins: number): { binEdges: number[]; counts: number[] } {
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  if (!(max > min)) return { binEdges: [min, max], counts: [sorted.length] };
  const edges = Array.from({ length: bins + 1 }, (_, i) => (i === bins ? max : min + ((max - min) * i) / bins));
  const counts = new Array<number>(bins).fill(0);
  for (const v of sorted) counts[Math.min(bins - 1, Math.floor(((v - min) / (max - min)) * bins))]! += 1;
  return { binEdges: edges, counts };
}

/**
 * The portfolio value per iteration, Σ weightᵢ × NPVᵢ, and its summary. The holdings are summed in
 * project-id order, so neither their order nor how their draws were computed changes a bit.
 * Needs at least one holding; every holding's draws must have the same length.
 */
export function summarizeMc(
  parts: ReadonlyArray<{ holding: Omit<McHolding, 'assumptions'>; npv: Float64Array }>,
  bins = PORTFOLIO_MC_BINS,
): McSummary {
  if (parts.length === 0) throw new RangeError('summarizeMc: no holding');
  const sortedParts = [...parts].sort((a, b) =>
    a.holding.projectId < b.holding.projectId ? -1 : a.holding.projectId > b.holding.projectId ? 1 : 0,
  );
  const n = sortedParts[0]!.npv.length;
  if (sortedParts.some((p) => p.npv.length !== n) || n < 2) throw new RangeError('summarizeMc: draws of unequal or too short length');
  const total = new Float64Array(n);
  for (const { holding, npv } of sortedParts) for (let i = 0; i < n; i++) total[i]! += holding.weight * npv[i]!;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += total[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (total[i]! - mean) ** 2;
  const variance = ss / (n - 1);
  const contributions = sortedParts.map(({ holding, npv }) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += npv[i]!;
    const m = s / n;
    let cov = 0;
    let own = 0;
    for (let i = 0; i < n; i++) {
      const d = holding.weight * (npv[i]! - m);
      cov += d * (total[i]! - mean);
      own += d * d;
    }
    return {
      holdingId: holding.holdingId,
      projectId: holding.projectId,
      name: holding.name,
      weight: holding.weight,
      mean: holding.weight * m,
      sd: Math.sqrt(own / (n - 1)),
      varianceShare: variance > 0 ? cov / (n - 1) / variance : null,
    };
  });
  contributions.sort((a, b) => (b.varianceShare ?? 0) - (a.varianceShare ?? 0) || (a.projectId < b.projectId ? -1 : 1));
  const sorted = total.slice().sort();
  let losses = 0;
  for (let i = 0; i < n; i++) if (sorted[i]! < 0) losses++;
  const tail = Math.ceil(0.05 * n);
  let tailSum = 0;
  for (let i = 0; i < tail; i++) tailSum += sorted[i]!;
  return {
    iterations: n,
    included: sortedParts.length,
    mean,
    sd: Math.sqrt(variance),
    p5: quantile(sorted, 0.05),
    p10: quantile(sorted, 0.1),
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p95: quantile(sorted, 0.95),
    min: sorted[0]!,
    max: sorted[n - 1]!,
    probabilityOfLoss: losses / n,
    expectedShortfall5: tailSum / tail,
    histogram: histogram(sorted, bins),
    contributions,
  };
}
