import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-fifth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-fifth pass: an interim report’s period, and a restated comparative’s year (from dev-real182)', () => {
  it('"interim results for the period to 30 June": a half, its year from the date; "(2021: £7.2m)" the half before; the balance at its end', () => {
    const text =
      'Ferlano plc has announced interim results for the period to 30 June revealing that revenues have grown by 23% to £8.9m (2021: £7.2m). Cash at the period end was £1.2m.';
    expect(read(text, 'en', '2022-09-05')).toEqual([
      ['revenue', 8_900_000, '2022H1'],
      ['revenue', 7_200_000, '2021H1'],
      ['cash', 1_200_000, '2022-06-30'],
    ]);
  });

  it('"Interim Results for the period ended 30 September 2019": a fiscal year’s first half, named after the year it ends in', () => {
    const text = 'Ferlano plc: Interim Results for the period ended 30 September 2019. Revenue was £14.0 million.';
    expect(read(text, 'en', '2019-11-20')).toEqual([['revenue', 14_000_000, '2020H1']]);
  });

  it('"(2018 adjusted: £9.13 million)", "(2018 adjusted**: £2.28 million)": the comparative is the year before’s, not the current figure’s', () => {
    const text =
      'Ferlano plc announces its unaudited results for the six months ended 30 June 2019.\n\nRevenue of £10.2 million, up 11.7% (2018 adjusted: £9.13 million)\n\nProfit after tax of £2.5 million (2018 adjusted**: £2.28 million***)';
    expect(read(text, 'en', '2019-09-25')).toEqual([
      ['revenue', 10_200_000, '2019H1'],
      ['revenue', 9_130_000, '2018H1'],
      ['net_income', 2_500_000, '2019H1'],
      ['net_income', 2_280_000, '2018H1'],
    ]);
  });

  it('a period ended with no interim report named stays what it was (guard)', () => {
    const text = 'Ferlano plc reported revenue of £8.9m for the year ended 30 June 2022.';
    expect(read(text, 'en', '2022-09-05')).toEqual([['revenue', 8_900_000, '2022']]);
  });
});

describe('forty-fifth pass: a decimal with its "m" glued is millions where a PDF lost the currency (from dev-real182)', () => {
  it('"Revenue growth of 28% to 31.5m (H1 2014: 24.6m)": the half and its comparative, no currency written', () => {
    const text =
      'Ferlano plc reports its half yearly results for the six months ended 30 June 2014. Revenue growth of 28% to 31.5m (H1 2013: 24.6m)';
    expect(read(text, 'en', '2014-09-09')).toEqual([
      ['revenue', 31_500_000, '2014H1'],
      ['revenue', 24_600_000, '2013H1'],
    ]);
  });

  it('a length glued to its "m" stays out: "a 4.5m-high wall", "capex on a 12.5m long hall" (guard)', () => {
    const text = 'Ferlano will invest £3.0m in a new hall with a 4.5m-high wall, 12.5m long, in 2024.';
    expect(read(text, 'en', '2024-01-09')).toEqual([['capex', 3_000_000, '2024']]);
  });
});

describe('forty-fifth pass: a full year the company is on track for is no topic of the half’s figures (from dev-real182)', () => {
  it('"remains on track to report a pre-tax profit for the full year", then the half’s highlights: still the half', () => {
    const text =
      'Interim Results for the six months ended 30 June 2013\n\nFerlano plc today announces its Interim Results for the six months. The Company remains on track to report a pre-tax profit for the full year. Financial Highlights Total revenue up 27% to £4.24m (2012: £3.35m)';
    expect(read(text, 'en', '2013-09-01')).toEqual([
      ['revenue', 4_240_000, '2013H1'],
      ['revenue', 3_350_000, '2012H1'],
    ]);
  });

  it('a full year reported, with no expectation, is still the topic of the figures after it (guard)', () => {
    const text = 'Ferlano plc today announces its results for the six months ended 30 June 2013 and for the full year. Revenue was £9.1m.';
    expect(read(text, 'en', '2013-09-01')).toEqual([['revenue', 9_100_000, '2013']]);
  });
});

