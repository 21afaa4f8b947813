export { API_SCOPES, isApiScope, type ApiScope } from './scopes.ts';
export { WEBHOOK_EVENTS, type WebhookEvent } from './events.ts';
export {
  API_KEY_ALPHABET,
  API_KEY_BODY_LENGTH,
  API_KEY_PREFIX_LENGTH,
  API_KEY_TAG,
  CREDENTIAL_QUERY_PARAMS,
  apiKeyPrefix,
  credentialInQuery,
  looksLikeApiKey,
  routeGroupOf,
  scopeAllows,
} from './keys.ts';
export { API_LATENCY_BUCKETS_MS, bucketBoundMs, latencyBucket, percentileFromBuckets } from './usage.ts';
export { QUICKSTART_SCOPES, WEBHOOK_VERIFY_SNIPPET, curlQuickstart, typescriptQuickstart } from './quickstart.ts';
export {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_RESPONSE_EXCERPT,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_SECRET_OVERLAP_MS,
  WEBHOOK_SECRET_TAG,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_URL_REFUSALS,
  type WebhookUrlRefusal,
  hostAllowed,
  parseHostEntry,
  webhookRetryDelayMs,
} from './webhooks.ts';
