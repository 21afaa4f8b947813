import { findIndustry } from '../industries/index.ts';
import type { PortfolioSummary } from '../portfolio/index.ts';
import { dateUtc, decimal, formatScore, money, percent, type ReportLanguage } from './format.ts';
import { fill, type ReportModel, type ReportSection } from './model.ts';
import { PORTFOLIO_REPORT_LABELS } from './portfolio-labels.ts';
import { SHARED_LABELS } from './shared-labels.ts';

/** What the portfolio summary report is built from: the summary the API computes, and the holdings it covers. */
export interface PortfolioReportSource {
  language: ReportLanguage;
  issuer: string;
  portfolio: { name: string; asOf: string };
  summary: PortfolioSummary;
  holdings: ReadonlyArray<{ name: string; industryCode: string | null; region: string | null; invested: number; crScore: number | null }>;
}

/** HHI bands of the US DoJ/FTC horizontal merger guidelines (2010), on the ×10,000 scale (as the screen). */
const level = (points: number) => (points < 1500 ? 'low' : points <= 2500 ? 'moderate' : 'high');

/** The amounts of the portfolio are in euros (ADR 0024: invested and committed are EUR). */
const EUR = 'EUR';

/**
 * The portfolio summary report's model (issue 16, ADR 0031): totals, the CR score distribution as a
 * vector chart, NPV/IRR P10/P50/P90, concentration by industry and region with shares and HHI, the
 * riskiest holdings and why, alerts, and the holdings. Every figure is the summary API's number,
 * formatted for the language with the screens' rules.
 */
export function portfolioReportModel(src: PortfolioReportSource): ReportModel {
  const lng = src.language;
  const L = PORTFOLIO_REPORT_LABELS[lng];
  const S = SHARED_LABELS[lng];
  const s = src.summary;
  const cur = (v: number | null) => (v === null ? '—' : money(lng, v, EUR));
  const pct = (v: number | null) => (v === null ? '—' : percent(lng, v));
  const industry = (code: string | null) => {
    if (!code || code === 'unknown') return L.unknown;
    const found = findIndustry(code);
    return found ? `${code} ${found.labels[lng]}` : code;
  };
  const region = (code: string | null) => (!code || code === 'unknown' ? L.unknown : code);
  const hhiLine = (hhi: number | null) => {
    if (hhi === null) return null;
    const points = Math.round(hhi * 10_000);
    return fill(L.hhi, { value: decimal(lng, hhi, 3), points: decimal(lng, points, 0), level: L.level[level(points)] });
  };
  const scored = s.crDistribution.reduce((n, b) => n + b.count, 0);

  const sections: ReportSection[] = [
    {
      type: 'figures',
      heading: L.totals,
      items: [
        [L.holdings, decimal(lng, s.holdings, 0)],
        [L.invested, money(lng, s.invested, EUR)],
        [L.committed, money(lng, s.committed, EUR)],
        [L.avgCrScore, s.avgCrScore === null ? L.none : `${formatScore(lng, s.avgCrScore)} / 100`],
      ],
    },
  ];
  if (scored > 0) {
    sections.push({
      type: 'histogram',
      heading: L.crDistribution,
      note: fill(L.crDistributionNote, { n: decimal(lng, scored, 0) }),
      bins: s.crDistribution.map((b) => ({ from: b.from, to: b.to, count: b.count })),
      ticks: [0, 20, 40, 60, 80, 100].map((at) => ({ at, label: decimal(lng, at, 0) })),
    });
    sections.push({
      type: 'table',
      heading: L.crDistribution,
      columns: [L.band, L.tier, L.count],
      rows: s.crDistribution.map((b) => [`${decimal(lng, b.from, 0)}–${decimal(lng, b.to, 0)}`, S.tier[b.tier], decimal(lng, b.count, 0)]),
    });
  }
  sections.push({
    type: 'table',
    heading: L.returns,
    note: L.returnsNote,
    columns: [L.metric, 'P10', 'P50', 'P90', L.count],
    rows: [
      [L.npv, cur(s.npv.p10), cur(s.npv.p50), cur(s.npv.p90), decimal(lng, s.npv.n, 0)],
      [L.irr, pct(s.irr.p10), pct(s.irr.p50), pct(s.irr.p90), decimal(lng, s.irr.n, 0)],
    ],
  });
  for (const [heading, shares, hhi, label] of [
    [L.byIndustry, s.byIndustry, s.hhiIndustry, industry],
    [L.byRegion, s.byRegion, s.hhiRegion, region],
  ] as const) {
    if (shares.length === 0) continue;
    const line = hhiLine(hhi);
    sections.push({
      type: 'bars',
      heading,
      note: [L.shareNote, line].filter(Boolean).join(' '),
      bars: shares.map((x) => ({ label: label(x.code), value: x.share, valueLabel: percent(lng, x.share) })),
    });
  }
  sections.push(
    s.riskiest.length === 0
      ? { type: 'figures', heading: L.riskiest, items: [[L.riskiest, L.noRisk]] }
      : {
          type: 'table',
          heading: L.riskiest,
          note: L.riskiestNote,
          columns: [L.name, L.crScore, L.reasons],
          widths: [2, 1, 3],
          rows: s.riskiest.map((r) => [
            r.name,
            r.crScore === null ? '—' : formatScore(lng, r.crScore),
            r.reasons.map((x) => L.reason[x]).join(' · '),
          ]),
        },
  );
  sections.push(
    s.alerts.length === 0
      ? { type: 'figures', heading: L.alerts, items: [[L.alerts, L.noAlerts]] }
      : {
          type: 'table',
          heading: L.alerts,
          columns: [L.name, L.alerts],
          widths: [2, 3],
          rows: s.alerts.map((a) => [
            a.name,
            fill(L.alert[a.kind], {
              value: decimal(lng, a.value, a.kind === 'runway' ? 1 : a.kind === 'kpiThreshold' ? 2 : 0),
              kpi: a.kpi ?? '',
              bound: a.bound ? L.bound[a.bound] : '',
              threshold: a.threshold === undefined ? '' : decimal(lng, a.threshold, 2),
            }),
          ]),
        },
  );
  if (src.holdings.length > 0) {
    sections.push({
      type: 'table',
      heading: L.holdingList,
      columns: [L.name, L.industry, L.region, L.invested, L.crScore],
      widths: [2.4, 2.4, 1, 1.4, 1],
      rows: src.holdings.map((h) => [
        h.name,
        industry(h.industryCode),
        region(h.region),
        money(lng, h.invested, EUR),
        h.crScore === null ? '—' : formatScore(lng, h.crScore),
      ]),
    });
  }
  return {
    kind: 'portfolio',
    language: lng,
    title: `${L.title}: ${src.portfolio.name}`,
    issuer: src.issuer,
    projectTitle: L.title,
    meta: [
      [L.portfolio, src.portfolio.name],
      [L.asOf, dateUtc(lng, new Date(`${src.portfolio.asOf}T00:00:00Z`))],
      [L.holdings, decimal(lng, s.holdings, 0)],
    ],
    sections,
  };
}
