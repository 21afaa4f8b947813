import { z } from 'zod';
import { text } from './safe-text.ts';

/** Provider health and auto-heal (issue 26, ADR 0053). */
export const PROVIDER_STATES = ['ok', 'degraded', 'down', 'not_configured'] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

export const providerHealth = z.object({
  /** `database`, `blobs`, `smtp`, `clamav`, `ai`, `payments`, `signing`, `funding:<source>`. */
  provider: text(),
  state: z.enum(PROVIDER_STATES),
  /** Milliseconds the probe took (measured even when it failed); null when nothing was attempted. */
  latencyMs: z.number().int().nullable(),
  checkedAt: z.iso.datetime(),
  /** In English (API clients, logs); the screen says `detailCode` with `detailParams` in the reader's language. */
  detail: text(),
  /** A stable code (`smtp.ok`, `funding.stale`, `error`…; `legacy` for checks recorded before codes). */
  detailCode: text(),
  detailParams: z.record(text(), z.union([text(), z.number()])),
  /** The instance (host:pid) that ran the probe; null for checks recorded before it was kept. */
  instance: text().nullable(),
});
export type ProviderHealth = z.infer<typeof providerHealth>;
export const providerHealthList = z.array(providerHealth);

export const providerHistoryQuery = z.object({ hours: z.coerce.number().int().min(1).max(168).default(24) });
export const providerHistory = z.array(providerHealth);

export const DETECTORS = [
  'stuck-jobs',
  'failed-analyses',
  'dead-webhooks',
  'undelivered-mail',
  'orphan-blobs',
  'missing-blobs',
  'expired-sessions',
  'expired-invitations',
  'audit-chain',
] as const;
export type Detector = (typeof DETECTORS)[number];

export const healItem = z.object({ id: text(), label: text(), action: text() });
export type HealItem = z.infer<typeof healItem>;

export const healRun = z.object({
  detector: z.enum(DETECTORS),
  dryRun: z.boolean(),
  trigger: z.enum(['admin', 'schedule']),
  found: z.number().int(),
  changed: z.number().int(),
  items: z.array(healItem),
  summary: text(),
  ranAt: z.iso.datetime(),
});
export type HealRun = z.infer<typeof healRun>;

export const detectorStatus = z.object({
  detector: z.enum(DETECTORS),
  /** What the detector finds now (counted when the list is asked for). */
  count: z.number().int(),
  /** False for report-only detectors (the audit chain): their "fix" changes nothing. */
  repairs: z.boolean(),
  auto: z.boolean(),
  lastRuns: z.array(healRun),
});
export type DetectorStatus = z.infer<typeof detectorStatus>;
export const detectorList = z.array(detectorStatus);

export const detectorParams = z.object({ detector: z.enum(DETECTORS) });
export const healRunBody = z.object({ dryRun: z.boolean() }).strict();
export const autoSettingBody = z.object({ auto: z.boolean() }).strict();
