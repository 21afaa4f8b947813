import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure's period is written by hand from the text by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): a figure takes the period its text reports, a comparison's amount the period
// compared with; an undated text's year comes from what it says. Sentences written for these tests (fifty-fourth pass, 2026-12-05),
// with invented companies and figures; none is a held-out text's.

describe('fifty-fourth pass: a year written with two digits after an apostrophe (from dev-real245)', () => {
  it('"l’esercizio ’23 va in archivio con un giro d’affari di 1,4 miliardi": the year 2023', () => {
    const text = 'L’esercizio ’23 di Ferlano Viaggi va in archivio con un giro d’affari di 1,4 miliardi di euro, in crescita del 12%.';
    expect(read(text, 'it', null)).toEqual([['revenue', 1_400_000_000, '2023']]);
  });

  it('"ricavi per 96 milioni nel \'22 (81 milioni nel \'21)" and "il bilancio \'99": each its year, the last century\'s too', () => {
    expect(read("Ferlano Tour ha chiuso con ricavi per 96 milioni nel '22 (81 milioni nel '21).", 'it', null)).toEqual([
      ['revenue', 96_000_000, '2022'],
      ['revenue', 81_000_000, '2021'],
    ]);
    expect(read("Il bilancio '99 di Ferlano Navi chiude con un utile netto di 4,2 miliardi di lire.", 'it', null)).toEqual([
      ['net_income', 4_200_000_000, '1999'],
    ]);
  });

  it('(guard) "negli anni \'80" is a decade, no year', () => {
    expect(read("Negli anni '80 Ferlano Giochi aveva un fatturato di 30 milioni di euro.", 'it', null)).toEqual([
      ['revenue', 30_000_000, null],
    ]);
  });
});

describe('fifty-fourth pass: a change from a part of a year (from dev-real3)', () => {
  it('"passato da 410 milioni del primo semestre 2022 a 515 milioni nel 2023": the first half of 2023', () => {
    const text =
      'Il margine operativo lordo di Ferlano Energia è passato da 410 milioni di euro del primo semestre 2022 a 515 milioni nel 2023.';
    expect(read(text, 'it', '2023-08-01')).toEqual([
      ['ebitda', 410_000_000, '2022H1'],
      ['ebitda', 515_000_000, '2023H1'],
    ]);
  });

  it('"rose from $62 million in the first quarter of 2022 to $83 million in 2023": the first quarter of 2023', () => {
    const text = 'Ferlano Labs revenue rose from $62 million in the first quarter of 2022 to $83 million in 2023.';
    expect(read(text, 'en', '2023-05-02')).toEqual([
      ['revenue', 62_000_000, '2022Q1'],
      ['revenue', 83_000_000, '2023Q1'],
    ]);
  });

  it('(guard) "from $62 million in 2022 to $83 million in 2023": whole years stay whole', () => {
    expect(read('Ferlano Labs revenue rose from $62 million in 2022 to $83 million in 2023.', 'en', '2024-02-02')).toEqual([
      ['revenue', 62_000_000, '2022'],
      ['revenue', 83_000_000, '2023'],
    ]);
  });
});

describe('fifty-fourth pass: a count "oggi" (from dev-real69)', () => {
  it('"nel 1993 l’ingresso nell’automobilismo, fino ad oggi, 40 dipendenti": today\'s count, not the year\'s before', () => {
    const text = 'Ferlano Ricami nasce nel 1980. E così nel 1993 l’ingresso nel mondo dell’automobilismo, fino ad oggi, 40 dipendenti.';
    expect(read(text, 'it', null)).toEqual([['headcount', 40, null]]);
  });
});

describe("fifty-fourth pass: a year after the amount that is another clause's (from dev-real243, dev-real245)", () => {
  it('"chiude il 2021 con ricavi per 88 milioni (+26%) e nel 2022 accelera su …": the year closed, not the next clause\'s', () => {
    const text =
      'Ferlano Beauty chiude il 2021 con ricavi per 88 milioni di euro (+26%) e nel 2022 accelera su sostenibilità e internazionalizzazione.';
    expect(read(text, 'it', null)).toEqual([['revenue', 88_000_000, '2021']]);
  });

  it('"il fatturato, da 820 a 790 milioni, perché nel 2006 …": the year of the cause is not the amount\'s', () => {
    const text =
      "Ferlano Viaggi, nell'esercizio chiuso il 31 ottobre 2007, ha migliorato tutti i risultati. In leggero calo solo il fatturato, da 820 a 790 milioni, perché nel 2006 Ferlano beneficiò delle Olimpiadi invernali.";
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 820_000_000, '2006'],
      ['revenue', 790_000_000, '2007'],
    ]);
  });

  it('"ricavi per 88 milioni e nel 2022 per 95 milioni": the year between introduces the next amount', () => {
    expect(read('Ferlano Beauty ha chiuso il 2021 con ricavi per 88 milioni di euro e nel 2022 per 95 milioni.', 'it', null)).toEqual([
      ['revenue', 88_000_000, '2021'],
      ['revenue', 95_000_000, '2022'],
    ]);
  });
});

describe("fifty-fourth pass: the year a quarter's release also reports (from dev-real242)", () => {
  it('"Year Ended" alone on its line heads the year\'s lines below it', () => {
    const text =
      'Ferlano Care Reports Fourth Quarter and Full Year 2020 Results\n\nFourth Quarter 2020 Highlights:\n\n- Revenue of $377 million (decrease of 28%) - Net income of $3 million\n\nYear Ended\n\n- Revenue of $1.5 billion (decrease of 27%) - Net income of $27 million';
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 377_000_000, '2020Q4'],
      ['net_income', 3_000_000, '2020Q4'],
      ['revenue', 1_500_000_000, '2020'],
      ['net_income', 27_000_000, '2020'],
    ]);
  });

  it('"for the fourth quarter, and fiscal year revenue $1,584.7 million": the fiscal year\'s', () => {
    const text =
      'Fourth quarter and fiscal year highlights\n\n- Revenue $409.9 million, up 12.4% year-over-year for the fourth quarter, and fiscal year revenue $1,584.7 million, up 9.2% year-over-year';
    expect(read(text, 'en', '2024-08-06')).toEqual([
      ['revenue', 409_900_000, '2024Q4'],
      ['revenue', 1_584_700_000, '2024'],
    ]);
  });
});

describe('fifty-fourth pass: a full year named by the day it ended (from dev-real244)', () => {
  it('"for the full year ended 30 June 2023" is fiscal 2023, not its first half', () => {
    const text = 'Ferlano Energy reported that its net profit for the full year ended 30 June 2023 was A$1.06 billion.';
    expect(read(text, 'en', '2023-08-17')).toEqual([['net_income', 1_060_000_000, '2023']]);
  });

  it('"for the full year ended June 30, 2023": the same, the month first', () => {
    const text = 'Ferlano Energy reported that its net profit for the full year ended June 30, 2023 was $1.06 billion.';
    expect(read(text, 'en', '2023-08-17')).toEqual([['net_income', 1_060_000_000, '2023']]);
  });
});
