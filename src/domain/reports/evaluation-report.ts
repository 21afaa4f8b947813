import type { EvaluationResult } from '../evaluation/index.ts';
import { PLAN_DRIVERS, PLAN_DRIVER_UNITS, type BusinessPlanAssumptions } from '../finance/index.ts';
import { compact, dateTimeUtc, decimal, formatScore, money, percent, type ReportLanguage } from './format.ts';
import { REPORT_LABELS } from './labels.ts';
import { fill, type ReportModel, type ReportSection } from './model.ts';
import { SHARED_LABELS } from './shared-labels.ts';

/** What the evaluation report is built from: the project's facts and one stored evaluation version. */
export interface EvaluationReportSource {
  language: ReportLanguage;
  issuer: string;
  project: { title: string; industry: string; country: string | null; currency: string };
  evaluation: {
    version: number;
    createdAt: Date;
    methodologyVersion: string;
    iterations: number;
    seed: number;
    input: { assumptions: BusinessPlanAssumptions };
    result: EvaluationResult;
  };
}

const subFactorLabel = (lng: ReportLanguage, id: string) => {
  const [pillar, name] = id.split('.') as [string, string];
  const group = (SHARED_LABELS[lng].subFactor as Record<string, Record<string, string>>)[pillar];
  return group?.[name] ?? id;
};

function driverValue(lng: ReportLanguage, key: (typeof PLAN_DRIVERS)[number], v: number, currency: string): string {
  switch (PLAN_DRIVER_UNITS[key]) {
    case 'eur':
      return money(lng, v, currency);
    case 'fraction':
      return percent(lng, v);
    case 'multiple':
      return `${decimal(lng, v)}×`;
    default:
      return decimal(lng, v, 0);
  }
}

/** Ticks for the histogram's axis: five evenly spaced values, compact. */
function ticks(lng: ReportLanguage, min: number, max: number, currency: string) {
  const out: Array<{ at: number; label: string }> = [];
  for (let i = 0; i <= 4; i++) {
    const at = min + ((max - min) * i) / 4;
    out.push({ at, label: compact(lng, at, currency) });
  }
  return out;
}

/**
 * The evaluation report's model (issue 16): project, inputs, results (NPV, IRR, payback, ROI as the
 * Results screen shows them), Monte Carlo histogram, tornado, scenarios, the CR score with pillars,
 * sub-factors, evidence and confidence, and the methodology version. Every figure is the stored one.
 */
