import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms found in the fourth development set of real
// texts (2026-11-29), with invented companies and figures; none is a held-out text's.

describe('amounts and signs written in the ways of Italian releases', () => {
  it('"una perdita di 1 miliardo e 407 milioni di euro": one amount written in two parts', () => {
    const text =
      'Nel primo semestre 2013 il gruppo registra ricavi per 12 miliardi e 540 milioni di euro e una perdita di 1 miliardo e 102 milioni di euro.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 12_540_000_000, '2013H1'],
      ['net_income', -1_102_000_000, '2013H1'],
    ]);
  });

  it('"la posizione finanziaria netta evidenzia liquidità per X": net cash, net debt below zero', () => {
    const text =
      'A fine settembre 2019 la posizione finanziaria netta evidenzia liquidità per 95,2 milioni, in calo rispetto ai 210,4 milioni a fine anno 2018.';
    expect(read(text, 'it')).toEqual([
      ['debt', -95_200_000, '2019-09-30'],
      ['debt', -210_400_000, '2018-12-31'],
    ]);
  });

  it('a label on its own line ("Posizione finanziaria netta:", then "Euro -17.069 migliaia") keeps the sign rule of the net financial position', () => {
    const text =
      'Relazione finanziaria semestrale al 30 giugno 2012\nPosizione finanziaria netta:\nEuro -15.210 migliaia\n(Euro -19.880 migliaia al 30 giugno 2011)';
    expect(read(text, 'it', '2012-08-08')).toEqual([
      ['debt', 15_210_000, '2012-06-30'],
      ['debt', 19_880_000, '2011-06-30'],
    ]);
  });

  it('"perdita da attività operative cessate pari a X": a discontinued operations\' loss is not the net result', () => {
    const text =
      'Nel primo semestre 2012 il risultato netto consolidato è di -812 migliaia di Euro, al netto della perdita da attività operative cessate pari a -1.300 migliaia di Euro.';
    expect(read(text, 'it')).toEqual([['net_income', -812_000, '2012H1']]);
  });

  it('"a fronte di un deficit di X nel 2019": a negative figure', () => {
    expect(read("Nel 2020 l'Ebitda diventa positivo per 0,9 milioni a fronte di un deficit di 1,3 milioni nel 2019.", 'it')).toEqual([
      ['ebitda', 900_000, '2020'],
      ['ebitda', -1_300_000, '2019'],
    ]);
  });

  it('"migliora di X", "si riduce di X", "con una crescita di X": changes', () => {
    const text =
      "Nel primo semestre 2010 i ricavi raggiungono i 120,1 milioni di euro con una crescita di 14,2 milioni. Il risultato netto è pari a -20,5 milioni e migliora di 18,1 milioni. L'indebitamento finanziario netto è pari a 90,2 milioni e si riduce di 240,3 milioni.";
    expect(read(text, 'it')).toEqual([
      ['revenue', 120_100_000, '2010H1'],
      ['net_income', -20_500_000, '2010H1'],
      ['debt', 90_200_000, '2010-06-30'],
    ]);
  });
});

describe('parts of a total, in English', () => {
  it('"X revenue represented $7.5 million or 47% of total fiscal 2001 third quarter revenue": a share of the total', () => {
    const text =
      'Total revenue for the fiscal 2001 third quarter was $16.0 million. Government revenue represented $7.5 million or 47% of total fiscal 2001 third quarter revenue.';
    expect(read(text, 'en')).toEqual([['revenue', 16_000_000, '2001Q3']]);
  });

  it('"revenue included a $44.8m contribution": a part; "net income of $X, or 12% of revenue" stays a figure', () => {
    const text =
      'Revenue for 2019 was $310.2m. Revenue included a $44.8m contribution from acquisitions. Net income was $37.1m, or 12% of revenue.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 310_200_000, '2019'],
      ['net_income', 37_100_000, '2019'],
    ]);
  });
});

describe('periods written in other ways', () => {
  it('"il periodo compreso tra gennaio e giugno 2012": the first half', () => {
    const text =
      "Il gruppo ha archiviato il periodo compreso tra gennaio e giugno 2012 con ricavi pari a 470,1 milioni di euro. L'Ebitda ha segnato un rialzo del 6% a 120,2 milioni di euro.";
    expect(read(text, 'it')).toEqual([
      ['revenue', 470_100_000, '2012H1'],
      ['ebitda', 120_200_000, '2012H1'],
    ]);
  });

  it('"Nello stesso periodo, i ricavi …" after a sentence about the first half of 2015: that half, not the year before', () => {
    const text =
      'La società ha rettificato il risultato del primo semestre del 2015. Nello stesso periodo, i ricavi consolidati sono stati pari a 40,1 milioni di euro.';
    expect(read(text, 'it')).toEqual([['revenue', 40_100_000, '2015H1']]);
  });

  it('"the first two quarters of fiscal 2014": a half', () => {
    const text =
      'Net income for the first two quarters of fiscal 2014 was $15.1 million, compared to net income of $14.9 million for the first two quarters of fiscal 2013.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 15_100_000, '2014H1'],
      ['net_income', 14_900_000, '2013H1'],
    ]);
  });

  it('"(vs X nel periodo a confronto)" in a half-year\'s sentence: the half a year before', () => {
    expect(read("Nel 1H 2023 l'Ebitda è positivo per 0,21 milioni (vs 0,12 milioni nel periodo a confronto).", 'it')).toEqual([
      ['ebitda', 210_000, '2023H1'],
      ['ebitda', 120_000, '2022H1'],
    ]);
  });

  it('"a fronte di un deficit di X nel 2019" in a sentence about the first half of 2020: the first half of 2019', () => {
    const text = "Nel primo semestre del 2020 l'Ebitda diventa positivo per 1,2 milioni a fronte di un deficit di 1,4 milioni nel 2019.";
    expect(read(text, 'it')).toEqual([
      ['ebitda', 1_200_000, '2020H1'],
      ['ebitda', -1_400_000, '2019H1'],
    ]);
  });
});

