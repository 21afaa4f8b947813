import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Oracle: the calendar day itself. A due date of 28 November is 28 November in New York and in Rome;
  // read as UTC midnight and shown in New York's time zone it would be the 27th.
  it('shows a calendar day as that day west of Greenwich too', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatDate('en', '2026-11-28')).toBe('28 Nov 2026');
    expect(formatDate('it', '2026-11-28')).toBe('28 nov 2026');
  });

  it('shows an instant in the reader\'s own time zone', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatDate('en', '2026-11-28T03:00:00.000Z')).toBe('27 Nov 2026');
  });
});
