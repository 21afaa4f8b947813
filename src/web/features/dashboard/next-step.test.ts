import { describe, expect, it } from 'vitest';
import type { ProjectProgress } from '../../../contract/guide.ts';
import { cycleLinks, cycleStates, nextStep } from './next-step.ts';

const ALL = ['define', 'upload', 'analysis', 'score', 'compliance', 'report', 'funding'] as const;
const progress = (
  id: string,
  current: ProjectProgress['current'],
  action: ProjectProgress['next']['action'],
  count: number | null = null,
): ProjectProgress => {
  const at = current === null ? ALL.length : ALL.indexOf(current);
  return {
    projectId: id,
    title: `Project ${id}`,
    updatedAt: '2026-11-01T00:00:00.000Z',
    steps: Object.fromEntries(ALL.map((s, i) => [s, i < at ? 'done' : 'todo'])) as ProjectProgress['steps'],
    current,
    next: { step: current, action, count },
  };
};

describe('the next step from the server guide', () => {
  it('asks a user with no project of their own to create one, define being "you are here"', () => {
    expect(nextStep([])).toEqual({ kind: 'createProject', to: '/projects/new', cycle: 'define' });
    expect(cycleStates([]).define).toBe('current');
    expect(cycleLinks([])).toBeUndefined();
  });

  it('names the exact action for the newest project with work left, linking where it is done', () => {
    const done = progress('a', null, 'complete');
    const open = progress('b', 'analysis', 'apply_figures', 2);
    expect(nextStep([done, open])).toEqual({
      kind: 'action',
      action: 'apply_figures',
      count: 2,
      to: '/projects/b?tab=documents',
      cycle: 'analysis',
      project: { id: 'b', title: 'Project b' },
    });
    expect(cycleStates([done, open])).toEqual({
      define: 'done',
      upload: 'done',
      analysis: 'current',
      score: 'todo',
      compliance: 'todo',
      report: 'todo',
      funding: 'todo',
    });
    expect(cycleLinks([open])?.funding).toBe('/funding-wizard/b');
  });

  it('with every project through all seven steps, the newest one is complete and nothing is current', () => {
    const step = nextStep([progress('a', null, 'complete')]);
    expect(step).toMatchObject({ kind: 'action', action: 'complete', to: '/projects/a' });
    expect(Object.values(cycleStates([progress('a', null, 'complete')]))).toEqual(Array(7).fill('done'));
  });
});
