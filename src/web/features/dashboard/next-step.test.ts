import { describe, expect, it } from 'vitest';
import { cycleStates, nextStep } from './next-step.ts';

type Facts = Parameters<typeof nextStep>[0][number];
const p = (
  id: string,
  updatedAt: string,
  score: { total: number; createdAt: string } | null = null,
  archivedAt: string | null = null,
): Facts => ({
  id,
  title: `Project ${id}`,
  updatedAt,
  archivedAt,
  latestScore: score ? { version: 1, tier: 'B', ...score } : null,
});

describe('nextStep', () => {
  it('asks a user with no project to create one', () => {
    expect(nextStep([])).toEqual({ kind: 'createProject', to: '/projects/new', cycle: 'define' });
  });

  it('ignores archived projects: only archived ones still means create', () => {
    expect(nextStep([p('a', '2026-01-02T00:00:00Z', null, '2026-01-03T00:00:00Z')]).kind).toBe('createProject');
  });

  it('asks to evaluate the most recently updated project when none has a score', () => {
    const step = nextStep([p('old', '2026-01-01T00:00:00Z'), p('new', '2026-02-01T00:00:00Z')]);
    expect(step).toEqual({
      kind: 'runEvaluation',
      to: '/projects/new?tab=evaluation',
      cycle: 'score',
      project: { id: 'new', title: 'Project new', score: null },
    });
  });

  it('once any project has a score, asks for evidence on the most recently evaluated one (not the most recently edited)', () => {
    const step = nextStep([
      p('edited', '2026-03-01T00:00:00Z', { total: 40, createdAt: '2026-01-05T00:00:00Z' }),
      p('evaluated', '2026-02-01T00:00:00Z', { total: 55.5, createdAt: '2026-02-01T00:00:00Z' }),
      p('draft', '2026-04-01T00:00:00Z'),
    ]);
    expect(step).toEqual({
      kind: 'addEvidence',
      to: '/projects/evaluated?tab=documents',
      cycle: 'upload',
      project: { id: 'evaluated', title: 'Project evaluated', score: 55.5 },
    });
  });
});

describe('cycleStates', () => {
  it('marks only the first step current for a new user, everything else to do', () => {
    expect(cycleStates([])).toEqual({
      define: 'current',
      upload: 'todo',
      analysis: 'todo',
      score: 'todo',
      compliance: 'todo',
      report: 'todo',
      funding: 'todo',
    });
  });

  it('a project without evaluation: define done, score current', () => {
    expect(cycleStates([p('a', '2026-01-01T00:00:00Z')])).toEqual({
      define: 'done',
      upload: 'todo',
      analysis: 'todo',
      score: 'current',
      compliance: 'todo',
      report: 'todo',
      funding: 'todo',
    });
  });

  it('an evaluated project: define and score done, upload (evidence) current, exactly one current', () => {
    const states = cycleStates([p('a', '2026-01-01T00:00:00Z', { total: 50, createdAt: '2026-01-01T00:00:00Z' })]);
    expect(states).toEqual({
      define: 'done',
      upload: 'current',
      analysis: 'todo',
      score: 'done',
      compliance: 'todo',
      report: 'todo',
      funding: 'todo',
    });
    expect(Object.values(states).filter((s) => s === 'current')).toHaveLength(1);
  });
});
