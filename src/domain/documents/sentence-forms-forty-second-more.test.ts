import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-second pass, 2026-12-03),
// with invented companies and figures; none is a held-out text's.

describe('forty-second pass: what a company spends on its own assets, and an oil company’s work programme (from dev-real162)', () => {
  it('"There was substantial investment in vehicles …, this totalled over £2m in the year": capex', () => {
    const text =
      'The directors present the strategic report for the year ended 30 April 2024. There was substantial investment in vehicles as suppliers caught up on orders, this totalled over £3m in the year.';
    expect(read(text, 'en', '2024-11-20')).toEqual([['capex', 3_000_000, '2024']]);
  });

  it('"Investment in new machinery totalled £2m": capex', () => {
    expect(read('In 2023 Ferlano’s investment in new machinery totalled £1.4m.', 'en', '2024-03-01')).toEqual([
      ['capex', 1_400_000, '2023'],
    ]);
  });

  it('"plans a $3.1 million investment in machinery": the amount before keeps its own reading, with no period (guard)', () => {
    expect(read('Ferlano plans a $2.1 million investment in machinery at its plant.', 'en', '2010-09-09')).toEqual([
      ['capex', 2_100_000, null],
    ]);
  });

  it('"its planned fully funded US$50 million work programme": capex', () => {
    const text = 'Ferlano Energy begins to carry out its planned fully funded US$40 million work programme in Argentina.';
    expect(read(text, 'en', '2019-05-23').map(([k, v]) => [k, v])).toEqual([['capex', 40_000_000]]);
  });
});

describe('forty-second pass: what is drawn on a facility is debt, and a headcount at a record level (from dev-real162)', () => {
  it('"with $15 million drawn under its $100 million credit facility": the drawn amount is debt, the facility none', () => {
    const text =
      'As at September 30, 2016, Ferlano maintained a strong financial position with $12 million drawn under its $90 million credit facility.';
    expect(read(text, 'en', '2016-11-03')).toEqual([['debt', 12_000_000, '2016-09-30']]);
  });

  it('"Bank facility drawn at £9.3 million (2019: £10.8 million)" after "the 26 weeks to 28 March 2020": debt at the half’s last day', () => {
    const text =
      'Ferlano plc announces its interim results for the 26 weeks to 28 March 2020.\n\nBank facility drawn at £8.3 million (2019: £9.8 million)';
    expect(read(text, 'en', '2020-06-23')).toEqual([
      ['debt', 8_300_000, '2020-03-28'],
      ['debt', 9_800_000, '2019-03-28'],
    ]);
  });

  it('"$85 million available" under a facility: no debt (guard)', () => {
    expect(read('Ferlano has $85 million available under its credit facility.', 'en', '2016-11-03')).toEqual([]);
  });

  it('"total headcount at a record level of 5,835", "headcount was at an all-time high of 1,835": the headcount', () => {
    expect(read('In 2015 Ferlano’s total headcount at a record level of 4,835.', 'en', '2016-03-01')).toEqual([
      ['headcount', 4_835, '2015-12-31'],
    ]);
    expect(read('At the end of 2015 Ferlano’s headcount was at an all-time high of 1,835.', 'en', '2016-03-01')).toEqual([
      ['headcount', 1_835, '2015-12-31'],
    ]);
  });
});

describe('forty-second pass: plans’ and raises’ shapes (from dev-real164 and 165)', () => {
  it('"seeing turnover jump by £800m to £2.2bn": a change, then the level (no range)', () => {
    const text = 'Ferlano outlined its growth strategy to 2030, which includes seeing turnover jump by £700m to £2.1bn by 2030.';
    expect(read(text, 'en', '2024-05-23')).toEqual([['revenue', 2_100_000_000, '2030']]);
  });

  it('"between £700m and £2.1bn": still a range (guard)', () => {
    expect(read('Ferlano expects 2030 turnover between £1.7bn and £2.1bn.', 'en', '2024-05-23')).toEqual([
      ['revenue', 1_700_000_000, '2030'],
    ]);
  });

  it('"a fine aprile scorso l’indebitamento … era pari a 56,1 milioni" in June 2017: at the end of April 2017', () => {
    const text =
      'Ferlano ha comunicato che a fine aprile scorso l’indebitamento finanziario netto del gruppo era pari a 46,1 milioni, in aumento rispetto ai 40,7 milioni di fine 2016. L’assemblea approverà il bilancio 2016.';
    expect(read(text, 'it', '2017-06-01')).toEqual([
      ['debt', 46_100_000, '2017-04-30'],
      ['debt', 40_700_000, '2016-12-31'],
    ]);
  });

  it('"il nuovo piano investimenti (2014-2018) da 21 milioni": the span in brackets is the plan’s, whatever year the text reports', () => {
    const text =
      'Ferlano emette obbligazioni per finanziare il nuovo piano investimenti (2014-2018) da 31 milioni di euro. Già l’anno scorso altre società avevano emesso obbligazioni.';
    expect(read(text, 'it', '2015-11-24')).toEqual([['capex', 31_000_000, '2014-2018']]);
  });

  it('"ha emesso un private placement da 250 milioni": bonds issued, debt', () => {
    expect(
      read('Ferlano ha emesso un private placement da 150 milioni destinato a investitori istituzionali.', 'it', '2019-05-27'),
    ).toEqual([['debt', 150_000_000, null]]);
  });

  it('"con aumento di capitale per cassa in opzione non inferiore a 50 milioni": money sought, not cash', () => {
    expect(read('La delibera prevede un aumento di capitale per cassa in opzione non inferiore a 40 milioni.', 'it', '2017-06-01')).toEqual(
      [['funding_sought', 40_000_000, null]],
    );
  });

  it('"la cassa per 12 milioni": the company’s cash is still cash (guard)', () => {
    expect(read('A fine 2016 la cassa di Ferlano era pari a 12 milioni.', 'it', '2017-06-01')).toEqual([
      ['cash', 12_000_000, '2016-12-31'],
    ]);
  });
});

