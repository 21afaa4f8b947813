export { registerPrivacyRoutes } from './routes.ts';
export { registerPrivacyJobs, expireExports, runExport, listPrivacyRequests } from './service.ts';
export type { PrivacyDeps } from './service.ts';
export { ERASURE_STEPS, handOverTeamWorkspaceProjects } from './erasure.ts';
export { EXPORT_SECTIONS } from './export-archive.ts';
