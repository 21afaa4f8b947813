import { describe, expect, it } from 'vitest';
import { computeSchedule, NetworkError, reschedule, type NetworkItem } from './cpm.ts';

const item = (id: string, start: string, end: string, dependsOn: { id: string; lagDays: number }[] = []): NetworkItem => ({
  id,
  start,
  end,
  dependsOn,
});

describe('critical path method', () => {
  it('computes early/late dates and float on a network with parallel branches and a lag (hand computed)', () => {
    // Oracle, by hand (inclusive days, FS: successor starts the day after its predecessor ends, + lag):
    // A 1–5 Mar (5 d). B after A, 5 d → ES 6, EF 10. C after A lag 2, 3 d → ES 8, EF 10.
    // D after B and C, 2 d → ES 11, EF 12. Project finish 12 Mar.
    // Backward: D LF 12 LS 11; B LF 10 LS 6 float 0; C LF 10 LS 8 float 0 (the lag makes it critical too);
    // A LF = min(6−1, 8−1−2) = 5, float 0.
    const s = computeSchedule([
      item('A', '2027-03-01', '2027-03-05'),
      item('B', '2027-03-06', '2027-03-10', [{ id: 'A', lagDays: 0 }]),
      item('C', '2027-03-06', '2027-03-08', [{ id: 'A', lagDays: 2 }]),
      item('D', '2027-03-11', '2027-03-12', [
        { id: 'B', lagDays: 0 },
        { id: 'C', lagDays: 0 },
      ]),
    ]);
    const f = Object.fromEntries(s.facts.map((x) => [x.id, x]));
    expect(f.C).toEqual({
      id: 'C',
      earlyStart: '2027-03-08',
      earlyFinish: '2027-03-10',
      lateStart: '2027-03-08',
      lateFinish: '2027-03-10',
      floatDays: 0,
    });
    expect(f.D!.earlyFinish).toBe('2027-03-12');
    expect(s.finishOn).toBe('2027-03-12');
    expect(s.criticalPath).toEqual(['A', 'B', 'C', 'D']);
  });

  it('gives a short parallel branch its float (hand computed: 10 − 3 = 7 days)', () => {
    // A 1–10 Jan (10 d) and B 1–3 Jan (3 d) both precede C. C ES 11. B LF = 10, LS 8, ES 1 → float 7.
    const s = computeSchedule([
      item('A', '2027-01-01', '2027-01-10'),
      item('B', '2027-01-01', '2027-01-03'),
      item('C', '2027-01-11', '2027-01-12', [
        { id: 'A', lagDays: 0 },
        { id: 'B', lagDays: 0 },
      ]),
    ]);
    const b = s.facts.find((x) => x.id === 'B')!;
    expect(b.floatDays).toBe(7);
    expect(b.lateStart).toBe('2027-01-08');
    expect(s.criticalPath).toEqual(['A', 'C']);
  });

  it('pushes a successor whose planned start is too early (forward pass), with a negative lag allowing overlap', () => {
    // A 1–10 Jan; B 4 d, lag −3 → ES = 10 + 1 − 3 = 8 Jan, EF 11 Jan.
    const s = computeSchedule([item('A', '2027-01-01', '2027-01-10'), item('B', '2027-01-02', '2027-01-05', [{ id: 'A', lagDays: -3 }])]);
    expect(s.facts[1]).toMatchObject({ earlyStart: '2027-01-08', earlyFinish: '2027-01-11', floatDays: 0 });
  });

  it('refuses a cycle naming the items on it (and not the ones outside)', () => {
    const items = [
      item('X', '2027-01-01', '2027-01-02'),
      item('A', '2027-01-01', '2027-01-02', [{ id: 'C', lagDays: 0 }]),
      item('B', '2027-01-03', '2027-01-04', [{ id: 'A', lagDays: 0 }]),
      item('C', '2027-01-05', '2027-01-06', [{ id: 'B', lagDays: 0 }]),
    ];
    expect(() => computeSchedule(items)).toThrow(NetworkError);
    try {
      computeSchedule(items);
    } catch (e) {
      expect((e as NetworkError).kind).toBe('cycle');
      expect((e as NetworkError).itemIds.sort()).toEqual(['A', 'B', 'C']);
      expect((e as Error).message).toBe('Dependency cycle between: A, B, C');
    }
  });

  it('names only the items on the cycle, not those that hang below it (A ⇄ B, C after B: the cycle is A, B)', () => {
    const items = [
      item('A', '2027-01-01', '2027-01-02', [{ id: 'B', lagDays: 0 }]),
      item('B', '2027-01-03', '2027-01-04', [{ id: 'A', lagDays: 0 }]),
      item('C', '2027-01-05', '2027-01-06', [{ id: 'B', lagDays: 0 }]),
    ];
    let caught: unknown = null;
    try {
      computeSchedule(items);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(NetworkError);
    expect((caught as NetworkError).itemIds.sort()).toEqual(['A', 'B']);
  });

  it('refuses a dependency on an unknown item', () => {
    expect(() => computeSchedule([item('A', '2027-01-01', '2027-01-02', [{ id: 'ghost', lagDays: 0 }])])).toThrow(/does not exist: A/);
  });
});

describe('rescheduling', () => {
  it('moves dependants transitively by what their dependencies require, keeping durations', () => {
    // A 1–5 Jan moved to start 11 Jan → ends 15 Jan. B (lag 1, 3 d) must start ≥ 17 Jan → 17–19.
    // C after B (0 lag, 2 d) → 20–21. D is independent and stays.
    const out = reschedule(
      [
        item('A', '2027-01-01', '2027-01-05'),
        item('B', '2027-01-07', '2027-01-09', [{ id: 'A', lagDays: 1 }]),
        item('C', '2027-01-10', '2027-01-11', [{ id: 'B', lagDays: 0 }]),
        item('D', '2027-01-01', '2027-01-03'),
      ],
      'A',
      '2027-01-11',
    );
    expect(out.map((i) => [i.id, i.start, i.end])).toEqual([
      ['A', '2027-01-11', '2027-01-15'],
      ['B', '2027-01-17', '2027-01-19'],
      ['C', '2027-01-20', '2027-01-21'],
      ['D', '2027-01-01', '2027-01-03'],
    ]);
  });

  it('leaves a dependant with slack where it is', () => {
    // B starts 20 Jan; A moved to end 12 Jan: B needs ≥ 13 Jan, already later → unchanged.
    const out = reschedule(
      [item('A', '2027-01-01', '2027-01-05'), item('B', '2027-01-20', '2027-01-21', [{ id: 'A', lagDays: 0 }])],
      'A',
      '2027-01-08',
    );
    expect(out[1]).toMatchObject({ start: '2027-01-20', end: '2027-01-21' });
  });
});
