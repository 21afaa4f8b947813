import { z } from 'zod';
import { text } from './safe-text.ts';
import { DEFAULT_STAGES } from '../domain/deal-flow/index.ts';
import { BAND_IDS, FUNNEL_STEPS, MAX_RANGE_MONTHS, MONTH_PATTERN, TIER_IDS, rangeLength } from '../domain/insights/index.ts';

/**
 * Insights (issue 15, ADR 0028): GET /api/insights/economy-tier and GET /api/insights/kpi. Each
 * answers by the caller's role: an investor's own visible deal flow, or (admin) the platform's,
 * in counts and amounts only.
 */
export const INSIGHT_SCOPES = ['investor', 'platform'] as const;

/** `stage`: a default stage's kind (every pipeline's stage of that kind) or one stage's id. */
export const economyTierQuery = z.object({ stage: z.union([z.enum(DEFAULT_STAGES), z.uuid()]).optional() });

const tally = { count: z.number().int(), total: z.number() };
export const economyTier = z.object({
  scope: z.enum(INSIGHT_SCOPES),
  currency: z.literal('EUR'),
  stage: text().nullable(),
  /** The stage filter's choices: default kinds (value = kind) and stages the investor added (value = id). */
  stages: z.array(z.object({ value: text(), kind: text().nullable(), name: text() })),
  cells: z.array(z.object({ band: z.enum(BAND_IDS), tier: z.enum(TIER_IDS), ...tally })),
  rows: z.array(z.object({ band: z.enum(BAND_IDS), ...tally })),
  columns: z.array(z.object({ tier: z.enum(TIER_IDS), ...tally })),
  total: z.object(tally),
  /** The investor's cards behind the matrix (empty for the platform scope: no one else's deals are named). */
  cards: z.array(
    z.object({
      id: z.uuid(),
      projectId: z.uuid(),
      projectTitle: text(),
      band: z.enum(BAND_IDS),
      tier: z.enum(TIER_IDS),
      ticket: z.number().nullable(),
      currency: text().nullable(),
      stageId: z.uuid(),
      stageName: text(),
      stageKind: text().nullable(),
    }),
  ),
});
export type EconomyTier = z.infer<typeof economyTier>;

const month = text().regex(MONTH_PATTERN, 'YYYY-MM');
/** A range of whole months (UTC), both ends included; by default the last 12 months. */
export const kpiQuery = z
  .object({ from: month.optional(), to: month.optional() })
  .refine((q) => !q.from || !q.to || rangeLength(q.from, q.to) >= 1, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || rangeLength(q.from, q.to) <= MAX_RANGE_MONTHS, {
    message: `at most ${MAX_RANGE_MONTHS} months`,
    path: ['to'],
  });

const stageRef = { stageId: z.uuid(), name: text(), kind: text().nullable() };
export const investorKpi = z.object({
  scope: z.literal('investor'),
  from: text(),
  to: text(),
  months: z.array(text()),
  /** Cards filed in the range (the cohort the conversion follows). */
  filed: z.number().int(),
  pipelines: z.array(
    z.object({
      id: z.uuid(),
      name: text(),
      funnel: z.array(z.object({ ...stageRef, reached: z.number().int(), converted: z.number().nullable() })),
      passed: z.number().int(),
      timeInStage: z.array(
        z.object({
          ...stageRef,
          cards: z.number().int(),
          open: z.number().int(),
          medianDays: z.number().nullable(),
          meanDays: z.number().nullable(),
        }),
      ),
    }),
  ),
  sources: z.object({ request: z.number().int(), grant: z.number().int(), showcase: z.number().int() }),
  monthly: z.array(
    z.object({
      month: text(),
      newCards: z.number().int(),
      request: z.number().int(),
      grant: z.number().int(),
      showcase: z.number().int(),
      invest: z.number().int(),
      pass: z.number().int(),
    }),
  ),
});
export const platformKpi = z.object({
  scope: z.literal('platform'),
  from: text(),
  to: text(),
  months: z.array(text()),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int(), converted: z.number().nullable() })),
  monthly: z.array(
    z.object({
      month: text(),
      ...(Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<(typeof FUNNEL_STEPS)[number], z.ZodNumber>),
    }),
  ),
});
export const kpi = z.discriminatedUnion('scope', [investorKpi, platformKpi]);
export type InvestorKpi = z.infer<typeof investorKpi>;
export type PlatformKpi = z.infer<typeof platformKpi>;
export type Kpi = z.infer<typeof kpi>;
