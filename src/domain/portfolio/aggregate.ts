import { findIndustry } from '../industries/index.ts';
import { tierOf, type CrTier } from '../scoring/index.ts';
import { band, hhi, shares, type PercentileBand, type Share } from './stats.ts';

/** One holding as the aggregates read it: a linked project's latest evaluation, or an imported row's own figures. */
export interface HoldingFacts {
  readonly id: string;
  readonly name: string;
  readonly source: 'project' | 'import';
  /** NACE/ATECO code, or null when unknown. */
  readonly industryCode: string | null;
  /** NUTS 2 code, a country code, or null. */
  readonly region: string | null;
  /** Invested (paid in), EUR. */
  readonly invested: number;
  /** Committed (promised, including what is paid in), EUR; at least the invested amount in the totals. */
  readonly committed: number | null;
  readonly crScore: number | null;
  /** The CR score of the evaluation before the latest (for the drop alert). */
  readonly previousCrScore: number | null;
  readonly npv: number | null;
  /** IRR as a fraction (0.12 = 12 %). */
  readonly irr: number | null;
  /** P(NPV < 0) from the Monte Carlo, 0..1. */
  readonly probabilityNpvNegative: number | null;
  readonly runwayMonths: number | null;
  /** ISO date (yyyy-mm-dd) of the next milestone not yet met. */
  readonly milestoneDue: string | null;
  /** Issue 23 (ADR 0047): days the KPI answers the owner asked for are late (the worst request), null when none is. */
  readonly kpiLateDays?: number | null;
  /** The latest KPI answers' values past the bounds the owner set. */
  readonly kpiBreaches?: ReadonlyArray<{ kpi: string; value: number; bound: 'min' | 'max'; threshold: number }>;
}

/** Thresholds of the alerts and of "risky" (ADR 0024). */
export const PORTFOLIO_THRESHOLDS = {
  runwayMonths: 6,
  crDropPoints: 10,
  lowCrScore: 60,
  highProbabilityNpvNegative: 0.3,
  riskiestCount: 5,
} as const;

export type RiskReason = 'shortRunway' | 'crDrop' | 'milestoneLate' | 'lowCrScore' | 'likelyLoss' | 'negativeNpv' | 'noScore';
export type AlertKind = 'runway' | 'crDrop' | 'milestoneLate' | 'kpiLate' | 'kpiThreshold';

export interface RiskyHolding {
  readonly id: string;
  readonly name: string;
  readonly crScore: number | null;
  readonly reasons: readonly RiskReason[];
}
export interface PortfolioAlert {
  readonly holdingId: string;
  readonly name: string;
  readonly kind: AlertKind;
  /** Runway months, points dropped (positive), days late (milestone, KPI answers), or the KPI's answered value. */
  readonly value: number;
  /** kpiThreshold: which KPI, which bound it passed and the bound's value. */
  readonly kpi?: string;
  readonly bound?: 'min' | 'max';
  readonly threshold?: number;
}
export interface CrBand {
  readonly from: number;
  readonly to: number;
  readonly tier: CrTier;
  readonly count: number;
}

export interface PortfolioSummary {
  readonly holdings: number;
  readonly invested: number;
  readonly committed: number;
  readonly avgCrScore: number | null;
  /** Holdings with a CR score per band of 20 points ([from, to), the last band includes 100). */
  readonly crDistribution: readonly CrBand[];
  readonly npv: PercentileBand;
  readonly irr: PercentileBand;
  readonly byIndustry: readonly Share[];
  readonly byRegion: readonly Share[];
  /** HHI on shares 0..1 (Σ share²); ×10,000 gives the antitrust scale. */
  readonly hhiIndustry: number | null;
  readonly hhiRegion: number | null;
  readonly riskiest: readonly RiskyHolding[];
  readonly alerts: readonly PortfolioAlert[];
}

const BANDS: ReadonlyArray<[number, number]> = [
  [0, 20],
  [20, 40],
  [40, 60],
  [60, 80],
  [80, 100],
];
const DAY_MS = 86_400_000;

/** Industry concentration is read at NACE division level (two digits): classes would hide concentration. */
export function industryKey(code: string | null): string {
  if (!code) return 'unknown';
  const found = findIndustry(code);
  if (!found) return 'unknown';
  return found.division ?? found.code;
}

