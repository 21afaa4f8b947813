import { describe, expect, it } from 'vitest';
import { acceptFileDate, fileDate, parseFileDate, textDating } from './document-date.ts';
import type { FileDate } from './document-date.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';
import type { Language } from './types.ts';

// Oracle: the periods below are written by hand from the calendar (a third quarter ends on 30
// September; a release of 8 November reports the quarter ended before it) and from ADR 0055's rule:
// the file's date is the document's where the text gives none and does not contradict it.
function read(text: string, lang: Language, file: FileDate | null) {
  return readSentences(text, lang, sentenceDocument(text, null, lang, file)).map((f) => [
    f.key,
    f.value,
    periodLabel(f.period),
    f.reason ?? '',
  ]);
}
const meta = (date: string): FileDate => ({ date, source: 'metadata' });

describe('the date a file carries outside its text', () => {
  it('reads PDF dates, ISO timestamps, and refuses what is not a date', () => {
    expect(parseFileDate("D:20231108093000+01'00'")).toBe('2023-11-08');
    expect(parseFileDate('D:2019')).toBe('2019-01-01');
    expect(parseFileDate('2021-03-01T10:22:00Z')).toBe('2021-03-01');
    expect(parseFileDate('D:20230231')).toBeNull();
    expect(parseFileDate('D:19691231')).toBeNull();
    expect(parseFileDate('yesterday')).toBeNull();
    expect(parseFileDate('')).toBeNull();
  });

  it('takes the metadata date, else the upload day; a metadata date after the upload is not believed', () => {
    expect(fileDate('D:20231108093000Z', '2026-11-29T06:00:00.000Z')).toEqual({ date: '2023-11-08', source: 'metadata' });
    expect(fileDate(undefined, '2026-11-29T06:00:00.000Z')).toEqual({ date: '2026-11-29', source: 'upload' });
    expect(fileDate('D:20301108', '2026-11-29T06:00:00.000Z')).toEqual({ date: '2026-11-29', source: 'upload' });
    expect(fileDate(undefined, undefined)).toBeNull();
  });

  it('is refused when every year the text writes is two or more before it (a file saved or uploaded long after)', () => {
    expect(acceptFileDate(textDating('Revenue was $4 million in 2018 and $5 million in 2019.'), meta('2026-11-29'))).toBeNull();
    expect(acceptFileDate(textDating('Revenue was $5 million in 2019.'), meta('2020-02-10'))).toBe('2020-02-10');
    // a plan of 2019 writes only its 2024 target
    expect(acceptFileDate(textDating('Il piano prevede ricavi per 2 miliardi al 2024.'), meta('2019-11-20'))).toBe('2019-11-20');
    // a text that writes no year has nothing to contradict the file
    expect(acceptFileDate(textDating('Revenue for the quarter was $4 million.'), meta('2023-11-08'))).toBe('2023-11-08');
    expect(acceptFileDate(textDating('Revenue for the quarter was $4 million.'), null)).toBeNull();
  });
});

describe('the sentence reader with the file date as the document date', () => {
  it('"Third quarter revenue was $X" in a text that writes no year: the quarter ended before the file date, marked', () => {
    const text = 'Third quarter revenue was $42.1 million, and net loss was $3.2 million.';
    expect(read(text, 'en', meta('2023-11-08'))).toEqual([
      ['revenue', 42_100_000, '2023Q3', 'year_from_file_date'],
      ['net_income', -3_200_000, '2023Q3', 'year_from_file_date,period_from_document'],
    ]);
    expect(read(text, 'en', null).map((f) => f[2])).toEqual([null, null]);
  });

  it('"I ricavi del semestre … cassa al 30 giugno" in a text that writes no year, dated only by its upload', () => {
    const text = 'I ricavi del semestre sono pari a 12,4 milioni di euro. La cassa al 30 giugno è di 3,1 milioni di euro.';
    expect(read(text, 'it', { date: '2024-09-12', source: 'upload' })).toEqual([
      ['revenue', 12_400_000, '2024H1', 'year_from_upload_date'],
      ['cash', 3_100_000, '2024-06-30', 'year_from_upload_date'],
    ]);
  });

  it('"Revenue of $X for the fourth quarter" in a release of February: the year before', () => {
    const text = 'Revenue for the fourth quarter was $18.0 million.';
    expect(read(text, 'en', meta('2021-02-24'))).toEqual([['revenue', 18_000_000, '2020Q4', 'year_from_file_date']]);
  });

  it('"Revenue was $X in 2019 … last year" in a file uploaded years later: the text\'s own years, the upload ignored', () => {
    const text = 'Revenue was $5.0 million in 2019. Net loss for the year was $1.1 million, compared to $0.9 million last year.';
    const got = read(text, 'en', { date: '2026-11-29', source: 'upload' });
    expect(got.map((f) => f[2])).toEqual(['2019', '2019', '2018']);
    expect(got.every((f) => !String(f[3]).includes('upload'))).toBe(true);
  });

  it('a date the text is known to carry wins over the file date', () => {
    const text = 'Third quarter revenue was $42.1 million.';
    const doc = sentenceDocument(text, '2022-11-03', 'en', meta('2023-11-08'));
    expect(readSentences(text, 'en', doc).map((f) => periodLabel(f.period))).toEqual(['2022Q3']);
  });
});
