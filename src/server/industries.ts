import { defaultPlanAssumptions, findIndustry } from '../domain/industries/index.ts';

/**
 * A project's industry: a NACE Rev. 2 / ATECO 2007 code known to the catalogue (src/domain/industries).
 * Labels come from the code itself, or from its division when the class is not in the curated list.
 */
export function industryOf(code: string): { labels: { en: string; it: string } | null } | null {
  const found = findIndustry(code);
  return found ? { labels: found.labels } : null;
}

/** Starting business-plan assumptions for a project's industry and budget. */
export function defaultAssumptionsFor(industry: string, opts: { estimatedBudget: number; horizonYears?: number | null }) {
  const base = defaultPlanAssumptions(industry, { estimatedBudget: opts.estimatedBudget });
  return opts.horizonYears ? { ...base, horizonYears: opts.horizonYears } : base;
}