describe('fiscal years that end in March, in UK results', () => {
  it('"results for the year to 31 March … Net cash at the year end … to $X (2018: $Y)": balances at 31 March', () => {
    const text =
      '12 June 2019 – final results\nThe company has announced its annual results for the year to 31 March and these show revenue up 12% to $350.2m (2018: $312.6m). Net cash at the year end rose to $18.1m (2018: $8.7m).';
    expect(read(text, 'en', '2019-06-12')).toEqual([
      ['revenue', 350_200_000, '2019'],
      ['revenue', 312_600_000, '2018'],
      ['debt', -18_100_000, '2019-03-31'],
      ['debt', -8_700_000, '2018-03-31'],
    ]);
  });

  it('"final results for the 12 months ended 31 March 2017 … Sales up 18% to £X": the fiscal year, not its first quarter', () => {
    const text =
      'The company is pleased to announce its final results for the 12 months ended 31 March 2017.\n· Sales up 18% to £2,904k versus FYE 2016';
    expect(read(text, 'en', '2017-08-03')).toEqual([['revenue', 2_904_000, '2017']]);
  });

  it('"si incrementa di X milioni", "including the $X restructuring charge": a change and a part', () => {
    expect(
      read('Nel primo semestre 2024 il Margine operativo lordo, pari a 1.210 milioni di euro, si incrementa di 98 milioni di euro.', 'it'),
    ).toEqual([['ebitda', 1_210_000_000, '2024H1']]);
    const text =
      'For the fourth quarter of fiscal 2004, the Company had a net loss of $5.2 million, including the $15 million restructuring charge.';
    expect(read(text, 'en')).toEqual([['net_income', -5_200_000, '2004Q4']]);
  });
});

describe("sentences that still speak of the previous one's measure", () => {
  it('"il giro d’affari consolidato" (a curly apostrophe) is revenue', () => {
    expect(read('Nei primi nove mesi del 2019 il giro d’affari consolidato si è attestato a 1.250,3 milioni.', 'it')).toEqual([
      ['revenue', 1_250_300_000, '2019M9'],
    ]);
  });

  it('"RICAVI: nel terzo trimestre … 190,2 milioni. Nei primi nove mesi si attestano a 560,1 milioni": the same measure', () => {
    const text =
      'RICAVI: NEL TERZO TRIMESTRE 2021 SONO STATI PARI A 190,2 MILIONI DI EURO. NEI PRIMI NOVE MESI SI ATTESTANO A 560,1 MILIONI DI EURO.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 190_200_000, '2021Q3'],
      ['revenue', 560_100_000, '2021M9'],
    ]);
  });

  it('"Al netto delle partite straordinarie la voce risulta … a X": the previous sentence\'s measure', () => {
    const text =
      'Nel primo semestre 2020 l’Ebitda è sceso del 3% a 8.500 milioni. Al netto delle partite straordinarie la voce risulta in crescita a 8.650 milioni.';
    expect(read(text, 'it')).toEqual([
      ['ebitda', 8_500_000_000, '2020H1'],
      ['ebitda', 8_650_000_000, '2020H1'],
    ]);
  });

  it('"indebitamento finanziario netto (al netto dell’impatto di 16 milioni …)": the impact names its own amount', () => {
    const text =
      'Al 30 settembre 2019 l’indebitamento finanziario netto (al netto dell’impatto di 14 milioni dell’Ifrs 16) è pari a 310 milioni.';
    expect(read(text, 'it')).toEqual([['debt', 310_000_000, '2019-09-30']]);
  });
});

