import { describe, expect, it } from 'vitest';
import { textDate } from './document-date-text.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';
import type { Language } from './types.ts';

// Oracle: the dates below are the ones each sentence prints, read by hand; the periods are written by
// hand from the calendar (a release of 12 February reports the year before; a second quarter ends on
// 30 June) and from ADR 0055 as amended on 2026-11-29: the text's own date (dateline, publication line)
// is the document's when no caller gives one, else the file's, else the day after the period the
// release announces. The sentences are written for these tests in the forms releases use (invented
// companies and figures), not taken from any evaluation set.
function read(text: string, lang: Language) {
  return readSentences(text, lang, sentenceDocument(text, null, lang)).map((f) => [f.key, f.value, periodLabel(f.period)]);
}

describe('the date a document prints in its own text', () => {
  it('reads a dateline: place, date, then a dash, a slash or a wire bracket', () => {
    expect(textDate('Milano, 14 marzo 2024 – Il consiglio di amministrazione di Alfa S.p.A. ha approvato …')).toEqual({
      date: '2024-03-14',
      source: 'dateline',
    });
    expect(textDate('San Donato Milanese (MI), 24 ottobre 2019 - Beta comunica …')).toEqual({ date: '2019-10-24', source: 'dateline' });
    expect(textDate('TORONTO, Nov. 8, 2022 /CNW/ - Gamma Corp. today reported …')).toEqual({ date: '2022-11-08', source: 'dateline' });
    expect(textDate('AUSTIN, Texas, March 3, 2021 (GLOBE NEWSWIRE) -- Delta Inc. announced …')).toEqual({
      date: '2021-03-03',
      source: 'dateline',
    });
    expect(textDate('LONDON--(BUSINESS WIRE)--September 1, 2020--Epsilon plc reports …')).toEqual({
      date: '2020-09-01',
      source: 'dateline',
    });
    expect(textDate('Intro line.\nRoma, 1° luglio 2021 – Zeta annuncia …')).toEqual({ date: '2021-07-01', source: 'dateline' });
  });

  it('reads a publication line, numeric dates day first', () => {
    expect(textDate('Eta S.p.A.\nPubblicato il 14/03/2024\nI ricavi …')).toEqual({ date: '2024-03-14', source: 'published' });
    expect(textDate('Published: Thursday, March 14, 2024\nRevenue …')).toEqual({ date: '2024-03-14', source: 'published' });
    expect(textDate('Comunicato stampa del 5 febbraio 2020. Theta …')).toEqual({ date: '2020-02-05', source: 'published' });
  });

  it('takes the day after the period a release announces when it prints no date', () => {
    expect(textDate('Iota Inc. today reported financial results for the third quarter ended September 30, 2023.')).toEqual({
      date: '2023-10-01',
      source: 'period',
    });
    // a fiscal year closes on the day written, not on 31 December
    expect(textDate('Kappa Corp. reported results for its fiscal year ended June 30, 2022.')).toEqual({
      date: '2022-07-01',
      source: 'period',
    });
    expect(textDate('Il Cda ha approvato i risultati del primo semestre 2021.')).toEqual({ date: '2021-07-01', source: 'period' });
  });

  it('is nothing when the text prints no date and announces no period', () => {
    expect(textDate('Revenue was $4.1 million at December 31, 2019, up from $3.2 million.')).toBeNull();
    // a balance date in a sentence is not a dateline, nor a US month-first numeric date a publication day
    expect(textDate('Cash of $2 million as of March 31, 2024 - a record.')).toBeNull();
    expect(textDate('Published 03/14/2024')).toBeNull();
  });
});

describe('the periods read against the date the text prints', () => {
  it('"last year" in a dated release of February is the year before the one reported', () => {
    const text =
      'ROCHESTER, N.Y., Feb. 12, 2025 /PRNewswire/ -- Lambda Corp. reported its results.\n' +
      'Fourth quarter revenue was $41.0 million. Full year revenue was $160.2 million, compared to $150.8 million last year.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 41_000_000, '2024Q4'],
      ['revenue', 160_200_000, '2024'],
      ['revenue', 150_800_000, '2023'],
    ]);
  });

  it('"del semestre" and "lo scorso anno" in an Italian release with a dateline', () => {
    const text =
      'Torino, 31 luglio 2023 – Il Consiglio di Amministrazione di Mu S.p.A. ha esaminato i conti.\n' +
      'I ricavi del semestre si attestano a 52,4 milioni di euro, contro 47,9 milioni dello stesso periodo dello scorso anno.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 52_400_000, '2023H1'],
      ['revenue', 47_900_000, '2022H1'],
    ]);
  });

  it('the third quarter written without its year, in a release that announces the quarter of 2023', () => {
    const text =
      'Nu Inc. today announced financial results for the third quarter ended September 30, 2023.\n' +
      'Revenue for the third quarter was $12.5 million. Net loss for the quarter was $1.9 million, compared to $2.6 million in the prior year quarter.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 12_500_000, '2023Q3'],
      ['net_income', -1_900_000, '2023Q3'],
      ['net_income', -2_600_000, '2022Q3'],
    ]);
  });
});
