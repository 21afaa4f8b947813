import type { ErrorCode, ApiError } from '../../contract/errors.ts';

/** A failure the client should see, by code; mapped to a status and a message in plugins/errors.ts. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ApiError['details'];
  constructor(code: ErrorCode, details?: ApiError['details'], message?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
