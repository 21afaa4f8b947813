import { z } from 'zod';
import { text } from './safe-text.ts';
import { ERROR_CODES, FILE_UNSAFE_REASONS } from './constants.ts';
import { WEBHOOK_URL_REFUSALS } from '../domain/developer/index.ts';

/**
 * Every error the API can answer with. The web app translates each code (`t('errors:CODE')`);
 * the server maps each to one HTTP status in src/server/plugins/errors.ts.
 */
export { ERROR_CODES };
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

/** One field-level problem of a VALIDATION_FAILED answer. */
export const fieldIssue = z.object({
  path: text().describe('dotted path of the field, e.g. "email" or "viewport.width"'),
  message: text(),
  code: text().describe('zod issue code, e.g. "too_small"'),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

/** The body of every error response. */
export const apiError = z.object({
  code: errorCode,
  message: text(),
  details: z
    .object({
      fields: z.array(fieldIssue).optional(),
      retryAfterSeconds: z.number().int().optional(),
      upgradeUrl: text().optional(),
      used: z.number().int().optional().describe('PROJECT_LIMIT_REACHED: projects the account holds; STORAGE_QUOTA_EXCEEDED: bytes stored'),
      limit: z
        .number()
        .int()
        .nullable()
        .optional()
        .describe("PROJECT_LIMIT_REACHED: the tier's limit; STORAGE_QUOTA_EXCEEDED: the tier's quota in bytes"),
      tier: text().optional(),
      reason: z
        .enum([...FILE_UNSAFE_REASONS, ...WEBHOOK_URL_REFUSALS])
        .optional()
        .describe('FILE_UNSAFE: why the file was refused; WEBHOOK_URL_REFUSED: why the URL was'),
      maxBytes: z.number().int().optional().describe('FILE_TOO_LARGE: the per-file limit'),
      itemIds: z.array(text()).optional().describe('ROADMAP_CYCLE: the roadmap items on the cycle (or naming a missing item)'),
      scope: text().nullable().optional().describe('SCOPE_REQUIRED: the scope the route needs (null: the route is not open to API keys)'),
      parameter: text().optional().describe('API_KEY_IN_QUERY: the query parameter that carried the key'),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** A plain acknowledgement. */
export const okResponse = z.object({ ok: z.literal(true) });
