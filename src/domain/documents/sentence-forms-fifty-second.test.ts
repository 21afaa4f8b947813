import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';
import { periodLabel } from './types.ts';
import type { Language } from './types.ts';

// Oracle: each expected figure (key, value in base units, period, and where named its currency) is written by hand from the sentence
// by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md): a comparison's amount is of the period compared with;
// a translation into another currency in brackets is no second figure. The sentences are written for these tests (fifty-second pass,
// 2026-12-05), with invented companies and figures; none is a held-out text's. The pass's forms of periods are in
// sentence-forms-fifty-second-periods.test.ts.

function withCurrency(text: string, lang: Language, date: string | null): [string, number, string | null, string | null][] {
  const doc = sentenceDocument(text, null, lang, date ? { date, source: 'metadata' } : null);
  return readSentences(text, lang, doc).map((f) => [f.key, f.value, periodLabel(f.period), f.currency]);
}

describe('fifty-second pass: the peso written "Ps." (from dev-real227)', () => {
  it('"to Ps.7,470 million (US$165 million)": the pesos, not the dollars of the translation; Argentine where the text says so', () => {
    const text =
      'Ferlano Cementos, the Argentine cement maker, reported its second quarter 2019 results. Net revenue decreased 2.2% YoY to Ps.7,470 million (US$165 million). Adjusted EBITDA up 7.1% YoY to Ps.1,929 million (US$44 million).';
    expect(withCurrency(text, 'en', '2019-08-08')).toEqual([
      ['revenue', 7_470_000_000, '2019Q2', 'ARS'],
      ['ebitda', 1_929_000_000, '2019Q2', 'ARS'],
    ]);
  });

  it('"increased to Ps. 2,987.9 million": the Mexican peso where the text names no other country', () => {
    const text = 'Revenues increased to Ps. 2,987.9 million in the fourth quarter of 2007 at Ferlano Telecom, the Monterrey carrier.';
    expect(withCurrency(text, 'en', null)).toEqual([['revenue', 2_987_900_000, '2007Q4', 'MXN']]);
  });

  it('(guard) "Ps" as a word or a postscript before a number is no currency', () => {
    const text = 'PS 2 of the letter: Ferlano Group revenue rose to $12.5 million in 2023.';
    expect(read(text, 'en', null)).toEqual([['revenue', 12_500_000, '2023']]);
  });
});

describe('fifty-second pass: the Italian EBITDA as the press writes it (from dev-real228)', () => {
  it('"Ricavi … a 87,7 milioni di euro (+11,5%), mol a 10,6 milioni": the lower-case acronym right before its amount is the EBITDA', () => {
    const text = 'Nel primo semestre 2004 di Ferlano Navi: ricavi caratteristici a 87,7 milioni di euro (+11,5%), mol a 10,6 milioni.';
    expect(read(text, 'it', '2004-09-10')).toEqual([
      ['revenue', 87_700_000, '2004H1'],
      ['ebitda', 10_600_000, '2004H1'],
    ]);
  });

  it('(guard) "mol" as a word of a chemical unit is no measure', () => {
    const text = 'Il fatturato di Ferlano Chimica nel 2023 è stato di 12 milioni di euro, con una soluzione da 2 mol per litro.';
    expect(read(text, 'it', null)).toEqual([['revenue', 12_000_000, '2023']]);
  });

  it('"con un Ebidta di euro 10,5 milioni": the letters swapped, as some pages print it, are still the EBITDA', () => {
    const text =
      'Il fatturato consolidato del 2015 di Ferlano Logistica è stato di circa 248 milioni di euro con un Ebidta di euro 10,5 milioni.';
    expect(read(text, 'it', '2016-04-02')).toEqual([
      ['revenue', 248_000_000, '2015'],
      ['ebitda', 10_500_000, '2015'],
    ]);
  });

  it('"è passato in negativo per poco più di 50 mila euro": a loss, the qualifier "poco più di" between the sign and the amount', () => {
    const text = 'Nel 2023 il margine operativo lordo di Ferlano Carta è passato in negativo per poco più di 50 mila euro.';
    expect(read(text, 'it', '2024-05-02')).toEqual([['ebitda', -50_000, '2023']]);
  });
});

