import type { DashboardMetrics } from '../../../contract/stats.ts';
import type { Project } from '../../../contract/projects.ts';
import type { findIndustry } from '../../../domain/industries/index.ts';

/** A dashboard metric shown as one figure (the others are lists and counts). */
export type FigureKey =
  | 'totalProjects'
  | 'totalValue'
  | 'pipelineValue'
  | 'averageCrScore'
  | 'averageIrr'
  | 'averagePaybackYears'
  | 'successProbability'
  | 'conversionRate'
  | 'fundingRequested'
  | 'fundingSecured'
  | 'fundingSuccessRate'
  | 'averageEsgScore'
  | 'euTaxonomyCompliance'
  | 'regulatoryRiskLevel';

/** The seed's metrics in the four groups the dashboard shows. */
export const METRIC_GROUPS: ReadonlyArray<{ key: 'portfolio' | 'performance' | 'funding' | 'esg'; metrics: readonly FigureKey[] }> = [
  { key: 'portfolio', metrics: ['totalProjects', 'totalValue', 'pipelineValue'] },
  { key: 'performance', metrics: ['averageCrScore', 'averageIrr', 'averagePaybackYears', 'successProbability', 'conversionRate'] },
  { key: 'funding', metrics: ['fundingRequested', 'fundingSecured', 'fundingSuccessRate'] },
  { key: 'esg', metrics: ['averageEsgScore', 'euTaxonomyCompliance', 'regulatoryRiskLevel'] },
];

/** Why a figure is missing: the server's reason, or one the page derives for the figures the server always fills. */
export type EmptyReason = DashboardMetrics['unavailable'][string] | 'no-funding-sought';

/** Where the data a missing figure needs are created. */
export const REASON_ACTIONS: Record<EmptyReason, string> = {
  'no-projects': '/projects/new',
  'no-evaluations': '/projects',
  'not-computable': '/projects',
  'no-funded-or-evaluated': '/projects',
  'funding-not-available': '/funding-requests',
  'no-funding-requests': '/projects',
  'no-decided-requests': '/funding-requests',
  'compliance-not-available': '/compliance',
  'no-funding-sought': '/projects',
};

export type Figure =
  | { kind: 'count'; value: number }
  | { kind: 'money'; values: ReadonlyArray<{ currency: string; amount: number }> }
  | { kind: 'score'; value: number }
  | { kind: 'percent'; value: number }
  | { kind: 'years'; value: number }
  | { kind: 'eur'; value: number }
  | { kind: 'risk'; value: 'low' | 'medium' | 'high' };

/**
 * One figure of the dashboard, or why it is missing. A total over no projects, or a sum of no
 * amounts, is missing (never a 0 posing as a measurement); a null metric carries the server's reason.
 */
export function figureOf(d: DashboardMetrics, key: FigureKey): { figure: Figure } | { empty: EmptyReason } {
  const reason = (): EmptyReason => d.unavailable[key] ?? (d.totalProjects === 0 ? 'no-projects' : 'no-evaluations');
  switch (key) {
    case 'totalProjects':
      return d.totalProjects === 0 ? { empty: 'no-projects' } : { figure: { kind: 'count', value: d.totalProjects } };
    case 'totalValue':
      return d.totalValue.length === 0 ? { empty: 'no-projects' } : { figure: { kind: 'money', values: d.totalValue } };
    case 'pipelineValue':
      if (d.totalProjects === 0) return { empty: 'no-projects' };
      return d.pipelineValue.length === 0 ? { empty: 'no-funding-sought' } : { figure: { kind: 'money', values: d.pipelineValue } };
    case 'regulatoryRiskLevel':
      return d.regulatoryRiskLevel === null ? { empty: reason() } : { figure: { kind: 'risk', value: d.regulatoryRiskLevel } };
    default: {
      const value = d[key];
      if (value === null) return { empty: reason() };
      const kind =
        key === 'averageCrScore' || key === 'averageEsgScore'
          ? 'score'
          : key === 'averagePaybackYears'
            ? 'years'
            : key === 'fundingRequested' || key === 'fundingSecured'
              ? 'eur'
              : 'percent';
      return { figure: { kind, value } };
    }
  }
}

/** Reasons that, shared by a whole group, are explained once for the group rather than on every card. */
export const GROUP_REASONS: ReadonlySet<EmptyReason> = new Set([
  'no-projects',
  'no-evaluations',
  'funding-not-available',
  'compliance-not-available',
  'no-funding-requests',
]);

/**
 * The one reason every figure of a group is missing, when there is one and it reads well for the
 * whole group; null when any figure has a value or the reasons differ (each card then explains itself).
 */
export function groupEmptyReason(d: DashboardMetrics, metrics: readonly FigureKey[]): EmptyReason | null {
  const reasons = new Set<EmptyReason>();
  for (const key of metrics) {
    const shown = figureOf(d, key);
    if (!('empty' in shown)) return null;
    reasons.add(shown.empty);
  }
  const [only] = reasons;
  return reasons.size === 1 && only !== undefined && GROUP_REASONS.has(only) ? only : null;
}

/** The five most recently updated projects (the list is asked sorted by update; sorted again to be sure). */
export function recentProjects(projects: readonly Project[], n = 5): Project[] {
  return [...projects].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, n);
}

/** The industry catalogue, or the part of it the dashboard uses; fetched only when a distribution needs it. */
export type IndustryCatalogue = { findIndustry: typeof findIndustry };

/**
 * A NACE division's title in the interface language, or the bare code when the catalogue lacks it
 * or has not arrived yet.
 */
export function industryName(code: string, lng: string, catalogue: IndustryCatalogue | null): string {
  const found = catalogue?.findIndustry(code);
  return found ? found.labels[lng === 'it' ? 'it' : 'en'] : code;
}

/** A country's name in the interface language from its ISO code, or null when not given. */
export function countryName(code: string | null, lng: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([lng === 'it' ? 'it-IT' : 'en-GB'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
