import { desc } from 'drizzle-orm';
import type { CallSearchQuery, CallSearchResult, ExplainedMatch, ProjectMatch } from '../../../contract/funding.ts';
import { inArray, not, or } from 'drizzle-orm';
import { callTexts, countCalls, filteredCalls, toSummary, type SearchMatchRow } from './catalogue/search-repository.ts';
import { catalogueToday } from './catalogue/today.ts';
import { callStems, compareMatches, matchProject, type MatchCall, type MatchProject } from '../../../domain/funding/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { accessOf, listWithFacts, type ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { callById, candidateCalls, latestScores, possiblyEligible, unarchived, type CallRow } from './match-repository.ts';
import { fundingCalls, projects } from '../../db/schema/index.ts';

export interface MatchDeps {
  db: Db;
  now: () => Date;
}

/** How many calls the SQL pre-filter hands to the matcher for one project. */
export const CANDIDATE_LIMIT = 500;

/** The catalogue's calendar day (Italy), so a call's status is the same in the search and in the matches. */
export const todayOf = (now: Date): string => catalogueToday(now);

/** A call's summary: the catalogue's own mapper, so the search, the matches and the saved calls agree (language included). */
export const toCallSummary = toSummary;

export const toMatchCall = (row: CallRow): MatchCall => ({
  title: row.title,
  description: row.description,
  programme: row.programme,
  aidForm: row.aidForm,
  regions: row.regions,
  sectors: row.sectors,
  sizes: row.sizes,
  minAmount: row.minAmount,
  maxAmount: row.maxAmount,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
});

type ProjectRow = ResolvedProject['row'];
/** The project as the matcher reads it; a project without an applicant size reads "unknown" on size (ADR 0027). */
export const toMatchProject = (p: ProjectRow): MatchProject => ({
  title: p.title,
  description: p.description,
  industry: p.industry,
  country: p.country,
  region: p.region,
  stage: p.stage,
  fundingSought: p.fundingSought,
  applicantSize: p.applicantSize,
});

/** GET /api/projects/:id/funding-matches: eligible first, then unknown, then not eligible, each by score. */
export async function projectFundingMatches(
  deps: MatchDeps,
  project: ProjectRow,
  opts: { limit?: number | undefined; includeIneligible?: boolean },
): Promise<ExplainedMatch[]> {
  const today = todayOf(deps.now());
  const calls = await candidateCalls(deps.db, today, { country: project.country, region: project.region }, CANDIDATE_LIMIT);
  const cr = (await latestScores(deps.db, [project.id])).get(project.id) ?? null;
  const mp = toMatchProject(project);
  const matches = calls
    .map((c) => ({ row: c, m: matchProject(mp, toMatchCall(c), today, cr) }))
    .filter((x) => opts.includeIneligible !== false || x.m.eligible !== 'no')
    .sort((a, b) => compareMatches(a.m, b.m) || a.row.id.localeCompare(b.row.id));
  return matches.slice(0, opts.limit ?? 50).map(({ row, m }) => ({
    callId: row.id,
    eligible: m.eligible,
    criteria: m.criteria,
    score: m.score,
    components: m.components,
    call: toCallSummary(row, today),
  }));
}

/**
 * The stems of each call's text, kept between runs by id and last update (a changed call gets new
 * ones): ranking a whole catalogue then reads no descriptions once they are known. Bounded: cleared
 * when it passes twice the catalogue the bench measures.
 */
const STEMS_MAX = 20_000;
const stemsCache = new Map<string, ReadonlySet<string>>();
async function stemsOf(db: Db, rows: readonly SearchMatchRow[]): Promise<Map<string, ReadonlySet<string>>> {
  const keyOf = (r: SearchMatchRow) => `${r.id}:${r.updatedAt.getTime()}`;
  const missing = rows.filter((r) => !stemsCache.has(keyOf(r)));
  if (stemsCache.size + missing.length > STEMS_MAX) stemsCache.clear();
  const texts = new Map(
    (
      await callTexts(
        db,
        missing.map((r) => r.id),
      )
    ).map((t) => [t.id, t]),
  );
  for (const r of missing) {
    const t = texts.get(r.id);
    if (t) stemsCache.set(keyOf(r), callStems(t));
  }
  return new Map(rows.map((r) => [r.id, stemsCache.get(keyOf(r)) ?? new Set<string>()]));
}

/**
 * GET /api/funding/calls?sort=match&project=…: the whole filtered set ranked for the project (eligible
 * first, then unknown, then not eligible; by score within each; ties in the search's deadline order),
 * then the page. Every item carries its match so the row's badge needs no second list.
 *
 * Fast path (ADR 0027): the hard criteria decidable in SQL (`possiblyEligible`) pick the calls the
 * matcher may not exclude; only those are read whole and matched in memory. Every other call is not
 * eligible, and not eligible calls have no score, so among themselves they keep the deadline order:
 * the page's share of them is one more SQL page (the calls SQL dropped, plus those the matcher
 * excluded), and the total is a count. Same order as `rankedCallSearchReference` (tested).
 */
