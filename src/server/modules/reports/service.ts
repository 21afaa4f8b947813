import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreatePortfolioReportBody,
  CreateReportBody,
  CreatedReport,
  ReportSummary,
  ReportVerification,
} from '../../../contract/reports.ts';
import type { EvaluationResult } from '../../../domain/evaluation/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import { effectiveTier, tierHasFeature } from '../../../domain/rbac/index.ts';
import type { PortfolioSummary } from '../../../domain/portfolio/index.ts';
import {
  complianceReportModel,
  dateTimeUtc,
  evaluationReportModel,
  portfolioReportModel,
  progressReportModel,
  type ComplianceReportData,
  type ProgressReportData,
  type PortfolioReportSource,
  type ReportKind,
  type ReportLanguage,
  type ReportModel,
} from '../../../domain/reports/index.ts';
import type { Db } from '../../db/types.ts';
import { upgradeUrl } from '../../../domain/billing/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { asBuffer, type WorkerPool } from '../../lib/worker-pool.ts';
import { requireCapability, resolveProject, type ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { SigningMaterial } from './keys.ts';
import type { RenderOptions } from './pdf.ts';
import {
  findEvaluationVersion,
  findReport,
  findReportPublic,
  insertReport,
  listPortfolioReports,
  listReports,
  portfolioOwnerOf,
  revokeReport,
  type ReportListRow,
  type ReportRow,
} from './repository.ts';
import { SIGNATURE_ALGORITHM, signatureValid } from './seal.ts';
import { brandingForPortfolioOwner, brandingForProject, type Branding } from './white-label.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/**
 * Where the compliance report's data comes from: the integrator wires it to the compliance module
 * (GET /api/projects/:id/compliance's `projectCompliance` plus framework names and item titles).
 * Null (or not wired) = nothing assessed: the compliance kind answers 409 COMPLIANCE_NOT_ASSESSED.
 */
export type ComplianceReportProvider = (projectId: string, language: ReportLanguage) => Promise<ComplianceReportData | null>;

/**
 * Where the portfolio summary comes from: the portfolio module's own summary (GET
 * /api/portfolios/:id/summary) and holdings, for the caller — PORTFOLIO_NOT_FOUND unless they own it.
 */
export interface PortfolioReportData {
  name: string;
  asOf: string;
  summary: PortfolioSummary;
  holdings: PortfolioReportSource['holdings'];
}
export type PortfolioReportProvider = (user: SessionUser, portfolioId: string) => Promise<PortfolioReportData>;

/**
 * A reporting period's progress data (ADR 0047): the realization module's report draft for one obligation of the
 * project, wired in report-wiring.ts (OBLIGATION_NOT_FOUND for an obligation of another project). `sealed` records
 * the sealed report on the obligation.
 */
export interface ProgressReportProvider {
  data: (p: ResolvedProject, obligationId: string) => Promise<ProgressReportData>;
  sealed: (projectId: string, obligationId: string, reportId: string) => Promise<void>;
}

export interface ReportDeps {
  db: Db;
  now: () => Date;
  publicOrigin: string;
  signing: () => Promise<SigningMaterial>;
  /** The CPU worker pool (workers/cpu.worker.ts): rendering and sealing run there. */
  cpu: WorkerPool;
  compliance?: ComplianceReportProvider;
  portfolio?: PortfolioReportProvider;
  progress?: ProgressReportProvider;
}

export { PLATFORM_ISSUER } from './white-label.ts';

const verifyUrlOf = (deps: ReportDeps, id: string) => `${deps.publicOrigin}/verify/${id}`;

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXX-XXXX. */
function shortCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

interface Built {
  model: ReportModel;
  evaluationVersion: number | null;
  methodologyVersion: string | null;
}

type KindBuilder = (
  deps: ReportDeps,
  p: ResolvedProject,
  language: ReportLanguage,
  issuer: string,
  body: CreateReportBody,
) => Promise<Built>;

/** The registry of a project's report kinds (the portfolio summary is generated from its portfolio). */
const KINDS: Record<ReportKind, KindBuilder | null> = {
  evaluation: async (deps, p, language, issuer, body) => {
    const ev = await findEvaluationVersion(deps.db, p.row.id, body.evaluationVersion);
    if (!ev) throw new AppError('REPORT_EVALUATION_REQUIRED');
    const model = evaluationReportModel({
      language,
      issuer,
      project: { title: p.row.title, industry: p.row.industry, country: p.row.country, currency: p.row.currency },
      evaluation: {
        version: ev.version,
        createdAt: ev.createdAt,
        methodologyVersion: ev.methodologyVersion,
        iterations: ev.iterations,
        seed: ev.seed,
        input: ev.input as unknown as { assumptions: BusinessPlanAssumptions },
        result: ev.result as unknown as EvaluationResult,
      },
    });
    return { model, evaluationVersion: ev.version, methodologyVersion: ev.methodologyVersion };
  },
  compliance: async (deps, p, language, issuer) => {
    const data = deps.compliance ? await deps.compliance(p.row.id, language) : null;
    if (!data || data.compliance.frameworks.every((f) => f.answered === 0)) throw new AppError('COMPLIANCE_NOT_ASSESSED');
    return {
      model: complianceReportModel({ language, issuer, project: { title: p.row.title }, data }),
      evaluationVersion: null,
      methodologyVersion: null,
    };
  },
  portfolio: null,
  progress: async (deps, p, language, issuer, body) => {
    if (!deps.progress) throw new AppError('REPORT_KIND_UNAVAILABLE');
    if (!body.obligationId)
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'obligationId', message: 'required', code: 'invalid' }] });
    const data = await deps.progress.data(p, body.obligationId);
    return {
      model: progressReportModel({ language, issuer, project: { title: p.row.title }, data }),
      evaluationVersion: null,
      methodologyVersion: null,
    };
  },
};

