import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-ninth pass, 2026-12-02), with invented companies and figures; none is a held-out text's.

describe('twenty-ninth pass: a period between an amount and the measure it names', () => {
  it('"compared to a $(198,000) fourth quarter operating loss and a net loss of $(212,000)": the operating loss is no net loss', () => {
    expect(
      read(
        'Ferlano reported net income of $86,000, or $0.01 per share, for the fourth quarter of 2007, compared to a $(198,000) fourth quarter operating loss and a net loss of $(212,000), or $(0.02) per share, for the fourth quarter of 2006.',
        'en',
        '2008-02-24',
      ),
    ).toEqual([
      ['net_income', 86_000, '2007Q4'],
      ['net_income', -212_000, '2006Q4'],
    ]);
  });
});

describe("twenty-ninth pass: a share of a period's revenue", () => {
  it('"Selling expenses represented 6.2% of fourth-quarter revenues in 2016, or $30M": the expenses, no revenue', () => {
    expect(
      read(
        'Consolidated revenues of Ferlano for the fourth quarter of 2016 totalled $486.5M. Selling and administrative expenses represented 6.2% of fourth-quarter revenues in 2016, or $30M, compared to 6.3% of revenues in 2015, or $30.9M.',
        'en',
        '2017-02-16',
      ),
    ).toEqual([['revenue', 486_500_000, '2016Q4']]);
  });
});

describe('twenty-ninth pass: Asian dollars, the renminbi and a Hong Kong stock code', () => {
  it('"profit attributable to shareholders increase by 22.0% to RMB927.3 million for the 6 months ended 30 June 2011": renminbi', () => {
    expect(
      read(
        'Ferlano Sports (2020 HK) saw profit attributable to shareholders increase by 22.0% to RMB927.3 million for the 6 months ended 30 June 2011.',
        'en',
        '2011-08-09',
      ),
    ).toEqual([['net_income', 927_300_000, '2011H1']]);
  });

  it('"China Ferlano Bank (1988 HK) announced its first half-year net profit amounted to RMB13,918 million": the code is no year', () => {
    expect(
      read(
        'China Ferlano Bank (1988 HK) announced its first half-year net profit amounted to RMB13,918 million, up 48.77 pc year-on-year.',
        'en',
        '2011-08-17',
      ),
    ).toEqual([['net_income', 13_918_000_000, '2011H1']]);
  });

  it('"revenue of HK$3.4 billion", "net profit of S$9.98 million", "revenue of RMB2.9 billion": each currency by its code', () => {
    const read1 = (text: string) =>
      readSentences(text, 'en', sentenceDocument(text, null, 'en', { date: '2018-11-08', source: 'metadata' })).map((f) => [
        f.key,
        f.value,
        f.currency,
      ]);
    expect(read1('Ferlano Water reported revenue of HK$3.4 billion for the nine months ended September 30, 2018.')).toEqual([
      ['revenue', 3_400_000_000, 'HKD'],
    ]);
    expect(read1('Ferlano Medical posted net profit of S$9.98 million for the nine months ended September 30, 2018.')).toEqual([
      ['net_income', 9_980_000, 'SGD'],
    ]);
    expect(read1('Ferlano Steel reported revenue of RMB2.9 billion for the nine months ended September 30, 2018.')).toEqual([
      ['revenue', 2_900_000_000, 'CNY'],
    ]);
  });
});

describe('twenty-ninth pass: results written as a loss the Nordic and Australian way', () => {
  it('"The net result … for the half year ended 31 December 2009 was a loss after tax … of $11.926 million": below zero', () => {
    expect(
      read(
        'The net result of Ferlano for the half year ended 31 December 2009 was a loss after tax and minority interest for the period of $11.926 million.',
        'en',
        '2010-02-26',
      ),
      // (a half year that ends on 31 December is the first half of a year to June, named by its end: the sets' convention)
    ).toEqual([['net_income', -11_926_000, '2010H1']]);
  });

  it('"The total loss for the first nine months amounts to DKK 72 million against a loss of DKK 57 million": the result', () => {
    expect(
      read(
        'The total loss for the first nine months of 2014 amounts to DKK 72 million against a loss of DKK 57 million for the same period last year.',
        'en',
        '2014-11-04',
      ),
    ).toEqual([
      ['net_income', -72_000_000, '2014M9'],
      ['net_income', -57_000_000, '2013M9'],
    ]);
  });

  it('"total profit/(loss) after tax was DKK (102) million compared with an after-tax profit/(loss) of DKK (117) million"', () => {
    expect(
      read(
        'In 2013, total profit/(loss) after tax was DKK (102) million compared with an after-tax profit/(loss) of DKK (117) million in 2012.',
        'en',
        '2014-02-21',
      ),
    ).toEqual([
      ['net_income', -102_000_000, '2013'],
      ['net_income', -117_000_000, '2012'],
    ]);
  });
});

