import { sql } from 'drizzle-orm';
import type { ComplianceDashboard } from '../../../contract/admin-dashboards.ts';
import { extendedDeadline, requestState } from '../../../domain/admin-dashboards/index.ts';
import type { Db } from '../../db/types.ts';
import { complianceCatalogue, complianceOverview, complianceStateOf } from '../compliance/index.ts';
import { listPrivacyRequests } from '../privacy/index.ts';

type Lang = 'en' | 'it';
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Every live project with a compliance assessment (a saved scope or an answer), the others left out (nothing to show). */
async function assessedProjects(db: Db) {
  const res = await db.execute(sql`select p.id, p.title from projects p
    where (exists (select 1 from project_compliance_scope s where s.project_id = p.id)
      or exists (select 1 from compliance_answers a where a.project_id = p.id)) order by p.created_at`);
  return rowsOf<{ id: string; title: string }>(res);
}

/** The consent records: the latest of each subject (user or visitor), counted per policy version and purpose. */
async function consentCounts(db: Db): Promise<ComplianceDashboard['consents']> {
  const latest = await db.execute(sql`select policy_version, count(*)::int as subjects,
      count(*) filter (where necessary)::int as necessary, count(*) filter (where analytics)::int as analytics,
      count(*) filter (where marketing)::int as marketing, count(*) filter (where functional)::int as functional
    from (select distinct on (coalesce(user_id, visitor_id::text)) * from consents
      order by coalesce(user_id, visitor_id::text), recorded_at desc) l
    group by policy_version order by policy_version desc`);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from consents`))[0]?.n ?? 0;
  const byVersion = rowsOf<{
    policy_version: string;
    subjects: number;
    necessary: number;
    analytics: number;
    marketing: number;
    functional: number;
  }>(latest).map((r) => ({
    policyVersion: r.policy_version,
    subjects: r.subjects,
    necessary: r.necessary,
    analytics: r.analytics,
    marketing: r.marketing,
    functional: r.functional,
  }));
  return { records: total, subjects: byVersion.reduce((a, v) => a + v.subjects, 0), byVersion };
}

/** GET /api/admin/compliance-dashboard: the platform's projects' frameworks and gaps, and its own GDPR register. */
export async function complianceDashboardOf(db: Db, now: Date, lang: Lang): Promise<ComplianceDashboard> {
  const projects = await assessedProjects(db);
  const totalProjects = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from projects`))[0]?.n ?? 0;
  const items = await complianceCatalogue(db);
  const ov = await complianceOverview({ db, now: () => now }, projects, lang);
  // Gaps by item across projects: each project's applicable framework's gaps (answered or not), counted once per project.
  const gapCounts = new Map<string, number>();
  for (const p of projects) {
    const s = await complianceStateOf(db, p.id, items);
    for (const a of s.assessments)
      if (a.applicability.applicable) for (const g of a.gaps) gapCounts.set(g.itemId, (gapCounts.get(g.itemId) ?? 0) + 1);
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  const gaps = [...gapCounts.entries()]
    .map(([itemId, n]) => ({ itemId, n, item: byId.get(itemId) }))
    .filter((g) => g.item)
    .sort((a, b) => b.n - a.n || b.item!.weight - a.item!.weight || a.itemId.localeCompare(b.itemId))
    .slice(0, 20)
    .map((g) => ({ framework: g.item!.framework, itemId: g.itemId, title: g.item!.title[lang], weight: g.item!.weight, projects: g.n }));
  const requests = (await listPrivacyRequests({ db, now: () => now })).map((r) => {
    const received = new Date(r.receivedAt);
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      subjectEmail: r.subjectEmail,
      receivedAt: r.receivedAt,
      deadline: r.deadline,
      extendedDeadline: extendedDeadline(received).toISOString(),
      completedAt: r.completedAt,
      state: requestState(r.status, received, now),
    };
  });
  return {
    projects: { total: totalProjects, assessed: projects.length },
    frameworks: ov.frameworks.map((f) => ({
      id: f.id,
      name: f.name,
      applicableProjects: f.applicableProjects,
      compliant: f.compliant,
      partial: f.partial,
      nonCompliant: f.nonCompliant,
      notAssessed: f.applicableProjects - f.compliant - f.partial - f.nonCompliant,
      averageScore: f.averageScore,
    })),
    gaps,
    consents: await consentCounts(db),
    requests,
  };
}
