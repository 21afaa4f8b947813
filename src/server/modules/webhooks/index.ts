export { emitWebhookEvent } from './emit.ts';
export { registerWebhooks } from './register.ts';
export { webhooksOf, eraseWebhooks } from './privacy.ts';
