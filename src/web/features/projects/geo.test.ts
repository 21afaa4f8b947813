import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, filterOptions, fold, regionOptions, regionText } from './geo.ts';

describe('country and region options', () => {
  it('names countries in the interface language (CLDR names through Intl)', () => {
    expect(countryName('IT', 'en')).toBe('Italy');
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName('GR', 'it')).toBe('Grecia');
    expect(countryName('DE', 'it')).toBe('Germania');
    expect(countryName('Lombardy', 'en')).toBe('Lombardy'); // not a code: shown as stored
  });

  it('offers all 249 countries sorted by name in each language', () => {
    const en = countryOptions('en');
    expect(en).toHaveLength(249);
    expect(en.findIndex((o) => o.value === 'AF')).toBe(0); // Afghanistan
    const it = countryOptions('it');
    // Italian order: Albania before Algeria before Andorra; "Åland" sorts with A.
    const order = ['AL', 'DZ', 'AD'].map((code) => it.findIndex((o) => o.value === code));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('finds by name, accent-blind, by English alias for Italian regions, and by code', () => {
    const en = countryOptions('en');
    expect(filterOptions(en, 'ital')[0]?.value).toBe('IT');
    expect(filterOptions(en, 'IT')[0]?.value).toBe('IT'); // the exact code first
    expect(filterOptions(countryOptions('it'), 'citta del vaticano').map((o) => o.value)).toEqual(['VA']); // "Città del Vaticano"
    const italy = regionOptions('IT')!;
    expect(italy).toHaveLength(21);
    expect(filterOptions(italy, 'lombardy').map((o) => o.value)).toEqual(['ITC4']);
    expect(filterOptions(italy, 'ITH1').map((o) => o.value)).toEqual(['ITH1']);
    expect(filterOptions(italy, 'bozen').map((o) => o.value)).toEqual(['ITH1']);
    expect(filterOptions(regionOptions('GR')!, 'kriti').map((o) => o.value)).toEqual(['EL43']);
    expect(filterOptions(regionOptions('GR')!, 'Κρήτη').map((o) => o.value)).toEqual(['EL43']);
    expect(filterOptions(italy, '')).toHaveLength(21);
    expect(filterOptions(italy, 'zzz')).toEqual([]);
  });

  it('has no list for a country outside the EU-27, and shows a stored free-text region as it is', () => {
    expect(regionOptions('CH')).toBeNull();
    expect(regionOptions('')).toBeNull();
    expect(regionText('IT', 'ITC4')).toBe('Lombardia (ITC4)');
    expect(regionText('GR', 'EL30')).toBe('Attiki / Αττική (EL30)');
    expect(regionText('IT', 'Lombardy')).toBe('Lombardy');
    expect(fold('Île-de-France')).toBe('ile-de-france');
  });
});
