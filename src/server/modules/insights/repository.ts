import { and, eq, inArray, sql } from 'drizzle-orm';
import { dealCardMoves, dealCards, dealDecisions, dealPipelines, fundingRequests, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * Reads of the insights module (ADR 0028). The investor's reads take card ids the deal-flow module
 * already filtered to visible ones and are scoped again by the pipeline's owner in the same query.
 */

/** The caller's cards among `ids`: when filed, from what source, on which pipeline. */
export async function cardFacts(db: Db, ownerId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: dealCards.id, pipelineId: dealCards.pipelineId, source: dealCards.source, createdAt: dealCards.createdAt })
    .from(dealCards)
    .innerJoin(dealPipelines, eq(dealPipelines.id, dealCards.pipelineId))
    .where(and(eq(dealPipelines.ownerId, ownerId), inArray(dealCards.id, ids)));
}

export async function movesOf(db: Db, cardIds: string[]) {
  if (!cardIds.length) return [];
  return db
    .select({ cardId: dealCardMoves.cardId, toStageId: dealCardMoves.toStageId, at: dealCardMoves.at })
    .from(dealCardMoves)
    .where(inArray(dealCardMoves.cardId, cardIds));
}

export async function decisionsOf(db: Db, cardIds: string[]) {
  if (!cardIds.length) return [];
  return db
    .select({ cardId: dealDecisions.cardId, decision: dealDecisions.decision, at: dealDecisions.decidedAt })
    .from(dealDecisions)
    .where(inArray(dealDecisions.cardId, cardIds));
}

/** The funding sought and currency of the projects (for a card without a requested amount). */
export async function projectMoney(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { fundingSought: number | null; currency: string }>();
  const rows = await db
    .select({ id: projects.id, fundingSought: projects.fundingSought, currency: projects.currency })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The currency of the requests (the card carries the amount). */
export async function requestCurrencies(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: fundingRequests.id, currency: fundingRequests.currency })
    .from(fundingRequests)
    .where(inArray(fundingRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.currency]));
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface PlatformDeal {
  amount: number | null;
  currency: string | null;
  score: number | null;
  stage_kind: string | null;
}

/**
 * The platform's deal flow, for an admin: every (investor, project) pair deal flow would file a
 * card for — a submitted, not withdrawn funding request to the investor, or a grant to an
 * investor — while the investor may still see the project (a live grant or a membership, the
 * access rule's relations for an investor). The ticket is the pair's oldest such request's amount
 * (the one its card carries), else the project's funding sought; the score is the project's latest
 * evaluation; the stage is the kind of the stage the investor's card is in, 'new' while no card is
 * filed yet (deal flow files it there on the investor's next read). No names leave this query.
 */
export async function platformDeals(db: Db, now: Date): Promise<PlatformDeal[]> {
  const res = await db.execute(sql`
    with pairs as (
      select r.investor_id as investor_id, r.project_id from funding_requests r
        where r.target = 'investor' and r.investor_id is not null and r.state not in ('draft', 'withdrawn')
      union
      select g.grantee_id, g.project_id from project_grants g where g.revoked_at is null
    )
    select
      coalesce(req.amount, p.funding_sought::float8) as amount,
      case when req.amount is not null then req.currency else p.currency end as currency,
      (select e.score_total::float8 from evaluations e where e.project_id = p.id order by e.version desc limit 1) as score,
      coalesce((select s.kind from deal_cards c join deal_pipelines pl on pl.id = c.pipeline_id join deal_stages s on s.id = c.stage_id
                where pl.owner_id = pairs.investor_id and c.project_id = p.id order by c.moved_at desc limit 1), 'new') as stage_kind
    from pairs
    join users u on u.id = pairs.investor_id and u.role = 'investor'
    join projects p on p.id = pairs.project_id
    left join lateral (
      select r.amount_requested::float8 as amount, r.currency from funding_requests r
      where r.project_id = p.id and r.investor_id = pairs.investor_id and r.target = 'investor' and r.state not in ('draft', 'withdrawn')
      order by r.submitted_at asc nulls last limit 1
    ) req on true
    where exists (select 1 from project_grants g where g.project_id = p.id and g.grantee_id = pairs.investor_id and g.revoked_at is null and (g.expires_at is null or g.expires_at > ${now.toISOString()}::timestamptz))
       or exists (select 1 from workspace_members m where m.workspace_id = p.workspace_id and m.user_id = pairs.investor_id)`);
  return rowsOf<PlatformDeal>(res);
}

export interface MilestoneRow {
  signed_up_at: Date | string;
  first_project_at: Date | string | null;
  first_evaluated_at: Date | string | null;
  first_submitted_at: Date | string | null;
  first_funded_at: Date | string | null;
}

/** Each account (admins left out) that signed up in [start, end), with its first project, evaluation, submitted and funded request (of projects it owns). */
export async function accountMilestones(db: Db, start: Date, end: Date): Promise<MilestoneRow[]> {
  const res = await db.execute(sql`
    select u.created_at as signed_up_at,
      (select min(p.created_at) from projects p where p.owner_id = u.id) as first_project_at,
      (select min(e.created_at) from evaluations e join projects p on p.id = e.project_id where p.owner_id = u.id) as first_evaluated_at,
      (select min(r.submitted_at) from funding_requests r join projects p on p.id = r.project_id where p.owner_id = u.id) as first_submitted_at,
      (select min(r.funded_at) from funding_requests r join projects p on p.id = r.project_id where p.owner_id = u.id) as first_funded_at
    from users u
    where u.role <> 'admin' and u.created_at >= ${start.toISOString()}::timestamptz and u.created_at < ${end.toISOString()}::timestamptz`);
  return rowsOf<MilestoneRow>(res);
}