/** Renders, seals (embedded signature, SHA-256, Ed25519) and stores one report: one immutable row. */
async function sealAndStore(
  deps: ReportDeps,
  user: SessionUser,
  subject: { projectId: string; portfolioId: null } | { projectId: null; portfolioId: string },
  built: Built & { kind: ReportKind; language: ReportLanguage; subjectTitle: string },
  branding: Branding,
): Promise<CreatedReport> {
  const model: ReportModel = { ...built.model, ...(branding.logo ? { issuerLogo: branding.logo } : {}) };
  const id = randomUUID();
  const code = shortCode();
  const createdAt = deps.now();
  const material = await deps.signing();
  // Rendering and sealing are hundreds of milliseconds of CPU: the CPU worker does both, in the user's turn (ADR 0033).
  const sealed = await deps.cpu.run<{ bytes: Uint8Array; sha256: string; signature: string }>(
    'report.seal',
    {
      model,
      render: {
        verifyUrl: verifyUrlOf(deps, id),
        shortCode: code,
        issuedAt: dateTimeUtc(built.language, createdAt),
        creationDate: createdAt,
      } satisfies RenderOptions,
      material: { p12: material.p12, p12Password: material.p12Password, privateKey: material.privateKey },
      meta: { issuer: branding.issuer, contact: deps.publicOrigin, signingTime: createdAt },
    },
    { owner: user.id },
  );
  const row = await insertReport(deps.db, {
    id,
    ...subject,
    kind: built.kind,
    language: built.language,
    evaluationVersion: built.evaluationVersion,
    methodologyVersion: built.methodologyVersion,
    projectTitle: built.subjectTitle,
    issuer: branding.issuer,
    sha256: sealed.sha256,
    signature: sealed.signature,
    keyId: material.keyId,
    shortCode: code,
    bytes: asBuffer(sealed.bytes),
    model: model as unknown as Record<string, unknown>,
    createdBy: user.id,
    createdAt,
  });
  return { id: row.id, sha256: row.sha256, createdAt: row.createdAt.toISOString(), verifyUrl: verifyUrlOf(deps, row.id) };
}

/**
 * Generates, seals and stores a report (ADR 0025): the model from the stored figures, the PDF, its
 * embedded signature, the SHA-256 of the final bytes and the Ed25519 signature over it. Needs the
 * `runEvaluation` capability (owner, editor): issuing puts the project's title on a public page.
 */
export async function generateReport(
  deps: ReportDeps,
  user: SessionUser,
  p: ResolvedProject,
  body: CreateReportBody,
): Promise<CreatedReport & { kind: ReportKind }> {
  const builder = KINDS[body.kind];
  if (!builder) throw new AppError('REPORT_KIND_UNAVAILABLE');
  const branding = await brandingForProject(deps.db, p.row.id);
  const built = await builder(deps, p, body.language, branding.issuer, body);
  const created = await sealAndStore(
    deps,
    user,
    { projectId: p.row.id, portfolioId: null },
    { ...built, kind: body.kind, language: body.language, subjectTitle: p.row.title },
    branding,
  );
  if (body.kind === 'progress' && body.obligationId) await deps.progress?.sealed(p.row.id, body.obligationId, created.id);
  await emitWebhookEvent(deps, 'report.sealed', p.row.id, {
    reportId: created.id,
    kind: body.kind,
    language: body.language,
    sha256: created.sha256,
  });
  return { ...created, kind: body.kind };
}

/**
 * The portfolio summary report (ADR 0031): the portfolio module's summary for its owner (anyone
 * else: 404 PORTFOLIO_NOT_FOUND), every figure formatted for the language, sealed like the others.
 * The public verification names no portfolio: its title is the generic 'Portfolio summary'.
 */
export async function generatePortfolioReport(
  deps: ReportDeps,
  user: SessionUser,
  portfolioId: string,
  body: CreatePortfolioReportBody,
): Promise<CreatedReport> {
  if (!deps.portfolio) throw new AppError('REPORT_KIND_UNAVAILABLE');
  const data = await deps.portfolio(user, portfolioId);
  const branding = await brandingForPortfolioOwner(deps.db, user.id);
  const model = portfolioReportModel({
    language: body.language,
    issuer: branding.issuer,
    portfolio: { name: data.name, asOf: data.asOf },
    summary: data.summary,
    holdings: data.holdings,
  });
  return sealAndStore(
    deps,
    user,
    { projectId: null, portfolioId },
    {
      model,
      evaluationVersion: null,
      methodologyVersion: null,
      kind: 'portfolio',
      language: body.language,
      subjectTitle: model.projectTitle,
    },
    branding,
  );
}

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
