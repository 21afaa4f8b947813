import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SAFE_TEXT_MESSAGE_IT } from './error-messages-abuse.ts';
import type { ApiError, ErrorCode, FieldIssue } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { STATUS_OF, languageOf, messageFor } from './error-messages.ts';

/** Sends a coded error in the one shape the API uses. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: ApiError['details']) {
  const body: ApiError = { code, message: messageFor(code, languageOf(request), details?.reason) };
  if (details) body.details = details;
  if (details?.retryAfterSeconds) void reply.header('retry-after', String(details.retryAfterSeconds));
  return reply.status(STATUS_OF[code]).type('application/json').send(body);
}

const italianIssue = z.locales.it().localeError;

/**
 * A field's message in the caller's language: zod writes English; for Italian the issue (code and
 * parameters, kept by fastify-type-provider-zod) is put through zod's own Italian messages. The
 * issue no longer holds the input, so "received ..." is left out rather than guessed.
 */
function fieldMessage(v: { message?: string; keyword?: string; params?: Record<string, unknown> }, lang: 'en' | 'it'): string {
  const english = v.message ?? 'invalid';
  if (lang !== 'it' || !v.keyword || !v.params) return english;
  const custom = v.params.params as { safeText?: boolean } | undefined;
  if (v.keyword === 'custom' && custom?.safeText === true) return SAFE_TEXT_MESSAGE_IT;
  const out = italianIssue({ ...v.params, code: v.keyword } as Parameters<typeof italianIssue>[0]);
  const text = typeof out === 'string' ? out : out?.message;
  return text ? text.replace(/, ricevuto .*$/, '') : english;
}

function zodFields(err: FastifyError, lang: 'en' | 'it'): FieldIssue[] {
  const validation = (err.validation ?? []) as Array<{
    instancePath?: string;
    message?: string;
    keyword?: string;
    params?: Record<string, unknown>;
  }>;
  return validation.map((v) => ({
    path: (v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: fieldMessage(v, lang),
    code: v.keyword ?? 'invalid',
  }));
}

/**
 * The one error handler: AppError → its code; request validation → VALIDATION_FAILED with the
 * fields; body limits and malformed JSON → coded; everything else → INTERNAL, logged with its
 * stack, never sent to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return sendError(request, reply, err.code, err.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      return sendError(request, reply, 'VALIDATION_FAILED', { fields: zodFields(err, languageOf(request)) });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    if (err.code?.startsWith('FST_ERR_CTP_') || err.code === 'FST_ERR_VALIDATION' || err.statusCode === 400) {
      return sendError(request, reply, 'VALIDATION_FAILED', { fields: [{ path: '', message: err.message, code: err.code ?? 'invalid' }] });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendError(request, reply, 'INTERNAL');
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}
