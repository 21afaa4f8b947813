import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-third pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-third pass: a balance changed "da X a Y" beside "investimenti" (from dev-real167)', () => {
  it('"la PFN è salita da 4,11 a 4,91 miliardi per effetto degli investimenti" in a nine months’ text: the first at the year-end before', () => {
    const text =
      'Ferlano ha chiuso i primi 9 mesi dell’anno con ricavi a 6,86 miliardi di euro. La posizione finanziaria netta è salita da 4,11 a 4,91 miliardi per effetto degli investimenti.';
    expect(read(text, 'it', '2022-11-11')).toEqual([
      ['revenue', 6_860_000_000, '2022M9'],
      ['debt', 4_110_000_000, '2021-12-31'],
      ['debt', 4_910_000_000, '2022-09-30'],
    ]);
  });

  it('"… rispetto alle stime" still keeps the two amounts’ period (guard)', () => {
    const text = 'Ferlano ha chiuso il 2022 con ricavi per 150 milioni di euro, rispetto alle stime di 140 milioni.';
    expect(
      read(text, 'it', '2023-03-11')
        .filter(([k]) => k === 'revenue')
        .map(([, , p]) => p),
    ).not.toContain('2021');
  });
});

describe('forty-third pass: "the June year" is the year that closes at the end of June (from dev-real168)', () => {
  it('"revenue in the June year grew 19.8 per cent to $1.44 billion" in September 2022: fiscal 2022', () => {
    const text =
      'Ferlano reported a jump in annual net profit to $114.7 million. Revenue in the June year grew 19.8 per cent to $1.44 billion.';
    expect(read(text, 'en', '2022-09-10')).toEqual([
      ['net_income', 114_700_000, '2022'],
      ['revenue', 1_440_000_000, '2022'],
    ]);
  });

  it('"net profit for the March 2021 financial year was NZ$12.5m": fiscal 2021, not a day in March', () => {
    expect(read('Ferlano said net profit for the March 2021 financial year was NZ$12.5m.', 'en', '2021-05-20')).toEqual([
      ['net_income', 12_500_000, '2021'],
    ]);
  });
});

describe('forty-third pass: "since the end of 2024" dates a text later, so the file’s date holds (from dev-real168)', () => {
  it('a February 2026 release whose only year is "since the end of 2024": its fourth quarter and full year are 2025’s', () => {
    const text =
      'Our fourth quarter confirmed that the market has gradually improved since the end of 2024.\nFOURTH QUARTER\n› NET SALES amounted to SEK 9,000 (9,125) million\nFULL YEAR\n› NET SALES amounted to SEK 30,841 (30,521) million';
    expect(read(text, 'en', '2026-02-12')).toEqual([
      ['revenue', 9_000_000_000, '2025Q4'],
      ['revenue', 30_841_000_000, '2025'],
      ['revenue', 9_125_000_000, '2024Q4'],
      ['revenue', 30_521_000_000, '2024'],
    ]);
  });

  it('"at the end of 2024" (no "since") in a February 2026 text still does not take the file’s date (guard)', () => {
    const text = 'Ferlano had net debt of SEK 1,200 million at the end of 2024.';
    expect(read(text, 'en', '2026-02-12')).toEqual([['debt', 1_200_000_000, '2024-12-31']]);
  });
});

describe('forty-third pass: "profit after (net) financial items" is a profit before tax, no net income (from dev-real168)', () => {
  it('"PROFIT AFTER NET FINANCIAL ITEMS amounted to SEK 3,333 (2,091) million": nothing; "NET PROFIT amounted to" is read', () => {
    const text =
      'FULL YEAR 2025\n› PROFIT AFTER NET FINANCIAL ITEMS amounted to SEK 3,333 (2,091) million\n› NET PROFIT amounted to SEK 2,280 million';
    expect(read(text, 'en', '2026-02-12')).toEqual([['net_income', 2_280_000_000, '2025']]);
  });
});