describe('fifty-second pass: guidance written as a range, a landlord’s net property income (from dev-real231, dev-real229)', () => {
  it('"raising its full year 2017 revenue guidance to between $1,490 million to $1,505 million": the range is the revenue guided', () => {
    const text = 'Ferlano Waste is raising its full year 2017 revenue guidance to between $1,490 million to $1,505 million.';
    expect(read(text, 'en', '2017-10-25')).toEqual([['revenue', 1_490_000_000, '2017']]);
  });

  it('"set 2018 revenue guidance between $1.6 billion and $1.7 billion": no verb between the guidance and its range', () => {
    const text = 'Ferlano Waste set 2018 revenue guidance between $1.6 billion and $1.7 billion.';
    expect(read(text, 'en', '2018-02-20')).toEqual([['revenue', 1_600_000_000, '2018']]);
  });

  it('(guard) "revenue guidance" for a year with no amount of its own reads nothing', () => {
    const text = 'Ferlano Waste reaffirmed its 2018 revenue guidance and its dividend of $0.04 per share.';
    expect(read(text, 'en', '2018-02-20')).toEqual([]);
  });

  it('"Gross revenue and net property income grew … to $22.8 million and $21.7 million respectively": the second is no revenue', () => {
    const text =
      'Gross revenue and net property income of Ferlano REIT grew 48.2 per cent and 41.6 per cent to $22.8 million and $21.7 million respectively during the quarter ended 31 December 2014.';
    expect(read(text, 'en', '2015-01-28')).toEqual([['revenue', 22_800_000, '2014Q4']]);
  });

  it('"while the REIT’s net property income (NPI) increased by 3.9% to SGD41.8 million": a landlord’s operating result', () => {
    const text =
      'Gross revenue of Ferlano REIT for the quarter grew by 1.3% to SGD52.9 million, while the REIT’s net property income (NPI) increased by 3.9% to SGD41.8 million.';
    expect(read(text, 'en', '2017-10-10')).toEqual([['revenue', 52_900_000, '2017Q3']]);
  });
});

describe('fifty-second pass: two changes after one verb (from dev-real231)', () => {
  it('"EBITDA grew $28 million in Q4 and $167 million for the year": both amounts are changes, no level', () => {
    const text = 'Ferlano Environmental said its EBITDA grew $28 million in Q4 and $167 million for the year.';
    expect(read(text, 'en', '2020-01-30')).toEqual([]);
  });

  it('"grew $120 million, or 9.9 percent, in the fourth quarter and $402 million, or 8.5 percent, for the year": changes too', () => {
    const text =
      'Operating EBITDA of Ferlano Environmental grew $120 million, or 9.9 percent, in the fourth quarter and $402 million, or 8.5 percent, for the year.';
    expect(read(text, 'en', '2020-01-30')).toEqual([]);
  });

  it('(guard) "revenue rose to $1.2 billion in the fourth quarter and $4.6 billion for the year": levels, after "to"', () => {
    const text = 'Ferlano Environmental revenue rose to $1.2 billion in the fourth quarter and $4.6 billion for the year.';
    expect(read(text, 'en', '2020-01-30')).toEqual([
      ['revenue', 1_200_000_000, '2019Q4'],
      ['revenue', 4_600_000_000, '2019'],
    ]);
  });
});

describe('fifty-second pass: a region’s revenue, a share of revenue with no commas (from dev-real233)', () => {
  it('"Emerging markets revenues up 5.7% to £1,183 million": one region’s part, not the group’s revenue', () => {
    const text =
      'Revenue from continuing operations of Ferlano Services was £3,285 million in the six months ended 30 June 2015. Emerging markets revenues up 5.7% to £1,183 million.';
    expect(read(text, 'en', '2015-08-12')).toEqual([['revenue', 3_285_000_000, '2015H1']]);
  });

  it('"Adjusted EBITDA was $11.6 million or 9.6% of revenues compared to $7.8 million …": the comparison is the EBITDA’s', () => {
    const text =
      'Adjusted EBITDA of Ferlano Staffing was $11.6 million or 9.6% of revenues compared to $7.8 million or 7.8% of revenues in the fourth quarter of 2009.';
    expect(read(text, 'en', '2011-02-17')).toEqual([
      ['ebitda', 11_600_000, '2010Q4'],
      ['ebitda', 7_800_000, '2009Q4'],
    ]);
  });
});

