export { createAuth, sessionCookieName } from './better-auth.ts';
export type { Auth, AuthMailer } from './better-auth.ts';
export { resolveSession, toApiUser, userTier } from './session.ts';
export type { SessionUser } from './session.ts';
export { registerAuthRoutes } from './routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
