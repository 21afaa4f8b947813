import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each text below was written for the test (periods pass of 2026-11-29, second real dev set)
// with invented figures and new wording, one per sentence shape the second development set showed;
// the expected key, value (base units) and period of every figure are read off the text by hand as an
// analyst would. Each test names its shape and language.
function brief(text: string, lang: 'en' | 'it', date: string | null = null): [string, number, string | null][] {
  return readSentences(text, lang, sentenceDocument(text, date, lang)).map((f) => [f.key, f.value, periodLabel(f.period)]);
}

describe('a month range is the period it spans', () => {
  it('it: "nel periodo gennaio – settembre 2021" is nine months', () => {
    expect(brief('Nel periodo gennaio – settembre 2021 i ricavi sono stati pari a 210 milioni di euro.', 'it')).toEqual([
      ['revenue', 210_000_000, '2021M9'],
    ]);
  });
  it('en: "for January–June 2021" is the first half', () => {
    expect(brief('For January–June 2021, revenue was $40 million.', 'en')).toEqual([['revenue', 40_000_000, '2021H1']]);
  });
});

describe('twelve months ended a date, and the previous year', () => {
  it('en: "for the twelve months ended June 30, 2023 … in the previous year" is that fiscal year, then the one before', () => {
    const text = 'Net income for the twelve months ended June 30, 2023 was $12 million, compared to $9 million in the previous year.';
    expect(brief(text, 'en')).toEqual([
      ['net_income', 12_000_000, '2023'],
      ['net_income', 9_000_000, '2022'],
    ]);
  });
  it('it: "nei dodici mesi chiusi al 30 giugno 2023" is that fiscal year', () => {
    expect(brief("L'utile netto nei dodici mesi chiusi al 30 giugno 2023 è pari a 12 milioni di euro.", 'it')).toEqual([
      ['net_income', 12_000_000, '2023'],
    ]);
  });
});

describe('year to date, in a text that reports a quarter', () => {
  it('en: "Year-to-date revenue" after the third quarter is nine months', () => {
    const text = 'Revenue for the third quarter of 2022 was $5.1 million. Year-to-date revenue was $13.2 million.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 5_100_000, '2022Q3'],
      ['revenue', 13_200_000, '2022M9'],
    ]);
  });
  it('it: "da inizio anno" after the second quarter is the first half', () => {
    const text =
      'Nel secondo trimestre 2022 i ricavi sono stati pari a 5,1 milioni di euro. Da inizio anno i ricavi ammontano a 9,8 milioni di euro.';
    expect(brief(text, 'it')).toEqual([
      ['revenue', 5_100_000, '2022Q2'],
      ['revenue', 9_800_000, '2022H1'],
    ]);
  });
});

describe('the period as the subject that closes', () => {
  it('it: "Il trimestre si è chiuso con …" in a release dated November is the third quarter', () => {
    const text = 'Il gruppo ha registrato ricavi per 80 milioni. Il trimestre si è chiuso con un utile netto di 4 milioni.';
    expect(brief(text, 'it', '2021-11-05')).toEqual([
      ['revenue', 80_000_000, '2021Q3'],
      ['net_income', 4_000_000, '2021Q3'],
    ]);
  });
  it('en: "The quarter closed with …" in a release dated November is the third quarter', () => {
    const text = 'The group recorded revenue of $80 million. The quarter closed with net income of $4 million.';
    expect(brief(text, 'en', '2021-11-05')).toEqual([
      ['revenue', 80_000_000, '2021Q3'],
      ['net_income', 4_000_000, '2021Q3'],
    ]);
  });
  it('it: "L\'esercizio si è chiuso con una perdita" after a fourth-quarter sentence is the year', () => {
    const text =
      "I ricavi dell'esercizio 2020 sono pari a 300 milioni. Nel quarto trimestre i ricavi sono cresciuti del 5%.\nL'esercizio si è chiuso con una perdita di 2,5 milioni.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 300_000_000, '2020'],
      ['net_income', -2_500_000, '2020'],
    ]);
  });
});

describe("a bracket's amount is written against the period right before it", () => {
  it('it: "in crescita rispetto al 2021 (469,2 milioni di euro)"', () => {
    const text = "I ricavi dell'esercizio 2022 sono pari a 512,4 milioni di euro, in crescita rispetto al 2021 (469,2 milioni di euro).";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 512_400_000, '2022'],
      ['revenue', 469_200_000, '2021'],
    ]);
  });
  it('en: "up from fiscal 2021 ($30.1 million)"', () => {
    expect(brief('Revenue for fiscal 2022 was $35.4 million, up from fiscal 2021 ($30.1 million).', 'en')).toEqual([
      ['revenue', 35_400_000, '2022'],
      ['revenue', 30_100_000, '2021'],
    ]);
  });
});

