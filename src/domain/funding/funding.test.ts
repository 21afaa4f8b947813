import { describe, expect, it } from 'vitest';
import { NUTS2 } from '../geo/index.ts';
import {
  addDays,
  callStatus,
  ITALIAN_REGIONS,
  multiValue,
  parseAmount,
  parseDate,
  parseDelimited,
  parseJsonWithNaN,
  regionMatches,
  regionName,
  sectorMatches,
  toNuts,
} from './index.ts';

describe('callStatus (closing = open and closing within 7 days, both ends included)', () => {
  const today = '2026-03-10';
  it('reads the boundaries by hand-counted calendar days', () => {
    expect(callStatus({ opensAt: '2026-01-01', closesAt: '2026-03-10' }, today)).toBe('closing'); // closes today
    expect(callStatus({ opensAt: '2026-01-01', closesAt: '2026-03-17' }, today)).toBe('closing'); // exactly 7 days
    expect(callStatus({ opensAt: '2026-01-01', closesAt: '2026-03-18' }, today)).toBe('open'); // 8 days
    expect(callStatus({ opensAt: '2026-01-01', closesAt: '2026-03-09' }, today)).toBe('closed'); // yesterday
    expect(callStatus({ opensAt: '2026-03-11', closesAt: '2026-06-01' }, today)).toBe('upcoming'); // opens tomorrow
    expect(callStatus({ opensAt: '2026-03-10', closesAt: null }, today)).toBe('open'); // opens today, until funds run out
    expect(callStatus({ opensAt: null, closesAt: null, closedBySource: true }, today)).toBe('closed');
  });
  it('adds days across month and leap-year ends', () => {
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});

describe('regions to NUTS 2', () => {
  it('maps the source names, Trentino-Alto Adige to both provinces, and all regions to IT', () => {
    expect(toNuts(['Lombardia', "Valle d'Aosta/Vallée d'Aoste"]).codes).toEqual(['ITC2', 'ITC4']);
    expect(toNuts(['Trentino-Alto Adige/Südtirol']).codes).toEqual(['ITH1', 'ITH2']);
    const all = [
      'Piemonte',
      "Valle d'Aosta",
      'Liguria',
      'Lombardia',
      'Trentino-Alto Adige',
      'Veneto',
      'Friuli-Venezia Giulia',
      'Emilia-Romagna',
      'Toscana',
      'Umbria',
      'Marche',
      'Lazio',
      'Abruzzo',
      'Molise',
      'Campania',
      'Puglia',
      'Basilicata',
      'Calabria',
      'Sicilia',
      'Sardegna',
    ];
    expect(toNuts(all).codes).toEqual(['IT']);
    expect(toNuts(['Estero']).unknown).toEqual(['Estero']);
  });
  it("uses the geo table's codes and names (one list): every Italian NUTS 2 region, by its official name", () => {
    expect(ITALIAN_REGIONS.map(([code, name]) => ({ code, name }))).toEqual(NUTS2.IT!.map((r) => ({ code: r.code, name: r.name })));
    expect(regionName('ITC2')).toBe("Valle d'Aosta/Vallée d'Aoste");
    expect(regionName('IT')).toBe('Italia');
    expect(regionName('FR10')).toBeNull();
  });
  it('matches a place: IT covers every Italian region, no regions cover all', () => {
    expect(regionMatches(['IT'], 'ITC4')).toBe(true);
    expect(regionMatches([], 'ITG1')).toBe(true);
    expect(regionMatches(['ITG1'], 'ITC4')).toBe(false);
  });
});

describe('ATECO filters', () => {
  it('matches by prefix either way and by section letter', () => {
    expect(sectorMatches(['62.01'], '62')).toBe(true);
    expect(sectorMatches(['62'], '62.01.00')).toBe(true);
    expect(sectorMatches(['01.16'], 'A')).toBe(true);
    expect(sectorMatches(['01.16'], 'J')).toBe(false);
    expect(sectorMatches([], '10')).toBe(true);
  });
});

describe('text formats', () => {
  it('turns bare NaN into null but leaves "NaN" inside strings', () => {
    expect(parseJsonWithNaN('[{"a": NaN, "b": "NaN", "c": "x\\"NaN"}]')).toEqual([{ a: null, b: 'NaN', c: 'x"NaN' }]);
  });
  it('reads JSON-encoded lists inside strings and ;-separated text', () => {
    expect(multiValue('["Lazio","Molise"]')).toEqual(['Lazio', 'Molise']);
    expect(multiValue('a; b')).toEqual(['a', 'b']);
    expect(multiValue('')).toEqual([]);
  });
  it('reads Italian amounts and dates', () => {
    expect(parseAmount('68196721,31')).toBe(68196721.31);
    expect(parseAmount('1.234.567,89')).toBe(1234567.89);
    expect(parseAmount('47479.88')).toBe(47479.88);
    expect(parseAmount('N/A')).toBeNull();
    expect(parseDate('10/02/2023')).toBe('2023-02-10');
    expect(parseDate('2025-12-31T00:00:00')).toBe('2025-12-31');
    expect(parseDate('31/02/2023')).toBeNull();
  });
  it('parses quoted fields with delimiters, doubled quotes and newlines', () => {
    expect(parseDelimited('\uFEFFa;b\n"x;1";"say ""hi""\nthere"\n', ';')).toEqual([
      ['a', 'b'],
      ['x;1', 'say "hi"\nthere'],
    ]);
  });
});
