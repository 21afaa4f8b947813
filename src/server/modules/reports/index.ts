export { registerReportRoutes } from './routes.ts';
export type {
  ReportDeps,
  ComplianceReportProvider,
  PortfolioReportProvider,
  PortfolioReportData,
  ProgressReportProvider,
} from './service.ts';
export { loadSigningMaterial, signingConfigFrom, type SigningMaterial, type SigningConfig } from './keys.ts';
export { shareReport } from './sharing.ts';