describe('a labelled comparative bracket "(H1 2020: £x)"', () => {
  it('en: the bracket is the comparison, the amount before it the half after', () => {
    expect(brief('Revenue of £80 million (H1 2020: £70 million) and EBITDA of £12 million (H1 2020: £10 million).', 'en')).toEqual([
      ['revenue', 80_000_000, '2021H1'],
      ['revenue', 70_000_000, '2020H1'],
      ['ebitda', 12_000_000, '2021H1'],
      ['ebitda', 10_000_000, '2020H1'],
    ]);
  });
  it('it: "(primo semestre 2020: 70 milioni)"', () => {
    expect(brief('Ricavi a 80 milioni di euro (primo semestre 2020: 70 milioni di euro).', 'it')).toEqual([
      ['revenue', 80_000_000, '2021H1'],
      ['revenue', 70_000_000, '2020H1'],
    ]);
  });
});

describe("a year in another amount's bracket is not the amount's", () => {
  it('it: "… pari a 60 miliardi, in aumento del 16 per cento (52 miliardi nel 2021)"', () => {
    const text =
      "L'indebitamento finanziario netto 2022 del gruppo, pari a 60 miliardi di euro, è in aumento del 16 per cento (52 miliardi di euro nel 2021).";
    expect(brief(text, 'it')).toEqual([
      ['debt', 60_000_000_000, '2022-12-31'],
      ['debt', 52_000_000_000, '2021-12-31'],
    ]);
  });
  it('en: "Net debt at year-end 2022 was $6.0 billion, up 16% ($5.2 billion in 2021)"', () => {
    expect(brief('Net debt at year-end 2022 was $6.0 billion, up 16% ($5.2 billion in 2021).', 'en')).toEqual([
      ['debt', 6_000_000_000, '2022-12-31'],
      ['debt', 5_200_000_000, '2021-12-31'],
    ]);
  });
});

describe("a comparison's results year is not the figure's", () => {
  it('it: "per l\'esercizio 2021 l\'Ebitda è previsto in crescita rispetto ai risultati 2020 e compreso tra …"', () => {
    const text = "Per l'esercizio 2021 l'Ebitda è previsto in crescita rispetto ai risultati 2020 e compreso tra 1.230 e 1.250 milioni.";
    expect(brief(text, 'it')).toEqual([['ebitda', 1_230_000_000, '2021']]);
  });
});

describe('a sentence of ratios is no heading for the next', () => {
  it('it: "… corrisponde al 34% del fatturato dei nove mesi" leaves the next sentence in the quarter', () => {
    const text =
      "Nel terzo trimestre 2018 i ricavi sono cresciuti a 19,7 milioni. Il fatturato del trimestre corrisponde al 34% del fatturato dei nove mesi.\nL'Ebitda è cresciuto a 2 milioni.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 19_700_000, '2018Q3'],
      ['ebitda', 2_000_000, '2018Q3'],
    ]);
  });
  it('en: "… up 132% compared with the third quarter of 2019" leaves the next sentence in 2020', () => {
    const text =
      'Revenue for the third quarter of 2020 was $1.9 million. Units rose 132% compared with the third quarter of 2019. Net loss for the quarter was $2.8 million.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 1_900_000, '2020Q3'],
      ['net_income', -2_800_000, '2020Q3'],
    ]);
  });
});

describe('a text that opens on a comparison with a half, then names a quarter', () => {
  it('it: the half compared with, a year later, is the one reported', () => {
    const text =
      "L'Ebitda è pari a 60 milioni, in aumento del 10% rispetto al primo semestre del 2021. Nel secondo trimestre i ricavi sono cresciuti dell'8%.";
    expect(brief(text, 'it')).toEqual([['ebitda', 60_000_000, '2022H1']]);
  });
  it('en: the same', () => {
    const text = 'EBITDA was $60 million, up 10% compared to the first half of 2021. In the second quarter, revenue grew 8%.';
    expect(brief(text, 'en')).toEqual([['ebitda', 60_000_000, '2022H1']]);
  });
});

