import { describe, expect, it } from 'vitest';
import { daysLeft, statutoryDeadline } from './deadline.ts';

// Oracle: the calendar, counted by hand (one month from receipt, clamped to the month's last day).
describe('statutoryDeadline', () => {
  const at = (iso: string) => statutoryDeadline(new Date(iso)).toISOString();
  it('is the same day of the next month, at its end', () => {
    expect(at('2026-11-25T08:00:00Z')).toBe('2026-12-25T23:59:59.999Z');
    expect(at('2026-12-15T23:00:00Z')).toBe('2027-01-15T23:59:59.999Z');
  });
  it("clamps to the next month's last day", () => {
    expect(at('2027-01-31T12:00:00Z')).toBe('2027-02-28T23:59:59.999Z');
    expect(at('2028-01-31T12:00:00Z')).toBe('2028-02-29T23:59:59.999Z'); // 2028 is a leap year
    expect(at('2026-03-31T00:00:00Z')).toBe('2026-04-30T23:59:59.999Z');
  });
  it('counts whole days left, negative when overdue', () => {
    const d = statutoryDeadline(new Date('2026-11-25T08:00:00Z'));
    expect(daysLeft(d, new Date('2026-11-25T08:00:00Z'))).toBe(30); // 30 days and 15h59m → 30
    expect(daysLeft(d, new Date('2026-12-26T12:00:00Z'))).toBe(-1); // 12 h late → floor(-0.5) = -1, one day overdue
  });
});
