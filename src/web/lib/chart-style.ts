import { formatCompact } from './format.ts';

/** Chart styling shared by every chart (recharts props), readable in the light and the dark theme. */

/** Axis text follows the card's muted colour in both themes. */
export const AXIS = { fontSize: 11, fill: 'currentColor' } as const;
export const TOOLTIP_STYLE = {
  background: 'var(--popover)',
  border: '1px solid var(--border)',
  color: 'var(--popover-foreground)',
} as const;
/** Series colours readable on the light and the dark card (3:1 or more against both). */
export const SERIES_COLOURS = [
  'var(--primary)',
  'var(--success)',
  'oklch(0.62 0.17 40)',
  'oklch(0.6 0.15 320)',
  'oklch(0.6 0.12 200)',
  'oklch(0.62 0.14 95)',
] as const;

/** One axis tick: compact and rounded in the interface language (see formatCompact). */
export function formatTick(lng: string, value: number, currency?: string): string {
  return formatCompact(lng, value, currency);
}

/** The tick formatter recharts takes: `<YAxis tickFormatter={tickFormatter(lng, 'EUR')} />`. */
export function tickFormatter(lng: string, currency?: string): (value: number) => string {
  return (value) => formatTick(lng, Number(value), currency);
}

/** The round step of about (max − min) / count: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, count = 5): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Round tick values covering [min, max] in 1-2-5 steps (about `count` intervals), zero included
 * when the range crosses it: niceTicks(-1_784_598, 2_310_000) → −2m, −1m, 0, 1m, 2m, 3m.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    if (low === 0) return [0, 1];
    low = Math.min(0, low);
    high = Math.max(0, high);
  }
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  // Multiply rather than add, and round away binary noise (0.1 + 0.2).
  for (let i = 0; first + i * step < high + step / 2; i++) ticks.push(Number((first + i * step).toPrecision(12)));
  if (ticks[ticks.length - 1]! < high) ticks.push(Number((first + ticks.length * step).toPrecision(12)));
  return ticks.map((t) => (Object.is(t, -0) ? 0 : t));
}

/**
 * The props of a numeric axis with round ticks over `values`:
 * `<YAxis {...niceAxis(values)} tickFormatter={tickFormatter(lng, currency)} />`.
 */
export function niceAxis(values: readonly number[], count = 5): { ticks: number[]; domain: [number, number]; interval: 0 } {
  const finite = values.filter(Number.isFinite);
  const ticks = finite.length ? niceTicks(Math.min(0, ...finite), Math.max(0, ...finite), count) : [0, 1];
  return { ticks, domain: [ticks[0]!, ticks[ticks.length - 1]!], interval: 0 };
}
