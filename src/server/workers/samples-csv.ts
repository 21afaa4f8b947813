import type { PlanSamples } from '../../domain/finance/index.ts';

const cell = (v: number) => (Number.isFinite(v) ? String(v) : '');

/** One row per valid Monte Carlo iteration; an empty cell where a metric has no answer. */
export function samplesCsv(s: PlanSamples | null): string {
  const lines = ['iteration,npv,irr,payback_years,min_dscr'];
  if (s) {
    for (let i = 0; i < s.npv.length; i += 1) {
      lines.push(`${s.iteration[i]},${cell(s.npv[i]!)},${cell(s.irr[i]!)},${cell(s.paybackYears[i]!)},${cell(s.minDscr[i]!)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
