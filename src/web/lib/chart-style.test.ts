import { describe, expect, it } from 'vitest';
import { formatTick, niceAxis, niceStep, niceTicks, tickFormatter } from './chart-style.ts';
import { formatCurrency, formatNumber, unbreakable } from './format.ts';

// Expected strings written by hand from CLDR's compact short forms (en: k, m, bn; it: K, Mln, Mld;
// Italian puts the euro after the number with a no-break space). U+2212 is the minus sign, U+2060
// the word joiner that keeps it on the line of the '€' that follows.
const M = '\u2212';
const WJ = '\u2060';
const NBSP = '\u00a0';

describe('formatTick: compact, rounded, in the interface language', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [2_300, '2.3k'],
    [250_000, '250k'],
    [1_500_000, '1.5m'],
    [2_300_000, '2.3m'],
    [-20_000, `${M}20k`],
    [1_784_598, '1.78m'],
    [2_000_000_000, '2bn'],
  ])('en: %d → %s', (value, expected) => expect(formatTick('en', value)).toBe(expected));

  it.each([
    [0, '0'],
    [2_300, '2,3K'],
    [250_000, '250K'],
    [2_300_000, `2,3${NBSP}Mln`],
    [-1_500_000, `${M}1,5${NBSP}Mln`],
    [2_000_000_000, `2${NBSP}Mld`],
  ])('it: %d → %s', (value, expected) => expect(formatTick('it', value)).toBe(expected));

  it('with a currency: the euro where each language writes it, the minus unbreakable', () => {
    expect(formatTick('en', -1_784_598, 'EUR')).toBe(`${M}${WJ}€1.78m`);
    expect(formatTick('en', 3_000_000, 'EUR')).toBe('€3m');
    expect(formatTick('it', -1_784_598, 'EUR')).toBe(`${M}1,78${NBSP}Mln${NBSP}€`);
    expect(formatTick('it', 500_000, 'EUR')).toBe(`500K${NBSP}€`);
    expect(tickFormatter('it', 'EUR')(-2_000_000)).toBe(`${M}2${NBSP}Mln${NBSP}€`);
  });

  it('an unknown language reads as English, and −0 as 0', () => {
    expect(formatTick('de', 1_500_000)).toBe('1.5m');
    expect(formatTick('en', -0)).toBe('0');
  });
});

describe('unbreakable', () => {
  it('keeps a negative amount on one line', () => {
    expect(unbreakable('-€1,784,598')).toBe(`${M}${WJ}€1,784,598`);
    expect(unbreakable('-1.784.598 €')).toBe(`${M}1.784.598${NBSP}€`);
    expect(unbreakable('€12')).toBe('€12');
  });
  it('is what formatCurrency and formatNumber give', () => {
    expect(formatCurrency('en', -1_784_598)).toBe(`${M}${WJ}€1,784,598`);
    expect(formatCurrency('it', -1_784_598)).toBe(`${M}1.784.598${NBSP}€`);
    expect(formatNumber('it', -2.5)).toBe(`${M}2,5`);
  });
});

describe('niceTicks: round values in 1-2-5 steps', () => {
  it('steps are 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(4_094_598)).toBe(1_000_000); // 818,920 per interval → 1 × 10^6
    expect(niceStep(97)).toBe(20); // 19.4 → 2 × 10
    expect(niceStep(0.6)).toBe(0.2);
    expect(niceStep(15_000)).toBe(5_000); // 3,000 → 5 × 10^3
    expect(niceStep(0)).toBe(1);
  });

  it('covers the range, crossing zero on a tick', () => {
    expect(niceTicks(-1_784_598, 2_310_000)).toEqual([-2_000_000, -1_000_000, 0, 1_000_000, 2_000_000, 3_000_000]);
    expect(niceTicks(0, 97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0.1, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(-20_000, -5_000)).toEqual([-20_000, -15_000, -10_000, -5_000]);
    expect(niceTicks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('niceAxis includes zero and gives the domain of its ticks', () => {
    expect(niceAxis([120_000, 480_000, 310_000])).toEqual({
      ticks: [0, 100_000, 200_000, 300_000, 400_000, 500_000],
      domain: [0, 500_000],
      interval: 0,
    });
    expect(niceAxis([])).toEqual({ ticks: [0, 1], domain: [0, 1], interval: 0 });
  });
});
