/**
 * How well an investor's published thesis fits a project (issue 27, step 7): the directory's
 * ranking, explained the way calls are (src/domain/funding/match.ts). Pure; no I/O.
 *
 * Five criteria, each met / not met / unknown with a machine-readable detail the screen words:
 * - sector:   the project's industry code equals, or falls under (prefix), one of the thesis sectors;
 * - region:   the project's region or country is one of the thesis regions (case-insensitive);
 * - stage:    the project's stage is one of the thesis stages;
 * - ticket:   the funding sought lies within [ticketMin, ticketMax] (either bound may be open);
 * - language: the founder's language is one the investor reads.
 * An empty thesis list (or both ticket bounds null) means "any": met, detail `any`. A project field
 * that is not filled is `unknown` (never a silent pass), with the field that would settle it.
 * Instruments are shown, not scored: a project states no instrument yet.
 *
 * Score: 20 points per met criterion, 10 per unknown, 0 per not met (0..100). A thesis with any
 * criterion not met does not fit (`fits: false`) and ranks after every fitting one, whatever its
 * points; ties break on the investor's name, then id, so the order is total and stable.
 */

export type FitOutcome = 'met' | 'not_met' | 'unknown';
export type FitCriterionName = 'sector' | 'region' | 'stage' | 'ticket' | 'language';

export interface InvestorThesis {
  sectors: readonly string[];
  regions: readonly string[];
  stages: readonly string[];
  ticketMin: number | null;
  ticketMax: number | null;
  instruments: readonly string[];
  languages: readonly string[];
}

export interface FitProject {
  industry: string | null;
  country: string | null;
  region: string | null;
  stage: string | null;
  fundingSought: number | null;
  /** The founder's language ('en' | 'it'), when known. */
  language: string | null;
}

export interface FitCriterion {
  name: FitCriterionName;
  outcome: FitOutcome;
  /** `any`, `match:<value>`, `mismatch:<value>|<allowed,…>`, `missing:<field>`, `below:<min>`, `above:<max>`. */
  detail: string;
}

export interface InvestorFit {
  fits: boolean;
  /** 0..100, whole points. */
  score: number;
  criteria: FitCriterion[];
}

const POINTS: Record<FitOutcome, number> = { met: 20, unknown: 10, not_met: 0 };

function listCriterion(
  name: FitCriterionName,
  allowed: readonly string[],
  values: readonly (string | null)[],
  field: string,
  matches: (value: string, a: string) => boolean,
): FitCriterion {
  if (allowed.length === 0) return { name, outcome: 'met', detail: 'any' };
  const present = values.filter((v): v is string => Boolean(v && v.trim()));
  if (present.length === 0) return { name, outcome: 'unknown', detail: `missing:${field}` };
  for (const v of present) if (allowed.some((a) => matches(v, a))) return { name, outcome: 'met', detail: `match:${v}` };
  return { name, outcome: 'not_met', detail: `mismatch:${present[0]}|${allowed.join(',')}` };
}

const same = (v: string, a: string) => v.trim().toLowerCase() === a.trim().toLowerCase();
const under = (v: string, a: string) => v.trim().toUpperCase().startsWith(a.trim().toUpperCase());

function ticketCriterion(t: InvestorThesis, sought: number | null): FitCriterion {
  if (t.ticketMin === null && t.ticketMax === null) return { name: 'ticket', outcome: 'met', detail: 'any' };
  if (sought === null) return { name: 'ticket', outcome: 'unknown', detail: 'missing:fundingSought' };
  if (t.ticketMin !== null && sought < t.ticketMin) return { name: 'ticket', outcome: 'not_met', detail: `below:${t.ticketMin}` };
  if (t.ticketMax !== null && sought > t.ticketMax) return { name: 'ticket', outcome: 'not_met', detail: `above:${t.ticketMax}` };
  return { name: 'ticket', outcome: 'met', detail: `match:${sought}` };
}

/** The fit of one thesis to one project, criterion by criterion. */
export function investorFit(thesis: InvestorThesis, project: FitProject): InvestorFit {
  const criteria: FitCriterion[] = [
    listCriterion('sector', thesis.sectors, [project.industry], 'industry', under),
    listCriterion('region', thesis.regions, [project.region, project.country], 'region', same),
    listCriterion('stage', thesis.stages, [project.stage], 'stage', same),
    ticketCriterion(thesis, project.fundingSought),
    listCriterion('language', thesis.languages, [project.language], 'language', same),
  ];
  return {
    fits: criteria.every((c) => c.outcome !== 'not_met'),
    score: criteria.reduce((s, c) => s + POINTS[c.outcome], 0),
    criteria,
  };
}

export interface RankedInvestor<T> {
  investor: T;
  fit: InvestorFit;
}

/** Ranks the directory for a project: fitting first, then by points, then by name and id. */
export function rankInvestors<T extends { id: string; name: string; thesis: InvestorThesis }>(
  investors: readonly T[],
  project: FitProject,
): RankedInvestor<T>[] {
  return investors
    .map((investor) => ({ investor, fit: investorFit(investor.thesis, project) }))
    .sort(
      (a, b) =>
        Number(b.fit.fits) - Number(a.fit.fits) ||
        b.fit.score - a.fit.score ||
        a.investor.name.localeCompare(b.investor.name) ||
        (a.investor.id < b.investor.id ? -1 : a.investor.id > b.investor.id ? 1 : 0),
    );
}

/**
 * The investor's inbox order: requests whose project fits their thesis first (by points), then the
 * rest; within equal fit, the newest first (the list's existing order), so the sort is stable.
 */
export function orderByThesis<T extends { project: FitProject; submittedAt: string | null }>(
  thesis: InvestorThesis | null,
  requests: readonly T[],
): T[] {
  if (!thesis) return [...requests];
  const scored = requests.map((r, i) => ({ r, i, fit: investorFit(thesis, r.project) }));
  scored.sort((a, b) => Number(b.fit.fits) - Number(a.fit.fits) || b.fit.score - a.fit.score || a.i - b.i);
  return scored.map((s) => s.r);
}
