import { z } from 'zod';
import { text } from './safe-text.ts';
import { isCountryCode, REGION_FREE_TEXT_MAX } from '../domain/geo/index.ts';
import { APPLICANT_SIZES, LIFECYCLE_NEEDS, LIFECYCLE_STAGES, PROJECT_STAGES, PROJECT_STATUSES } from '../domain/projects/index.ts';
import { TIERS } from '../domain/rbac/index.ts';
import { projectAccess } from './workspaces.ts';

/**
 * NACE Rev. 2 / ATECO 2007 code: division "62", group "62.0", class "62.01", or ATECO's
 * subcategory "62.01.00". The server also checks the division exists.
 */
export const industryCode = text()
  .trim()
  .regex(/^\d{2}(\.\d{1,2}(\.\d{2})?)?$/, 'must be a NACE/ATECO code such as 62.01');

const money = z.number().finite().min(0).max(1e12);

/** The guide's creation inputs are required; everything else is optional. Unknown keys are refused. */
export const createProjectBody = z
  .object({
    title: text().trim().min(1).max(200),
    industry: industryCode,
    targetMarket: text().trim().min(1).max(500),
    estimatedBudget: money,
    description: text().trim().max(5_000).optional(),
    country: text()
      .trim()
      .refine((code: string): boolean => isCountryCode(code), 'an ISO 3166-1 alpha-2 country code, e.g. IT')
      .optional(),
    // A NUTS 2 code of the country's list where src/domain/geo has one (the service checks the pair), else free text.
    region: text().trim().min(1).max(REGION_FREE_TEXT_MAX).optional(),
    stage: z.enum(PROJECT_STAGES).optional(),
    applicantSize: z
      .enum(APPLICANT_SIZES)
      .optional()
      .describe("the applicant's EU size class (Recommendation 2003/361/EC); funding calls say which classes may apply"),
    fundingSought: money.optional(),
    currency: text()
      .trim()
      .regex(/^[A-Z]{3}$/, 'ISO 4217, e.g. EUR')
      .optional(),
    horizonYears: z.number().int().min(1).max(30).optional(),
    workspaceId: z
      .uuid()
      .optional()
      .describe("the workspace it goes in (the caller is its owner or editor); default: the caller's personal workspace"),
  })
  .strict();
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/**
 * PATCH: any subset of the fields. An optional field sent as null is cleared (an empty description
 * too); the required ones and the currency (which defaults to EUR) can be changed, not cleared.
 */
const base = createProjectBody.shape;
export const updateProjectBody = createProjectBody
  .omit({ workspaceId: true })
  .partial()
  .extend({
    description: base.description.unwrap().nullable().optional(),
    country: base.country.unwrap().nullable().optional(),
    region: base.region.unwrap().nullable().optional(),
    stage: base.stage.unwrap().nullable().optional(),
    applicantSize: base.applicantSize.unwrap().nullable().optional(),
    fundingSought: base.fundingSought.unwrap().nullable().optional(),
    horizonYears: base.horizonYears.unwrap().nullable().optional(),
  })
  .strict();
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

export const projectStatusBody = z.object({ status: z.enum(PROJECT_STATUSES) }).strict();

export const project = z.object({
  id: text(),
  title: text(),
  status: z.enum(PROJECT_STATUSES),
  description: text().nullable(),
  industry: text(),
  industryLabel: z.object({ en: text(), it: text() }).nullable(),
  targetMarket: text(),
  country: text().nullable(),
  region: text().nullable(),
  stage: z.enum(PROJECT_STAGES).nullable(),
  // Always sent (null = not recorded); optional in the type only so older fixtures of other features still type-check.
  applicantSize: z.enum(APPLICANT_SIZES).nullable().optional(),
  estimatedBudget: z.number(),
  fundingSought: z.number().nullable(),
  currency: text(),
  horizonYears: z.number().int().nullable(),
  isSample: z.boolean(),
  workspaceId: z.uuid(),
  access: projectAccess.describe('how the caller reaches the project and what they may do with it'),
  sharedWithMe: z.boolean().describe('true when the caller sees it only through a grant (shared from outside their workspaces)'),
  latestScore: z
    .object({ version: z.number().int(), total: z.number(), tier: text(), createdAt: z.iso.datetime() })
    .nullable()
    .describe("the CR score of the project's latest evaluation, null before the first"),
  lifecycle: z
    .object({
      stage: z.enum(LIFECYCLE_STAGES),
      next: z.object({ stage: z.enum(LIFECYCLE_STAGES), needs: z.array(z.enum(LIFECYCLE_NEEDS)).readonly() }).nullable(),
    })
    .describe(
      'where the project is on the way to funding, from its latest evaluation, and what the next stage needs (docs/methodology/lifecycle.md)',
    ),
  archivedAt: z.iso.datetime().nullable(),
  /**
   * Why the project cannot be edited although the caller's role could (issue 22): 'plan_limit' when its
   * workspace holds more projects than the plan allows (the oldest stay editable; nothing is deleted),
   * with `upgradeUrl` to the plan that lifts it; `team_seats`: the caller is a member (not owner) of a team workspace whose
   * plan lost its team seats — read access kept, the way back is Enterprise. Null when editable.
   */
  readOnlyReason: z.enum(['plan_limit', 'team_seats']).nullable().optional(),
  upgradeUrl: text().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof project>;

export const PROJECT_SORTS = ['updated', 'created', 'title', 'budget'] as const;
export const projectListQuery = z.object({
  search: text().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional().describe("the seed's status; screens filter by stage"),
  stage: z.enum(LIFECYCLE_STAGES).optional().describe('only projects at this lifecycle stage (docs/methodology/lifecycle.md)'),
  sort: z.enum(PROJECT_SORTS).default('updated'),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
  workspaceId: z
    .uuid()
    .optional()
    .describe("only this workspace's projects; default: every workspace of the caller and every project shared with them"),
  scope: z.enum(['mine', 'all']).default('mine').describe("'all' (admins only, audited): every project on the platform"),
});
/** GET /api/sample-projects: the platform's made-up sample projects, shown to visitors as samples (issue 27). */
export const sampleProject = z.object({
  title: text(),
  description: text().nullable(),
  industry: text(),
  country: text().nullable(),
  region: text().nullable(),
  currency: text(),
  estimatedBudget: z.number(),
  fundingSought: z.number().nullable(),
  score: z.object({ total: z.number(), tier: text() }).nullable(),
  stage: z.enum(LIFECYCLE_STAGES),
});
export type SampleProject = z.infer<typeof sampleProject>;
export const sampleProjectList = z.array(sampleProject);

/** The seed's array of { id, title, status }, with the other fields alongside. */
export const projectList = z.array(project);

export const projectIdParams = z.object({ id: z.uuid() });

export const projectUsageQuery = z.object({ workspaceId: z.uuid().optional().describe("default: the caller's personal workspace") });
/** The project limit counts the projects of one workspace, against the plan of its owner. */
export const projectUsage = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().describe('null = unlimited'),
  tier: z.enum(TIERS),
});
