import type { EvaluationResult } from '../../../domain/evaluation/index.ts';

const num = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '' : String(v));
const row = (...cells: Array<string | number | null | undefined>) =>
  cells.map((c) => (typeof c === 'number' || c === null || c === undefined ? num(c as number) : c)).join(',');

/**
 * The results of one stored evaluation as CSV, in sections (metadata, metrics, yearly plan, Monte
 * Carlo, scenarios, CR score). Machine-readable: dot decimals, fractions as fractions, EUR as numbers.
 */
export function resultsCsv(
  r: EvaluationResult,
  meta: { version: number; seed: number; iterations: number; methodologyVersion: string },
): string {
  const m = r.plan.metrics;
  const out: string[] = ['section,key,value'];
  out.push(row('evaluation', 'version', meta.version), row('evaluation', 'methodology_version', meta.methodologyVersion));
  out.push(row('evaluation', 'seed', meta.seed), row('evaluation', 'iterations', meta.iterations));
  const metrics: Array<[string, number | null]> = [
    ['npv_eur', m.npv],
    ['irr', m.irr],
    ['payback_years', m.paybackYears],
    ['discounted_payback_years', m.discountedPaybackYears],
    ['roi_multiple', m.roiMultiple],
    ['break_even_year', m.breakEvenYear],
    ['break_even_revenue_eur', m.breakEvenRevenue],
    ['monthly_burn_eur', m.monthlyBurn],
    ['runway_months', m.runwayMonths],
    ['ltv_eur', m.ltv],
    ['cac_eur', m.cac],
    ['ltv_to_cac', m.ltvToCac],
    ['min_dscr', m.minDscr],
    ['terminal_value_eur', m.terminalValue],
  ];
  for (const [k, v] of metrics) out.push(row('metrics', k, v));
  const s = r.simulation;
  if (s?.npv.summary) {
    const p = s.npv.summary.percentiles;
    out.push(row('monte_carlo', 'valid_iterations', s.validIterations), row('monte_carlo', 'npv_mean_eur', s.npv.summary.mean));
    out.push(
      row('monte_carlo', 'npv_std_eur', s.npv.summary.std),
      row('monte_carlo', 'probability_npv_negative', s.probabilityNpvNegative),
    );
    for (const [k, v] of Object.entries(p)) out.push(row('monte_carlo', `npv_${k}_eur`, v));
    out.push(row('monte_carlo', 'min_dscr_p10', s.minDscrP10));
  }
  for (const sc of r.scenarios?.scenarios ?? []) {
    out.push(
      row('scenario', `${sc.name}_probability`, sc.probability),
      row('scenario', `${sc.name}_total_revenue_eur`, sc.totalRevenue),
      row('scenario', `${sc.name}_npv_eur`, sc.npv),
    );
  }
  if (r.scenarios) out.push(row('scenario', 'probability_weighted_npv_eur', r.scenarios.probabilityWeightedNpv));
  out.push(
    row('cr_score', 'total', r.score.total),
    row('cr_score', 'tier', r.score.tier),
    row('cr_score', 'confidence', r.score.confidence.share),
  );
  for (const p of r.score.pillars) out.push(row('cr_score', `pillar_${p.id}`, p.score));
  out.push(
    '',
    'year,units,revenue_eur,ebitda_eur,depreciation_eur,ebit_eur,capex_eur,working_capital_change_eur,tax_eur,free_cash_flow_eur,debt_service_eur,dscr',
  );
  for (const y of r.plan.years) {
    out.push(
      row(
        y.year,
        y.units,
        y.revenue,
        y.ebitda,
        y.depreciation,
        y.ebit,
        y.capex,
        y.workingCapitalChange,
        y.tax,
        y.freeCashFlow,
        y.debtService,
        y.dscr,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
