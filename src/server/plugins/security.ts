import type { FastifyInstance } from 'fastify';
import { quickOnSend } from '../lib/quick-hook.ts';

/** No inline scripts anywhere; style attributes are allowed for the UI primitives' positioning. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every response; `Cache-Control: no-store` on API answers (they may carry
 * personal data); HSTS only when the request arrived over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // x-request-id is set when the request arrives (observability), so even an early answer carries it.
  app.addHook(
    'onSend',
    quickOnSend((request, reply, payload: unknown) => {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('cross-origin-resource-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }),
  );
}
