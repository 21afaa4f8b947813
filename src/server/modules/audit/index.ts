export { recordAudit, verifyAuditChain } from './service.ts';
export type { AuditDeps } from './service.ts';
export { listAuditEntries } from './repository.ts';
