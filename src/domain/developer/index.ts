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
