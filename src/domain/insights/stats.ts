/** Median of the values (the mean of the middle two for an even count), null when there are none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Arithmetic mean, null when there are no values. */
export function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/** a / b, or null when b is 0 (no share of nothing). */
export function share(a: number, b: number): number | null {
  return b > 0 ? a / b : null;
}

export const DAY_MS = 86_400_000;
