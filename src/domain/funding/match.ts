import { findIndustry } from '../industries/index.ts';
import { callStatus, type CallStatusValue } from './status.ts';
import type {
  Eligibility,
  MatchCriterion,
  ComponentName,
  ScoreComponent,
  MatchResult,
  MatchProject,
  MatchCall,
  MatchCrScore,
} from './match-types.ts';

/**
 * Eligibility-first matching of a project against a funding call (issue 14; ADR 0020;
 * docs/methodology/funding-match.md). Hard criteria first, each met / not met / unknown with a
 * language-neutral detail the screen words; only calls that are not excluded get a fit score, made of
 * three explained components. Pure: "today" is passed in.
 */

export type {
  Outcome,
  Eligibility,
  MatchCriterionName,
  MatchFix,
  MatchCriterion,
  ComponentName,
  ScoreComponent,
  MatchResult,
  MatchProject,
  MatchCall,
  MatchCrScore,
} from './match-types.ts';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative in the past. */
export function daysBetween(today: string, date: string): number {
  return Math.round(dayNumber(date) - dayNumber(today));
}

/** One status rule for the catalogue, the matcher and the alerts (status.ts). */
export { callStatus };
export type { CallStatusValue };

// ---------------------------------------------------------------- hard criteria

function territory(p: MatchProject, c: MatchCall): MatchCriterion {
  const regions = c.regions.map((r) => r.trim().toUpperCase()).filter(Boolean);
  if (regions.length === 0) return { name: 'territory', outcome: 'met', detail: 'no_restriction' };
  const list = regions.join('|');
  if (!p.country) return { name: 'territory', outcome: 'unknown', detail: `no_country:${list}`, fix: 'country' };
  const country = p.country.toUpperCase();
  const region = p.region?.trim().toUpperCase() || null;
  // A NUTS code covers every code it prefixes: IT covers ITC4, ITC covers ITC4.
  if (regions.includes(country)) return { name: 'territory', outcome: 'met', detail: `covered:${country}|${list}` };
  const inCountry = regions.filter((r) => r.startsWith(country));
  if (inCountry.length === 0) return { name: 'territory', outcome: 'not_met', detail: `outside:${region ?? country}|${list}` };
  if (!region) return { name: 'territory', outcome: 'unknown', detail: `no_region:${list}`, fix: 'region' };
  if (regions.some((r) => region.startsWith(r))) return { name: 'territory', outcome: 'met', detail: `covered:${region}|${list}` };
  // The call names a part of the project's region (a province, NUTS 3): only the exact place can tell.
  if (regions.some((r) => r.startsWith(region)))
    return { name: 'territory', outcome: 'unknown', detail: `part_of_region:${region}|${list}`, fix: 'region' };
  return { name: 'territory', outcome: 'not_met', detail: `outside:${region}|${list}` };
}

const digits = (code: string) => code.replace(/\./g, '');

function sector(p: MatchProject, c: MatchCall): MatchCriterion {
  const sectors = c.sectors.map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (sectors.length === 0) return { name: 'sector', outcome: 'met', detail: 'no_restriction' };
  const list = sectors.join('|');
  const industry = findIndustry(p.industry);
  if (!industry) return { name: 'sector', outcome: 'unknown', detail: `no_industry:${list}`, fix: 'industry' };
  const own = digits(industry.code);
  for (const s of sectors) {
    if (/^[A-U]$/.test(s) ? s === industry.section : own.startsWith(digits(s)))
      return { name: 'sector', outcome: 'met', detail: `covered:${industry.code}|${s}` };
  }
  // The call names a finer code inside the project's (the project says 62, the call 62.01).
  if (sectors.some((s) => !/^[A-U]$/.test(s) && digits(s).startsWith(own))) {
    return { name: 'sector', outcome: 'unknown', detail: `finer_code:${industry.code}|${list}`, fix: 'industry' };
  }
  return { name: 'sector', outcome: 'not_met', detail: `outside:${industry.code}|${list}` };
}

function size(p: MatchProject, c: MatchCall): MatchCriterion {
  if (c.sizes.length === 0) return { name: 'size', outcome: 'met', detail: 'no_restriction' };
  const list = c.sizes.join('|');
  if (!p.applicantSize) return { name: 'size', outcome: 'unknown', detail: `not_recorded:${list}`, fix: 'applicantSize' };
  return c.sizes.includes(p.applicantSize)
    ? { name: 'size', outcome: 'met', detail: `covered:${p.applicantSize}|${list}` }
    : { name: 'size', outcome: 'not_met', detail: `outside:${p.applicantSize}|${list}` };
}

