import { randomBytes, randomUUID } from 'node:crypto';
import type { CreatePortfolioReportBody, CreateReportBody, CreatedReport } from '../../../contract/reports.ts';
import type { EvaluationResult } from '../../../domain/evaluation/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import {
  complianceReportModel,
  dateTimeUtc,
  evaluationReportModel,
  portfolioReportModel,
  progressReportModel,
  type ReportKind,
  type ReportLanguage,
  type ReportModel,
} from '../../../domain/reports/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { asBuffer } from '../../lib/worker-pool.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { verifyUrlOf, type ReportDeps } from './deps.ts';
import type { RenderOptions } from './pdf.ts';
import { findEvaluationVersion, insertReport } from './repository.ts';
import { brandingForPortfolioOwner, brandingForProject, type Branding } from './white-label.ts';

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
