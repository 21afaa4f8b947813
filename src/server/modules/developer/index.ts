export { createApiKeyAuth, USAGE_FLUSH_MS, type ApiKeyAuth } from './bearer.ts';
export { registerDeveloperRoutes } from './routes.ts';
export { hashApiKey, generateApiKey } from './keys.ts';
export { countKeyRequest, rateLimitHeaders } from './rate-limit.ts';
