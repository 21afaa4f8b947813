export { API_SCOPES, isApiScope, type ApiScope } from './scopes.ts';
export { WEBHOOK_EVENTS, type WebhookEvent } from './events.ts';
