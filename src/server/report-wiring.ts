import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { WorkerPool } from './lib/worker-pool.ts';
import { complianceReportData } from './modules/compliance/index.ts';
import { portfolioDetail, portfolioSummary } from './modules/portfolio/index.ts';
import { periodReportData, recordPeriodReport } from './modules/realization/index.ts';
import {
  loadSigningMaterial,
  registerReportRoutes,
  type ComplianceReportProvider,
  type PortfolioReportData,
  type PortfolioReportProvider,
  type SigningConfig,
  type SigningMaterial,
} from './modules/reports/index.ts';

/**
 * Sealed reports (ADR 0025) wired to what they read: the signing key and certificate, generated on first use and kept
 * in the database; the compliance module's report data; the portfolio module's summary and holdings (ADR 0031), read
 * for their owner; the realization module's reporting periods (ADR 0047). Kept out of app.ts, which composes every module.
 */
export function registerReports(
  app: FastifyInstance,
  ctx: AppContext,
  pool: WorkerPool,
  opts: { reportSigning?: SigningConfig | undefined; complianceReports?: ComplianceReportProvider | undefined },
): void {
  const db = ctx.db;
  const now = ctx.now;
  let signing: Promise<SigningMaterial> | null = null;
  const signingMaterial = () =>
    (signing ??= loadSigningMaterial(
      db,
      opts.reportSigning ?? { signingKeyPem: null, p12Path: null, p12Password: null },
      'Capital Readiness',
      (issuer) => pool.run<string>('report.selfIssuedP12', { issuer }),
    ).catch((err: unknown) => {
      signing = null;
      throw err;
    }));
  const portfolioReport: PortfolioReportProvider = async (user, portfolioId) => {
    const pd = { db, now, cpu: pool };
    const summary = await portfolioSummary(pd, user, portfolioId);
    const detail = await portfolioDetail(pd, user, portfolioId);
    return {
      name: summary.name,
      asOf: summary.asOf,
      summary: summary as unknown as PortfolioReportData['summary'],
      holdings: detail.holdingList,
    };
  };
  registerReportRoutes(app, ctx, {
    db,
    now,
    cpu: pool,
    publicOrigin: ctx.config.publicOrigin,
    signing: signingMaterial,
    compliance: opts.complianceReports ?? ((projectId, language) => complianceReportData(db, projectId, language)),
    portfolio: portfolioReport,
    // A reporting period's draft, sealed as a `progress` report and recorded on its obligation (ADR 0047).
    progress: {
      data: (p, obligationId) => periodReportData(db, p, obligationId, now()),
      sealed: (projectId, obligationId, reportId) => recordPeriodReport(db, projectId, obligationId, reportId),
    },
  });
}
