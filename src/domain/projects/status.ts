/** Project status (seed section 3). */
export const PROJECT_STATUSES = ['draft', 'analyzing', 'completed', 'funded'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The allowed transitions (the seed leaves them unspecified; docs/decisions/0007-projects.md):
 * draft → analyzing (an evaluation starts) or funded (the founder obtained funding, ready or not);
 * analyzing → completed (it finished and the lifecycle is ready, docs/methodology/lifecycle.md) or
 * back to draft (not ready, or abandoned); completed → analyzing (re-evaluation) or funded; funded is final.
 */
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  draft: ['analyzing', 'funded'],
  analyzing: ['completed', 'draft'],
  completed: ['analyzing', 'funded'],
  funded: [],
};

/** True when a project may move from `from` to `to`. */
export function canTransition(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** Where a project is in its life, as the guide's stages of maturity (screens brief, step 1). */
export const PROJECT_STAGES = ['idea', 'validation', 'early_revenue', 'growth', 'expansion'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/**
 * The applicant's EU size class (Commission Recommendation 2003/361/EC): micro < 10 staff and turnover
 * or balance sheet ≤ €2m; small < 50 and ≤ €10m; medium < 250 and turnover ≤ €50m or balance sheet
 * ≤ €43m; large above. Funding calls state which classes may apply (src/domain/funding/match.ts).
 */
export const APPLICANT_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export type ApplicantSize = (typeof APPLICANT_SIZES)[number];
