/** What the dashboard needs of one project. */
export interface ProjectFact {
  readonly status: 'draft' | 'analyzing' | 'completed' | 'funded' | string;
  readonly industry: string;
  readonly country: string | null;
  readonly region: string | null;
  readonly currency: string;
  readonly estimatedBudget: number;
  readonly fundingSought: number | null;
  /** Its lifecycle stage (docs/methodology/lifecycle.md), when the caller computed it: the one vocabulary of every screen. */
  readonly stage?: LifecycleStage;
}

/** The latest evaluation of one project. */
export interface LatestEvaluationFact {
  readonly status: string;
  readonly score: number;
  readonly irr: number | null;
  readonly paybackYears: number | null;
  readonly probabilityNpvNegative: number | null;
}

import { fundingFigures, type FundingRequestFact } from '../funding/requests.ts';
import { LIFECYCLE_STAGES, type LifecycleStage } from '../projects/lifecycle.ts';

export type UnavailableReason =
  | 'no-projects'
  | 'no-evaluations'
  | 'not-computable'
  | 'no-funded-or-evaluated'
  | 'funding-not-available'
  | 'compliance-not-available'
  | 'no-funding-requests'
  | 'no-decided-requests';

export interface DashboardFigures {
  readonly totalProjects: number;
  readonly totalValue: readonly { currency: string; amount: number }[];
  readonly averageCrScore: number | null;
  readonly pipelineValue: readonly { currency: string; amount: number }[];
  readonly conversionRate: number | null;
  readonly averageIrr: number | null;
  readonly averagePaybackYears: number | null;
  readonly successProbability: number | null;
  readonly fundingRequested: number | null;
  readonly fundingSecured: number | null;
  readonly fundingSuccessRate: number | null;
  readonly averageEsgScore: number | null;
  readonly euTaxonomyCompliance: number | null;
  readonly regulatoryRiskLevel: 'low' | 'medium' | 'high' | null;
  readonly industryDistribution: readonly { industry: string; count: number }[];
  readonly geographicSpread: readonly { country: string | null; region: string | null; count: number }[];
  /** The seed's four statuses (kept for the API); screens show {@link stageCounts}. */
  readonly statusCounts: { draft: number; analyzing: number; completed: number; funded: number };
  /** Projects per lifecycle stage, the vocabulary of the project page, the list's filter and Analytics (issue 27). */
  readonly stageCounts: Record<LifecycleStage, number>;
  readonly unavailable: Readonly<Record<string, UnavailableReason>>;
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
const finite = (x: number | null): x is number => x !== null && Number.isFinite(x);

function sumByCurrency(items: readonly { currency: string; amount: number }[]) {
  const totals = new Map<string, number>();
  for (const i of items) totals.set(i.currency, (totals.get(i.currency) ?? 0) + i.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency));
}

function counted<K extends string>(keys: readonly K[]): Array<{ key: K; count: number }> {
  const m = new Map<K, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)));
}

/**
 * The seed's dashboard metrics from a user's projects and their latest evaluations:
 * totals per currency; averages over the projects that have the figure (IRR and payback only where
 * they exist); success probability = mean of 1 − P(NPV < 0); conversion = funded ÷ (evaluated or
 * funded). Funding figures come from the requests of the same projects when given (requested: amounts
 * of requests sent and not withdrawn; secured: funded amounts; success: approved or funded ÷ decided);
 * compliance figures need records that do not exist yet: null, with the reason.
 * @example computeDashboard([], []).unavailable.averageCrScore // 'no-projects'
 */
export function computeDashboard(
  projects: readonly ProjectFact[],
  latest: readonly LatestEvaluationFact[],
  requests?: readonly FundingRequestFact[],
): DashboardFigures {
  // Funding figures from the funding requests of the same projects (src/domain/funding/requests.ts),
  // when the caller passes them; without them the figures stay unavailable.
  const funding = requests ? fundingFigures(requests) : null;
  const noRequests: UnavailableReason = funding ? 'no-funding-requests' : 'funding-not-available';
  const unavailable: Record<string, UnavailableReason> = {
    ...(funding?.requested == null ? { fundingRequested: noRequests } : {}),
    ...(funding?.secured == null ? { fundingSecured: noRequests } : {}),
    ...(funding?.successRate == null ? { fundingSuccessRate: funding && funding.submitted > 0 ? 'no-decided-requests' : noRequests } : {}),
    averageEsgScore: 'compliance-not-available',
    euTaxonomyCompliance: 'compliance-not-available',
    regulatoryRiskLevel: 'compliance-not-available',
  };
  // No projects, no evaluations, or evaluations that exist but none of which yields the figure.
  const noData: UnavailableReason = projects.length === 0 ? 'no-projects' : latest.length === 0 ? 'no-evaluations' : 'not-computable';
  const averageCrScore = mean(latest.map((e) => e.score));
  const irrs = latest.map((e) => e.irr).filter(finite);
  const paybacks = latest.map((e) => e.paybackYears).filter(finite);
  const success = latest
    .map((e) => e.probabilityNpvNegative)
    .filter(finite)
    .map((p) => 1 - p);
  const funded = projects.filter((p) => p.status === 'funded').length;
  // Each evaluated project appears once in `latest`; funded projects never evaluated here count too.
  const evaluatedOrFunded = latest.length + funded - latest.filter((e) => e.status === 'funded').length;
  for (const [key, value] of Object.entries({
    averageCrScore,
    averageIrr: mean(irrs),
    averagePaybackYears: mean(paybacks),
    successProbability: mean(success),
  })) {
    if (value === null) unavailable[key] = noData;
  }
  if (evaluatedOrFunded === 0) unavailable.conversionRate = projects.length === 0 ? 'no-projects' : 'no-funded-or-evaluated';
  const statusCounts = { draft: 0, analyzing: 0, completed: 0, funded: 0 };
  for (const p of projects) if (p.status in statusCounts) statusCounts[p.status as keyof typeof statusCounts] += 1;
  const stageCounts = Object.fromEntries(LIFECYCLE_STAGES.map((s) => [s, 0])) as Record<LifecycleStage, number>;
  for (const p of projects) if (p.stage) stageCounts[p.stage] += 1;
  return {
    totalProjects: projects.length,
    totalValue: sumByCurrency(projects.map((p) => ({ currency: p.currency, amount: p.estimatedBudget }))),
    averageCrScore,
    pipelineValue: sumByCurrency(
      projects
        .filter((p) => p.status !== 'funded' && p.fundingSought !== null)
        .map((p) => ({ currency: p.currency, amount: p.fundingSought! })),
    ),
    conversionRate: evaluatedOrFunded === 0 ? null : funded / evaluatedOrFunded,
    averageIrr: mean(irrs),
    averagePaybackYears: mean(paybacks),
    successProbability: mean(success),
    fundingRequested: funding?.requested ?? null,
    fundingSecured: funding?.secured ?? null,
    fundingSuccessRate: funding?.successRate ?? null,
    averageEsgScore: null,
    euTaxonomyCompliance: null,
    regulatoryRiskLevel: null,
    industryDistribution: counted(projects.map((p) => p.industry.slice(0, 2))).map(({ key, count }) => ({ industry: key, count })),
    geographicSpread: counted(projects.map((p) => `${p.country ?? ''}|${p.region ?? ''}`)).map(({ key, count }) => {
      const [country, region] = key.split('|');
      return { country: country || null, region: region || null, count };
    }),
    statusCounts,
    stageCounts,
    unavailable,
  };
}
