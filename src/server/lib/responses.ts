import { apiError } from '../../contract/errors.ts';

/** The error statuses a route may answer with, for its response schema and the OpenAPI document. */
export const errors = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503>) =>
  Object.fromEntries(statuses.map((s) => [s, apiError])) as Record<number, typeof apiError>;
