import { describe, expect, it } from 'vitest';
import { draftRoadmap } from './draft.ts';
import { forecastAtCompletion, kpiPeriodOf, nextKpiPeriod, realizationStatus, reminderDue, type TrackedItem } from './tracking.ts';

const it0 = (over: Partial<TrackedItem>): TrackedItem => ({
  id: 'A',
  title: 'A',
  kind: 'task',
  start: '2027-01-01',
  end: '2027-01-31',
  status: 'in_progress',
  ...over,
});

describe('forecast at completion (EAC = AC + (BAC − EV) / CPI)', () => {
  it('matches the hand computation of docs/methodology/realization.md', () => {
    // BAC 150 000; A 50 % of 100 000 → EV 50 000; AC 80 000 → CPI 0.625; EAC = 80 000 + 100 000 / 0.625 = 240 000.
    const f = forecastAtCompletion([
      it0({ id: 'A', budgetCents: 100_000, actualCents: 80_000, percent: 50 }),
      it0({ id: 'B', budgetCents: 50_000, status: 'not_started' }),
    ]);
    expect(f).toEqual({ budgetCents: 150_000, actualCents: 80_000, earnedCents: 50_000, cpi: 0.625, estimateAtCompletionCents: 240_000 });
  });
  it('falls back to AC + (BAC − EV) without a CPI (nothing earned yet)', () => {
    // AC 10 000, EV 0 → EAC = 10 000 + 100 000 = 110 000.
    expect(forecastAtCompletion([it0({ budgetCents: 100_000, actualCents: 10_000 })]).estimateAtCompletionCents).toBe(110_000);
  });
  it('counts a done item as 100 % whatever its percent says', () => {
    // EV = 100 000 = AC → CPI 1; EAC = 100 000.
    expect(forecastAtCompletion([it0({ status: 'done', percent: 20, budgetCents: 100_000, actualCents: 100_000 })]).cpi).toBe(1);
  });
});

describe('slippage rules', () => {
  const today = '2027-01-20';
  it('late when an item is past its end and not done, naming it', () => {
    const s = realizationStatus([it0({ id: 'X', title: 'Permits', end: '2027-01-19' })], today);
    expect(s).toMatchObject({ status: 'late', itemIds: ['X'] });
    expect(s.reason).toContain('Permits');
  });
  it('late beyond 10 % over budget; at risk within it (boundary: exactly 10 % is at risk)', () => {
    expect(realizationStatus([it0({ budgetCents: 1000, actualCents: 1101 })], today).status).toBe('late');
    expect(realizationStatus([it0({ budgetCents: 1000, actualCents: 1100 })], today).status).toBe('at_risk');
    expect(realizationStatus([it0({ budgetCents: 1000, actualCents: 1000 })], today).status).toBe('on_track');
  });
  it('at risk when not started with its end within 7 days; completed; not started', () => {
    expect(realizationStatus([it0({ status: 'not_started', end: '2027-01-27' })], today).status).toBe('at_risk');
    expect(realizationStatus([it0({ status: 'not_started', end: '2027-01-28' })], today).status).toBe('on_track');
    expect(realizationStatus([it0({ status: 'done', end: '2027-01-01' })], today).status).toBe('completed');
    expect(realizationStatus([it0({ status: 'not_started', start: '2027-03-01', end: '2027-04-01' })], today).status).toBe('not_started');
  });
});

describe('reminders 30/7/1', () => {
  it('sends each offset on its day, once, and skips the ones missed', () => {
    expect(reminderDue('2027-05-31', '2027-04-30', [])).toEqual({ send: null, skip: [] }); // 31 days left
    expect(reminderDue('2027-05-31', '2027-05-01', [])).toEqual({ send: 30, skip: [] });
    expect(reminderDue('2027-05-31', '2027-05-02', [30])).toEqual({ send: null, skip: [] });
    expect(reminderDue('2027-05-31', '2027-05-24', [30])).toEqual({ send: 7, skip: [] });
    expect(reminderDue('2027-05-31', '2027-05-30', [])).toEqual({ send: 1, skip: [30, 7] }); // job down for a month
    expect(reminderDue('2027-05-31', '2027-05-31', [])).toEqual({ send: null, skip: [] });
  });
});

describe('KPI periods', () => {
  it('months and quarters, due 15 days after their end (hand computed, leap year)', () => {
    expect(kpiPeriodOf('2028-02-10', 'monthly')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29', dueOn: '2028-03-15' });
    expect(kpiPeriodOf('2027-11-05', 'quarterly')).toEqual({ periodStart: '2027-10-01', periodEnd: '2027-12-31', dueOn: '2028-01-15' });
    expect(nextKpiPeriod('2027-12-01', 'monthly', ['2027-12-01']).periodStart).toBe('2028-01-01');
  });
});

describe('draft roadmap', () => {
  it('chains the template phases, and every item names its origin', () => {
    const d = draftRoadmap({
      startOn: '2027-01-01',
      industry: '62.01',
      plan: { horizonYears: 2, initialInvestmentEur: 1234.5 },
      obligations: [{ id: 'o1', kind: 'report', title: 'Report', dueOn: '2027-06-30', indicator: null, targetValue: null }],
      complianceTasks: [{ id: 't1', title: 'DPIA', dueOn: '2027-02-01' }],
    });
    expect(d.templateId).toBe('software');
    const items = d.phases.flatMap((p) => p.items);
    expect(items.every((i) => i.origin.kind)).toBe(true);
    // Software template: 45 days from 1 Jan → ends 14 Feb; the next phase starts 15 Feb after it.
    expect(items.find((i) => i.id === 'tpl-1')).toMatchObject({ start: '2027-01-01', end: '2027-02-14' });
    expect(items.find((i) => i.id === 'tpl-2')).toMatchObject({ start: '2027-02-15', dependsOn: [{ id: 'tpl-1', lagDays: 0 }] });
    expect(items.find((i) => i.id === 'plan-capex')).toMatchObject({ budgetCents: 123_450, origin: { kind: 'plan' } });
    expect(items.filter((i) => i.id.startsWith('plan-year-'))).toHaveLength(2);
    expect(items.find((i) => i.id === 'gap-t1')).toMatchObject({ end: '2027-02-01', origin: { kind: 'compliance_gap', ref: 't1' } });
    expect(items.find((i) => i.id === 'obl-o1')).toMatchObject({ evidenceRequired: true, origin: { kind: 'obligation', ref: 'o1' } });
  });
});
