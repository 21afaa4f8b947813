import { describe, expect, it } from 'vitest';
import { callAnswersSearch, deadlineAlertDue, emailDueAt, type AlertCall } from './alerts.ts';

/** Oracle: the rules as written in alerts.ts's comments, with dates checked on a calendar (2026-11-25 is a Wednesday). */
const call: AlertCall = {
  title: 'Bando Innovazione Digitale',
  description: 'Contributi a fondo perduto per la trasformazione digitale delle PMI lombarde',
  funder: 'Regione Lombardia',
  source: 'incentivi',
  aidForm: 'grant',
  regions: ['ITC4'],
  sectors: ['62', '63'],
  sizes: ['micro', 'small'],
  minAmount: 10_000,
  maxAmount: 100_000,
  opensAt: '2026-11-01',
  closesAt: '2026-12-31',
};

describe('callAnswersSearch', () => {
  const today = '2026-11-25';
  it('every word of q, accents and case ignored', () => {
    expect(callAnswersSearch({ q: 'digitale lombarde' }, call, today)).toBe(true);
    expect(callAnswersSearch({ q: 'digitale turismo' }, call, today)).toBe(false);
  });
  it('region and sector by prefix either way; an unrestricted call answers any region', () => {
    expect(callAnswersSearch({ region: 'ITC4' }, call, today)).toBe(true);
    expect(callAnswersSearch({ region: 'ITG1' }, call, today)).toBe(false);
    expect(callAnswersSearch({ region: 'ITG1' }, { ...call, regions: [] }, today)).toBe(true);
    expect(callAnswersSearch({ sector: '62.01' }, call, today)).toBe(true);
    expect(callAnswersSearch({ sector: '47' }, call, today)).toBe(false);
  });
  it('status, amounts, deadline, aid form, size, funder, source', () => {
    expect(callAnswersSearch({ status: 'open' }, call, today)).toBe(true);
    expect(callAnswersSearch({ status: 'upcoming' }, call, today)).toBe(false);
    expect(callAnswersSearch({ minAmount: 200_000 }, call, today)).toBe(false);
    expect(callAnswersSearch({ maxAmount: 5_000 }, call, today)).toBe(false);
    expect(callAnswersSearch({ deadlineBefore: '2026-12-01' }, call, today)).toBe(false);
    expect(callAnswersSearch({ aidForm: 'equity' }, call, today)).toBe(false);
    expect(callAnswersSearch({ size: 'large' }, call, today)).toBe(false);
    expect(callAnswersSearch({ funder: 'lombardia', source: 'incentivi', size: 'small' }, call, today)).toBe(true);
  });
});

describe('deadlineAlertDue', () => {
  it('7 days ahead down to 2, then the 1-day reminder through the last day', () => {
    expect(deadlineAlertDue('2026-12-31', '2026-12-23')).toBeNull();
    expect(deadlineAlertDue('2026-12-31', '2026-12-24')).toBe('deadline_7');
    expect(deadlineAlertDue('2026-12-31', '2026-12-29')).toBe('deadline_7');
    expect(deadlineAlertDue('2026-12-31', '2026-12-30')).toBe('deadline_1');
    expect(deadlineAlertDue('2026-12-31', '2026-12-31')).toBe('deadline_1');
    expect(deadlineAlertDue('2026-12-31', '2027-01-01')).toBeNull();
    expect(deadlineAlertDue(null, '2026-12-31')).toBeNull();
  });
});

describe('emailDueAt', () => {
  it('at once, next 07:00 UTC, next Monday 07:00 UTC', () => {
    const wed = new Date('2026-11-25T10:00:00Z');
    expect(emailDueAt('none', wed)).toEqual(wed);
    expect(emailDueAt('daily', wed).toISOString()).toBe('2026-11-26T07:00:00.000Z');
    expect(emailDueAt('daily', new Date('2026-11-25T06:00:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(emailDueAt('weekly', wed).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });
});