describe('forty-fifth pass: more ways a loan reaches the company (ADR 0090; from dev-real181)', () => {
  it('"hanno firmato oggi a Torino un contratto di finanziamento di 250 milioni": a day and a place between the verb and the loan', () => {
    const text =
      'La Banca Alpina e la Ferlano Spa hanno firmato oggi a Torino un contratto di finanziamento di 250 milioni di euro finalizzato a sostenere la ricerca.';
    expect(read(text, 'it')).toEqual([['debt', 250_000_000, null]]);
  });

  it('"E\' stato perfezionato oggi a Bari un finanziamento di 150 milioni", "ha messo a disposizione di Ferlano un finanziamento da 400 milioni"', () => {
    expect(
      read("E' stato perfezionato oggi a Bari un finanziamento di 150 milioni di euro della Banca Alpina a favore di Ferlano.", 'it'),
    ).toEqual([['debt', 150_000_000, null]]);
    expect(
      read(
        'La Banca Alpina, con la garanzia di Sace, ha messo a disposizione di Ferlano un finanziamento da 400 milioni per la ricerca.',
        'it',
      ),
    ).toEqual([['debt', 400_000_000, null]]);
  });

  it('the amount, then who signed it or whom it goes to: "prestito da 1,15 miliardi siglato da Ferlano", "è destinato a Ferlano"', () => {
    expect(read('La garanzia copre il 70 per cento del prestito da 1,15 miliardi siglato da Ferlano con un pool di banche.', 'it')).toEqual(
      [['debt', 1_150_000_000, null]],
    );
    expect(
      read('Il finanziamento, dell’importo massimo di 45 milioni di euro, è destinato a Ferlano S.p.a., produttore di film.', 'it'),
    ).toEqual([['debt', 45_000_000, null]]);
  });

  it('"con la Banca Europea per gli Investimenti (Bei) da 30 milioni": the bank’s name is no investment of the company', () => {
    const text =
      'Ferlano ha firmato un contratto di finanziamento con la Banca Europea per gli Investimenti (Bei) da 30 milioni di euro, della durata di sette anni.';
    expect(read(text, 'it')).toEqual([['debt', 30_000_000, null]]);
  });

  it('a loan a bank grants, with no borrower named, stays out (guard)', () => {
    expect(read('La Banca Alpina ha erogato nel 2023 finanziamenti per 4,6 miliardi di euro alle imprese del territorio.', 'it')).toEqual(
      [],
    );
  });
});

describe('forty-fifth pass: a loss compared with a bare amount (from dev-real183)', () => {
  it('"una perdita di 11 milioni contro un rosso di 15 dello stesso periodo 2013": the bare 15 is millions and a loss', () => {
    const text = 'Il semestre di Ferlano ha segnato una perdita di 11 milioni contro un rosso di 15 dello stesso periodo 2013.';
    expect(read(text, 'it', '2014-08-07')).toEqual([
      ['net_income', -11_000_000, '2014H1'],
      ['net_income', -15_000_000, '2013H1'],
    ]);
  });

  it('"con un negativo di 5,8 milioni di euro contro gli 8,2": compared with a figure below zero, the bare one is below zero', () => {
    const text =
      'Nel primo trimestre Ferlano ha contenuto il risultato di periodo, con un negativo di 5,8 milioni di euro contro gli 8,2 del primo trimestre 2013.';
    expect(read(text, 'it', '2014-05-15')).toEqual([
      ['net_income', -5_800_000, '2014Q1'],
      ['net_income', -8_200_000, '2013Q1'],
    ]);
  });

  it('a profit compared with a bare amount stays above zero (guard)', () => {
    const text = 'Nel primo trimestre Ferlano ha registrato un utile netto di 5,8 milioni di euro contro gli 8,2 del primo trimestre 2013.';
    expect(read(text, 'it', '2014-05-15')).toEqual([
      ['net_income', 5_800_000, '2014Q1'],
      ['net_income', 8_200_000, '2013Q1'],
    ]);
  });
});

