import { afterEach, describe, expect, it, vi } from 'vitest';
import { earliestDayIso, formatDate } from './format.ts';

describe('calendar days (due dates, deadlines) are the same day in every time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Oracle: the calendar day itself. A due date of 28 November is 28 November in New York and in Rome;
  // read as UTC midnight and shown in New York's time zone it would be the 27th.
  it('shows a YYYY-MM-DD day as that day west of Greenwich too', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date('2026-11-28').getDate()).toBe(27); // the zone is in force
    expect(formatDate('en', '2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate('it', '2026-11-28')).toBe('28 nov 2026');
  });

  it("shows an instant in the reader's own time zone", () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatDate('en', '2026-11-28T03:00:00.000Z')).toBe('27 Nov 2026');
  });

  // Oracle: the wall-clock day in each zone at that instant (UTC−5 and UTC+13), against the server's UTC day.
  it('offers as the earliest day the later of the local and the UTC today', () => {
    const instant = new Date('2027-03-10T14:30:00Z');
    vi.stubEnv('TZ', 'America/New_York'); // 09:30 on the 10th locally: the same day as UTC
    expect(earliestDayIso(instant)).toBe('2027-03-10');
    expect(earliestDayIso(new Date('2027-03-10T02:30:00Z'))).toBe('2027-03-10'); // the 9th locally, but the server's today is the 10th
    vi.stubEnv('TZ', 'Pacific/Auckland'); // 03:30 on the 11th locally, ahead of UTC
    expect(earliestDayIso(instant)).toBe('2027-03-11');
  });
});
