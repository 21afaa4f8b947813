import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-sixth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-sixth pass: what a sentence refers back to, and whose figure it is', () => {
  it('"… a seguito di circa 24 milioni di investimenti. Al lordo dei derivati, la voce è pari a 499 milioni": the previous subject', () => {
    expect(
      read(
        'L’indebitamento finanziario netto al 30 giugno 2021, esclusi i derivati, cifra in 476,9 milioni, a seguito di circa 24 milioni di investimenti. Al lordo dei derivati, la voce è pari a 499 milioni.',
        'it',
        '2021-07-30',
      ).filter(([k]) => k === 'debt'),
    ).toEqual([
      ['debt', 476_900_000, '2021-06-30'],
      ['debt', 499_000_000, '2021-06-30'],
    ]);
  });

  it('"i risultati della capofila Conserve Nord, chiuso con un utile netto di 1,1 milioni": the parent\'s, a stand-in at most', () => {
    const text =
      'Il fatturato del gruppo nel 2011 è di 941 milioni, con un utile netto di 9 milioni. Buoni i risultati della capofila Conserve Nord, chiuso con un utile netto di 1,1 milioni.';
    expect(read(text, 'it', '2011-10-31')).toEqual([
      ['revenue', 941_000_000, '2011'],
      ['net_income', 9_000_000, '2011'],
    ]);
  });

  it("\"Sales for the company's vaccine totaled $1.7 billion\" beside the company's revenue: one product's", () => {
    expect(
      read(
        "Nolan reported revenue of $1.9 billion in the first quarter of 2021. Sales for the company's flu vaccine totaled $1.7 billion in the quarter.",
        'en',
        '2021-05-06',
      ),
    ).toEqual([['revenue', 1_900_000_000, '2021Q1']]);
  });

  it('"Publishing net revenue was $143.3 million", "distribution revenue was $18.5 million": lines of the net revenue', () => {
    expect(
      read(
        'Net revenue for the third quarter of 2004 was $161.8 million. Publishing net revenue was $143.3 million, while distribution revenue was $18.5 million.',
        'en',
        '2005-02-09',
      ),
    ).toEqual([['revenue', 161_800_000, '2004Q3']]);
  });

  it('"the result of a $155 million prior period gain": an item\'s amount; guard: "EBITDA was $50 million before charges"', () => {
    expect(
      read(
        'Net income was $215 million in the third quarter of 2023, the result of a $155 million prior period gain recognized on a land sale.',
        'en',
        '2023-11-02',
      ),
    ).toEqual([['net_income', 215_000_000, '2023Q3']]);
    expect(read('EBITDA was $50 million before charges in the third quarter of 2023.', 'en', '2023-11-02')).toEqual([
      ['ebitda', 50_000_000, '2023Q3'],
    ]);
  });

  it("the parent's figure stands in, marked, where the text states no group figure of it", () => {
    const text = 'Buoni i risultati della capofila Conserve Nord, chiuso con un utile netto di 1,1 milioni nel 2011.';
    const f = readSentences(text, 'it', sentenceDocument(text, null, 'it', { date: '2011-10-31', source: 'metadata' }));
    expect(f.map((x) => [x.key, x.value, x.reason?.includes('parent_company')])).toEqual([['net_income', 1_100_000, true]]);
  });
});

describe('twenty-sixth pass: Italian lines and origins', () => {
  it('"il fatturato dei formaggi, che ha raggiunto 18 milioni": one line of the revenue', () => {
    expect(
      read(
        'Nel 2014 il gruppo Casaro ha realizzato un fatturato di 105 milioni di euro. Cresce il fatturato dei formaggi, che ha raggiunto 18 milioni di euro.',
        'it',
        '2015-04-10',
      ),
    ).toEqual([['revenue', 105_000_000, '2014']]);
  });

  it('guard: "il fatturato dei primi nove mesi" is the company\'s', () => {
    expect(read('Il fatturato dei primi nove mesi 2014 è pari a 78 milioni di euro.', 'it', '2014-11-10')).toEqual([
      ['revenue', 78_000_000, '2014M9'],
    ]);
  });

  it('"0,4 milioni derivanti dagli investimenti": an amount\'s origin, not the investments', () => {
    expect(
      read(
        'Nel quarto trimestre 2016 sono stati contabilizzati benefici fiscali per 0,4 milioni derivanti dagli investimenti effettuati in Polonia nel corso dell’anno.',
        'it',
        '2017-02-10',
      ),
    ).toEqual([]);
  });
});

describe('twenty-sixth pass: holdings as the subject', () => {
  it('"Le partecipazioni di maggioranza … hanno generato un Ebitda di 9,5 milioni (7,9 milioni …)": the holdings\', a part', () => {
    expect(
      read(
        'Nel primo semestre 2019 Vettore Holding ha registrato ricavi per 80 milioni. Le partecipazioni di maggioranza in portafoglio nei settori design e automotive hanno generato un Ebitda di 9,5 milioni (7,9 milioni nel primo semestre 2018).',
        'it',
        '2019-09-25',
      ),
    ).toEqual([['revenue', 80_000_000, '2019H1']]);
  });

  it('guard: "Il gruppo ha generato un Ebitda di 9,5 milioni" is the group\'s', () => {
    expect(read('Nel primo semestre 2019 il gruppo ha generato un Ebitda di 9,5 milioni.', 'it', '2019-09-25')).toEqual([
      ['ebitda', 9_500_000, '2019H1'],
    ]);
  });
});
