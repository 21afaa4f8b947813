import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms found in the sixth development set of real texts
// (2026-11-29: football clubs' seasons, release bullets by division, blog and news summaries), with
// invented companies and figures; none is a held-out text's.

describe('fiscal years written over two calendar years', () => {
  it('"nel 2020/21" and "(… nel 2019/20)": a season, named by the year it ends in', () => {
    const text = 'Il fatturato del club nel 2020/21 è pari a £ 410 milioni (£ 452,3 milioni nel 2019/20).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 410_000_000, '2021'],
      ['revenue', 452_300_000, '2020'],
    ]);
  });

  it('"L\'esercizio 2019-2020 … ricavi": a fiscal year named with a dash; "nel biennio 2018-2019" stays a span', () => {
    expect(read("L'esercizio 2019-2020 si chiude con ricavi per 812 milioni di euro.", 'it')).toEqual([['revenue', 812_000_000, '2020']]);
    expect(read('Investimenti per 40 milioni di euro nel biennio 2018-2019.', 'it')).toEqual([['capex', 40_000_000, '2018-2019']]);
  });
});

describe('amounts that are parts, changes or translations', () => {
  it('"- Divisione Caldaie: vendite pari a X": a division\'s sales under a label', () => {
    const text =
      '- Ricavi consolidati del primo semestre 2021 pari a 88,4 milioni di Euro\n- Divisione Caldaie: vendite pari a 61,2 milioni di Euro, -3,1% rispetto ai 63,2 milioni di Euro del 2020';
    expect(read(text, 'it')).toEqual([['revenue', 88_400_000, '2021H1']]);
  });

  it('"con una riduzione di Euro X milioni": a change, with the currency written before the amount', () => {
    const text = 'Utile netto del primo semestre 2021 pari a Euro 2,8 milioni con una riduzione di Euro 1,6 milioni.';
    expect(read(text, 'it')).toEqual([['net_income', 2_800_000, '2021H1']]);
  });

  it('"L\'incremento del fatturato è stato di X": a change of the measure, not its level', () => {
    const text = 'Nel 2019 il fatturato è pari a 96 milioni di euro. L’incremento del fatturato è stato di 7,5 milioni di euro.';
    expect(read(text, 'it')).toEqual([['revenue', 96_000_000, '2019']]);
  });

  it('"£ X, pari a circa Y milioni di Euro (al cambio … di 1 € = …)": the same figure in another currency, and a rate', () => {
    const text =
      'Nel 2019 il fatturato è stato di 320 milioni di sterline, pari a circa 361,2 milioni di Euro (al cambio del 28.06.2019 di 1 € = 0,886 £).';
    expect(read(text, 'it')).toEqual([['revenue', 320_000_000, '2019']]);
  });

  it('"contro il rosso di X": a loss', () => {
    const text = 'Nel 2021 il risultato netto è stato negativo per 12,4 milioni di euro contro il rosso di 30,1 milioni del 2020.';
    expect(read(text, 'it')).toEqual([
      ['net_income', -12_400_000, '2021'],
      ['net_income', -30_100_000, '2020'],
    ]);
  });

  it('"an operating loss of £X …, compared with a loss of £Y": the compared loss is the operating one', () => {
    const text = 'It made an operating loss of £2.1m in 2019, compared with a loss of £1.7m in 2018, on revenues of £5.5m.';
    expect(read(text, 'en')).toEqual([['revenue', 5_500_000, '2019']]);
  });

  it('"Cash reserves dwindled to £X"; "net cash reserves" stay net cash', () => {
    expect(read('At the end of 2019 cash reserves were £4.1m.', 'en')).toEqual([['cash', 4_100_000, '2019-12-31']]);
    expect(read('At the end of 2019 net cash reserves were £4.1m.', 'en')).toEqual([['debt', -4_100_000, '2019-12-31']]);
  });
});