describe('English comparisons and adjectives', () => {
  it('"increased 5.5 percent to $X, from $Y in 2003" in a sentence about the first nine months of 2004: the nine months of 2003', () => {
    const text = 'Operating revenue for the first nine months of 2004 increased 5 percent to $320.1 million, from $304.8 million in 2003.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 320_100_000, '2004M9'],
      ['revenue', 304_800_000, '2003M9'],
    ]);
  });

  it('"net income of $X, …, which included a fourth-quarter charge of $17 million": the fiscal year\'s, not the quarter\'s', () => {
    const text =
      'The company today reported fiscal 2004 net income of $80.2 million, or $2.10 per diluted share, which included a fourth-quarter charge of $15 million.';
    expect(read(text, 'en', '2004-10-29').map(([k, v, p]) => [k, v, p])).toEqual([['net_income', 80_200_000, '2004']]);
  });
});

describe('Italian comparisons with earlier years (fifth development set)', () => {
  it('"rispetto agli X dell analogo periodo del precedente esercizio": the half a year before', () => {
    const text =
      'Nel primo semestre 2006 i ricavi hanno raggiunto il valore di 25,1 milioni di euro, con un aumento del 120% rispetto agli 11,4 milioni dell analogo periodo del precedente esercizio.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 25_100_000, '2006H1'],
      ['revenue', 11_400_000, '2005H1'],
    ]);
  });

  it('"rispetto agli 847 milioni 2021 … i 707 milioni del 2020" in a text dated May 2023: it reports 2022', () => {
    const text =
      'Il fatturato è tornato a 990 milioni di euro, +17%, rispetto agli 845 milioni 2021, e +38% sui 702 milioni del 2020. Il margine operativo lordo sale a 101 milioni di euro, +60% rispetto ai 63 milioni 2021.';
    expect(read(text, 'it', '2023-05-17')).toEqual([
      ['revenue', 990_000_000, '2022'],
      ['revenue', 845_000_000, '2021'],
      ['revenue', 702_000_000, '2020'],
      ['ebitda', 101_000_000, '2022'],
      ['ebitda', 63_000_000, '2021'],
    ]);
  });

  it('"l\'Ebitda ha riportato un deficit 1 milione": negative; "vendite estere … a 1,61 milioni": a part of sales', () => {
    const text =
      "Nel primo semestre 2019 l'Ebitda ha riportato un deficit 1,2 milioni. Nel primo trimestre 2020 le vendite estere sono in progresso del 20% a 1,5 milioni.";
    expect(read(text, 'it')).toEqual([['ebitda', -1_200_000, '2019H1']]);
  });
});

describe('fiscal quarters named by the fiscal year (a year that does not close in December)', () => {
  it('"revenue … for the fiscal year ended June 30, 2001 … for the quarter ended June 30, 2001 … the same quarter last year": the fourth quarter of fiscal 2001', () => {
    const text =
      'The company today announced revenue of US$21.40 billion for the fiscal year ended June 30, 2001. The company also announced revenue of US$5.90 billion for the quarter ended June 30, 2001, a 12 percent increase over the US$5.27 billion for the same quarter last year.';
    expect(read(text, 'en', '2001-07-19')).toEqual([
      ['revenue', 21_400_000_000, '2001'],
      ['revenue', 5_900_000_000, '2001Q4'],
      ['revenue', 5_270_000_000, '2000Q4'],
    ]);
  });

  it('"the three months ended December 31, 2019" of a fiscal year ended September 30: the first quarter of fiscal 2020', () => {
    const text =
      'For the fiscal year ended September 30, 2019, revenue was $810.2 million. Revenue for the three months ended December 31, 2019 was $221.5 million.';
    expect(read(text, 'en', '2020-02-05')).toEqual([
      ['revenue', 810_200_000, '2019'],
      ['revenue', 221_500_000, '2020Q1'],
    ]);
  });

  it('a calendar-year text keeps the calendar quarter', () => {
    expect(read('Revenue for the quarter ended June 30, 2021 was $40.1 million.', 'en', '2021-08-05')).toEqual([
      ['revenue', 40_100_000, '2021Q2'],
    ]);
  });
});

describe('fiscal quarters named with their ordinal and the day they ended', () => {
  it('"net sales … in its fiscal fourth quarter ended April 27, 2019": fiscal 2019\'s fourth quarter', () => {
    const text =
      'The company today reported consolidated net sales of approximately $1.3 billion in its fiscal fourth quarter ended April 27, 2019.';
    expect(read(text, 'en')).toEqual([['revenue', 1_300_000_000, '2019Q4']]);
  });

  it('"the second quarter ended October 31, 2019": with two quarters to go, fiscal 2020\'s second', () => {
    expect(read('Net sales for the second quarter ended October 31, 2019 were $960 million.', 'en')).toEqual([
      ['revenue', 960_000_000, '2020Q2'],
    ]);
  });

  it("\"for the fourth quarter of fiscal year 2019 … in last year's fiscal fourth quarter\": fiscal 2019's, then fiscal 2018's", () => {
    const text =
      'Net income for the fourth quarter of fiscal year 2019 was $26.0 million, or $0.28 per diluted share, compared to $19.9 million, or $0.22 per diluted share, in last year’s fiscal fourth quarter.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 26_000_000, '2019Q4'],
      ['net_income', 19_900_000, '2018Q4'],
    ]);
  });
});