describe('fifty-second pass: the Mexican press’s "mdp" and "mdd" (from dev-real227)', () => {
  it('"reaching 15,106 mdp", "with 5,805 mdp": millions of pesos, the scale naming the currency', () => {
    const text =
      'Ferlano Cementos stood out with an increase of 251 percent in its net profit in the first quarter of 2025, reaching 15,106 mdp. Ferlano Bebidas reported a net profit of 5,805 mdp.';
    expect(withCurrency(text, 'en', '2025-05-06')).toEqual([
      ['net_income', 15_106_000_000, '2025Q1', 'MXN'],
      ['net_income', 5_805_000_000, '2025Q1', 'MXN'],
    ]);
  });

  it('"revenue of 1,240 mdd", "39 mmdp": millions of dollars, thousands of millions of pesos', () => {
    const text = 'Ferlano Aceros reported revenue of 1,240 mdd in 2024, while its net debt stood at 39 mmdp at the end of December 2024.';
    expect(withCurrency(text, 'en', '2025-02-10')).toEqual([
      ['revenue', 1_240_000_000, '2024', 'USD'],
      ['debt', 39_000_000_000, '2024-12-31', 'MXN'],
    ]);
  });
});

describe('fifty-second pass: the same figure in dollars (from dev-real227)', () => {
  it('"Ps. 43,279 million …, decreasing 18.5% YoY in pesos, while in dollars it reached 55 million": one figure, in pesos', () => {
    const text =
      'Adjusted EBITDA of Ferlano Cementos reached Ps. 43,279 million in the third quarter of 2024, decreasing 18.5% YoY in pesos, while in dollars it reached 55 million, down 16.5% from 3Q23.';
    expect(read(text, 'en', '2024-11-07')).toEqual([['ebitda', 43_279_000_000, '2024Q3']]);
  });

  it('(guard) "revenue was $55 million … while in 2023 it reached $48 million": a year, not a currency, after "in"', () => {
    const text = 'Ferlano Cementos revenue was $55 million in 2024, while in 2023 it reached $48 million.';
    expect(read(text, 'en', '2025-02-07')).toEqual([
      ['revenue', 55_000_000, '2024'],
      ['revenue', 48_000_000, '2023'],
    ]);
  });
});

describe('fifty-second pass: two measures, respectively, each with a change (from dev-real228)', () => {
  it('"ebitda ed ebit in progresso rispettivamente da 1,7 a oltre 1,8 miliardi e da 1,2 a oltre 1,3 miliardi": each pair one measure’s', () => {
    const text =
      'L’esercizio consolidato 2023 di Ferlano Armatori evidenzia ebitda ed ebit in progresso rispettivamente da 1,7 a oltre 1,8 miliardi e da 1,2 a oltre 1,3 miliardi.';
    expect(read(text, 'it', '2024-06-19')).toEqual([
      ['ebitda', 1_700_000_000, '2022'],
      ['ebitda', 1_800_000_000, '2023'],
    ]);
  });

  it('(guard) "revenue and EBITDA … were $40 million and $6 million, respectively, compared to $35 million and $5 million": in order', () => {
    const text =
      'Ferlano Shipping’s revenue and EBITDA for 2023 were $40 million and $6 million, respectively, compared to $35 million and $5 million, respectively, for 2022.';
    expect(read(text, 'en', '2024-03-01')).toEqual([
      ['revenue', 40_000_000, '2023'],
      ['ebitda', 6_000_000, '2023'],
      ['revenue', 35_000_000, '2022'],
      ['ebitda', 5_000_000, '2022'],
    ]);
  });
});
