import type { PlanDriverKey, PlanSamples } from '../../domain/finance/index.ts';

const cell = (v: number) => (Number.isFinite(v) ? String(v) : '');

/**
 * One row per valid Monte Carlo iteration; an empty cell where a metric has no answer. `drivers`:
 * drivers whose draws follow as `draw_<driver>` columns — a version's rank-correlated drivers (ADR
 * 0059), so its achieved rank correlation can be checked; none for a version without correlations.
 */
export function samplesCsv(s: PlanSamples | null, drivers: readonly PlanDriverKey[] = []): string {
  const shown = drivers.filter((k) => s?.draws?.[k] !== undefined);
  const lines = [['iteration,npv,irr,payback_years,min_dscr', ...shown.map((k) => `draw_${k}`)].join(',')];
  if (s) {
    const draws = shown.map((k) => s.draws![k]!);
    for (let i = 0; i < s.npv.length; i += 1) {
      const extra = draws.map((d) => `,${cell(d[i]!)}`).join('');
      lines.push(`${s.iteration[i]},${cell(s.npv[i]!)},${cell(s.irr[i]!)},${cell(s.paybackYears[i]!)},${cell(s.minDscr[i]!)}${extra}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
