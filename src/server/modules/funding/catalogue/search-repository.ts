import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CallDetail, CallSearchQuery, CallSearchResult, CallSummary, FundingStats } from '../../../../contract/funding.ts';
import { addDays, callStatus, CLOSING_DAYS, sectorPrefixes } from '../../../../domain/funding/index.ts';
import { fundingCallVersions, fundingCalls } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { catalogueToday } from './today.ts';

type CallRow = typeof fundingCalls.$inferSelect;
const c = fundingCalls;

/** The SQL condition of a computed status on `today` (the same rule as domain/funding/status.ts). */
export function statusCondition(status: CallSummary['status'], today: string): SQL {
  const soon = addDays(today, CLOSING_DAYS);
  const opened = sql`(${c.opensAt} is null or ${c.opensAt} <= ${today})`;
  const live = sql`not ${c.closedBySource} and (${c.closesAt} is null or ${c.closesAt} >= ${today})`;
  switch (status) {
    case 'closed':
      return sql`(${c.closedBySource} or ${c.closesAt} < ${today})`;
    case 'upcoming':
      return sql`(${live} and ${c.opensAt} > ${today})`;
    case 'closing':
      return sql`(${live} and ${opened} and ${c.closesAt} <= ${soon})`;
    case 'open':
      return sql`(${live} and ${opened} and (${c.closesAt} is null or ${c.closesAt} > ${soon}))`;
  }
}

/** websearch syntax in both configurations, OR'ed: Italian stemming finds "finanziamento" for "finanziamenti", English "grant" for "grants". */
const textMatch = (q: string) =>
  sql`(${sql.raw('search_it')} @@ websearch_to_tsquery('italian', ${q}) or ${sql.raw('search_en')} @@ websearch_to_tsquery('english', ${q}))`;
const textRank = (q: string) =>
  sql`greatest(ts_rank(${sql.raw('search_it')}, websearch_to_tsquery('italian', ${q})), ts_rank(${sql.raw('search_en')}, websearch_to_tsquery('english', ${q})))`;

/** The filters of GET /api/funding/calls as one condition. */
export function searchConditions(query: CallSearchQuery, today: string): SQL[] {
  const where: SQL[] = [];
  if (query.q) where.push(textMatch(query.q));
  if (query.status) where.push(statusCondition(query.status, today));
  if (query.aidForm) where.push(eq(c.aidForm, query.aidForm));
  if (query.source) where.push(eq(c.source, query.source));
  if (query.size) where.push(sql`(jsonb_array_length(${c.sizes}) = 0 or ${c.sizes} ? ${query.size})`);
  if (query.funder) where.push(sql`${c.funder} ilike ${'%' + query.funder.replace(/[\\%_]/g, (m) => '\\' + m) + '%'}`);
  if (query.region) {
    const place = query.region.trim().toUpperCase();
    where.push(
      sql`(jsonb_array_length(${c.regions}) = 0 or exists (select 1 from jsonb_array_elements_text(${c.regions}) r(code) where starts_with(r.code, ${place}) or starts_with(${place}, r.code)))`,
    );
  }
  if (query.sector) {
    const prefixes = sectorPrefixes(query.sector);
    if (prefixes.length === 0) where.push(sql`false`);
    else {
      const any = sql.join(
        prefixes.map((p) => sql`(starts_with(replace(s.code, '.', ''), ${p}) or starts_with(${p}, replace(s.code, '.', '')))`),
        sql` or `,
      );
      where.push(
        sql`(jsonb_array_length(${c.sectors}) = 0 or exists (select 1 from jsonb_array_elements_text(${c.sectors}) s(code) where ${any}))`,
      );
    }
  }
  // Amount range overlap: a call's [min, max] (null = unbounded) meets the asked [minAmount, maxAmount].
  if (query.minAmount !== undefined) where.push(sql`(${c.maxAmount} is null or ${c.maxAmount} >= ${query.minAmount})`);
  if (query.maxAmount !== undefined) where.push(sql`(${c.minAmount} is null or ${c.minAmount} <= ${query.maxAmount})`);
  if (query.deadlineBefore) where.push(sql`${c.closesAt} <= ${query.deadlineBefore}`);
  // No closing date (until funds run out) is "after" any date.
  if (query.deadlineAfter) where.push(sql`(${c.closesAt} is null or ${c.closesAt} >= ${query.deadlineAfter})`);
  return where;
}

export function toSummary(row: CallRow, today: string): CallSummary {
  return {
    id: row.id,
    title: row.title,
    funder: row.funder,
    aidForm: row.aidForm as CallSummary['aidForm'],
    status: callStatus(row, today),
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    regions: row.regions,
    sectors: row.sectors,
    sizes: row.sizes as CallSummary['sizes'],
    url: row.url,
    source: row.source,
    language: row.language === 'en' ? 'en' : 'it',
  };
}

