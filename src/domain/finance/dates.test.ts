import { describe, expect, it } from 'vitest';
import { dayNumber, yearFractions } from './dates.ts';

describe('dayNumber', () => {
  it('known day counts: 1970-01-01 is day 0, 2000-03-01 is day 11017 (Unix epoch days), exact', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11_017);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('leap years: 2024-02-29 exists, 2023-02-29 and 1900-02-29 do not, 2000-02-29 does', () => {
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2023-02-29')).toBeNull();
    expect(dayNumber('1900-02-29')).toBeNull();
    expect(dayNumber('2000-02-29')).not.toBeNull();
  });

  it('refuses malformed text', () => {
    for (const bad of ['2020-1-01', '2020-13-01', '2020-00-10', '2020-04-31', '20200101', '2020-01-01T00:00', '']) {
      expect(dayNumber(bad)).toBeNull();
    }
  });
});

describe('yearFractions', () => {
  it('actual days over 365 from the first date: 2008-01-01 → 2009-04-01 is 456 days (calendar count), exact', () => {
    const t = yearFractions(['2008-01-01', '2009-04-01']);
    expect(Array.from(t ?? [])).toEqual([0, 456 / 365]);
  });

  it('refuses a date before the first', () => {
    expect(yearFractions(['2020-01-02', '2020-01-01'])).toBeNull();
  });
});
