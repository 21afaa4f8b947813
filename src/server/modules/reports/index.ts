export { registerReportRoutes } from './routes.ts';
export type { ReportDeps, ComplianceReportProvider } from './service.ts';
export { loadSigningMaterial, signingConfigFrom, type SigningMaterial, type SigningConfig } from './keys.ts';
