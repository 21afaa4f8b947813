import { z } from 'zod';
import { text } from './safe-text.ts';
import { API_SCOPES } from '../domain/developer/index.ts';

/**
 * The developer platform's API keys and usage (issue 24, ADR 0040). The shapes the issue states are a
 * contract checked from outside: POST → { id, key, prefix, scopes } (the only time `key` appears).
 */
export const apiScope = z.enum(API_SCOPES);

export const createApiKeyBody = z
  .object({
    name: text().trim().min(1).max(100),
    scopes: z
      .array(apiScope)
      .min(1)
      .max(API_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, { message: 'each scope once' }),
    /** Optional expiry (ISO date-time, in the future); none = until revoked. */
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const createdApiKey = z.object({
  id: z.uuid(),
  /** The whole key: shown this once, never again (the server keeps only its SHA-256). */
  key: text(),
  prefix: text(),
  scopes: z.array(apiScope),
  /** Added. */
  name: text(),
  expiresAt: text().nullable(),
  createdAt: text(),
});
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** A key as lists show it: no key material beyond the visible prefix. */
export const apiKeySummary = z.object({
  id: z.uuid(),
  name: text(),
  prefix: text(),
  scopes: z.array(apiScope),
  expiresAt: text().nullable(),
  revokedAt: text().nullable(),
  lastUsedAt: text().nullable(),
  lastUsedIp: text().nullable(),
  createdAt: text(),
  /** 'active', 'expired' or 'revoked', as of the answer. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;
export const apiKeyList = z.array(apiKeySummary);

export const apiKeyIdParams = z.object({ id: z.uuid() });

const isoDate = z.iso.date();
export const usageQuery = z.object({
  /** First day (UTC, inclusive); default: 29 days before `to`. */
  from: isoDate.optional(),
  /** Last day (UTC, inclusive); default: today. */
  to: isoDate.optional(),
  format: z.enum(['json', 'csv']).optional(),
  /** One key only; default: all of the caller's keys. */
  keyId: z.uuid().optional(),
});
export type UsageQuery = z.infer<typeof usageQuery>;

export const usageRow = z.object({
  day: isoDate,
  routeGroup: text(),
  count: z.number().int(),
  errors: z.number().int(),
  /** 95th percentile of the time to answer, in ms: the upper bound of the latency bucket holding it (within 25 %). */
  p95Ms: z.number().nullable(),
});
export type UsageRow = z.infer<typeof usageRow>;

export const usageReport = z.object({
  from: isoDate,
  to: isoDate,
  rows: z.array(usageRow),
  /** The current calendar month (UTC) across all of the caller's keys, against the plan's allowance. */
  month: z.object({
    month: text(),
    used: z.number().int(),
    allowance: z.number().int().nullable(),
    /** Key requests counted against the allowance this month, live (the shared counter every instance increments). */
    counted: z.number().int(),
    /** What is left of the allowance (null: no API access); 0 = key requests answer 429 until next month. */
    remaining: z.number().int().nullable(),
  }),
  /** The per-key rate limit of the caller's plan (null: no API access). */
  rateLimit: z.object({ policy: text(), quota: z.number().int(), windowSeconds: z.number().int() }).nullable(),
});
export type UsageReport = z.infer<typeof usageReport>;
