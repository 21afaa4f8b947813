export { createAuth, sessionCookieName } from './better-auth.ts';
export type { Auth, AuthMailer } from './better-auth.ts';
export { resolveSession, toApiUser, toSessionUser, twoFactorSetupRequired, userTier } from './session.ts';
export type { SessionUser } from './session.ts';
export { registerAuthRoutes } from './routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { registerSecurityRoutes } from './security-routes.ts';
export { requirePassword, tokenHash } from './two-factor.ts';
export { deleteOtherSessions, deleteUserTokens, insertToken, takeToken } from './security-repository.ts';
