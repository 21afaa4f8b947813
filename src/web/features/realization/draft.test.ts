import { describe, expect, it } from 'vitest';
import type { RoadmapItem } from '../../../contract/realization.ts';
import { addItem, countIncluded, stepOf, toDraft, toPhases, updateItem } from './draft.ts';

const item = (id: string, origin: RoadmapItem['origin'], dependsOn: RoadmapItem['dependsOn'] = []): RoadmapItem => ({
  id,
  kind: 'milestone',
  title: id,
  start: '2026-01-01',
  end: '2026-01-31',
  dependsOn,
  status: 'not_started',
  evidence: [],
  origin,
});

describe('the wizard draft', () => {
  const draft = toDraft([
    {
      id: 'p1',
      title: 'Plan',
      items: [item('a', { kind: 'plan', ref: '2026' }), item('b', { kind: 'obligation', ref: 'o1' }, [{ id: 'a', lagDays: 0 }])],
    },
    { id: 'p2', title: 'Gaps', items: [item('c', { kind: 'compliance_gap' })] },
  ]);
  it('places items on the step of their origin', () => {
    expect(['a', 'b', 'c'].map((id) => stepOf(draft.flatMap((p) => p.items).find((i) => i.id === id)!))).toEqual([
      'plan',
      'obligations',
      'compliance',
    ]);
    expect(stepOf({ origin: { kind: 'manual' } })).toBe('review');
  });
  it('saves only included items, drops links to removed ones and empty phases', () => {
    const edited = updateItem(updateItem(draft, 'a', { included: false }), 'c', { included: false });
    expect(countIncluded(edited)).toBe(1);
    const saved = toPhases(edited);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.items.map((i) => [i.id, i.dependsOn])).toEqual([['b', []]]);
    expect('included' in saved[0]!.items[0]!).toBe(false);
  });
  it('adds a manual week-long task to a phase', () => {
    const added = addItem(draft, 'p2', 'Kick-off', '2026-03-02', 'new-1');
    const it2 = added[1]!.items[1]!;
    expect([it2.title, it2.start, it2.end, it2.origin?.kind]).toEqual(['Kick-off', '2026-03-02', '2026-03-08', 'manual']);
  });
});