describe('forty-second pass: a press paraphrase of EBITDA, a cost of sales, an outlook’s year, an ask (from dev-real166)', () => {
  it('"Adjusted earnings before interest, tax and other charges for the period would be no lower than £15 million": adjusted EBITDA', () => {
    const text =
      'Ferlano reported its results for the second half of 2020. Adjusted earnings before interest, tax and other charges for the period were £12 million.';
    expect(read(text, 'en', '2021-01-19')).toEqual([['ebitda', 12_000_000, '2020H2']]);
  });

  it('"deducting only the costs of sales - 2.9 million from the income": no revenue', () => {
    expect(read('In 2023 Ferlano’s costs of sales were 1.9 million euros.', 'en', '2024-11-14')).toEqual([]);
  });

  it('"revenue grew by 114% to 12.6 million euros, and the company expects to continue doubling this through this year": the year reported', () => {
    const text =
      'Ferlano reported its 2023 accounts. Its revenue grew by 114% to 10.6 million euros, and the company expects to continue doubling this through this year and the next.';
    expect(read(text, 'en', '2024-11-14')).toEqual([['revenue', 10_600_000, '2023']]);
  });

  it('"a share purchase plan (SPP) to raise up to a maximum of $1 million": money sought', () => {
    const text =
      'Ferlano also intends to undertake a share purchase plan (SPP) to raise up to a maximum of $2 million from eligible shareholders.';
    expect(read(text, 'en', '2024-03-26')).toEqual([['funding_sought', 2_000_000, null]]);
  });

  it('"Smith is asking for $20,000 in donations to help buy his oven": money sought', () => {
    expect(read('Jones is asking for $30,000 in donations to help buy the Ferlano bakery’s new oven.', 'en', '2013-07-18')).toEqual([
      ['funding_sought', 30_000, null],
    ]);
  });
});

describe('forty-second pass: what is not the figure (from dev-real161, 162 and 166)', () => {
  it('"un fatturato aggregato di 360 milioni di euro nel 2023 e 1.500 lavoratori": the workers are a headcount, no revenue', () => {
    const text =
      'Il gruppo Ferlano conta cinque stabilimenti, con un fatturato aggregato di 260 milioni di euro nel 2023 e 1.200 lavoratori.';
    expect(read(text, 'it', '2024-05-01').filter(([k]) => k !== 'headcount')).toEqual([['revenue', 260_000_000, '2023']]);
  });

  it('"sales of £20m, equivalent to 3 million chickens": the chickens are no sales', () => {
    const text = 'Ferlano targets 2023 sales of £20m, equivalent to 3 million chickens.';
    expect(read(text, 'en', '2021-06-01')).toEqual([['revenue', 20_000_000, '2023']]);
  });

  it('"Revenue visibility for full-year 2019 is now at $25.4m", "Net Revenue Interest increases to $124,000,000": no revenue', () => {
    expect(read('Revenue visibility for full-year 2019 is now at $15.4m.', 'en', '2019-07-20')).toEqual([]);
    expect(read('Ferlano’s Net Revenue Interest increases to $114,000,000 at H1 2019.', 'en', '2019-07-20')).toEqual([]);
  });
});

describe('forty-second pass: a currency named after its amount, and a rise written as a share (precision across the sets)', () => {
  it('"85.2 million New Zealand dollars (US$58.6 million)": the figure in NZD once; the bracket converts it', () => {
    const text = 'Ferlano said net profit for the six months to September 2017 was 75.2 million New Zealand dollars (US$51.6 million).';
    const doc = sentenceDocument(text, null, 'en', { date: '2017-11-20', source: 'metadata' });
    expect(readSentences(text, 'en', doc).map((f) => [f.key, f.value, f.currency])).toEqual([['net_income', 75_200_000, 'NZD']]);
  });

  it('"a 10,4 miliardi di franchi svizzeri (8,39 miliardi di euro)": the francs once', () => {
    const text =
      'Nel primo semestre 2013 il fatturato di Ferlano è cresciuto del 3,3% a 9,4 miliardi di franchi svizzeri (7,39 miliardi di euro).';
    const doc = sentenceDocument(text, null, 'it', { date: '2013-07-20', source: 'metadata' });
    expect(readSentences(text, 'it', doc).map((f) => [f.key, f.value, f.currency])).toEqual([['revenue', 9_400_000_000, 'CHF']]);
  });

  it('"ricavi per 32 milioni di franchi, il 38% in più dell’anno prima": a rise, no share of a total', () => {
    expect(
      read('Nel 2018 Ferlano ha registrato ricavi per 22 milioni di euro, il 38% in più dell’anno prima.', 'it', '2019-04-29'),
    ).toEqual([['revenue', 22_000_000, '2018']]);
  });

  it('"12 milioni, il 40% del totale": a share of the total stays out (guard)', () => {
    expect(read('Le vendite estere di Ferlano sono pari a 12 milioni, il 40% del fatturato.', 'it', '2019-04-29')).toEqual([]);
  });
});
