import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode, FieldIssue } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { STATUS_OF, languageOf, messageFor } from './error-messages.ts';

/** Sends a coded error in the one shape the API uses. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: ApiError['details']) {
  const body: ApiError = { code, message: messageFor(code, languageOf(request.headers['accept-language'])) };
  if (details) body.details = details;
  if (details?.retryAfterSeconds) void reply.header('retry-after', String(details.retryAfterSeconds));
  return reply.status(STATUS_OF[code]).type('application/json').send(body);
}

function zodFields(err: FastifyError): FieldIssue[] {
  const validation = (err.validation ?? []) as Array<{ instancePath?: string; message?: string; keyword?: string }>;
  return validation.map((v) => ({
    path: (v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: v.message ?? 'invalid',
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
      return sendError(request, reply, 'VALIDATION_FAILED', { fields: zodFields(err) });
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
