import { z } from 'zod';
import { isCountryCode, REGION_FREE_TEXT_MAX } from '../domain/geo/index.ts';
import { PROJECT_STAGES, PROJECT_STATUSES } from '../domain/projects/index.ts';
import { TIERS } from '../domain/rbac/index.ts';

/**
 * NACE Rev. 2 / ATECO 2007 code: division "62", group "62.0", class "62.01", or ATECO's
 * subcategory "62.01.00". The server also checks the division exists.
 */
export const industryCode = z.string().trim().regex(/^\d{2}(\.\d{1,2}(\.\d{2})?)?$/, 'must be a NACE/ATECO code such as 62.01');

const money = z.number().finite().min(0).max(1e12);

/** The guide's creation inputs are required; everything else is optional. Unknown keys are refused. */
export const createProjectBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    industry: industryCode,
    targetMarket: z.string().trim().min(1).max(500),
    estimatedBudget: money,
    description: z.string().trim().max(5_000).optional(),
    country: z.string().trim().refine((code: string): boolean => isCountryCode(code), 'an ISO 3166-1 alpha-2 country code, e.g. IT').optional(),
    // A NUTS 2 code of the country's list where src/domain/geo has one (the service checks the pair), else free text.
    region: z.string().trim().min(1).max(REGION_FREE_TEXT_MAX).optional(),
    stage: z.enum(PROJECT_STAGES).optional(),
    fundingSought: money.optional(),
    currency: z.string().trim().regex(/^[A-Z]{3}$/, 'ISO 4217, e.g. EUR').optional(),
    horizonYears: z.number().int().min(1).max(30).optional(),
  })
  .strict();
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/**
 * PATCH: any subset of the fields. An optional field sent as null is cleared (an empty description
 * too); the required ones and the currency (which defaults to EUR) can be changed, not cleared.
 */
const base = createProjectBody.shape;
export const updateProjectBody = createProjectBody
  .partial()
  .extend({
    description: base.description.unwrap().nullable().optional(),
    country: base.country.unwrap().nullable().optional(),
    region: base.region.unwrap().nullable().optional(),
    stage: base.stage.unwrap().nullable().optional(),
    fundingSought: base.fundingSought.unwrap().nullable().optional(),
    horizonYears: base.horizonYears.unwrap().nullable().optional(),
  })
  .strict();
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

export const projectStatusBody = z.object({ status: z.enum(PROJECT_STATUSES) }).strict();

export const project = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  description: z.string().nullable(),
  industry: z.string(),
  industryLabel: z.object({ en: z.string(), it: z.string() }).nullable(),
  targetMarket: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  stage: z.enum(PROJECT_STAGES).nullable(),
  estimatedBudget: z.number(),
  fundingSought: z.number().nullable(),
  currency: z.string(),
  horizonYears: z.number().int().nullable(),
  isSample: z.boolean(),
  latestScore: z
    .object({ version: z.number().int(), total: z.number(), tier: z.string(), createdAt: z.iso.datetime() })
    .nullable()
    .describe("the CR score of the project's latest evaluation, null before the first"),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof project>;

export const PROJECT_SORTS = ['updated', 'created', 'title', 'budget'] as const;
export const projectListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  sort: z.enum(PROJECT_SORTS).default('updated'),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
});
/** The seed's array of { id, title, status }, with the other fields alongside. */
export const projectList = z.array(project);

export const projectIdParams = z.object({ id: z.uuid() });

export const projectUsage = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().describe('null = unlimited'),
  tier: z.enum(TIERS),
});