describe('forty-third pass: "liquid assets" are cash, "interest-bearing liabilities" debt (from dev-real168)', () => {
  it('"At year-end 2022, … liquid assets SEK 62.9 m and interest-bearing liabilities, SEK 1,552.0 m": both at the year-end', () => {
    const text =
      'At year-end 2022, the closing balance of equity was SEK 500 m, liquid assets SEK 62.9 m and interest-bearing liabilities, SEK 1,552.0 m.';
    expect(read(text, 'en', '2023-02-18')).toEqual([
      ['cash', 62_900_000, '2022-12-31'],
      ['debt', 1_552_000_000, '2022-12-31'],
    ]);
  });

  it('"interest-bearing liabilities, net, of about DKK 1.5 billion at 30 June 2022": net debt, read once (guard)', () => {
    const text = 'With interest-bearing liabilities, net, of about DKK 1.5 billion at 30 June 2022, Ferlano will resume its buy-backs.';
    expect(read(text, 'en', '2022-08-18')).toEqual([['debt', 1_500_000_000, '2022-06-30']]);
  });
});

describe('forty-third pass: a yearless calendar half in a text whose year closes in June is named as its fiscal half (from dev-real168)', () => {
  it('"profit after tax was Sh4.1 billion in July-December of last year" in October 2019, "the year ended June" named: 2019H1', () => {
    const text =
      'Ferlano will delay its results for the year ended June. It said profit after tax was Sh4.1 billion in July-December of last year, a marginal rise.';
    expect(read(text, 'en', '2019-10-29')).toEqual([['net_income', 4_100_000_000, '2019H1']]);
  });

  it('"net profit for the half-year ended December was A$12.5m" in February 2019, fiscal year to June: 2019H1 (guard)', () => {
    const text =
      'Ferlano said net profit for the half-year ended December was A$12.5m. Its results for the year ended June 2018 were strong.';
    expect(read(text, 'en', '2019-02-20')).toEqual([['net_income', 12_500_000, '2019H1']]);
  });

  it('"in July-December of last year" for a calendar-year company stays the calendar second half (guard)', () => {
    expect(read('Ferlano said revenue was €41.2 million in July-December of last year.', 'en', '2019-03-10')).toEqual([
      ['revenue', 41_200_000, '2018H2'],
    ]);
  });
});

describe('forty-third pass: "è finita in rosso per" is a year closed at a loss (from dev-real169)', () => {
  it('"Ferlano Fiere nel 2016 è finita in rosso per 2,9 milioni": a net loss of 2.9 million for 2016', () => {
    expect(read('Secondo i bilanci approvati, Ferlano Fiere nel 2016 è finita in rosso per 2,9 milioni.', 'it', '2017-09-25')).toEqual([
      ['net_income', -2_900_000, '2016'],
    ]);
  });

  it('"la gara è finita in parità" has no amount and reads nothing (guard)', () => {
    expect(read('Nel 2016 la gara di Ferlano è finita in parità, con 2 gol per parte.', 'it', '2017-09-25')).toEqual([]);
  });
});

describe('forty-third pass: "l’anno fiscale chiuso lo scorso 31 ottobre 2023" and "se paragonato ai" (from dev-real169)', () => {
  it('a fiscal year closed on 31 October 2023 is fiscal 2023, and its amounts are that year’s', () => {
    const text =
      'Il cda di Ferlano ha diffuso il preconsuntivo dell’anno fiscale chiuso lo scorso 31 ottobre 2023.\n\nL’ebitda ammonta a 6,2 milioni di euro.';
    expect(read(text, 'it', '2023-11-22')).toEqual([['ebitda', 6_200_000, '2023']]);
  });

  it('"l’ebitda ammonta a 16,2 milioni, in aumento se paragonato ai 10,2 milioni del 2022": the first is 2023’s', () => {
    const text = 'L’ebitda di Ferlano ammonta a 16,2 milioni di euro, in aumento se paragonato ai 10,2 milioni del 2022.';
    expect(read(text, 'it', '2023-11-22')).toEqual([
      ['ebitda', 16_200_000, '2023'],
      ['ebitda', 10_200_000, '2022'],
    ]);
  });
});

