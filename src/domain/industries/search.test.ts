import { describe, expect, it } from 'vitest';
import { searchIndustries } from './search.ts';

const codes = (query: string, lang: 'en' | 'it', limit?: number) => searchIndustries(query, lang, limit).map((i) => i.code);

describe('searchIndustries', () => {
  it('"62" lists the division first, then its classes in code order', () => {
    expect(codes('62', 'en')).toEqual(['62', '62.01', '62.02', '62.03', '62.09']);
  });

  it('an exact class code comes first, also as an ATECO sub-category or an uncurated code', () => {
    expect(codes('35.11', 'it')[0]).toBe('35.11');
    const ateco = searchIndustries('35.11.00', 'it');
    expect(ateco[0]).toMatchObject({ code: '35.11', givenCode: '35.11.00' });
    expect(searchIndustries('62.0', 'en')[0]).toMatchObject({ code: '62.0', level: 'group', labelFrom: 'division' });
    expect(codes('62.0', 'en').slice(1)).toEqual(['62.01', '62.02', '62.03', '62.09']);
  });

  it('code prefixes rank broader levels first', () => {
    const result = codes('3', 'en', 50);
    expect(result.slice(0, 9)).toEqual(['30', '31', '32', '33', '35', '36', '37', '38', '39']);
    expect(result).toContain('35.11');
  });

  it('"energia" finds 35.11 in Italian, accent- and case-insensitively', () => {
    expect(codes('energia', 'it')).toContain('35.11');
    expect(codes('ENERGÌA', 'it')).toEqual(codes('energia', 'it'));
    expect(codes('attivita editoriali', 'it')).toContain('58');
    expect(codes('Attività editoriali', 'it')).toEqual(codes('attivita editoriali', 'it'));
  });

  it('"software" finds 62.01 in English (through the Italian title as fallback), after English matches', () => {
    const result = codes('software', 'en');
    expect(result).toContain('62.01');
    expect(result.indexOf('58.29')).toBeLessThan(result.indexOf('62.01')); // 'Other software publishing' matches in English
  });

  it('ranks word-prefix matches before substring matches, and the chosen language before the other', () => {
    // 'ware' starts no English word of 58.29 but occurs in 'software'
    const prefix = codes('soft', 'en');
    expect(prefix).toContain('58.29');
    const sub = codes('ware', 'en');
    expect(sub).toContain('58.29');
    // 'hotels' is English only: found in Italian too, via fallback
    expect(codes('hotels', 'it')).toContain('55.10');
    expect(codes('alberghi', 'it')[0]).toBe('55.10');
  });

  it('respects the limit and returns nothing for empty queries or a limit below 1', () => {
    expect(searchIndustries('di', 'it')).toHaveLength(20);
    expect(searchIndustries('di', 'it', 5)).toHaveLength(5);
    expect(searchIndustries('', 'en')).toEqual([]);
    expect(searchIndustries('   ', 'en')).toEqual([]);
    expect(searchIndustries('energia', 'it', 0)).toEqual([]);
    expect(searchIndustries('zzzzqx', 'en')).toEqual([]);
  });

  it('a single letter matches only the section code, not every title', () => {
    expect(codes('e', 'it')).toEqual(['E']);
  });
});
