import type { CrScoreInput } from './input.ts';
import type { SubFactorId } from './methodology.ts';
import { COMPLIANCE_QUESTIONS, answerValue } from './questionnaire.ts';

/** A sub-factor's raw outcome: a 0–100 score, missing (no input), or not applicable. */
export type RawScore =
  { readonly status: 'scored'; readonly score: number } | { readonly status: 'missing' } | { readonly status: 'not-applicable' };

/** Clamps x·100 to [0, 100]. */
function pct(x: number): number {
  return Math.min(100, Math.max(0, 100 * x));
}

function has(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

const scored = (score: number): RawScore => ({ status: 'scored', score });
const MISSING: RawScore = { status: 'missing' };

const INTENSITY = { low: 100, medium: 60, high: 25 } as const;
const REVENUE_MODEL = { recurring: 100, repeat: 75, transactional: 55, 'one-off': 30 } as const;

/**
 * cr-v1 formulas, input → 0…100 (each non-decreasing in its favourable direction):
 * - market.tam: 100·(log10(TAM) − 6)/4 — €1 M → 0, €10 bn → 100.
 * - market.competition: intensity low 100 / medium 60 / high 25 and 100·e^(−competitors/10); the
 *   mean of those given.
 * - market.growth: 100·(g + 0.05)/0.30 — −5 % → 0, +25 % → 100.
 * - financial.revenue-model: recurring 100, repeat 75, transactional 55, one-off 30.
 * - financial.profitability: 100·(final EBITDA margin + 0.10)/0.40 — −10 % → 0, 30 % → 100.
 * - financial.capital-efficiency: mean of those given of 100·(LTV/CAC − 1)/3 (1 → 0, 4 → 100) and
 *   100·(ROI multiple − 1)/2 (1× → 0, 3× → 100).
 * - financial.npv: 50 + 50·NPV/capital invested — −100 % → 0, break-even → 50, +100 % → 100.
 * - financial.risk-npv: 100·(1 − P(NPV < 0)/0.5) — 0 → 100, ≥ 50 % → 0.
 * - financial.risk-dscr: 100·(DSCR_P10 − 1)/0.5 — 1.0 → 0, 1.5 → 100; not applicable without debt.
 * - compliance.*: 100·mean over the sub-factor's questions of yes 1 / partial 0.5 / no or unanswered 0;
 *   missing when none of its questions is answered.
 * All results are clamped to [0, 100]. Missing inputs are never given a value.
 */
export function rawScore(id: SubFactorId, input: CrScoreInput): RawScore {
  const m = input.market ?? {};
  const f = input.financial ?? {};
  switch (id) {
    case 'market.tam':
      return has(m.tamEur) ? scored(m.tamEur > 0 ? pct((Math.log10(m.tamEur) - 6) / 4) : 0) : MISSING;
    case 'market.competition': {
      const parts: number[] = [];
      if (m.competitiveIntensity != null && m.competitiveIntensity in INTENSITY) parts.push(INTENSITY[m.competitiveIntensity]);
      if (has(m.competitorCount)) parts.push(100 * Math.exp(-Math.max(0, m.competitorCount) / 10));
      return parts.length > 0 ? scored(parts.reduce((a, b) => a + b, 0) / parts.length) : MISSING;
    }
    case 'market.growth':
      return has(m.expectedGrowthRate) ? scored(pct((m.expectedGrowthRate + 0.05) / 0.3)) : MISSING;
    case 'financial.revenue-model':
      return f.revenueModel != null && f.revenueModel in REVENUE_MODEL ? scored(REVENUE_MODEL[f.revenueModel]) : MISSING;
    case 'financial.profitability':
      return has(f.ebitdaMarginFinalYear) ? scored(pct((f.ebitdaMarginFinalYear + 0.1) / 0.4)) : MISSING;
    case 'financial.capital-efficiency': {
      const parts: number[] = [];
      if (has(f.ltvToCac)) parts.push(pct((f.ltvToCac - 1) / 3));
      if (has(f.roiMultiple)) parts.push(pct((f.roiMultiple - 1) / 2));
      return parts.length > 0 ? scored(parts.reduce((a, b) => a + b, 0) / parts.length) : MISSING;
    }
    case 'financial.npv':
      return has(f.npv) && has(f.capitalInvested) && f.capitalInvested > 0 ? scored(pct(0.5 + (0.5 * f.npv) / f.capitalInvested)) : MISSING;
    case 'financial.risk-npv':
      return has(f.probabilityNpvNegative) ? scored(pct(1 - f.probabilityNpvNegative / 0.5)) : MISSING;
    case 'financial.risk-dscr':
      if (f.hasDebt === false) return { status: 'not-applicable' };
      return has(f.minDscrP10) ? scored(pct((f.minDscrP10 - 1) / 0.5)) : MISSING;
    default: {
      const questions = COMPLIANCE_QUESTIONS.filter((q) => q.subFactor === id);
      const answers = input.compliance?.answers ?? {};
      if (!questions.some((q) => answers[q.id] !== undefined)) return MISSING;
      return scored((100 * questions.reduce((acc, q) => acc + answerValue(answers[q.id]), 0)) / questions.length);
    }
  }
}
