import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Questions the investor asked on the given cards, answered since `since`, newest first. */
export async function answeredQuestions(db: Db, userId: string, cardIds: string[], since: Date) {
  if (cardIds.length === 0) return [];
  const res = await db.execute(sql`
    select q.id, q.card_id, q.body, q.answered_at from deal_questions q
    where q.asked_by = ${userId} and q.status = 'answered' and q.answered_at >= ${since.toISOString()}
      and q.card_id in (${sql.join(
        cardIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    order by q.answered_at desc limit 50`);
  return rowsOf<{ id: string; card_id: string; body: string; answered_at: Date | string }>(res).map((r) => ({
    cardId: r.card_id,
    question: r.body,
    at: iso(r.answered_at),
  }));
}

/** Funding requests addressed to the investor that are submitted and not yet in review. */
export async function submittedRequests(db: Db, userId: string) {
  const res = await db.execute(sql`
    select r.id, coalesce(r.submitted_at, r.created_at) as at, p.title from funding_requests r join projects p on p.id = r.project_id
    where r.investor_id = ${userId} and r.state = 'submitted'
    order by at desc limit 50`);
  return rowsOf<{ id: string; at: Date | string; title: string }>(res).map((r) => ({
    requestId: r.id,
    projectTitle: r.title,
    at: iso(r.at),
  }));
}

export async function ownedPortfolios(db: Db, userId: string) {
  const res = await db.execute(sql`select id, name from portfolios where owner_id = ${userId} order by updated_at desc limit 20`);
  return rowsOf<{ id: string; name: string }>(res);
}

/**
 * Projects the person reaches through a live grant or a workspace membership, with the facts the
 * access rule needs, the owner's name and when the relation began. Archived projects are left out.
 */
export async function sharedProjects(db: Db, userId: string, now: Date) {
  const res = await db.execute(sql`
    select p.id, p.title, o.username as owner_name, m.role as membership, m.joined_at,
           g.id as grant_id, g.access as grant_access, g.expires_at, g.created_at as granted_at
    from projects p
    join users o on o.id = p.owner_id
    left join workspace_members m on m.workspace_id = p.workspace_id and m.user_id = ${userId}
    left join project_grants g on g.project_id = p.id and g.grantee_id = ${userId} and g.revoked_at is null
    where p.archived_at is null
      and (m.user_id is not null or (g.id is not null and (g.expires_at is null or g.expires_at > ${now.toISOString()})))
    order by coalesce(g.created_at, m.joined_at) desc limit 100`);
  return rowsOf<{
    id: string;
    title: string;
    owner_name: string;
    membership: 'owner' | 'editor' | 'viewer' | null;
    joined_at: Date | string | null;
    grant_id: string | null;
    grant_access: 'read' | 'comment' | 'edit' | null;
    expires_at: Date | string | null;
    granted_at: Date | string | null;
  }>(res).map((r) => ({
    ...r,
    joined_at: r.joined_at && iso(r.joined_at),
    granted_at: r.granted_at && iso(r.granted_at),
    expires_at: r.expires_at ? new Date(r.expires_at) : null,
  }));
}

/** Open compliance tasks assigned to the person on the given projects, soonest due first. */
export async function assignedOpenTasks(db: Db, userId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  const res = await db.execute(sql`
    select t.id, t.project_id, t.item_id, t.due_date::text as due_date from compliance_tasks t
    where t.assignee_id = ${userId} and t.status = 'open' and t.project_id in (${sql.join(
      projectIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by t.due_date, t.created_at limit 100`);
  return rowsOf<{ id: string; project_id: string; item_id: string; due_date: string }>(res);
}
