import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PublicShowcase, PublishShowcaseBody, ShowcaseField, ShowcaseState } from '../../../contract/reports.ts';
import { formatScore } from '../../../domain/reports/index.ts';
import { evaluations, projects, reports, showcases } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ReportDeps } from './service.ts';

const slugOf = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'project'
  }-${randomBytes(3).toString('hex')}`;

const urls = (deps: ReportDeps, slug: string) => ({
  pageUrl: `${deps.publicOrigin}/showcase/${slug}`,
  badgeUrl: `${deps.publicOrigin}/api/showcase/${slug}/badge.svg`,
});

export async function showcaseState(deps: ReportDeps, p: ResolvedProject): Promise<ShowcaseState> {
  const [row] = await deps.db.select().from(showcases).where(eq(showcases.projectId, p.row.id));
  if (!row) return { published: false, slug: null, fields: [], reportId: null, publishedAt: null, pageUrl: null, badgeUrl: null };
  return {
    published: true,
    slug: row.slug,
    fields: row.fields as ShowcaseField[],
    reportId: row.reportId,
    publishedAt: row.publishedAt.toISOString(),
    ...urls(deps, row.slug),
  };
}

/**
 * Publishes (or updates) the project's public page with the chosen fields; the badge stands on a
 * sealed, unrevoked evaluation report of this project. The slug stays while the page is published.
 */
export async function publishShowcase(
  deps: ReportDeps,
  user: SessionUser,
  p: ResolvedProject,
  body: PublishShowcaseBody,
): Promise<ShowcaseState> {
  const [report] = await deps.db
    .select({ id: reports.id, kind: reports.kind, revokedAt: reports.revokedAt })
    .from(reports)
    .where(and(eq(reports.id, body.reportId), eq(reports.projectId, p.row.id)));
  if (!report || report.kind !== 'evaluation') throw new AppError('REPORT_NOT_FOUND');
  if (report.revokedAt) throw new AppError('REPORT_REVOKED');
  const fields = [...new Set(body.fields)];
  await deps.db
    .insert(showcases)
    .values({ projectId: p.row.id, slug: slugOf(p.row.title), fields, reportId: report.id, publishedBy: user.id, publishedAt: deps.now() })
    .onConflictDoUpdate({
      target: showcases.projectId,
      set: { fields, reportId: report.id, publishedBy: user.id, publishedAt: deps.now() },
    });
  return showcaseState(deps, p);
}

/** Unpublishes: one row goes, so the page and the badge stop answering together. */
export async function unpublishShowcase(deps: ReportDeps, p: ResolvedProject): Promise<boolean> {
  return (await deps.db.delete(showcases).where(eq(showcases.projectId, p.row.id)).returning({ slug: showcases.slug })).length > 0;
}

const publicColumns = {
  slug: showcases.slug,
  fields: showcases.fields,
  publishedAt: showcases.publishedAt,
  project: {
    title: projects.title,
    description: projects.description,
    industry: projects.industry,
    country: projects.country,
    estimatedBudget: projects.estimatedBudget,
    fundingSought: projects.fundingSought,
    currency: projects.currency,
  },
  report: { id: reports.id, createdAt: reports.createdAt, revokedAt: reports.revokedAt, methodologyVersion: reports.methodologyVersion },
  scoreTotal: evaluations.scoreTotal,
  result: evaluations.result,
};

type PublicRow = {
  slug: string;
  fields: string[];
  publishedAt: Date;
  project: {
    title: string;
    description: string | null;
    industry: string;
    country: string | null;
    estimatedBudget: number;
    fundingSought: number | null;
    currency: string;
  };
  report: { id: string; createdAt: Date; revokedAt: Date | null; methodologyVersion: string | null };
  scoreTotal: number | null;
  result: Record<string, unknown> | null;
};

function toPublic(deps: ReportDeps, r: PublicRow): PublicShowcase {
  const has = (f: ShowcaseField) => r.fields.includes(f);
  const tier = (r.result as { score?: { tier?: string } } | null)?.score?.tier ?? '';
  return {
    slug: r.slug,
    title: r.project.title,
    ...(has('description') ? { description: r.project.description } : {}),
    ...(has('industry') ? { industry: r.project.industry } : {}),
    ...(has('country') ? { country: r.project.country } : {}),
    ...(has('estimatedBudget') ? { estimatedBudget: r.project.estimatedBudget } : {}),
    ...(has('fundingSought') ? { fundingSought: r.project.fundingSought } : {}),
    currency: r.project.currency,
    ...(has('score') && r.scoreTotal !== null
      ? { score: { total: r.scoreTotal, tier, methodologyVersion: r.report.methodologyVersion } }
      : {}),
    report: {
      id: r.report.id,
      issuedAt: r.report.createdAt.toISOString(),
      verifyUrl: `${deps.publicOrigin}/verify/${r.report.id}`,
      revoked: r.report.revokedAt !== null,
    },
    publishedAt: r.publishedAt.toISOString(),
  };
}

const publicQuery = (deps: ReportDeps) =>
  deps.db
    .select(publicColumns)
    .from(showcases)
    .innerJoin(projects, eq(projects.id, showcases.projectId))
    .innerJoin(reports, eq(reports.id, showcases.reportId))
    .leftJoin(evaluations, and(eq(evaluations.projectId, reports.projectId), eq(evaluations.version, reports.evaluationVersion)));

export async function publicShowcases(deps: ReportDeps): Promise<PublicShowcase[]> {
  return ((await publicQuery(deps).orderBy(desc(showcases.publishedAt)).limit(200)) as PublicRow[]).map((r) => toPublic(deps, r));
}

export async function publicShowcaseBySlug(deps: ReportDeps, slug: string): Promise<PublicShowcase> {
  const [row] = (await publicQuery(deps).where(eq(showcases.slug, slug)).limit(1)) as PublicRow[];
  if (!row) throw new AppError('NOT_FOUND');
  return toPublic(deps, row);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TIER_COLOR: Record<string, string> = { ready: '#15803d', developing: '#b45309', 'not-yet-ready': '#b91c1c' };
const TIER_WORDS: Record<'en' | 'it', Record<string, string>> = {
  en: { ready: 'Ready', developing: 'Developing', 'not-yet-ready': 'Not yet ready', revoked: 'revoked' },
  it: { ready: 'Pronto', developing: 'In sviluppo', 'not-yet-ready': 'Non ancora pronto', revoked: 'revocato' },
};

/** The CR badge: score, tier, the report's date, linking to its verification page (score shown only if the owner chose it). */
export function badgeSvg(s: PublicShowcase, lng: 'en' | 'it'): string {
  const left = 'CR score';
  const date = s.report.issuedAt.slice(0, 10);
  const right = s.report.revoked
    ? `${TIER_WORDS[lng].revoked} · ${date}`
    : s.score
      ? `${formatScore(lng, s.score.total)} · ${TIER_WORDS[lng][s.score.tier] ?? s.score.tier} · ${date}`
      : `${lng === 'it' ? 'verificato' : 'verified'} · ${date}`;
  const lw = 70;
  const rw = Math.round(right.length * 6.6) + 16;
  const color = s.report.revoked ? '#6b7280' : (TIER_COLOR[s.score?.tier ?? ''] ?? '#1d4ed8');
  const label = `${left}: ${right}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${lw + rw}" height="20" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title><a xlink:href="${esc(s.report.verifyUrl)}" href="${esc(s.report.verifyUrl)}" target="_blank"><rect width="${lw}" height="20" fill="#374151"/><rect x="${lw}" width="${rw}" height="20" fill="${color}"/><g fill="#fff" font-family="DejaVu Sans,Verdana,sans-serif" font-size="11"><text x="8" y="14">${esc(left)}</text><text x="${lw + 8}" y="14">${esc(right)}</text></g></a></svg>`;
}
