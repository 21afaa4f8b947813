import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { OWNER_ACCESS } from '../../../contract/workspaces.ts';
import type { ScoreHistoryPoint } from '../../../contract/stats.ts';
import { scoreDistribution, scoreTrend, statusFunnel } from './data.ts';
import { pickProject } from './pick.ts';

const project = (id: string, score: number | null, updatedAt = '2026-01-01T00:00:00.000Z'): Project => ({
  id,
  title: `T-${id}`,
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
  latestScore: score === null ? null : { version: 1, total: score, tier: 'developing', createdAt: updatedAt },
  lifecycle:
    score === null
      ? { stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } }
      : { stage: 'evaluated', next: { stage: 'evidenced', needs: ['evidence'] } },
  archivedAt: null,
  createdAt: updatedAt,
  updatedAt,
});

const point = (projectId: string, version: number, createdAt: string, score: number): ScoreHistoryPoint => ({
  projectId,
  version,
  createdAt,
  score,
  tier: 'x',
  npv: 0,
  irr: null,
  paybackYears: null,
  probabilityNpvNegative: null,
});

describe('score distribution', () => {
  it('is null without any score, not ten empty bands', () => {
    expect(scoreDistribution([project('a', null)])).toBeNull();
  });

  it('puts each latest score in its band of 10, 100 in the last', () => {
    const bands = scoreDistribution([project('a', 9.99), project('b', 10), project('c', 59.5), project('d', 100), project('e', null)])!;
    expect(bands.map((b) => b.count)).toEqual([1, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(bands[9]).toMatchObject({ from: 90, to: 100 });
  });
});

describe('score trend', () => {
  it('groups by project, oldest first, most recently evaluated project first, archived (unlisted) projects left out', () => {
    const history = [
      point('a', 1, '2026-01-01T00:00:00Z', 40),
      point('b', 1, '2026-01-02T00:00:00Z', 50),
      point('a', 2, '2026-01-03T00:00:00Z', 45),
      point('gone', 1, '2026-01-04T00:00:00Z', 90),
    ];
    const trend = scoreTrend(history, [project('a', 45), project('b', 50)])!;
    expect(trend.map((s) => s.projectId)).toEqual(['a', 'b']);
    expect(trend[0]!.points.map((p) => [p.version, p.score])).toEqual([
      [1, 40],
      [2, 45],
    ]);
    expect(trend[0]!.title).toBe('T-a');
  });

  it('is null with no evaluation of a listed project', () => {
    expect(scoreTrend([], [project('a', null)])).toBeNull();
    expect(scoreTrend([point('gone', 1, '2026-01-01T00:00:00Z', 1)], [project('a', null)])).toBeNull();
  });
});

describe('stage funnel', () => {
  it('counts each lifecycle stage and how many are at or beyond it (sums done by hand: 3+1+2+4+1, 1+2+4+1, 2+4+1, 4+1, 1)', () => {
    expect(statusFunnel({ draft: 3, evaluated: 1, evidenced: 2, ready: 4, funded: 1 })).toEqual([
      { stage: 'draft', count: 3, reached: 11 },
      { stage: 'evaluated', count: 1, reached: 8 },
      { stage: 'evidenced', count: 2, reached: 7 },
      { stage: 'ready', count: 4, reached: 5 },
      { stage: 'funded', count: 1, reached: 1 },
    ]);
  });
});

describe('the project /metrics shows', () => {
  const ps = [project('old-scored', 50, '2026-01-01T00:00:00Z'), project('new-unscored', null, '2026-02-01T00:00:00Z')];
  it('is the requested one when the user has it', () => {
    expect(pickProject(ps, 'new-unscored')?.id).toBe('new-unscored');
  });
  it('else the most recent project with an evaluation, else the most recent', () => {
    expect(pickProject(ps, 'not-mine')?.id).toBe('old-scored');
    expect(pickProject([ps[1]!], null)?.id).toBe('new-unscored');
    expect(pickProject([], null)).toBeNull();
  });
});
