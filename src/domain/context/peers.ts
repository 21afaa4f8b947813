/** Peers are shown only from this many projects up (issue 25): never a single peer's value. */
export const PEER_MINIMUM = 5;

/** The q-quantile (0..1) of sorted values, linear between the closest ranks (type 7, as R and NumPy by default). */
export function quantile(sorted: readonly number[], q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/**
 * Quartiles of one input across peers, or null when fewer than PEER_MINIMUM peers have a value: then
 * nothing about them is shown. Only p25/p50/p75 leave this function, never a value of its own.
 * @example peerRange([1, 2, 3, 4, 5]) // { p25: 2, p50: 3, p75: 4, n: 5 }
 */
export function peerRange(values: readonly number[]): { p25: number; p50: number; p75: number; n: number } | null {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length < PEER_MINIMUM) return null;
  return { p25: quantile(v, 0.25), p50: quantile(v, 0.5), p75: quantile(v, 0.75), n: v.length };
}
