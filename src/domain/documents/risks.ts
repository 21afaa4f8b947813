import { sectorProfileFor } from '../industries/profile-map.ts';
import type { SectorProfileId } from '../industries/profile-types.ts';
import { close } from './figures.ts';
import { periodLabel } from './types.ts';
import type { FigureKey, FigureMarks, FigurePeriod, Risk } from './types.ts';

/**
 * The largest year-over-year revenue growth (a fraction: 2 = ×3) that a plan can claim before it is
 * flagged, per sector profile of src/domain/industries. These are judgement bounds, set well above
 * what the sector's own defaults assume (profiles.ts: units growth up to 0.8 for SaaS, ≤ 0.3 for most
 * others), at roughly what only the top tenth of companies in the sector sustain:
 * - software-saas 2.0: "triple, triple, double, double" (T2D3) is the celebrated best case of venture
 *   SaaS; tripling is the ceiling, not the plan;
 * - financial-services 1.5 and health, retail/e-commerce, energy 1.0: scalable but regulated or
 *   capital-bound (new plants come online in steps, which can double output in a year);
 * - construction/real estate 0.8 (lumpy projects), professional services, hospitality, logistics 0.6
 *   (growth needs people, rooms, vehicles), manufacturing and water/waste 0.5 (capacity-bound),
 *   agrifood 0.4 (land- and season-bound); generic 1.0.
 * Growth from a small base is normal, so a year whose revenue is below 100,000 (in the document's
 * currency) is never the base of a flag.
 */
export const PLAUSIBLE_GROWTH: Readonly<Record<SectorProfileId, number>> = {
  'software-saas': 2.0,
  'financial-services': 1.5,
  health: 1.0,
  'retail-ecommerce': 1.0,
  'energy-renewables': 1.0,
  'construction-real-estate': 0.8,
  'professional-services': 0.6,
  'hospitality-tourism': 0.6,
  logistics: 0.6,
  manufacturing: 0.5,
  'water-waste': 0.5,
  agrifood: 0.4,
  generic: 1.0,
};
export const GROWTH_BASE_FLOOR = 100_000;

interface PeriodFigure {
  readonly key: FigureKey;
  readonly period: number | null;
  readonly value: number;
  /** A period beyond a plain year (sentence reader): figures of different quarters are not the same figure. */
  readonly periodDetail?: FigurePeriod;
  readonly marks?: FigureMarks;
}

/** `implausible_growth` for each pair of consecutive years whose revenue grows beyond the bound. */
export function implausibleGrowth(figures: readonly PeriodFigure[], industry: string | null | undefined): Risk[] {
  const profile: SectorProfileId = industry ? sectorProfileFor(industry) : 'generic';
  const bound = PLAUSIBLE_GROWTH[profile];
  const byYear = new Map<number, number>();
  for (const f of figures)
    if (f.key === 'revenue' && f.period !== null && !f.marks?.adjusted && !byYear.has(f.period)) byYear.set(f.period, f.value);
  const risks: Risk[] = [];
  for (const [year, value] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const prev = byYear.get(year - 1);
    if (prev === undefined || prev < GROWTH_BASE_FLOOR) continue;
    const growth = value / prev - 1;
    if (growth > bound) {
      risks.push({
        code: 'implausible_growth',
        severity: 'warning',
        detail: {
          key: 'revenue',
          fromPeriod: year - 1,
          toPeriod: year,
          fromValue: prev,
          toValue: value,
          growth: Math.round(growth * 10_000) / 10_000,
          bound,
          profile,
        },
      });
    }
  }
  return risks;
}

export interface DocumentFigures {
  readonly documentId: string;
  readonly filename: string;
  readonly figures: readonly (PeriodFigure & { readonly currency: string | null; readonly status?: string })[];
}

/**
 * `figures_disagree`: the same key and period read in two documents with values more than 1 % apart
 * (of the larger). Rejected figures do not count; figures in two different named currencies are not
 * compared. Each document of a pair gets the risk, naming the other.
 */