describe('the year a text reports', () => {
  it('a year before the one compared with ("in 2014" after "compared with … in 2017") is history, not the year reported', () => {
    const text =
      'Rivet made a loss of £2.2m, compared with a loss of £1.9m in 2017, on revenues of £4.4m. A shop that joined the site in 2014 has closed.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -2_200_000, '2018'],
      ['net_income', -1_900_000, '2017'],
      ['revenue', 4_400_000, '2018'],
    ]);
  });
});

describe('more names of key figures and of their parts', () => {
  it('"Il risultato d\'esercizio … è negativo per euro X": the net result', () => {
    const text = 'Il risultato d’esercizio nel 2021 è negativo per euro 112 milioni (negativo per 64 milioni di euro nel 2020).';
    expect(read(text, 'it')).toEqual([
      ['net_income', -112_000_000, '2021'],
      ['net_income', -64_000_000, '2020'],
    ]);
  });

  it('"posizione finanziaria" without "netta": the net debt, a positive one net cash', () => {
    expect(read('Al 31 dicembre 2021 la posizione finanziaria è pari a 41,3 milioni di euro.', 'it')).toEqual([
      ['debt', 41_300_000, '2021-12-31'],
    ]);
    expect(read('Al 30 settembre 2021 la posizione finanziaria è positiva per € 72,5 milioni.', 'it')).toEqual([
      ['debt', -72_500_000, '2021-09-30'],
    ]);
  });

  it('"underlying NPAT … to $X": an adjusted net profit after tax', () => {
    const text = 'In 1H20 underlying NPAT was down 0.3% to $212.6m.';
    expect(read(text, 'en')).toEqual([['net_income', 212_600_000, '2020H1']]);
  });

  it('"Results topped Wall Street projections for … $X of revenue": an estimate, not a figure', () => {
    const text =
      'Revenue rose to $2.8 billion in the first quarter of 2011. Results topped Wall Street projections for earnings of 31 cents per share on $2.7 billion of revenue.';
    expect(read(text, 'en')).toEqual([['revenue', 2_800_000_000, '2011Q1']]);
  });

  it('"The segment had sales of $X", "Sales in skin care fell … to $Y": parts of revenue', () => {
    const text =
      'Net sales for the third quarter of 2012 were $1.2 billion. The Retail segment had sales of $640.2 million. Sales in skin care fell 3 percent to $310.5m.';
    expect(read(text, 'en')).toEqual([['revenue', 1_200_000_000, '2012Q3']]);
  });
});

describe('a number written without its unit, beside a comparison', () => {
  it('"l\'utile netto è pari a 12,4 contro i 9,8 milioni": the unit of the amount it is compared with', () => {
    const text = "Nel 2021 l'utile netto consolidato è pari a 12,4 contro i 9,8 milioni dell'esercizio 2020.";
    expect(read(text, 'it')).toEqual([
      ['net_income', 12_400_000, '2021'],
      ['net_income', 9_800_000, '2020'],
    ]);
  });

  it('"… a 210 milioni di euro, +12% rispetto ai 187 dell\'anno precedente"; "rispetto al 31 dicembre" is a day', () => {
    const text =
      "Nel 2021 il fatturato si attesta a 210 milioni di euro, +12% rispetto ai 187 dell'anno precedente. Al 30 giugno 2021 l'indebitamento finanziario netto è di 48 milioni, rispetto al 31 dicembre 2020.";
    expect(read(text, 'it')).toEqual([
      ['revenue', 210_000_000, '2021'],
      ['revenue', 187_000_000, '2020'],
      ['debt', 48_000_000, '2021-06-30'],
    ]);
  });

  it('"income of $X, equal to 50c per share": cents per share', () => {
    const text = 'For the third quarter of 2012 the company had income of $88.1 million, equal to 41c per share.';
    expect(read(text, 'en')).toEqual([['net_income', 88_100_000, '2012Q3']]);
  });
});
