import { describe, expect, it } from 'vitest';
import { findIndustry, INDUSTRY_CATALOGUE, isValidIndustryCode } from './catalogue.ts';
import { SECTION_CODES } from './types.ts';

const byLevel = (level: string) => INDUSTRY_CATALOGUE.filter((e) => e.level === level);

/** Official NACE Rev. 2 structure: section → division ranges (Eurostat, Regulation (EC) 1893/2006, Annex I). */
const SECTION_RANGES: readonly (readonly [string, number, number])[] = [
  ['A', 1, 3],
  ['B', 5, 9],
  ['C', 10, 33],
  ['D', 35, 35],
  ['E', 36, 39],
  ['F', 41, 43],
  ['G', 45, 47],
  ['H', 49, 53],
  ['I', 55, 56],
  ['J', 58, 63],
  ['K', 64, 66],
  ['L', 68, 68],
  ['M', 69, 75],
  ['N', 77, 82],
  ['O', 84, 84],
  ['P', 85, 85],
  ['Q', 86, 88],
  ['R', 90, 93],
  ['S', 94, 96],
  ['T', 97, 98],
  ['U', 99, 99],
];

describe('catalogue structure', () => {
  it('has exactly the 21 sections A–U, in order', () => {
    expect(byLevel('section').map((e) => e.code)).toEqual([...SECTION_CODES]);
  });

  it('has exactly 88 divisions, each under the section of the official structure', () => {
    const divisions = byLevel('division');
    expect(divisions).toHaveLength(88);
    for (const d of divisions) {
      const n = Number(d.code);
      const range = SECTION_RANGES.find(([, from, to]) => n >= from && n <= to);
      expect(range, d.code).toBeDefined();
      expect(d.section, d.code).toBe(range![0]);
    }
    expect(SECTION_RANGES.reduce((sum, [, from, to]) => sum + to - from + 1, 0)).toBe(88);
  });

  it('spot-checks divisions against NACE Rev. 2: 62 → J, 35 → D, 86 → Q, 01 → A, 47 → G', () => {
    expect(findIndustry('62')?.section).toBe('J');
    expect(findIndustry('35')?.section).toBe('D');
    expect(findIndustry('86')?.section).toBe('Q');
    expect(findIndustry('01')?.section).toBe('A');
    expect(findIndustry('47')?.section).toBe('G');
  });

  it('has at least 150 classes, in well-formed codes whose division exists, spread over most sections', () => {
    const classes = byLevel('class');
    expect(classes.length).toBeGreaterThanOrEqual(150);
    const divisions = new Set(byLevel('division').map((d) => d.code));
    for (const c of classes) {
      expect(c.code).toMatch(/^\d{2}\.\d{2}$/);
      expect(divisions.has(c.division!), c.code).toBe(true);
      expect(c.section).toBe(findIndustry(c.division!)?.section);
    }
    expect(new Set(classes.map((c) => c.section)).size).toBeGreaterThanOrEqual(17);
    for (const code of [
      '35.11',
      '35.14',
      '38.32',
      '41.20',
      '47.91',
      '55.10',
      '56.10',
      '58.21',
      '58.29',
      '62.01',
      '62.02',
      '62.03',
      '62.09',
      '63.11',
      '63.12',
      '70.22',
      '71.12',
      '72.11',
      '72.19',
      '86.10',
      '86.21',
      '86.22',
      '86.90',
    ]) {
      expect(findIndustry(code)?.labelFrom, code).toBe('own');
    }
  });

  it('has no duplicate codes and no empty or untrimmed titles', () => {
    const codes = INDUSTRY_CATALOGUE.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of INDUSTRY_CATALOGUE) {
      for (const label of [e.labels.en, e.labels.it]) {
        expect(label.trim().length, e.code).toBeGreaterThan(0);
        expect(label, e.code).toBe(label.trim());
      }
    }
  });

  it('carries the official titles (spot checks, Eurostat and ISTAT)', () => {
    expect(findIndustry('62.01')?.labels).toEqual({
      en: 'Computer programming activities',
      it: "Produzione di software non connesso all'edizione",
    });
    expect(findIndustry('35.11')?.labels).toEqual({ en: 'Production of electricity', it: 'Produzione di energia elettrica' });
    expect(findIndustry('J')?.labels).toEqual({ en: 'Information and communication', it: 'Servizi di informazione e comunicazione' });
    expect(findIndustry('70.22')?.labels.it).toBe('Consulenza imprenditoriale e altra consulenza amministrativo-gestionale');
  });
});

describe('findIndustry', () => {
  it('finds each level with its hierarchy', () => {
    expect(findIndustry('J')).toEqual({
      code: 'J',
      givenCode: 'J',
      level: 'section',
      section: 'J',
      division: null,
      labels: findIndustry('J')!.labels,
      labelFrom: 'own',
    });
    expect(findIndustry('62')).toMatchObject({ code: '62', level: 'division', section: 'J', division: '62', labelFrom: 'own' });
    expect(findIndustry('62.01')).toMatchObject({
      code: '62.01',
      givenCode: '62.01',
      level: 'class',
      section: 'J',
      division: '62',
      labelFrom: 'own',
    });
  });

  it('reads an ATECO 2007 sub-category as its class and keeps the given code', () => {
    expect(findIndustry('62.01.00')).toMatchObject({
      code: '62.01',
      givenCode: '62.01.00',
      level: 'class',
      division: '62',
      labelFrom: 'own',
    });
    expect(findIndustry('62.01.00')?.labels).toEqual(findIndustry('62.01')?.labels);
  });

  it('trims spaces and accepts lower-case section letters', () => {
    expect(findIndustry('  35.11 ')?.code).toBe('35.11');
    expect(findIndustry('j')).toMatchObject({ code: 'J', givenCode: 'J', level: 'section' });
  });

  it("gives a group or an uncurated class its division's titles, flagged labelFrom: 'division'", () => {
    const division = findIndustry('62')!;
    expect(findIndustry('62.0')).toEqual({
      code: '62.0',
      givenCode: '62.0',
      level: 'group',
      section: 'J',
      division: '62',
      labels: division.labels,
      labelFrom: 'division',
    });
    const uncurated = findIndustry('01.12'); // Growing of rice: valid NACE, not curated
    expect(uncurated).toMatchObject({ code: '01.12', level: 'class', section: 'A', division: '01', labelFrom: 'division' });
    expect(uncurated?.labels).toEqual(findIndustry('01')?.labels);
    expect(findIndustry('01.12.00')).toMatchObject({ code: '01.12', givenCode: '01.12.00', labelFrom: 'division' });
  });

  it('rejects other formats and codes under divisions that do not exist', () => {
    for (const bad of [
      '',
      ' ',
      '6',
      '620',
      '6201',
      '62.1.0',
      '62.01.0',
      '62.01.000',
      '62,01',
      '62-01',
      'V',
      'AA',
      '04',
      '04.11',
      '34.10',
      '99.99.99x',
      'J62',
    ]) {
      expect(findIndustry(bad), bad).toBeNull();
      expect(isValidIndustryCode(bad), bad).toBe(false);
    }
    expect(findIndustry(undefined as unknown as string)).toBeNull();
  });

  it('isValidIndustryCode accepts every catalogue code and ATECO sub-categories', () => {
    for (const e of INDUSTRY_CATALOGUE) expect(isValidIndustryCode(e.code), e.code).toBe(true);
    expect(isValidIndustryCode('35.11.00')).toBe(true);
  });
});