function reasonsOf(h: HoldingFacts, today: string): RiskReason[] {
  const r: RiskReason[] = [];
  const t = PORTFOLIO_THRESHOLDS;
  if (h.runwayMonths !== null && h.runwayMonths < t.runwayMonths) r.push('shortRunway');
  if (h.crScore !== null && h.previousCrScore !== null && h.previousCrScore - h.crScore >= t.crDropPoints) r.push('crDrop');
  if (h.milestoneDue !== null && h.milestoneDue < today) r.push('milestoneLate');
  if (h.crScore === null) r.push('noScore');
  else if (h.crScore < t.lowCrScore) r.push('lowCrScore');
  if (h.probabilityNpvNegative !== null && h.probabilityNpvNegative >= t.highProbabilityNpvNegative) r.push('likelyLoss');
  if (h.npv !== null && h.npv < 0) r.push('negativeNpv');
  return r;
}

/**
 * The portfolio's aggregates. `today` is an ISO date (yyyy-mm-dd) from the caller's clock.
 * Amount-weighted shares (by invested; by count while nothing is invested); percentiles type 7.
 */
export function summarizePortfolio(holdings: readonly HoldingFacts[], today: string): PortfolioSummary {
  const invested = holdings.reduce((s, h) => s + h.invested, 0);
  const committed = holdings.reduce((s, h) => s + Math.max(h.committed ?? 0, h.invested), 0);
  const scores = holdings.flatMap((h) => (h.crScore === null ? [] : [h.crScore]));
  const crDistribution = BANDS.map(([from, to], i) => ({
    from,
    to,
    tier: tierOf(from),
    count: scores.filter((s) => s >= from && (s < to || (i === BANDS.length - 1 && s <= to))).length,
  }));
  const byIndustry = shares(holdings.map((h) => ({ key: industryKey(h.industryCode), weight: h.invested })));
  const byRegion = shares(holdings.map((h) => ({ key: h.region?.trim().toUpperCase() || 'unknown', weight: h.invested })));

  const withReasons = holdings.map((h) => ({ h, reasons: reasonsOf(h, today) }));
  const riskiest = withReasons
    .filter((x) => x.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length || (a.h.crScore ?? -1) - (b.h.crScore ?? -1) || a.h.name.localeCompare(b.h.name))
    .slice(0, PORTFOLIO_THRESHOLDS.riskiestCount)
    .map(({ h, reasons }) => ({ id: h.id, name: h.name, crScore: h.crScore, reasons }));

  const alerts: PortfolioAlert[] = [];
  for (const h of holdings) {
    if (h.runwayMonths !== null && h.runwayMonths < PORTFOLIO_THRESHOLDS.runwayMonths)
      alerts.push({ holdingId: h.id, name: h.name, kind: 'runway', value: h.runwayMonths });
    if (h.crScore !== null && h.previousCrScore !== null && h.previousCrScore - h.crScore >= PORTFOLIO_THRESHOLDS.crDropPoints) {
      alerts.push({ holdingId: h.id, name: h.name, kind: 'crDrop', value: h.previousCrScore - h.crScore });
    }
    if (h.milestoneDue !== null && h.milestoneDue < today) {
      alerts.push({
        holdingId: h.id,
        name: h.name,
        kind: 'milestoneLate',
        value: Math.round((Date.parse(today) - Date.parse(h.milestoneDue)) / DAY_MS),
      });
    }
    if (h.kpiLateDays !== null && h.kpiLateDays !== undefined && h.kpiLateDays > 0)
      alerts.push({ holdingId: h.id, name: h.name, kind: 'kpiLate', value: h.kpiLateDays });
    for (const b of h.kpiBreaches ?? [])
      alerts.push({
        holdingId: h.id,
        name: h.name,
        kind: 'kpiThreshold',
        value: b.value,
        kpi: b.kpi,
        bound: b.bound,
        threshold: b.threshold,
      });
  }

  return {
    holdings: holdings.length,
    invested,
    committed,
    avgCrScore: scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null,
    crDistribution,
    npv: band(holdings.flatMap((h) => (h.npv === null ? [] : [h.npv]))),
    irr: band(holdings.flatMap((h) => (h.irr === null ? [] : [h.irr]))),
    byIndustry,
    byRegion,
    hhiIndustry: hhi(byIndustry.map((s) => s.share)),
    hhiRegion: hhi(byRegion.map((s) => s.share)),
    riskiest,
    alerts,
  };
}
