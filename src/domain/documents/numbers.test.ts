import { describe, expect, it } from 'vitest';
import { findAmounts, numberLanguageOf, parseNumberToken, tableScale } from './numbers.ts';

// Oracle: the plain arithmetic written next to each example (mantissa × scale), exact.
describe('amounts as documents write them', () => {
  const cases: [string, 'en' | 'it', number, string | null][] = [
    ['€ 1.2m', 'en', 1.2 * 1_000_000, 'EUR'],
    ['EUR 1,200,000', 'en', 1_200_000, 'EUR'],
    ['1,2 milioni di euro', 'it', 1.2 * 1_000_000, 'EUR'],
    ['4,2 mld', 'it', 4.2 * 1_000_000_000, null],
    ['3.5 bn', 'en', 3.5 * 1_000_000_000, null],
    ['€ 850k', 'en', 850 * 1_000, 'EUR'],
    ['1.234.567,89', 'it', 1_234_567 + 0.89, null],
    ['(120)', 'en', -120, null],
    ['€ 850.000', 'it', 850 * 1_000, 'EUR'],
    ['USD 3 million', 'en', 3 * 1_000_000, 'USD'],
    ['50 mila euro', 'it', 50 * 1_000, 'EUR'],
  ];
  it.each(cases)('%s (%s) → %d', (text, lang, value, currency) => {
    const found = findAmounts(text, lang);
    expect(found).toHaveLength(1);
    expect(found[0]!.value).toBeCloseTo(value, 6);
    expect(found[0]!.currency).toBe(currency);
  });

  it('reads one separator followed by three digits by the language: 1,200 is 1200 in English, 1.2 in Italian', () => {
    expect(parseNumberToken('1,200', 'en')).toBe(1200);
    expect(parseNumberToken('1,200', 'it')).toBe(1.2);
    expect(parseNumberToken('1.200', 'it')).toBe(1200);
    expect(parseNumberToken('1.200', 'en')).toBe(1.2);
    expect(parseNumberToken('1,234,567.89', 'it')).toBe(1_234_567.89);
  });

  it('refuses what is not a number', () => {
    for (const t of ['1,,2', '12,', 'abc', '1.23.4', '']) expect(parseNumberToken(t, 'en')).toBeNull();
  });

  it('does not read a lone "m" as millions without a currency (12 m could be metres), nor a percentage as money', () => {
    expect(findAmounts('a 12 m wall', 'en')[0]!.value).toBe(12);
    expect(findAmounts('a 12 m wall', 'en')[0]!.hasScale).toBe(false);
    expect(findAmounts('growth of 45%', 'en')[0]!.isPercent).toBe(true);
  });

  it('reads the scale of table headers', () => {
    const cases: [string, number, string | null][] = [
      ["(€ '000)", 1_000, 'EUR'],
      ['(in thousands)', 1_000, null],
      ['(migliaia di euro)', 1_000, 'EUR'],
      ['(€/000)', 1_000, 'EUR'],
      ['(milioni di euro)', 1_000_000, 'EUR'],
      ['(in millions of USD)', 1_000_000, 'USD'],
    ];
    for (const [h, multiplier, currency] of cases) expect(tableScale(h), h).toEqual({ multiplier, currency });
    expect(tableScale('Profit and loss 2025')).toBeNull();
  });
});

describe('numberLanguageOf', () => {
  // Oracle: the marks written in each text, counted by hand.
  it('reads Italian marks, English marks, and says nothing when they are few or mixed', () => {
    expect(numberLanguageOf('Ricavi 45.300 41.900\nUtile netto 2.150 1.870')).toBe('it');
    expect(numberLanguageOf('Margine 12,5% e 3,25 milioni')).toBe('it');
    expect(numberLanguageOf('Revenue 45,300 41,900\nNet income 2,150 1,870')).toBe('en');
    expect(numberLanguageOf('Revenue $1,234.5 and $2.75 per share')).toBe('en');
    expect(numberLanguageOf('Founded in 2019, 12 employees')).toBeNull();
    expect(numberLanguageOf('1.234 and 1,234')).toBeNull();
  });
});
