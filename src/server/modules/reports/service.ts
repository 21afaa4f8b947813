import type { ReportSummary, ReportVerification } from '../../../contract/reports.ts';
import { effectiveTier, tierHasFeature } from '../../../domain/rbac/index.ts';
import { dateTimeUtc, type ReportModel } from '../../../domain/reports/index.ts';
import { upgradeUrl } from '../../../domain/billing/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { asBuffer } from '../../lib/worker-pool.ts';
import { requireCapability, resolveProject, type ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { verifyUrlOf, type ReportDeps } from './deps.ts';
import type { RenderOptions } from './pdf.ts';
import {
  findReport,
  findReportPublic,
  listPortfolioReports,
  listReports,
  portfolioOwnerOf,
  revokeReport,
  type ReportListRow,
  type ReportRow,
} from './repository.ts';
import { SIGNATURE_ALGORITHM, signatureValid } from './seal.ts';

// The module's dependencies live in deps.ts and generating (render, seal, store) in generate.ts; both are
// re-exported here so routes and index.ts keep one service surface.
export type { ComplianceReportProvider, PortfolioReportData, PortfolioReportProvider, ProgressReportProvider, ReportDeps } from './deps.ts';
export { generatePortfolioReport, generateReport } from './generate.ts';
export { PLATFORM_ISSUER } from './white-label.ts';

export async function portfolioReports(deps: ReportDeps, user: SessionUser, portfolioId: string): Promise<ReportSummary[]> {
  if ((await portfolioOwnerOf(deps.db, portfolioId)) !== user.id) throw new AppError('PORTFOLIO_NOT_FOUND');
  return (await listPortfolioReports(deps.db, portfolioId)).map((r) => toSummary(deps, r));
}

const toSummary = (deps: ReportDeps, r: ReportListRow): ReportSummary => ({
  id: r.id,
  projectId: r.projectId,
  portfolioId: r.portfolioId,
  kind: r.kind,
  language: r.language,
  evaluationVersion: r.evaluationVersion,
  methodologyVersion: r.methodologyVersion,
  sha256: r.sha256,
  shortCode: r.shortCode,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy ? { id: r.createdBy, name: r.createdByName ?? '' } : null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
  verifyUrl: verifyUrlOf(deps, r.id),
  sizeBytes: r.sizeBytes,
});

export async function projectReports(deps: ReportDeps, p: ResolvedProject): Promise<ReportSummary[]> {
  return (await listReports(deps.db, p.row.id)).map((r) => toSummary(deps, r));
}

/**
 * A report the caller may see: a project's through the project's access rule; a portfolio's by its
 * owner only (ADR 0024, admins included). Anything else is 404. `canRevoke`: runEvaluation on the
 * project, or owning the portfolio.
 */
async function visibleReport(
  deps: ReportDeps,
  user: SessionUser,
  id: string,
): Promise<{ row: ReportRow; project: ResolvedProject | null }> {
  const row = await findReport(deps.db, id);
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  if (row.portfolioId) {
    if ((await portfolioOwnerOf(deps.db, row.portfolioId)) !== user.id) throw new AppError('REPORT_NOT_FOUND');
    return { row, project: null };
  }
  try {
    return { row, project: await resolveProject(deps.db, user, row.projectId!, deps.now()) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'PROJECT_NOT_FOUND') throw new AppError('REPORT_NOT_FOUND');
    throw err;
  }
}

const viaAdmin = (project: ResolvedProject | null) => project?.access.relation.via === 'admin';

/** The sealed bytes: Enterprise only (seed's tier rules); others get 403 PLAN_REQUIRED. */
export async function reportPdf(deps: ReportDeps, user: SessionUser, id: string) {
  const { row, project } = await visibleReport(deps, user, id);
  const tier = effectiveTier(user, user.tierView);
  if (!tierHasFeature(tier, 'report_download'))
    throw new AppError('PLAN_REQUIRED', {
      upgradeUrl: upgradeUrl('enterprise', row.projectId ? `/projects/${row.projectId}` : '/reports'),
      tier,
    });
  return { row, viaAdmin: viaAdmin(project) };
}

/** Every plan: a separately rendered copy with a diagonal PREVIEW / ANTEPRIMA, never the sealed bytes. */
export async function reportPreview(
  deps: ReportDeps,
  user: SessionUser,
  id: string,
): Promise<{ bytes: Buffer; row: { id: string; projectId: string | null; shortCode: string }; viaAdmin: boolean }> {
  const { row, project } = await visibleReport(deps, user, id);
  const model = row.model as unknown as ReportModel;
  const render: RenderOptions = {
    verifyUrl: verifyUrlOf(deps, row.id),
    shortCode: row.shortCode,
    issuedAt: dateTimeUtc(row.language, row.createdAt),
    creationDate: row.createdAt,
    watermark: true,
  };
  const out = await deps.cpu.run<{ bytes: Uint8Array }>('report.render', { model, render }, { owner: user.id });
  return { bytes: asBuffer(out.bytes), row, viaAdmin: viaAdmin(project) };
}

export async function revoke(deps: ReportDeps, user: SessionUser, id: string) {
  const { row, project } = await visibleReport(deps, user, id);
  if (project) requireCapability(project, 'runEvaluation');
  if (!(await revokeReport(deps.db, row.id, user.id, deps.now()))) throw new AppError('REPORT_REVOKED');
  const list = row.portfolioId ? await listPortfolioReports(deps.db, row.portfolioId) : await listReports(deps.db, row.projectId!);
  return toSummary(
    deps,
    list.find((r) => r.id === row.id)!,
  );
}

/** Public: what the seal says, and whether the platform's signature over the hash holds. */
export async function verification(deps: ReportDeps, id: string): Promise<ReportVerification> {
  const row = await findReportPublic(deps.db, id);
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  const material = await deps.signing();
  return {
    id: row.id,
    issuedAt: row.createdAt.toISOString(),
    issuer: row.issuer,
    project: { title: row.projectTitle },
    kind: row.kind,
    language: row.language,
    methodologyVersion: row.methodologyVersion,
    evaluationVersion: row.evaluationVersion,
    shortCode: row.shortCode,
    sha256: row.sha256,
    signature: {
      algorithm: SIGNATURE_ALGORITHM,
      value: row.signature,
      keyId: row.keyId,
      valid: row.keyId === material.keyId && signatureValid(row.sha256, row.signature, material.publicKey),
    },
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function checkHash(deps: ReportDeps, id: string, sha256: string): Promise<{ matches: boolean }> {
  const row = await findReportPublic(deps.db, id);
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  return { matches: row.sha256 === sha256.toLowerCase() };
}

export async function publicKey(deps: ReportDeps, format: 'pem' | 'jwk') {
  const m = await deps.signing();
  if (format === 'pem') return m.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { ...m.publicKey.export({ format: 'jwk' }), kid: m.keyId, alg: 'EdDSA', use: 'sig' };
}
