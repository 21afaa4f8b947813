export { users, sessions, accounts, verifications, loginFailures } from './auth.ts';
export { userAvatars, twoFactor, accountTokens } from './account.ts';
export { auditLog } from './audit.ts';
export { notifications } from './notifications.ts';
export { clientErrors, consents, outbox, rateCounters, settings } from './platform.ts';
export { projects, evaluations } from './projects.ts';
export { workspaces, workspaceMembers, workspaceInvitations } from './workspaces.ts';
export { projectGrants } from './grants.ts';
export { auditPersonal, jobs, privacyRequests } from './privacy.ts';