function stage(p: MatchProject, c: MatchCall): MatchCriterion {
  const stages = c.stages ?? [];
  if (stages.length === 0) return { name: 'stage', outcome: 'met', detail: 'no_restriction' };
  const list = stages.join('|');
  if (!p.stage) return { name: 'stage', outcome: 'unknown', detail: `not_recorded:${list}`, fix: 'stage' };
  return stages.includes(p.stage)
    ? { name: 'stage', outcome: 'met', detail: `covered:${p.stage}|${list}` }
    : { name: 'stage', outcome: 'not_met', detail: `outside:${p.stage}|${list}` };
}

function ticket(p: MatchProject, c: MatchCall): MatchCriterion {
  const { minAmount: min, maxAmount: max } = c;
  if (min === null && max === null) return { name: 'ticket', outcome: 'met', detail: 'no_range' };
  const range = `${min ?? ''}|${max ?? ''}`;
  if (p.fundingSought === null) return { name: 'ticket', outcome: 'unknown', detail: `not_recorded:${range}`, fix: 'fundingSought' };
  const t = p.fundingSought;
  if (max !== null && t > max) return { name: 'ticket', outcome: 'not_met', detail: `above_max:${t}|${range}` };
  if (min !== null && t < min) return { name: 'ticket', outcome: 'not_met', detail: `below_min:${t}|${range}` };
  return { name: 'ticket', outcome: 'met', detail: `within:${t}|${range}` };
}

function open(c: MatchCall, today: string): MatchCriterion {
  const status = callStatus(c, today);
  if (status === 'closed') return { name: 'open', outcome: 'not_met', detail: `closed:${c.closesAt}` };
  // Not open yet: nothing excludes the project, but nobody can apply today; the screen says when it opens.
  if (status === 'upcoming') return { name: 'open', outcome: 'unknown', detail: `upcoming:${c.opensAt}` };
  return { name: 'open', outcome: 'met', detail: c.closesAt ? `${status}:${c.closesAt}` : 'open:no_deadline' };
}

// ---------------------------------------------------------------- fit score

/** Shares of the 100 points (docs/methodology/funding-match.md). */
export const COMPONENT_WEIGHTS: Readonly<Record<ComponentName, number>> = { amount: 0.3, objective: 0.3, readiness: 0.4 };

/**
 * How much each CR pillar counts for a funder, by aid form: lenders and guarantors are repaid from
 * cash flows (financial); grant and tax-credit givers check rules, reporting and ESG duties
 * (compliance); equity buys growth (market). Mixed and other forms use the CR score's own weights.
 */
export const FUNDER_PILLAR_WEIGHTS: Readonly<Record<string, MatchCrScore['pillars']>> = {
  grant: { market: 0.25, financial: 0.25, compliance: 0.5 },
  tax_credit: { market: 0.2, financial: 0.3, compliance: 0.5 },
  subsidised_loan: { market: 0.2, financial: 0.6, compliance: 0.2 },
  guarantee: { market: 0.2, financial: 0.6, compliance: 0.2 },
  equity: { market: 0.5, financial: 0.3, compliance: 0.2 },
  default: { market: 0.35, financial: 0.3, compliance: 0.35 },
};

/**
 * Where the ticket sits in the call's range: 1 at the middle, 0.75 at either end (a request at the
 * edge of a range is the one funders most often trim); 0.75 when only one bound is published; 0.5
 * (neutral) when the call publishes no range or the project states no ticket.
 */
function amountFit(p: MatchProject, c: MatchCall): ScoreComponent {
  const w = COMPONENT_WEIGHTS.amount;
  const make = (value: number, detail: string): ScoreComponent => ({
    name: 'amount',
    weight: w,
    value,
    points: round1(w * value * 100),
    detail,
  });
  if (p.fundingSought === null) return make(0.5, 'no_ticket');
  const t = p.fundingSought;
  const { minAmount: min, maxAmount: max } = c;
  if (min === null && max === null) return make(0.5, 'no_range');
  if ((min !== null && t < min) || (max !== null && t > max)) return make(0, 'outside_range');
  if (min === null || max === null || max <= min) return make(0.75, `one_bound:${t}`);
  const pos = (t - min) / (max - min);
  return make(0.75 + 0.25 * (1 - Math.abs(2 * pos - 1)), `position:${Math.round(pos * 100)}`);
}

