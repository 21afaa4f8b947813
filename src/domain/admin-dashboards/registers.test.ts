import { describe, expect, it } from 'vitest';
import { callBucket, extendedDeadline, requestState } from './index.ts';

// Oracle: GDPR art. 12(3) read as the EDPB and Regulation 1182/71 count months (same day of the month,
// else its last day), worked by hand on a calendar.
describe('GDPR request deadlines and states', () => {
  it('extends by two further months, clamping to the month end', () => {
    expect(extendedDeadline(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-04-30T23:59:59.999Z');
    expect(extendedDeadline(new Date('2026-11-30T10:00:00Z')).toISOString()).toBe('2027-02-28T23:59:59.999Z');
    expect(extendedDeadline(new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2026-06-15T23:59:59.999Z');
  });
  it('is done once answered, open within the month, overdue after it', () => {
    const received = new Date('2026-01-31T10:00:00Z'); // one month: 28 February 2026, end of day
    expect(requestState('completed', received, new Date('2026-06-01T00:00:00Z'))).toBe('done');
    expect(requestState('ready', received, new Date('2026-02-01T00:00:00Z'))).toBe('done');
    expect(requestState('pending', received, new Date('2026-02-28T23:00:00Z'))).toBe('open');
    expect(requestState('failed', received, new Date('2026-03-01T00:00:00Z'))).toBe('overdue');
  });
});

describe('call deadline buckets', () => {
  const c = (closesAt: string | null, closedBySource = false) => ({ closesAt, closedBySource, missingSince: null });
  it('splits closed, closing within 30 days and open', () => {
    const today = '2026-11-29';
    expect(callBucket(c('2026-11-28'), today)).toBe('closed');
    expect(callBucket(c('2026-11-29'), today)).toBe('closingSoon');
    expect(callBucket(c('2026-12-29'), today)).toBe('closingSoon'); // today + 30 days
    expect(callBucket(c('2026-12-30'), today)).toBe('open');
    expect(callBucket(c(null), today)).toBe('open');
    expect(callBucket(c('2027-01-01', true), today)).toBe('closed');
  });
});