export function evaluationReportModel(src: EvaluationReportSource): ReportModel {
  const lng = src.language;
  const L = REPORT_LABELS[lng];
  const S = SHARED_LABELS[lng];
  const { result, input } = src.evaluation;
  const cur = src.project.currency;
  const m = result.plan.metrics;
  const na = L.notComputable;
  const sections: ReportSection[] = [];

  sections.push({
    type: 'figures',
    heading: L.results,
    items: [
      [L.npv, money(lng, m.npv, cur)],
      [L.irr, m.irr === null ? na : percent(lng, m.irr)],
      [L.payback, m.paybackYears === null ? L.neverPaidBack : fill(L.years, { value: decimal(lng, m.paybackYears, 1) })],
      [L.roi, m.roiMultiple === null ? na : `${decimal(lng, m.roiMultiple)}×`],
      [L.pNpvNegative, result.simulation ? percent(lng, result.simulation.probabilityNpvNegative) : na],
      [L.score, `${formatScore(lng, result.score.total)} / 100`],
    ],
  });

  const hist = result.simulation?.npv.summary?.histogram;
  if (hist && hist.counts.length > 0) {
    const bins = hist.counts.map((count, i) => ({ from: hist.binEdges[i]!, to: hist.binEdges[i + 1]!, count }));
    const min = hist.binEdges[0]!;
    const max = hist.binEdges[hist.binEdges.length - 1]!;
    sections.push({
      type: 'histogram',
      heading: L.histogram,
      note: fill(L.histogramNote, { n: decimal(lng, result.simulation!.validIterations, 0) }),
      bins,
      ticks: ticks(lng, min, max, cur),
      ...(min < 0 && max > 0 ? { marker: { at: 0, label: money(lng, 0, cur) } } : {}),
    });
  }

  if (result.tornado && result.tornado.base !== null && result.tornado.bars.length > 0) {
    const base = result.tornado.base;
    const bars = [...result.tornado.bars]
      .sort((a, b) => b.swing - a.swing)
      .slice(0, 10)
      .map((b) => ({
        label: S.drivers[b.driver] ?? b.driver,
        low: b.metricAtLow ?? base,
        high: b.metricAtHigh ?? base,
        lowLabel: b.metricAtLow === null ? na : compact(lng, b.metricAtLow, cur),
        highLabel: b.metricAtHigh === null ? na : compact(lng, b.metricAtHigh, cur),
      }));
    sections.push({
      type: 'tornado',
      heading: L.tornado,
      note: L.tornadoNote,
      base,
      baseLabel: `${L.base}: ${money(lng, base, cur)}`,
      bars,
    });
  }

  if (result.scenarios) {
    const name = (n: string) => (n === 'worst' ? L.worst : n === 'best' ? L.best : n === 'base' ? L.base : n);
    sections.push({
      type: 'table',
      heading: L.scenarios,
      note: `${L.weightedNpv}: ${money(lng, result.scenarios.probabilityWeightedNpv, cur)}`,
      columns: [L.scenario, L.probability, L.npv, L.irr],
      rows: result.scenarios.scenarios.map((s) => [
        name(s.name),
        percent(lng, s.probability),
        money(lng, s.npv, cur),
        s.irr === null ? na : percent(lng, s.irr),
      ]),
    });
  }

  const score = result.score;
  sections.push({
    type: 'figures',
    heading: L.score,
    items: [
      [L.score, `${formatScore(lng, score.total)} / 100`],
      [L.tier, S.tier[score.tier]],
      [L.confidence, `${S.confidenceLevel[score.confidence.level]} (${percent(lng, score.confidence.share, 0)})`],
      [L.methodology, score.version],
    ],
  });
  sections.push({
    type: 'table',
    heading: L.pillars,
    columns: [L.pillars, L.weight, L.score, L.points],
    rows: score.pillars.map((p) => [S.pillar[p.id], percent(lng, p.weight, 0), formatScore(lng, p.score), formatScore(lng, p.points)]),
  });
  sections.push({
    type: 'table',
    heading: L.subFactors,
    columns: [L.subFactor, L.pillars, L.score, L.points, L.status, L.evidence],
    widths: [3, 1.6, 1, 1, 1.6, 1.4],
    rows: score.subFactors.map((f) => [
      subFactorLabel(lng, f.id),
      S.pillar[f.pillar],
      f.status === 'scored' ? formatScore(lng, f.score) : '—',
      formatScore(lng, f.points),
      S.status[f.status],
      S.evidence[f.evidence],
    ]),
  });

  sections.push({
    type: 'table',
    heading: L.inputs,
    columns: [L.driver, L.value],
    widths: [3, 2],
    rows: PLAN_DRIVERS.filter((k) => input.assumptions.drivers[k] !== undefined).map((k) => [
      S.drivers[k] ?? k,
      driverValue(lng, k, input.assumptions.drivers[k].value, cur),
    ]),
  });

  return {
    kind: 'evaluation',
    language: lng,
    title: `${L.evaluationTitle}: ${src.project.title}`,
    issuer: src.issuer,
    projectTitle: src.project.title,
    meta: [
      [L.project, src.project.title],
      [L.industry, src.project.industry],
      ...(src.project.country ? ([[L.country, src.project.country]] as Array<[string, string]>) : []),
      [L.currency, cur],
      [L.evaluationVersion, String(src.evaluation.version)],
      [L.evaluatedAt, dateTimeUtc(lng, src.evaluation.createdAt)],
      [L.methodology, src.evaluation.methodologyVersion],
      [L.iterations, decimal(lng, src.evaluation.iterations, 0)],
      [L.seed, String(src.evaluation.seed)],
    ],
    sections,
  };
}