export async function rankedCallSearch(deps: MatchDeps, project: ProjectRow, query: CallSearchQuery): Promise<CallSearchResult> {
  const today = todayOf(deps.now());
  const mp = toMatchProject(project);
  const possible = possiblyEligible(mp, today);
  const [total, rows, scores] = await Promise.all([
    countCalls(deps.db, query, today),
    filteredCalls(deps.db, query, today, possible),
    latestScores(deps.db, [project.id]),
  ]);
  const cr = scores.get(project.id) ?? null;
  const stems = await stemsOf(deps.db, rows);
  const matched = rows.map((row, i) => ({
    row,
    i,
    m: matchProject(mp, { ...toMatchCall({ ...row, description: null, programme: null }), stems: stems.get(row.id)! }, today, cr),
  }));
  const ranked = matched.filter((x) => x.m.eligible !== 'no').sort((a, b) => compareMatches(a.m, b.m) || a.i - b.i);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  const head = ranked
    .slice(offset, offset + limit)
    .map(({ row, m }) => ({ ...toCallSummary(row as CallRow, today), match: { eligible: m.eligible, score: m.score } }));
  if (head.length === limit || offset + limit <= ranked.length) return { total, items: head };
  // The rest of the page: not eligible calls in deadline order, from where the eligible and unknown ones end.
  const excluded = matched.filter((x) => x.m.eligible === 'no').map((x) => x.row.id);
  const notEligible = or(not(possible), excluded.length ? inArray(fundingCalls.id, excluded) : undefined)!;
  const tail = await filteredCalls(deps.db, query, today, notEligible, {
    offset: Math.max(0, offset - ranked.length),
    limit: limit - head.length,
  });
  const no = { eligible: 'no' as const, score: null };
  return { total, items: [...head, ...tail.map((row) => ({ ...toCallSummary(row as CallRow, today), match: no }))] };
}

/** The reference ranking: the matcher on every filtered call (what the fast path must equal; tests and bench). */
export async function rankedCallSearchReference(deps: MatchDeps, project: ProjectRow, query: CallSearchQuery): Promise<CallSearchResult> {
  const today = todayOf(deps.now());
  const [rows, scores] = await Promise.all([filteredCalls(deps.db, query, today), latestScores(deps.db, [project.id])]);
  const cr = scores.get(project.id) ?? null;
  const stems = await stemsOf(deps.db, rows);
  const mp = toMatchProject(project);
  const ranked = rows
    .map((row, i) => ({
      row,
      i,
      m: matchProject(mp, { ...toMatchCall({ ...row, description: null, programme: null }), stems: stems.get(row.id)! }, today, cr),
    }))
    .sort((a, b) => compareMatches(a.m, b.m) || a.i - b.i);
  const offset = query.offset ?? 0;
  const page = ranked.slice(offset, offset + (query.limit ?? 20));
  return {
    total: rows.length,
    items: page.map(({ row, m }) => ({ ...toCallSummary(row as CallRow, today), match: { eligible: m.eligible, score: m.score } })),
  };
}

/** The projects the caller may view (not archived), at most 200, newest first. */
export async function viewableProjects(deps: MatchDeps, user: SessionUser): Promise<ProjectRow[]> {
  const now = deps.now();
  const rows = await listWithFacts(deps.db, user.id, now, false, {
    where: [unarchived()],
    orderBy: [desc(projects.updatedAt)],
    limit: 200,
  });
  return rows.filter((f) => accessOf(user, f, now).access.capabilities.view).map((f) => f.project);
}

/** GET /api/funding/calls/:id/matches: the caller's projects ranked against one call. */
export async function callProjectMatches(deps: MatchDeps, user: SessionUser, callId: string): Promise<ProjectMatch[]> {
  const row = await callById(deps.db, callId);
  if (!row) throw new AppError('FUNDING_CALL_NOT_FOUND');
  const today = todayOf(deps.now());
  const mine = await viewableProjects(deps, user);
  const scores = await latestScores(
    deps.db,
    mine.map((p) => p.id),
  );
  const call = toMatchCall(row);
  return mine
    .map((p) => ({ p, m: matchProject(toMatchProject(p), call, today, scores.get(p.id) ?? null) }))
    .sort((a, b) => compareMatches(a.m, b.m) || a.p.title.localeCompare(b.p.title))
    .map(({ p, m }) => ({
      callId: row.id,
      projectId: p.id,
      projectTitle: p.title,
      eligible: m.eligible,
      criteria: m.criteria,
      score: m.score,
      components: m.components,
    }));
}
