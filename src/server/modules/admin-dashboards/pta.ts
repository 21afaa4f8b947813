import { sql } from 'drizzle-orm';
import type { PtaDashboard } from '../../../contract/admin-dashboards.ts';
import { callBucket } from '../../../domain/admin-dashboards/index.ts';
import type { Db } from '../../db/types.ts';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The catalogue's calls per source and deadline bucket, with their stated amounts (from funding_calls). */
async function callsBySource(db: Db, today: string): Promise<PtaDashboard['calls']> {
  const rows = rowsOf<{
    source: string;
    closes_at: string | null;
    closed_by_source: boolean;
    missing_since: Date | null;
    max_amount: number | null;
    budget: number | null;
  }>(
    await db.execute(
      sql`select source, closes_at::text as closes_at, closed_by_source, missing_since, max_amount, budget from funding_calls`,
    ),
  );
  const out = new Map<string, PtaDashboard['calls'][number]>();
  for (const r of rows) {
    const s = out.get(r.source) ?? {
      source: r.source,
      total: 0,
      open: 0,
      closingSoon: 0,
      closed: 0,
      maxAmountTotal: null,
      budgetTotal: null,
      withAmount: 0,
    };
    s.total++;
    s[callBucket({ closesAt: r.closes_at, closedBySource: r.closed_by_source, missingSince: r.missing_since }, today)]++;
    const max = num(r.max_amount);
    if (max !== null) {
      s.maxAmountTotal = (s.maxAmountTotal ?? 0) + max;
      s.withAmount++;
    }
    const budget = num(r.budget);
    if (budget !== null) s.budgetTotal = (s.budgetTotal ?? 0) + budget;
    out.set(r.source, s);
  }
  return [...out.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
}

/**
 * Funding requests per source and programme (a request to an investor counts under 'investor'):
 * filed = left the draft (submitted once), then by state; funded amount Σ funded_amount.
 */
async function outcomes(db: Db): Promise<PtaDashboard['outcomes']> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select case when r.target = 'investor' then 'investor' else coalesce(c.source, 'unknown') end as source,
        c.programme as programme,
        count(*) filter (where r.submitted_at is not null)::int as filed,
        count(*) filter (where r.state in ('submitted', 'under_review', 'information_requested'))::int as in_review,
        count(*) filter (where r.state = 'approved')::int as approved,
        count(*) filter (where r.state = 'funded')::int as funded,
        count(*) filter (where r.state = 'rejected')::int as refused,
        count(*) filter (where r.state = 'withdrawn')::int as withdrawn,
        sum(r.funded_amount) filter (where r.state = 'funded') as funded_amount
      from funding_requests r left join funding_calls c on c.id = r.call_id
      group by 1, 2 having count(*) filter (where r.submitted_at is not null) > 0 order by filed desc, 1, 2`),
  );
  return rows.map((r) => ({
    source: String(r.source),
    programme: (r.programme as string | null) ?? null,
    filed: Number(r.filed),
    inReview: Number(r.in_review),
    approved: Number(r.approved),
    funded: Number(r.funded),
    refused: Number(r.refused),
    withdrawn: Number(r.withdrawn),
    fundedAmount: num(r.funded_amount),
  }));
}

/** What the platform stores of matching: calls users saved and the new-call alerts their saved searches produced. */
async function matches(db: Db): Promise<PtaDashboard['matches']> {
  const rows = rowsOf<{ source: string; saved_calls: number; search_matches: number }>(
    await db.execute(sql`select c.source,
        (select count(*) from funding_saved_calls s join funding_calls c2 on c2.id = s.call_id where c2.source = c.source)::int as saved_calls,
        (select count(*) from funding_alerts a join funding_calls c3 on c3.id = a.call_id
          where c3.source = c.source and a.kind = 'new_call' and a.saved_search_id is not null)::int as search_matches
      from (select distinct source from funding_calls) c order by 1`),
  );
  return rows.map((r) => ({ source: r.source, savedCalls: r.saved_calls, searchMatches: r.search_matches }));
}

/** GET /api/admin/pta-dashboard. */
export async function ptaDashboardOf(db: Db, now: Date): Promise<PtaDashboard> {
  const today = now.toISOString().slice(0, 10);
  return { today, calls: await callsBySource(db, today), outcomes: await outcomes(db), matches: await matches(db) };
}