export function figuresDisagree(documents: readonly DocumentFigures[]): Map<string, Risk[]> {
  const out = new Map<string, Risk[]>();
  const first = (d: DocumentFigures) => {
    const m = new Map<string, PeriodFigure & { currency: string | null }>();
    for (const f of d.figures) {
      if (f.status === 'rejected') continue;
      const k = `${f.key}|${periodLabel(f.periodDetail) ?? f.period ?? ''}|${f.marks?.adjusted ? 'adj' : ''}|${f.marks?.net ? 'net' : ''}`;
      if (!m.has(k)) m.set(k, f);
    }
    return m;
  };
  const maps = documents.map(first);
  for (let i = 0; i < documents.length; i++) {
    for (let j = i + 1; j < documents.length; j++) {
      const a = documents[i] as DocumentFigures;
      const b = documents[j] as DocumentFigures;
      for (const [k, fa] of maps[i] as Map<string, PeriodFigure & { currency: string | null }>) {
        const fb = (maps[j] as Map<string, PeriodFigure & { currency: string | null }>).get(k);
        if (!fb) continue;
        if (fa.currency && fb.currency && fa.currency !== fb.currency) continue;
        if (close(fa.value, fb.value, 0.01)) continue;
        const push = (doc: DocumentFigures, mine: number, other: DocumentFigures, theirs: number) => {
          const list = out.get(doc.documentId) ?? [];
          list.push({
            code: 'figures_disagree',
            severity: 'warning',
            detail: {
              key: fa.key,
              period: fa.period,
              filename: doc.filename,
              value: mine,
              otherDocumentId: other.documentId,
              otherFilename: other.filename,
              otherValue: theirs,
            },
          });
          out.set(doc.documentId, list);
        };
        push(a, fa.value, b, fb.value);
        push(b, fb.value, a, fa.value);
      }
    }
  }
  return out;
}

/** What the evaluation inputs say, reduced to the figures a document can be compared with. */
export interface InputFigures {
  /** Year-1 revenue = unitsYear1 × pricePerUnit (the plan model's definition). */
  readonly revenueYear1: number | null;
  /** Capex at t = 0: initialInvestment. */
  readonly initialInvestment: number | null;
  /** Declared total addressable market, EUR. */
  readonly tamEur: number | null;
}

/** The tolerance for a document against the inputs: inputs are rounded estimates, so 10 %. */
export const INPUTS_TOLERANCE = 0.1;

/**
 * `plan_disagrees_with_inputs`. Only what maps cleanly is compared:
 * - revenue: the document's earliest revenue year against the inputs' year-1 revenue (units × price);
 * - capex: the document's earliest capex year against `initialInvestment` (the plan model's capex at
 *   t = 0; later capex is a share of revenue there, with no year-by-year figure to compare);
 * - tam: any period, against `market.tamEur`, when the document's currency is EUR or unnamed.
 * Not compared: cash (`openingCash` is a balance at an instant the document rarely names), debt
 * (`debtAmount` is new borrowing, a document's debt is a stock), EBITDA and net income (the model
 * derives them from many drivers), headcount, funding sought, SAM and SOM (no input holds them).
 */
export function planDisagreesWithInputs(documents: readonly DocumentFigures[], inputs: InputFigures): Map<string, Risk[]> {
  const out = new Map<string, Risk[]>();
  for (const d of documents) {
    const live = d.figures.filter((f) => f.status !== 'rejected' && (f.currency === null || f.currency === 'EUR'));
    const earliest = (key: FigureKey) =>
      live.filter((f) => f.key === key && f.period !== null).sort((a, b) => (a.period as number) - (b.period as number))[0];
    const checks: [FigureKey, PeriodFigure | undefined, number | null, string][] = [
      ['revenue', earliest('revenue'), inputs.revenueYear1, 'assumptions.drivers.unitsYear1 × pricePerUnit'],
      ['capex', earliest('capex'), inputs.initialInvestment, 'assumptions.drivers.initialInvestment'],
      ['tam', live.find((f) => f.key === 'tam'), inputs.tamEur, 'market.tamEur'],
    ];
    for (const [key, f, input, field] of checks) {
      if (!f || input === null || !Number.isFinite(input) || close(f.value, input, INPUTS_TOLERANCE)) continue;
      const list = out.get(d.documentId) ?? [];
      list.push({
        code: 'plan_disagrees_with_inputs',
        severity: 'warning',
        detail: { key, period: f.period, filename: d.filename, documentValue: f.value, inputValue: input, inputField: field },
      });
      out.set(d.documentId, list);
    }
  }
  return out;
}