describe('forty-fifth pass: sales orders are no sales (from dev-real162)', () => {
  it('"Sales orders more than doubled to £4.87m (H1 2017: £2.13m)": order intake, not revenue; "Sales of £10.5m" still is', () => {
    const text =
      'Ferlano plc announces its results for the six months ended 30 June 2018. Sales of £10.5m. Sales orders more than doubled to £4.87m (H1 2017: £2.13m).';
    expect(read(text, 'en', '2018-09-24')).toEqual([['revenue', 10_500_000, '2018H1']]);
  });
});

describe('forty-fifth pass: a loss named after its amount, the parts a figure comprises (from dev-real182)', () => {
  it('"Adjusted EBITDA £2,451k loss (2022: £2,780k loss)": both below zero', () => {
    const text = 'Ferlano plc results for the year ended 30 June 2023: Adjusted EBITDA £2,451k loss (2022: £2,780k loss).';
    expect(read(text, 'en', '2023-11-29')).toEqual([
      ['ebitda', -2_451_000, '2023'],
      ['ebitda', -2_780_000, '2022'],
    ]);
  });

  it('"revenues increased 20% to £1.3m (£1.0m FY16) comprising of £0.5m … and £0.8m": the parts are no revenue of their own', () => {
    const text =
      'Ferlano plc: for the year ended 31 December 2017, revenues increased 20% to £1.3m (£1.0m FY16) comprising of £0.5m (£0.3m FY16) from its diagnostics unit and £0.8m (£0.7m FY16) from its therapeutics unit.';
    expect(read(text, 'en', '2018-04-03')).toEqual([
      ['revenue', 1_300_000, '2017'],
      ['revenue', 1_000_000, '2016'],
    ]);
  });
});

describe('forty-fifth pass: "figures in brackets apply to" a comparison’s period (from dev-real184)', () => {
  it('"(All figures in brackets apply to the first quarter 2013)": the quarter reported is 2014’s, the bracket 2013’s', () => {
    const text =
      'Trondheim, April 30, 2014\n\n(All figures in brackets apply to the first quarter 2013)\n\nFerlano ASA reported revenues of NOK 158 (80) million in the first quarter. Net result for the first quarter was NOK 21 million, following a tax income of NOK 182 million.';
    expect(read(text, 'en', '2014-04-30')).toEqual([
      ['revenue', 158_000_000, '2014Q1'],
      ['net_income', 21_000_000, '2014Q1'],
      ['revenue', 80_000_000, '2013Q1'],
    ]);
  });
});

describe('forty-fifth pass: a change in money after its rate, and "from fiscal Q2 2009" (from dev-real180)', () => {
  it('"were $6.5 million, a decrease of 16% (or $1.2 million) from revenues of $7.7 million": the $1.2 million is the change', () => {
    const text =
      'Ferlano’s revenues for the quarter ended December 31, 2011 were $6.5 million, a decrease of 16% (or $1.2 million) from revenues of $7.7 million for the quarter ended December 31, 2010.';
    expect(read(text, 'en', '2012-02-10')).toEqual([
      ['revenue', 6_500_000, '2011Q4'],
      ['revenue', 7_700_000, '2010Q4'],
    ]);
  });

  it('"a 9 percent decrease from fiscal Q2 2009 revenues": the quarter compared with, so the one reported is a year later', () => {
    const text =
      '· Revenues of $4.9 million, a 9 percent decrease from fiscal Q2 2009 revenues of $5.4 million\n\n· Billings total $4.8 million compared to $5.5 million in the second quarter of 2009\n\n· GAAP net loss of $131 thousand or $(0.04) per diluted share compared to a loss of $188 thousand or $(0.05) per diluted share in the second quarter of 2009';
    expect(read(text, 'en')).toEqual([
      ['revenue', 4_900_000, '2010Q2'],
      ['revenue', 5_400_000, '2009Q2'],
      ['net_income', -131_000, '2010Q2'],
      ['net_income', -188_000, '2009Q2'],
    ]);
  });
});