const STOPWORDS = new Set(
  (
    'the and for with from that this into your their our are was were will have has not per its una uno della delle degli dello dalla dalle ' +
    'nella nelle negli sono come anche alla alle agli allo dei del per con tra fra che non piu più questo questa quale quali essere loro suoi ' +
    'sulla sulle sugli ogni tutti tutte project progetto progetti projects bando bandi call calls funding fund finanziamento finanziamenti ' +
    'contributo contributi support sostegno impresa imprese company companies business'
  ).split(' '),
);

/** Lower-case, accents off, words of 4+ letters not in the stop list, cut to 6 letters (a crude stem shared by it/en: digitale/digital → digita). */
export function stems(text: string): Set<string> {
  const out = new Set<string>();
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  for (const w of words) if (w.length >= 4 && !STOPWORDS.has(w) && !/^\d+$/.test(w)) out.add(w.slice(0, 6));
  return out;
}

/** Shared stems between the project's words (title, description, industry in both languages) and the call's; 5 shared = full fit. */
export const OBJECTIVE_FULL_AT = 5;
/** The stems of a call's text (title, description, programme): what the objective fit compares. */
export function callStems(c: Pick<MatchCall, 'title' | 'description' | 'programme'>): Set<string> {
  return stems([c.title, c.description ?? '', c.programme ?? ''].join(' '));
}

// A project is matched against many calls in one run (a whole catalogue): its stems are worked out once per object.
const projectStemsMemo = new WeakMap<MatchProject, Set<string>>();
function projectStems(p: MatchProject): Set<string> {
  let mine = projectStemsMemo.get(p);
  if (!mine) {
    const industry = findIndustry(p.industry);
    mine = stems([p.title, p.description ?? '', industry?.labels.en ?? '', industry?.labels.it ?? ''].join(' '));
    projectStemsMemo.set(p, mine);
  }
  return mine;
}

function objectiveFit(p: MatchProject, c: MatchCall): ScoreComponent {
  const w = COMPONENT_WEIGHTS.objective;
  const mine = projectStems(p);
  const theirs = c.stems ?? callStems(c);
  const shared = [...mine].filter((s) => theirs.has(s)).sort();
  const value = Math.min(1, shared.length / OBJECTIVE_FULL_AT);
  return { name: 'objective', weight: w, value, points: round1(w * value * 100), detail: `shared:${shared.slice(0, 8).join('|')}` };
}

function readinessFit(c: MatchCall, cr: MatchCrScore | null | undefined): ScoreComponent {
  const w = COMPONENT_WEIGHTS.readiness;
  if (!cr) return { name: 'readiness', weight: w, value: 0, points: 0, detail: 'no_evaluation' };
  const key = c.aidForm in FUNDER_PILLAR_WEIGHTS ? c.aidForm : 'default';
  const pw = FUNDER_PILLAR_WEIGHTS[key]!;
  const value = (pw.market * cr.pillars.market + pw.financial * cr.pillars.financial + pw.compliance * cr.pillars.compliance) / 100;
  const clamped = Math.max(0, Math.min(1, value));
  return {
    name: 'readiness',
    weight: w,
    value: clamped,
    points: round1(w * clamped * 100),
    detail: `${key}:${pw.market}|${pw.financial}|${pw.compliance}:${round1(cr.pillars.market)}|${round1(cr.pillars.financial)}|${round1(cr.pillars.compliance)}`,
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Hard criteria, then (unless excluded) the fit score as the sum of its components' points. */
export function matchProject(project: MatchProject, call: MatchCall, today: string, crScore?: MatchCrScore | null): MatchResult {
  const criteria = [
    territory(project, call),
    sector(project, call),
    size(project, call),
    stage(project, call),
    ticket(project, call),
    open(call, today),
  ];
  const eligible: Eligibility = criteria.some((c) => c.outcome === 'not_met')
    ? 'no'
    : criteria.some((c) => c.outcome === 'unknown')
      ? 'unknown'
      : 'yes';
  if (eligible === 'no') return { eligible, criteria, score: null, components: [] };
  const components = [amountFit(project, call), objectiveFit(project, call), readinessFit(call, crScore)];
  const score = round1(
    Math.min(
      100,
      components.reduce((acc, c) => acc + c.weight * c.value * 100, 0),
    ),
  );
  return { eligible, criteria, score, components };
}

const ELIGIBLE_ORDER: Record<Eligibility, number> = { yes: 0, unknown: 1, no: 2 };

/** Eligible first, then unknown, then not eligible; within each, by score (highest first). */
export function compareMatches(a: Pick<MatchResult, 'eligible' | 'score'>, b: Pick<MatchResult, 'eligible' | 'score'>): number {
  return ELIGIBLE_ORDER[a.eligible] - ELIGIBLE_ORDER[b.eligible] || (b.score ?? -1) - (a.score ?? -1);
}
