import { describe, expect, it } from 'vitest';
import type { RoadmapItem, RoadmapPhase } from '../../../contract/realization.ts';
import { addDays, chartRange, diffDays, monthStarts, moveItem, pushDependants, resizeItem, setDates, slipDays } from './schedule.ts';

const item = (id: string, start: string, end: string, dependsOn: RoadmapItem['dependsOn'] = []): RoadmapItem => ({
  id,
  kind: 'task',
  title: id,
  start,
  end,
  dependsOn,
  status: 'not_started',
  evidence: [],
});
const plan = (...items: RoadmapItem[]): RoadmapPhase[] => [{ id: 'p', title: 'P', items }];
const dates = (phases: RoadmapPhase[]) => Object.fromEntries(phases[0]!.items.map((i) => [i.id, `${i.start}..${i.end}`]));

describe('calendar days (oracle: a wall calendar)', () => {
  it('adds across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(diffDays('2026-01-01', '2026-03-01')).toBe(59);
  });
});

describe('moving and resizing push dependants (hand-computed, end dates inclusive, FS + lag)', () => {
  // A 1–10 Mar, B after A with lag 2 → may start 13 Mar; C after B lag 0.
  const base = plan(
    item('A', '2026-03-01', '2026-03-10'),
    item('B', '2026-03-13', '2026-03-15', [{ id: 'A', lagDays: 2 }]),
    item('C', '2026-03-16', '2026-03-20', [{ id: 'B', lagDays: 0 }]),
    item('D', '2026-04-01', '2026-04-02'),
  );
  it('a valid plan does not move', () => {
    expect(dates(pushDependants(base))).toEqual(dates(base));
  });
  it('moving A by 3 days moves B and C by 3, not D', () => {
    expect(dates(moveItem(base, 'A', 3))).toEqual({
      A: '2026-03-04..2026-03-13',
      B: '2026-03-16..2026-03-18',
      C: '2026-03-19..2026-03-23',
      D: '2026-04-01..2026-04-02',
    });
  });
  it('moving A earlier leaves its dependants where they are (slack, not a pull)', () => {
    expect(dates(moveItem(base, 'A', -5)).B).toBe('2026-03-13..2026-03-15');
  });
  it('lengthening A by one day pushes B by one; an end before the start is clamped to the start', () => {
    expect(dates(resizeItem(base, 'A', 1)).B).toBe('2026-03-14..2026-03-16');
    expect(dates(resizeItem(base, 'D', -5)).D).toBe('2026-04-01..2026-04-01');
  });
  it('a join waits for its latest predecessor', () => {
    const join = plan(
      item('X', '2026-01-01', '2026-01-05'),
      item('Y', '2026-01-01', '2026-01-09'),
      item('Z', '2026-01-06', '2026-01-07', [
        { id: 'X', lagDays: 0 },
        { id: 'Y', lagDays: 1 },
      ]),
    );
    // Y ends 9 Jan, lag 1 → Z may start 11 Jan; a 2-day task ends 12 Jan.
    expect(dates(pushDependants(join)).Z).toBe('2026-01-11..2026-01-12');
  });
  it('a cycle stops after a bounded number of passes instead of looping', () => {
    const cycle = plan(
      item('A', '2026-01-01', '2026-01-01', [{ id: 'B', lagDays: 0 }]),
      item('B', '2026-01-02', '2026-01-02', [{ id: 'A', lagDays: 0 }]),
    );
    expect(() => pushDependants(cycle)).not.toThrow();
  });
  it('the date form sets both dates and clamps an end before the start', () => {
    expect(dates(setDates(base, 'D', '2026-05-10', '2026-05-01')).D).toBe('2026-05-10..2026-05-10');
  });
});

describe('chart range and slip', () => {
  it('spans the items with a day either side', () => {
    expect(chartRange([item('a', '2026-01-05', '2026-01-06'), item('b', '2026-01-02', '2026-01-03')])).toEqual({
      from: '2026-01-01',
      days: 7,
    });
    expect(chartRange([])).toBeNull();
  });
  it('slip is end against the baseline end, in days', () => {
    expect(slipDays(item('a', '2026-01-01', '2026-01-10'), [{ id: 'a', end: '2026-01-07' }])).toBe(3);
    expect(slipDays(item('a', '2026-01-01', '2026-01-10'), [])).toBeNull();
  });
});

describe('month ticks', () => {
  it('lists the first days inside the range, across a year end', () => {
    expect(monthStarts('2026-11-15', '2027-02-01')).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });
});