const summaryColumns = {
  id: c.id,
  title: c.title,
  funder: c.funder,
  aidForm: c.aidForm,
  opensAt: c.opensAt,
  closesAt: c.closesAt,
  closedBySource: c.closedBySource,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  regions: c.regions,
  sectors: c.sectors,
  sizes: c.sizes,
  url: c.url,
  source: c.source,
  language: c.language,
};

/** GET /api/funding/calls: { total, items } for the filters; default order: relevance with a text, else the nearest deadline. */
export async function searchCalls(db: Db, query: CallSearchQuery, today: string): Promise<CallSearchResult> {
  const where = searchConditions(query, today);
  const cond = where.length ? and(...where) : undefined;
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const deadlineOrder = [sql`${c.closesAt} asc nulls last`, asc(c.title), asc(c.id)];
  const order =
    query.sort === 'amount'
      ? [sql`${c.maxAmount} desc nulls last`, asc(c.id)]
      : query.sort === 'deadline' || !query.q
        ? deadlineOrder
        : [desc(textRank(query.q)), ...deadlineOrder];
  // The page and the total in one query (one round trip, one plan): the window count is taken over
  // every matching row before the page is cut. Past the last page no row carries it: counted apart.
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`(count(*) over ())::int` })
    .from(c)
    .where(cond)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const total = rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countCalls(db, query, today) : 0;
  return { total, items: rows.map(({ total: _total, ...r }) => toSummary(r as CallRow, today)) };
}

/** The columns the matcher reads besides the text, with the summary's (the text's stems are kept by match-service.ts). */
const matchColumns = { ...summaryColumns, updatedAt: c.updatedAt };
export type SearchMatchRow = Omit<CallRow, 'description' | 'programme'>;

/**
 * Every call the filters keep (no paging unless `page`), in the search's deadline order: GET
 * /api/funding/calls with `sort=match` ranks them for the chosen project before cutting the page
 * (match-service.ts). `extra` narrows the set further (the project's hard criteria decided in SQL).
 */
export async function filteredCalls(
  db: Db,
  query: CallSearchQuery,
  today: string,
  extra?: SQL,
  page?: { offset: number; limit: number },
): Promise<SearchMatchRow[]> {
  const where = searchConditions(query, today);
  if (extra) where.push(extra);
  const base = db
    .select(matchColumns)
    .from(c)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${c.closesAt} asc nulls last`, asc(c.title), asc(c.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  return rows as SearchMatchRow[];
}

/** How many calls the filters keep. */
export async function countCalls(db: Db, query: CallSearchQuery, today: string): Promise<number> {
  const where = searchConditions(query, today);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(where.length ? and(...where) : undefined);
  return Number(count?.n ?? 0);
}

/** The text of some calls (title, description, programme), for the matcher's stems. */
export async function callTexts(db: Db, ids: readonly string[]): Promise<Pick<CallRow, 'id' | 'title' | 'description' | 'programme'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: c.id, title: c.title, description: c.description, programme: c.programme })
    .from(c)
    .where(inArray(c.id, [...ids]));
}

/** One call in full with its versions (newest first), or null; `today` defaults to the Italian calendar day now. */
export async function getCall(db: Db, id: string, today: string = catalogueToday(new Date())): Promise<CallDetail | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  if (!row) return null;
  const versions = await db
    .select({ version: fundingCallVersions.version, importedAt: fundingCallVersions.importedAt, changed: fundingCallVersions.changed })
    .from(fundingCallVersions)
    .where(eq(fundingCallVersions.callId, id))
    .orderBy(desc(fundingCallVersions.version));
  return {
    ...toSummary(row, today),
    programme: row.programme,
    description: row.description,
    cofinancingShare: row.cofinancingShare,
    budget: row.budget,
    closedBySource: row.closedBySource,
    legalForms: row.legalForms,
    municipalities: row.municipalities,
    untilFundsRunOut: row.untilFundsRunOut,
    requiredDocuments: row.requiredDocuments,
    licence: row.licence,
    sourceRecordId: row.sourceRecordId,
    language: row.language === 'en' ? 'en' : 'it',
    updatedAt: row.updatedAt.toISOString(),
    versions: versions.map((v) => ({ version: v.version, importedAt: v.importedAt.toISOString(), changed: v.changed })),
  };
}

/** The live counts: calls open today (closing soon included) and all calls. */
export async function fundingStats(db: Db, today: string): Promise<FundingStats> {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${statusCondition('open', today)} or ${statusCondition('closing', today)}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(c);
  return { openCalls: Number(row?.open ?? 0), totalCalls: Number(row?.total ?? 0) };
}
