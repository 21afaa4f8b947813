import type { PortfolioSummary } from '../../../domain/portfolio/index.ts';
import type { ComplianceReportData, PortfolioReportSource, ProgressReportData, ReportLanguage } from '../../../domain/reports/index.ts';
import type { Db } from '../../db/types.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { SigningMaterial } from './keys.ts';

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

/** The public verification page of a report (printed on the PDF and its QR code). */
export const verifyUrlOf = (deps: ReportDeps, id: string) => `${deps.publicOrigin}/verify/${id}`;
