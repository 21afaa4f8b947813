export { createApiKeyAuth, USAGE_FLUSH_MS, type ApiKeyAuth } from './bearer.ts';
export { registerDeveloperRoutes } from './routes.ts';
export { hashApiKey, generateApiKey } from './keys.ts';
export { countKeyRequest, rateLimitHeaders } from './rate-limit.ts';
export { SCALAR_SCRIPT_URL } from './reference.ts';
export { apiKeysOf, eraseApiKeys } from './privacy.ts';
export { requireApiAccess } from './keys.ts';
