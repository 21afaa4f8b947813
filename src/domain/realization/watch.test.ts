import { describe, expect, it } from 'vitest';
import { kpiBreaches, nextReminder, targetProgress, watchKpiRequest } from './watch.ts';

describe('targetProgress', () => {
  it('measures the way from the baseline to the target, both directions, capped, null without data', () => {
    expect(targetProgress(120, 65, 20)).toBeCloseTo(0.45, 12); // (65 − 20) / (120 − 20)
    expect(targetProgress(60, 90, 100)).toBeCloseTo(0.25, 12); // a reduction: 10 of 40
    expect(targetProgress(50, 10, null)).toBeCloseTo(0.2, 12); // baseline 0
    expect(targetProgress(50, 80, null)).toBe(1);
    expect(targetProgress(50, -5, null)).toBe(0);
    expect(targetProgress(null, 5, null)).toBeNull();
    expect(targetProgress(5, null, null)).toBeNull();
    expect(targetProgress(5, 5, 5)).toBeNull();
  });
});

describe('KPI bounds', () => {
  it('flags values below min or above max; a missing value breaches nothing', () => {
    expect(kpiBreaches({ revenue: 40, jobs: 12, churn: null }, { revenue: { min: 50 }, jobs: { max: 10 }, churn: { max: 0.1 } })).toEqual([
      { kpi: 'revenue', value: 40, bound: 'min', threshold: 50 },
      { kpi: 'jobs', value: 12, bound: 'max', threshold: 10 },
    ]);
    expect(kpiBreaches({ revenue: 50 }, { revenue: { min: 50, max: 50 } })).toEqual([]);
  });

  it('reads a request today: latest and previous answers, days late of the first unanswered period', () => {
    const w = watchKpiRequest(
      {
        startOn: '2099-01-01',
        cadence: 'monthly',
        thresholds: { revenue: { min: 100 } },
        answers: [
          { periodStart: '2099-02-01', values: { revenue: 90 } },
          { periodStart: '2099-01-01', values: { revenue: 120 } },
        ],
      },
      '2099-04-20',
    );
    // March ends 31 March, due 15 April: on 20 April, 5 days late.
    expect(w).toEqual({
      latest: { periodStart: '2099-02-01', values: { revenue: 90 } },
      previous: { periodStart: '2099-01-01', values: { revenue: 120 } },
      lateDays: 5,
      latePeriodStart: '2099-03-01',
      breaches: [{ kpi: 'revenue', value: 90, bound: 'min', threshold: 100 }],
    });
    expect(watchKpiRequest({ startOn: '2099-01-01', cadence: 'quarterly', thresholds: {}, answers: [] }, '2099-04-15').lateDays).toBeNull();
  });
});

describe('nextReminder', () => {
  it('is the soonest of 30, 7 and 1 days before still ahead (today included)', () => {
    expect(nextReminder('2099-05-31', '2099-04-01')).toEqual({ on: '2099-05-01', offset: 30 });
    expect(nextReminder('2099-05-31', '2099-05-01')).toEqual({ on: '2099-05-01', offset: 30 });
    expect(nextReminder('2099-05-31', '2099-05-02')).toEqual({ on: '2099-05-24', offset: 7 });
    expect(nextReminder('2099-05-31', '2099-05-25')).toEqual({ on: '2099-05-30', offset: 1 });
    expect(nextReminder('2099-05-31', '2099-05-31')).toBeNull();
  });
});