describe('twenty-ninth pass: a full year reported after June', () => {
  const text =
    'Ferlano Game Technology has delivered an 18 per cent jump in full-year net profit after tax to $61.6 million on the back of a 23 per cent rise in revenue to $244.1 million.';

  it('"full-year net profit after tax to $61.6 million" in August: the year to June just ended', () => {
    expect(read(text, 'en', '2014-08-26')).toEqual([
      ['net_income', 61_600_000, '2014'],
      ['revenue', 244_100_000, '2014'],
    ]);
  });

  it('guard: the same sentence in March: the calendar year before', () => {
    expect(read(text, 'en', '2014-03-26')).toEqual([
      ['net_income', 61_600_000, '2013'],
      ['revenue', 244_100_000, '2013'],
    ]);
  });
});

describe('twenty-ninth pass: a profit set aside to a reserve', () => {
  it('"destinare i profitti del 2016 a riserva legale per l\'importo di 2,1 milioni": the allocation, no profit', () => {
    expect(
      read(
        "Ferlano ha chiuso il 2016 con un utile netto di 41,8 milioni di euro. Il consiglio propone di destinare i profitti del 2016 a riserva legale per l'importo di 2,1 milioni di euro.",
        'it',
        '2017-03-15',
      ),
    ).toEqual([['net_income', 41_800_000, '2016']]);
  });
});

describe('twenty-ninth pass: an effect named before its amount', () => {
  it('"utile di 36,4 milioni … grazie all\'effetto fiscale una tantum … pari a 5,9 milioni": the effect, no second profit', () => {
    expect(
      read(
        "Nel quarto trimestre 2017 Ferlano ha realizzato un utile di 36,4 milioni, in aumento del 74,1% anche grazie all'effetto fiscale una tantum relativo alle imposte differite pari a 5,9 milioni.",
        'it',
        '2018-02-09',
      ),
    ).toEqual([['net_income', 36_400_000, '2017Q4']]);
  });

  it('"è negativa per 223,4 milioni con un effetto legato all\'M&A pari a 204,8 milioni": the effect, no second position', () => {
    expect(
      read(
        "Al 31 dicembre 2016 la posizione finanziaria netta di Ferlano è negativa per 223,4 milioni con un effetto legato all'M&A pari a 204,8 milioni.",
        'it',
        '2017-03-21',
      ),
    ).toEqual([['debt', 223_400_000, '2016-12-31']]);
  });
});

describe('twenty-ninth pass: millions and thousands in two parts', () => {
  it('"l\'utile netto è pari a 2 milioni e 838 mila euro": one amount', () => {
    expect(read("Nel 2016 l'utile netto di Ferlano è pari a 2 milioni e 838 mila euro.", 'it', '2017-05-10')).toEqual([
      ['net_income', 2_838_000, '2016'],
    ]);
  });
});

describe('twenty-ninth pass: a bracket comparative written with a code led by its magnitude', () => {
  it('"net sales for January-September amounted to MEUR 32.3 (MEUR 41.4)": the same nine months a year before', () => {
    expect(
      read("Ferlano Group's consolidated net sales for January-September amounted to MEUR 32.3 (MEUR 41.4).", 'en', '2012-11-08'),
    ).toEqual([
      ['revenue', 32_300_000, '2012M9'],
      ['revenue', 41_400_000, '2011M9'],
    ]);
  });
});

describe("twenty-ninth pass: the subsidiaries' share of a measure", () => {
  it('"Group EBITDA of $5.9 million … an EBITDA from trading subsidiaries before minorities of $3.5 million": a part of it', () => {
    expect(
      read(
        'The Ferlano Group recorded Group EBITDA before minority interests of $5.9 million for the 6 months to 31 December 2011. The main contributors were an EBITDA from trading subsidiaries before minorities of $3.5 million and a gain of $3.0 million on a sale.',
        'en',
        '2012-02-21',
      ),
    ).toEqual([['ebitda', 5_900_000, '2012H1']]);
  });
});