describe('forty-third pass: a quarter’s release beating forecasts, a standard’s number, a one-off income (from dev-real167)', () => {
  it('"Migliori delle previsioni anche i margini, con l’Ebitda … a 69,6 milioni" in a first quarter’s text: the quarter, no guidance', () => {
    const text =
      'Ferlano ha chiuso i primi tre mesi dell’esercizio con ricavi in crescita del 14,5% a 312,3 milioni.\nMigliori delle previsioni anche i margini operativi, con l’Ebitda in aumento del 10,8% a 69,6 milioni.';
    expect(read(text, 'it', '2018-05-10')).toEqual([
      ['revenue', 312_300_000, '2018Q1'],
      ['ebitda', 69_600_000, '2018Q1'],
    ]);
  });

  it('"(75 milioni escludendo l’effetto dell’IFRS 16)": the standard’s number is no amount', () => {
    const text =
      'Nel primo trimestre 2019 l’Ebitda di Ferlano ha segnato un +12,9% a 78,6 milioni (75 milioni escludendo l’effetto dell’IFRS 16) rispetto ai 76,9 milioni stimati dagli analisti.';
    expect(read(text, 'it', '2019-05-10')).toEqual([
      ['ebitda', 78_600_000, '2019Q1'],
      ['ebitda', 75_000_000, '2019Q1'],
    ]);
  });

  it('"beneficiando anche di un provento una tantum di 12,7 milioni": the one-off income is no net income', () => {
    const text =
      'Nel primo trimestre 2018 l’utile netto di Ferlano è salito a 51,6 milioni, beneficiando anche di un provento una tantum di 12,7 milioni.';
    expect(read(text, 'it', '2018-05-10')).toEqual([['net_income', 51_600_000, '2018Q1']]);
  });

  it('"l’Ebitda adjusted, al netto di proventi non ricorrenti per 0,2 milioni, … a 3,4 milioni": still the EBITDA (guard)', () => {
    const text =
      'Nel 2016 l’Ebitda adjusted di Ferlano, cioè al netto di proventi non ricorrenti per 0,2 milioni, è in flessione a 3,4 milioni.';
    expect(read(text, 'it', '2017-03-30').map(([k, v]) => [k, v])).toContainEqual(['ebitda', 3_400_000]);
  });
});

describe('forty-third pass: an investment summed "since" a year runs to the document’s year (from dev-real170)', () => {
  it('"Since 2018, Ferlano has invested £110 million in its plants" in a text of February 2024: 2018-2024', () => {
    const text = 'Ferlano reported revenue of £50 million for 2023. Since 2018, Ferlano has invested £110 million in its plants.';
    expect(read(text, 'en', '2024-02-10')).toEqual([
      ['revenue', 50_000_000, '2023'],
      ['capex', 110_000_000, '2018-2024'],
    ]);
  });

  it('"Dal 2019 ha visto oltre 10 milioni di euro di investimenti": 2019-2024', () => {
    const text =
      'Nel 2023 Ferlano ha registrato ricavi per 50 milioni di euro. Dal 2019 ha visto oltre 10 milioni di euro di investimenti in tecnologia.';
    expect(read(text, 'it', '2024-02-10')).toEqual([
      ['revenue', 50_000_000, '2023'],
      ['capex', 10_000_000, '2019-2024'],
    ]);
  });

  it('"Family-owned since 1962, Ferlano is investing £7 million": a new investment, no span (guard)', () => {
    const text =
      'Ferlano reported revenue of £50 million for 2023. Family-owned since 1962, Ferlano is investing £7 million in a new line.';
    expect(read(text, 'en', '2024-02-10')).toEqual([
      ['revenue', 50_000_000, '2023'],
      ['capex', 7_000_000, null],
    ]);
  });
});

describe('forty-third pass: a result changed "da X a Y" with no period written (from dev-real167)', () => {
  it('"ha ridotto l’utile da quasi 12 milioni di euro a poco più di 4 milioni" in a text on 2023: the first is 2022’s', () => {
    const text = 'Nel 2023 la gestione di Ferlano ha ridotto l’utile da quasi 12 milioni di euro a poco più di 4 milioni di euro.';
    expect(read(text, 'it', '2024-07-10')).toEqual([
      ['net_income', 12_000_000, '2022'],
      ['net_income', 4_000_000, '2023'],
    ]);
  });

  it('"l’utile è lievitato anno su anno da 5 milioni a 12,1": the bare second amount takes the first’s scale', () => {
    const text =
      'Nel 2022 il fatturato di Ferlano è salito a 157 milioni di euro e l’utile è lievitato anno su anno da 5 milioni a 12,1 nonostante i costi.';
    expect(read(text, 'it', '2023-07-10')).toEqual([
      ['revenue', 157_000_000, '2022'],
      ['net_income', 5_000_000, '2021'],
      ['net_income', 12_100_000, '2022'],
    ]);
  });

  it('"un minibond da 20 milioni di euro con durata pari a 7 anni": the years are no amount (guard)', () => {
    const text = 'Nel 2021 Ferlano ha emesso un minibond da 20 milioni di euro con durata pari a 7 anni.';
    expect(read(text, 'it', '2021-07-10').map(([, v]) => v)).not.toContain(7_000_000);
  });
});

