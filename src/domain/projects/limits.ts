import { projectLimit, type Tier } from '../rbac/tiers.ts';

/**
 * Whether one more project fits the tier (seed section 9: Free and Single Project 1, Professional 5,
 * Business 20, Enterprise unlimited). `existing` counts every project the user holds, archived ones
 * included: archiving keeps a project, deleting frees its place.
 */
export function canCreateProject(tier: Tier, existing: number): boolean {
  const limit = projectLimit(tier);
  return limit === null || existing < limit;
}
