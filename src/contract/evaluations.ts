import { z } from 'zod';
import { text } from './safe-text.ts';
import { EVALUATION_NOTE_MAX } from '../domain/evaluation/note.ts';
import { MAX_CORRELATIONS } from '../domain/evaluation/correlations.ts';
import { PLAN_DRIVERS, PLAN_YEAR_LIMITS } from '../domain/finance/plan-assumptions.ts';

export { EVALUATION_NOTE_MAX };

const finite = z.number().finite();

export const distribution = z.discriminatedUnion('type', [
  z.object({ type: z.literal('constant'), value: finite }),
  z.object({ type: z.literal('normal'), mean: finite, sd: finite.min(0) }),
  z.object({ type: z.literal('lognormal'), mu: finite, sigma: finite.min(0) }),
  z.object({ type: z.literal('triangular'), min: finite, mode: finite, max: finite }),
  z.object({ type: z.literal('pert'), min: finite, mode: finite, max: finite }),
  z.object({ type: z.literal('uniform'), min: finite, max: finite }),
]);

export const planDriver = z
  .object({ value: finite, dist: distribution.optional(), low: finite.optional(), high: finite.optional() })
  .strict();

/** src/domain/finance/plan-assumptions.ts: structure here; ranges and cross-field rules in validatePlan. */
export const planAssumptions = z
  .object({
    horizonYears: z.number().int().min(PLAN_YEAR_LIMITS.horizonYears[0]).max(PLAN_YEAR_LIMITS.horizonYears[1]),
    depreciationYears: z.number().int().min(PLAN_YEAR_LIMITS.depreciationYears[0]).max(PLAN_YEAR_LIMITS.depreciationYears[1]),
    debtTermYears: z.number().int().min(PLAN_YEAR_LIMITS.debtTermYears[0]).max(PLAN_YEAR_LIMITS.debtTermYears[1]),
    terminalValue: z.enum(['none', 'perpetuity-growth', 'exit-multiple']),
    drivers: z
      .object(Object.fromEntries(PLAN_DRIVERS.map((k) => [k, planDriver])) as Record<(typeof PLAN_DRIVERS)[number], typeof planDriver>)
      .strict(),
  })
  .strict();

export const COMPETITIVE_INTENSITIES = ['low', 'medium', 'high'] as const;
export const REVENUE_MODELS = ['recurring', 'repeat', 'transactional', 'one-off'] as const;
export const COMPLIANCE_ANSWERS = ['yes', 'partial', 'no'] as const;

/** Declared market data (any field may be left empty: it then counts as missing, never assumed). */
export const marketInput = z
  .object({
    tamEur: finite.min(0).max(1e15).nullable().optional(),
    competitorCount: z.number().int().min(0).max(100_000).nullable().optional(),
    competitiveIntensity: z.enum(COMPETITIVE_INTENSITIES).nullable().optional(),
    expectedGrowthRate: finite.min(-1).max(10).nullable().optional(),
  })
  .strict();

/**
 * One rank correlation between two uncertain drivers (issue 29, ADR 0059). Structure here; the rules
 * (ρ in [−1, 1], known drivers with a distribution, no pair twice, not a driver with itself) are the
 * domain's correlationIssues, answered as translated VALIDATION_FAILED fields.
 */
export const driverCorrelation = z
  .object({
    a: text().max(40).describe('a driver key (assumptions.drivers) that has a distribution'),
    b: text().max(40).describe('another such driver key'),
    rho: finite.describe("Spearman's rank correlation wanted between the two drivers' draws, from -1 to 1"),
  })
  .strict();
export type DriverCorrelationDto = z.infer<typeof driverCorrelation>;

/** The project's evaluation inputs as the workspace edits them (saved as a draft on the project). */
export const evaluationInputs = z
  .object({
    assumptions: planAssumptions,
    market: marketInput,
    revenueModel: z.enum(REVENUE_MODELS).nullable(),
    complianceAnswers: z.record(text().regex(/^[A-Z]{3}-\d{2}$/), z.enum(COMPLIANCE_ANSWERS)),
    correlations: z
      .array(driverCorrelation)
      .max(MAX_CORRELATIONS)
      .optional()
      .describe(
        'rank correlations between uncertain drivers (Iman–Conover); pairs not listed are independent; non-PSD → nearest, with a warning',
      ),
  })
  .strict();
export type EvaluationInputs = z.infer<typeof evaluationInputs>;

/** Where an evidenced sub-factor's support is read: the accepted figure and its cited page or cell (src/domain/scoring/evidence.ts). */
export const evidenceLink = z.object({
  documentId: z.uuid().nullable().describe('null once the source document was deleted; the figure keeps its citation'),
  figureId: z.uuid(),
  filename: text(),
  page: z.number().int().positive().optional(),
  sheet: text().optional(),
  cell: text().optional(),
});