describe('forty-fifth pass: a ranking’s next names with their amounts in brackets (from dev-real6, 14, 60)', () => {
  it('"Stabile al terzo posto rimane Ferlano (32,3 miliardi)": the measure of the sentence before', () => {
    const text =
      'Nel 2018 Alfano ha visto crescere i ricavi dello 0,6% a 73,1 miliardi. Stabile al terzo posto rimane Ferlano (32,3 miliardi) sempre del comparto energia.';
    expect(read(text, 'it', '2019-10-25')).toEqual([
      ['revenue', 73_100_000_000, '2018'],
      ['revenue', 32_300_000_000, '2018'],
    ]);
  });

  it('"Medaglia di bronzo per Brenti con 51,9 miliardi", then "tra Alfano (41,3 miliardi) ed Enzi (39,7 miliardi)": the measure carried on', () => {
    const text =
      'Al primo posto c’è Alfano, seguita da Enzi, che lo scorso anno ha registrato un fatturato di 73,9 miliardi. Medaglia di bronzo per Brenti con 51,9 miliardi. I dati del primo semestre 2025 mostrano un riavvicinamento tra Alfano (41,3 miliardi) ed Enzi (39,7 miliardi).';
    expect(read(text, 'it', '2025-11-13')).toEqual([
      ['revenue', 73_900_000_000, '2024'],
      ['revenue', 51_900_000_000, '2024'],
      ['revenue', 41_300_000_000, '2025H1'],
      ['revenue', 39_700_000_000, '2025H1'],
    ]);
  });

  it('a bracketed amount with no ranking word stays unread (guard)', () => {
    const text = 'Nel 2018 Alfano ha visto crescere i ricavi dello 0,6% a 73,1 miliardi. Il fondo Ferlano (32,3 miliardi) resta socio.';
    expect(read(text, 'it', '2019-10-25')).toEqual([['revenue', 73_100_000_000, '2018']]);
  });
});

describe('forty-fifth pass: a ranking of employers, each name its own count (from dev-real4, 6)', () => {
  it('"con oltre 129.243 dipendenti, seguono Brenti (83.764 unità) e Enzi (80.044)": three companies’ headcounts', () => {
    const text =
      'Lo studio analizza i bilanci 2019 delle principali società italiane. Il maggiore datore di lavoro è Ferlano, con oltre 129.243 dipendenti, seguono Brenti Trasporti (83.764 unità) e Enzi (80.044).';
    expect(read(text, 'it', '2020-10-01')).toEqual([
      ['headcount', 129_243, '2019-12-31'],
      ['headcount', 83_764, '2019-12-31'],
      ['headcount', 80_044, '2019-12-31'],
    ]);
  });

  it('"Nella classifica … seguono Brenti con ricavi per 548 milioni e 2.811 dipendenti e Enzi … a 2.554 dipendenti": each its count', () => {
    const text =
      'Nella classifica per fatturato delle maggiori società ospedaliere private seguono Brenti con ricavi per 548 milioni e 2.811 dipendenti e il gruppo Enzi che ha fatturato 462 milioni dando lavoro a 2.554 dipendenti.';
    expect(read(text, 'it', '2016-03-17').filter(([key]) => key === 'headcount')).toEqual([
      ['headcount', 2_811, null],
      ['headcount', 2_554, null],
    ]);
  });

  it('two different counts with no ranking between them are still left to the reviewer (guard)', () => {
    const text = 'Ferlano ha 120 dipendenti in Italia e 80 dipendenti in Spagna.';
    expect(read(text, 'it', '2020-10-01')).toEqual([]);
  });
});
