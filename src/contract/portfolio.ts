import { z } from 'zod';
import { text } from './safe-text.ts';
import { CELL_ERRORS, HOLDING_STAGES, IMPORT_FIELDS } from '../domain/portfolio/index.ts';
import { REALIZATION_STATUSES, statusDetailSchema } from './realization.ts';

/** Portfolios (issue 15): private to their owner; every other caller gets 404 PORTFOLIO_NOT_FOUND. */
export const portfolioIdParams = z.object({ id: z.uuid() });
export const holdingParams = z.object({ id: z.uuid(), holdingId: z.uuid() });

export const createPortfolioBody = z
  .object({ name: text().trim().min(1).max(120), description: text().trim().max(1000).optional() })
  .strict();
export const updatePortfolioBody = z
  .object({ name: text().trim().min(1).max(120).optional(), description: text().trim().max(1000).nullable().optional() })
  .strict();

export const portfolioItem = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  holdings: z.number().int(),
  invested: z.number(),
  committed: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PortfolioItem = z.infer<typeof portfolioItem>;
export const portfolioList = z.array(portfolioItem);

export const holding = z.object({
  id: z.uuid(),
  source: z.enum(['project', 'import']),
  /** The linked project, null for an imported holding (or a project since deleted). */
  projectId: z.uuid().nullable(),
  /** Whether the owner still may see the linked project (its figures are read only then). */
  projectVisible: z.boolean(),
  name: text(),
  industryCode: text().nullable(),
  region: text().nullable(),
  invested: z.number(),
  committed: z.number().nullable(),
  investedOn: text().nullable(),
  stage: text().nullable(),
  crScore: z.number().nullable(),
  npv: z.number().nullable(),
  irr: z.number().nullable(),
  sourceRow: z.number().int().nullable(),
  /** Added (issue 23): the linked project's realization status and its reason, when it has a roadmap and is visible. */
  realization: z
    .object({ status: z.enum(REALIZATION_STATUSES), reason: text(), detail: statusDetailSchema })
    .nullable()
    .optional(),
});
export type Holding = z.infer<typeof holding>;
export const portfolioDetail = portfolioItem.extend({ holdingList: z.array(holding) });
export type PortfolioDetail = z.infer<typeof portfolioDetail>;

export const addHoldingBody = z
  .object({
    projectId: z.uuid(),
    amount: z.number().min(0).max(1e13).optional(),
    committed: z.number().min(0).max(1e13).optional(),
    date: z.iso.date().optional(),
  })
  .strict();

export const importField = z.enum(IMPORT_FIELDS);
export const columnMapping = z.partialRecord(importField, text().max(200).nullable());
export type ColumnMappingBody = z.infer<typeof columnMapping>;

/** One refused cell: spreadsheet row (header = 1), the user's header, the message in the caller's language. */
export const importError = z.object({
  row: z.number().int(),
  column: text(),
  message: text(),
  field: importField,
  code: z.enum(CELL_ERRORS),
});
export type ImportError = z.infer<typeof importError>;

/** 422 of POST /api/portfolios/:id/import: nothing was imported. */
export const importInvalid = z.object({ code: z.literal('IMPORT_INVALID'), message: text(), errors: z.array(importError) });
export const importResult = z.object({
  imported: z.number().int(),
  rows: z.number().int(),
  excluded: z.array(z.number().int()),
  runId: z.uuid(),
});

export const importPreview = z.object({
  filename: text(),
  format: z.enum(['csv', 'xlsx']),
  headers: z.array(text()),
  /** The mapping used: the one sent, else the remembered one for these headers, else guessed. */
  mapping: columnMapping,
  mappingSource: z.enum(['given', 'remembered', 'guessed']),
  rows: z.number().int(),
  /** The first 20 data rows, cells as text. */
  sample: z.array(z.object({ row: z.number().int(), cells: z.array(text()) })),
  errors: z.array(importError),
  badRows: z.array(z.number().int()),
  valid: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** JSON alternative to the multipart upload (API clients): the file's bytes in base64. */
export const importJsonBody = z
  .object({
    filename: text().min(1).max(255),
    contentBase64: text().max(14_000_000),
    mapping: columnMapping.optional(),
    exclude: z.array(z.number().int().min(2)).max(100_000).optional(),
  })
  .strict();
export const importQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

const band = z.object({ p10: z.number().nullable(), p50: z.number().nullable(), p90: z.number().nullable(), n: z.number().int() });
const share = z.object({ code: text(), share: z.number(), weight: z.number(), count: z.number().int() });
export const riskReason = z.enum(['shortRunway', 'crDrop', 'milestoneLate', 'lowCrScore', 'likelyLoss', 'negativeNpv', 'noScore']);
export const portfolioSummary = z.object({
  portfolioId: z.uuid(),
  name: text(),
  holdings: z.number().int(),
  invested: z.number(),
  committed: z.number(),
  avgCrScore: z.number().nullable(),
  crDistribution: z.array(z.object({ from: z.number(), to: z.number(), tier: text(), count: z.number().int() })),
  npv: band,
  irr: band,
  /** Shares of the amount invested (by count while nothing is invested); industry at NACE division level. */
  byIndustry: z.array(share),
  byRegion: z.array(share),
  /** Herfindahl–Hirschman index on shares 0..1 (×10,000 for the antitrust scale). */
  hhiIndustry: z.number().nullable(),
  hhiRegion: z.number().nullable(),
  riskiest: z.array(z.object({ id: z.uuid(), name: text(), crScore: z.number().nullable(), reasons: z.array(riskReason) })),
  alerts: z.array(
    z.object({
      holdingId: z.uuid(),
      name: text(),
      kind: z.enum(['runway', 'crDrop', 'milestoneLate', 'kpiLate', 'kpiThreshold']),
      value: z.number(),
      /** Added (issue 23, ADR 0047): a kpiThreshold alert's KPI, the bound it passed and the bound's value. */
      kpi: text().optional(),
      bound: z.enum(['min', 'max']).optional(),
      threshold: z.number().optional(),
    }),
  ),
  /**
   * Added (issue 23, ADR 0047): the latest answers to the KPI requests the owner made of linked projects they still
   * see, with the period before, when the next one is due and whether it is late.
   */
  kpis: z
    .array(
      z.object({
        holdingId: z.uuid(),
        projectId: z.uuid(),
        name: text(),
        requestId: z.uuid(),
        kpis: z.array(text()),
        latest: z.object({ periodStart: z.iso.date(), values: z.record(text(), z.number().nullable()) }).nullable(),
        previous: z.object({ periodStart: z.iso.date(), values: z.record(text(), z.number().nullable()) }).nullable(),
        nextDueOn: z.iso.date().nullable(),
        lateDays: z.number().int().nullable(),
        thresholds: z.record(text(), z.object({ min: z.number().nullable().optional(), max: z.number().nullable().optional() })),
      }),
    )
    .optional(),
  asOf: z.iso.date(),
});
export type PortfolioSummaryResponse = z.infer<typeof portfolioSummary>;

export { HOLDING_STAGES };