describe('forty-third pass: "rispetto all’anno precedente, quando …" speaks of that year (from dev-real167)', () => {
  it('"… contenere l’utile rispetto all’anno precedente, quando il bilancio aveva registrato un attivo di 1,4 milioni": 2018', () => {
    const text =
      'Con un utile netto di 383mila euro si chiude il bilancio 2019 di Ferlano. La scelta è stata di contenere l’utile rispetto all’anno precedente, quando il bilancio aveva registrato un attivo di 1,4 milioni di euro.';
    expect(read(text, 'it', '2020-06-10')).toEqual([
      ['net_income', 383_000, '2019'],
      ['net_income', 1_400_000, '2018'],
    ]);
  });
});

describe('forty-third pass: asks for a stake and social share offers (from dev-real172)', () => {
  it('"the company was seeking $750,000 for a 34% stake in the company": the money sought', () => {
    expect(read('In this case Ferlano was seeking $750,000 for a 34% stake in the company.', 'en', '2017-12-10')).toEqual([
      ['funding_sought', 750_000, null],
    ]);
  });

  it('"has now launched a £1m social share offer to finance a further two schemes": the money sought', () => {
    expect(read('Ferlano has now launched a £1m social share offer to finance a further two schemes.', 'en', '2010-05-29')).toEqual([
      ['funding_sought', 1_000_000, null],
    ]);
  });

  it('"bought a 34% stake in Ferlano for $750,000": an acquisition, no money sought (guard)', () => {
    expect(read('Last year Brenta bought a 34% stake in Ferlano for $750,000.', 'en', '2017-12-10')).toEqual([]);
  });
});

describe('forty-third pass: "utile d’esercizio" and "perdita di esercizio" (from dev-real169, dev-real161)', () => {
  it('"A fronte del valore della produzione di 22,410 milioni di euro, l’utile d’esercizio è pari a 18.724 euro": the net income', () => {
    const text =
      'Ferlano Fiere ha approvato il bilancio 2007. Gli obiettivi del budget sono stati realizzati. A fronte del valore della produzione di 22,410 milioni di euro, l’utile d’esercizio è pari a 18.724 euro, mentre il risultato prima delle imposte è di 507.602 euro.';
    expect(read(text, 'it', '2008-04-14')).toEqual([
      ['revenue', 22_410_000, '2007'],
      ['net_income', 18_724, '2007'],
    ]);
  });

  it('"deliberato di coprire la perdita di esercizio, pari a 694.615 euro": the year’s loss, named in full', () => {
    const text =
      'L’assemblea di Ferlano ha approvato il bilancio 2023 e deliberato di coprire la perdita di esercizio, pari a 694.615 euro.';
    expect(read(text, 'it', '2024-05-14')).toEqual([['net_income', -694_615, '2023']]);
  });
});

describe('forty-third pass: "chiede 65 mila euro", "ne chiede altri 400 mila" are asks (from dev-real171)', () => {
  it('"Sulla piattaforma di crowdfunding Ferlano chiede 65 mila euro di finanziamento": the money sought, no loan obtained', () => {
    expect(read('Sulla piattaforma di crowdfunding Ferlano chiede 65 mila euro di finanziamento.', 'it', '2015-08-28')).toEqual([
      ['funding_sought', 65_000, null],
    ]);
  });

  it('"ha raccolto 55 mila euro di capitale; adesso ne chiede altri 400 mila": the new ask only', () => {
    const text =
      'Finora Ferlano ha raccolto 55 mila euro di capitale; adesso ne chiede altri 400 mila per commercializzare il brevetto, cercando investitori.';
    expect(read(text, 'it', '2018-08-28')).toEqual([['funding_sought', 400_000, null]]);
  });

  it('"il comune chiede 5 milioni di danni": no funding context, nothing (guard)', () => {
    expect(read('Il comune chiede 5 milioni di euro di danni a Ferlano.', 'it', '2018-08-28')).toEqual([]);
  });
});