describe('amount shapes of the second development set', () => {
  it('it: "Risultato netto 2022 in pareggio (-€ 0,2 milioni)" is a loss', () => {
    expect(brief('Risultato netto consolidato 2022 in sostanziale pareggio (-€ 0,2 milioni), penalizzato dai mercati.', 'it')).toEqual([
      ['net_income', -200_000, '2022'],
    ]);
  });
  it('en: "net result for 2022 close to breakeven (-$0.2 million)" is a loss', () => {
    expect(brief('Net income for 2022 was close to breakeven (-$0.2 million), hurt by markets.', 'en')).toEqual([
      ['net_income', -200_000, '2022'],
    ]);
  });
  it('en: "revenue will range from $175 million to $205 million" is one range', () => {
    const found = readSentences(
      'Management forecasts full-year 2023 revenue will range from $175 million to $205 million.',
      'en',
      sentenceDocument('', null, 'en'),
    ).map((f) => [f.key, f.value, f.marks.high, periodLabel(f.period)]);
    expect(found).toEqual([['revenue', 175_000_000, 205_000_000, '2023']]);
  });
  it('it: "ricavi 2023 compresi tra 175 e 205 milioni" is one range (the Italian form already read)', () => {
    const found = readSentences(
      'La società prevede ricavi 2023 compresi tra 175 e 205 milioni di euro.',
      'it',
      sentenceDocument('', null, 'it'),
    ).map((f) => [f.key, f.value, f.marks.high, periodLabel(f.period)]);
    expect(found).toEqual([['revenue', 175_000_000, 205_000_000, '2023']]);
  });
  it('en: "Profit after tax increased to £33 million (H1 2015: £4 million)" is net income', () => {
    expect(brief('Profit after tax increased to £33 million (H1 2015: £4 million), due to lower costs.', 'en')).toEqual([
      ['net_income', 33_000_000, '2016H1'],
      ['net_income', 4_000_000, '2015H1'],
    ]);
  });
});

describe('"for the quarter" in a year\'s text that names its quarter', () => {
  it('en: the fourth quarter the text names, and its comparison a year before', () => {
    const text =
      'Fiscal 2024 net sales were $2,900 million, down 2.5% from the previous year, with fourth quarter net sales at $800 million. Net earnings for the quarter were $47 million, compared to $20 million in the same quarter of 2023.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 2_900_000_000, '2024'],
      ['revenue', 800_000_000, '2024Q4'],
      ['net_income', 47_000_000, '2024Q4'],
      ['net_income', 20_000_000, '2023Q4'],
    ]);
  });
  it('it: "nel trimestre" after "quarto trimestre" in the text of a year', () => {
    const text =
      "I ricavi dell'esercizio 2024 sono pari a 2.900 milioni di euro, quelli del quarto trimestre a 800 milioni. Nel trimestre l'utile netto è pari a 47 milioni, rispetto ai 20 milioni dello stesso trimestre del 2023.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 2_900_000_000, '2024'],
      ['revenue', 800_000_000, '2024Q4'],
      ['net_income', 47_000_000, '2024Q4'],
      ['net_income', 20_000_000, '2023Q4'],
    ]);
  });
});

describe("an outlook's horizon is not the period reported", () => {
  it('it: "guardiamo con ottimismo al 2022" then figures compared with 2020 are 2021\'s', () => {
    const text =
      "Guardiamo con ottimismo al 2022, dice il presidente.\n\nL'Ebitda è pari a 160 milioni rispetto ai 38 milioni del 2020. L'utile netto sale a 24 milioni dalla perdita di 135 milioni del 2020.";
    expect(brief(text, 'it')).toEqual([
      ['ebitda', 160_000_000, '2021'],
      ['ebitda', 38_000_000, '2020'],
      ['net_income', 24_000_000, '2021'],
      ['net_income', -135_000_000, '2020'],
    ]);
  });
  it('en: "we expect to double our sales by 2022" then figures compared with 2020 are 2021\'s', () => {
    const text =
      'We expect to double our sales by 2022, the chairman said.\n\nEBITDA was $160 million compared to $38 million in 2020. Net income rose to $24 million from a loss of $135 million in 2020.';
    expect(brief(text, 'en')).toEqual([
      ['ebitda', 160_000_000, '2021'],
      ['ebitda', 38_000_000, '2020'],
      ['net_income', 24_000_000, '2021'],
      ['net_income', -135_000_000, '2020'],
    ]);
  });
});