/** The sub-factors the project's accepted figures evidence (flags go into the score; links say where). */
export const figureEvidence = z.object({
  flags: z.record(text(), z.literal(true)),
  links: z.record(text(), evidenceLink),
});
export type FigureEvidenceDto = z.infer<typeof figureEvidence>;

/** The saved inputs, or sensible defaults for the project's industry when none were saved yet. */
export const evaluationInputsResponse = evaluationInputs.extend({
  source: z.enum(['saved', 'industry-defaults']),
  savedAt: z.iso.datetime().nullable(),
  /** What the accepted document figures evidence: "Run" scores with these flags, and so does the preview. */
  evidence: figureEvidence.optional(),
  /**
   * Issue 13: the compliance hub's summary the next run will use (cr-v2), null when the project has
   * no compliance assessment (the run stays cr-v1). The preview passes it to the engine unchanged.
   */
  complianceHub: z
    .object({
      frameworks: z
        .array(
          z.object({
            id: text(),
            applicable: z.boolean(),
            weightedResult: z.number(),
            weightTotal: z.number(),
            evidencedWeight: z.number(),
          }),
        )
        .readonly(),
    })
    .nullable()
    .optional(),
});

/**
 * PUT …/evaluation-inputs: the inputs; a client that sends back what it read may include `evidence`,
 * which is read-only (it follows from accepted figures) and ignored.
 */
export const saveEvaluationInputsBody = evaluationInputs
  .extend({ evidence: figureEvidence.optional().describe('read-only: ignored') })
  .strict();

/** POST /api/projects/:id/documents/apply: accepted figures of the project into its draft inputs (a new saved draft, audited). */
export const applyFiguresBody = z.object({ figureIds: z.array(z.uuid()).min(1).max(100) }).strict();
export type ApplyFiguresBody = z.infer<typeof applyFiguresBody>;

export const APPLIED_FIELDS = ['market.tamEur', 'drivers.pricePerUnit', 'drivers.initialInvestment', 'fundingSought'] as const;
export const applyFiguresResponse = z.object({
  inputs: evaluationInputsResponse,
  fundingSought: z.number().nullable(),
  changes: z.array(z.object({ field: z.enum(APPLIED_FIELDS), figureId: z.uuid(), before: z.number().nullable(), after: z.number() })),
  skipped: z.array(z.object({ figureId: z.uuid(), reason: z.enum(['no-field', 'currency', 'no-units', 'superseded', 'part-of-year']) })),
});
export type ApplyFiguresResponse = z.infer<typeof applyFiguresResponse>;

export const MAX_ITERATIONS = 1_000_000;
export const SAMPLING_METHODS = ['random', 'lhs'] as const;
export const runEvaluationBody = z
  .object({
    iterations: z.number().int().min(1_000).max(MAX_ITERATIONS).default(10_000),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional()
      .describe(
        "the Monte Carlo seed; without it, the project's own (defaultEvaluationSeed, ADR 0012), the one the workspace previews with",
      ),
    /** Why this version is run ("why I changed the price"); stored with it, never changed after. */
    note: text().trim().max(EVALUATION_NOTE_MAX).optional(),
    sampling: z
      .enum(SAMPLING_METHODS)
      .optional()
      .describe(
        "'random' (plain Monte Carlo, the default) or 'lhs' (Latin Hypercube: each input stratified per block of 4,096 iterations)",
      ),
    convergence: z
      .object({
        tolerance: z.number().min(0.001).max(0.2).describe('relative half-width at 95 % confidence, e.g. 0.01 = 1 %'),
        maxIterations: z.number().int().min(10_000).max(MAX_ITERATIONS),
      })
      .strict()
      .optional()
      .describe('run until the NPV mean, P10 and P90 are within the tolerance (ADR 0050); `iterations` is then ignored'),
  })
  .strict();

/** One stored evaluation, as listed (history across evaluations: /metrics). */
export const evaluationSummary = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  methodologyVersion: text(),
  iterations: z.number().int(),
  seed: z.number().int(),
  score: z.object({ total: z.number(), tier: text(), confidence: z.number() }),
  npv: z.number(),
  irr: z.number().nullable(),
  paybackYears: z.number().nullable(),
  probabilityNpvNegative: z.number().nullable(),
  /** The note given with the run, or null. */
  note: text().nullable(),
});
export const evaluationList = z.array(evaluationSummary);

/** A stored evaluation in full: its inputs and the engine's outputs (shapes of src/domain/evaluation). */
export const evaluationDetail = evaluationSummary.extend({
  input: z.looseObject({}),
  result: z.looseObject({
    methodologyVersion: text(),
    plan: z.looseObject({}),
    simulation: z.looseObject({}).nullable(),
    tornado: z.looseObject({}).nullable(),
    scenarios: z.looseObject({}).nullable(),
    score: z.looseObject({}),
  }),
});

export const evaluationParams = z.object({ id: z.uuid(), version: z.coerce.number().int().min(1) });
