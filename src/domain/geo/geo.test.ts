import { describe, expect, it } from 'vitest';
import { checkLocation, COUNTRY_CODES, findRegion, isCountryCode, NUTS2, NUTS_PREFIX, regionsOf } from './index.ts';
import type { CountryCode } from './index.ts';

describe('ISO 3166-1 alpha-2 list', () => {
  it('has the 249 officially assigned codes, two capital letters each, unique and sorted', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
  });

  it('invents no code: the Unicode CLDR (through Intl) names every one', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });

  it('refuses the reserved and user-assigned codes a form might send', () => {
    for (const code of ['EL', 'UK', 'EU', 'XK', 'ZZ', 'it', 'ITA', '']) expect(isCountryCode(code), code).toBe(false);
  });
});

describe('NUTS 2 (2024) lists', () => {
  const EU27 = [
    'AT',
    'BE',
    'BG',
    'CY',
    'CZ',
    'DE',
    'DK',
    'EE',
    'ES',
    'FI',
    'FR',
    'GR',
    'HR',
    'HU',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SE',
    'SI',
    'SK',
  ];
  const entries = Object.entries(NUTS2) as [CountryCode, NonNullable<(typeof NUTS2)[CountryCode]>][];

  it('covers the 27 member states and no other country', () => {
    expect(entries.map(([c]) => c).sort()).toEqual(EU27);
    expect(Object.keys(NUTS_PREFIX).sort()).toEqual(EU27);
  });

  it('has 244 regions, the count Eurostat gives for NUTS 2024 level 2 (Extra-Regio units left out)', () => {
    expect(entries.reduce((n, [, list]) => n + list.length, 0)).toBe(244);
  });

  it('writes every code as the country NUTS prefix and two letters or digits, unique, never Extra-Regio', () => {
    const seen = new Set<string>();
    for (const [country, list] of entries) {
      const prefix = NUTS_PREFIX[country]!;
      for (const region of list) {
        expect(region.code, `${country} ${region.code}`).toMatch(/^[A-Z]{2}[A-Z0-9]{2}$/);
        expect(region.code.slice(0, 2), region.code).toBe(prefix);
        expect(region.code.endsWith('ZZ'), region.code).toBe(false);
        expect(seen.has(region.code), region.code).toBe(false);
        seen.add(region.code);
        expect(region.name.trim(), region.code).toBe(region.name);
        expect(region.name.length, region.code).toBeGreaterThan(1);
      }
    }
  });

  it('writes Greece as EL, as NUTS does (ISO GR)', () => {
    expect(NUTS_PREFIX.GR).toBe('EL');
    expect(findRegion('GR', 'EL30')?.latin).toBe('Attiki');
  });

  it('lists the 21 Italian regions and autonomous provinces', () => {
    // Hand list: ISTAT / Eurostat NUTS 2 for Italy (unchanged from NUTS 2021 to 2024).
    expect(
      regionsOf('IT')!
        .map((r) => r.code)
        .sort(),
    ).toEqual([
      'ITC1',
      'ITC2',
      'ITC3',
      'ITC4',
      'ITF1',
      'ITF2',
      'ITF3',
      'ITF4',
      'ITF5',
      'ITF6',
      'ITG1',
      'ITG2',
      'ITH1',
      'ITH2',
      'ITH3',
      'ITH4',
      'ITH5',
      'ITI1',
      'ITI2',
      'ITI3',
      'ITI4',
    ]);
    expect(findRegion('IT', 'ITC4')?.name).toBe('Lombardia');
    expect(findRegion('IT', 'ITI4')?.name).toBe('Lazio');
  });

  it('writes names in Greek and Cyrillic script with their Latin form beside them', () => {
    for (const country of ['GR', 'BG', 'CY'] as const) {
      for (const region of regionsOf(country)!) expect(region.latin, region.code).toMatch(/^[\p{Script=Latin}\s,.'-]+$/u);
    }
  });
});

describe('checkLocation', () => {
  it('accepts a known country with a region of its list, or free text where there is no list', () => {
    expect(checkLocation('IT', 'ITC4')).toBeNull();
    expect(checkLocation('US', 'California')).toBeNull();
    expect(checkLocation('CH', 'Ticino')).toBeNull();
    expect(checkLocation(null, null)).toBeNull();
    expect(checkLocation('FR', undefined)).toBeNull();
  });
  it('refuses an unknown country, a region of another country or of no list, and a region without a country', () => {
    expect(checkLocation('XX', null)).toEqual({ field: 'country', code: 'unknown_country' });
    expect(checkLocation('IT', 'FR10')).toEqual({ field: 'region', code: 'unknown_region' });
    expect(checkLocation('IT', 'Lombardy')).toEqual({ field: 'region', code: 'unknown_region' });
    expect(checkLocation('GR', 'GR30')).toEqual({ field: 'region', code: 'unknown_region' });
    expect(checkLocation(null, 'ITC4')).toEqual({ field: 'region', code: 'region_without_country' });
  });
});
