import { describe, expect, it } from 'vitest';
import type { DashboardMetrics } from '../../../contract/stats.ts';
import type { Project } from '../../../contract/projects.ts';
import { OWNER_ACCESS } from '../../../contract/workspaces.ts';
import * as industries from '../../../domain/industries/index.ts';
import { countryName, figureOf, groupEmptyReason, industryName, recentProjects } from './view.ts';

const empty: DashboardMetrics = {
  totalProjects: 0,
  totalValue: [],
  averageCrScore: null,
  pipelineValue: [],
  conversionRate: null,
  averageIrr: null,
  averagePaybackYears: null,
  successProbability: null,
  fundingRequested: null,
  fundingSecured: null,
  fundingSuccessRate: null,
  averageEsgScore: null,
  euTaxonomyCompliance: null,
  regulatoryRiskLevel: null,
  industryDistribution: [],
  geographicSpread: [],
  statusCounts: { draft: 0, analyzing: 0, completed: 0, funded: 0 },
  stageCounts: { draft: 0, evaluated: 0, evidenced: 0, ready: 0, funded: 0 },
  unavailable: {
    averageCrScore: 'no-projects',
    averageIrr: 'no-projects',
    fundingSecured: 'funding-not-available',
    regulatoryRiskLevel: 'compliance-not-available',
  },
};

const project = (over: Partial<Project>): Project => ({
  id: 'p',
  title: 'P',
  status: 'draft',
  description: null,
  industry: '62.01',
  industryLabel: null,
  targetMarket: 'B2B',
  country: null,
  region: null,
  stage: null,
  estimatedBudget: 1,
  fundingSought: null,
  currency: 'EUR',
  horizonYears: null,
  isSample: false,
  workspaceId: 'w1',
  access: OWNER_ACCESS,
  sharedWithMe: false,
  latestScore: null,
  lifecycle: { stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } },
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('dashboard figures', () => {
  it('shows no zero for a user without projects: every figure is an explained absence', () => {
    for (const key of ['totalProjects', 'totalValue', 'pipelineValue'] as const)
      expect(figureOf(empty, key)).toEqual({ empty: 'no-projects' });
    expect(figureOf(empty, 'averageCrScore')).toEqual({ empty: 'no-projects' });
    expect(figureOf(empty, 'fundingSecured')).toEqual({ empty: 'funding-not-available' });
    expect(figureOf(empty, 'regulatoryRiskLevel')).toEqual({ empty: 'compliance-not-available' });
  });

  it('explains an empty pipeline when projects exist but none states the funding sought', () => {
    const d = {
      ...empty,
      totalProjects: 2,
      totalValue: [{ currency: 'EUR', amount: 5 }],
      unavailable: { averageIrr: 'not-computable' as const },
    };
    expect(figureOf(d, 'pipelineValue')).toEqual({ empty: 'no-funding-sought' });
    expect(figureOf(d, 'totalProjects')).toEqual({ figure: { kind: 'count', value: 2 } });
    expect(figureOf(d, 'averageIrr')).toEqual({ empty: 'not-computable' });
    // A null the server left without a reason still gets one, never a zero.
    expect(figureOf(d, 'averageCrScore')).toEqual({ empty: 'no-evaluations' });
  });

  it('gives each figure its kind: a conversion of 0 is a measured 0 %, shown as such', () => {
    const d = {
      ...empty,
      totalProjects: 1,
      averageCrScore: 61.25,
      averagePaybackYears: 3.5,
      conversionRate: 0,
      fundingSecured: 1200,
      regulatoryRiskLevel: 'low' as const,
      unavailable: {},
    };
    expect(figureOf(d, 'averageCrScore')).toEqual({ figure: { kind: 'score', value: 61.25 } });
    expect(figureOf(d, 'averagePaybackYears')).toEqual({ figure: { kind: 'years', value: 3.5 } });
    expect(figureOf(d, 'conversionRate')).toEqual({ figure: { kind: 'percent', value: 0 } });
    expect(figureOf(d, 'fundingSecured')).toEqual({ figure: { kind: 'eur', value: 1200 } });
    expect(figureOf(d, 'regulatoryRiskLevel')).toEqual({ figure: { kind: 'risk', value: 'low' } });
  });
});

describe('recent projects', () => {
  const ps = Array.from({ length: 7 }, (_, i) => project({ id: `p${i}`, updatedAt: `2026-01-0${i + 1}T00:00:00.000Z` }));

  it('keeps the five most recently updated, newest first', () => {
    expect(recentProjects(ps).map((p) => p.id)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
  });
});

describe('names', () => {
  it('names a NACE division in the interface language', () => {
    expect(industryName('62', 'en', industries)).toBe('Computer programming, consultancy and related activities');
    expect(industryName('62', 'it', industries)).toMatch(/software/i);
    expect(industryName('99x', 'en', industries)).toBe('99x');
  });

  it('names a country from its ISO code, or null when not given', () => {
    expect(countryName('IT', 'en')).toBe('Italy');
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName(null, 'en')).toBeNull();
  });
});

describe('groupEmptyReason', () => {
  it('explains a group once when every figure misses for the same reason', () => {
    expect(groupEmptyReason(empty, ['totalProjects', 'totalValue', 'pipelineValue'])).toBe('no-projects');
    expect(groupEmptyReason(empty, ['fundingSecured'])).toBe('funding-not-available');
  });

  it('lets each card explain itself when one figure has a value or the reasons differ', () => {
    const one: DashboardMetrics = {
      ...empty,
      totalProjects: 1,
      totalValue: [{ currency: 'EUR', amount: 5 }],
      unavailable: { averageCrScore: 'no-evaluations', conversionRate: 'no-funded-or-evaluated' },
    };
    // totalProjects has a value.
    expect(groupEmptyReason(one, ['totalProjects', 'totalValue', 'pipelineValue'])).toBeNull();
    // No evaluations for the score, but the conversion rate misses for another reason.
    expect(groupEmptyReason(one, ['averageCrScore', 'conversionRate'])).toBeNull();
    // A reason that does not read well for a whole group is never collapsed.
    expect(groupEmptyReason({ ...one, unavailable: { conversionRate: 'no-funded-or-evaluated' } }, ['conversionRate'])).toBeNull();
  });
});
