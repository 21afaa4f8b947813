export { recordAudit, verifyAuditChain } from './service.ts';
export type { AuditDeps } from './service.ts';
export { listAuditEntries, auditEntriesAbout, erasePersonalAuditData } from './repository.ts';
export type { AuditEntry } from './repository.ts';
