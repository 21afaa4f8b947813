import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): the company's own key figures with the period each is stated for; parts,
// other companies' and estimates' amounts are none. Sentences written for these tests (fifty-fourth pass, 2026-12-05), with invented
// companies and figures; none is a held-out text's.

describe('fifty-fourth pass: a sentence with no subject goes on with the last measure (from dev-real243)', () => {
  it('"Era di 61 milioni a fine 2017, 48 milioni nel 2016 e 30 milioni nel 2015": the revenue the sentence before named', () => {
    const text =
      'Il fatturato di Ferlano Cosmetici supererà i 70 milioni di euro alla fine del 2018. Era di 61 milioni a fine 2017, 48 milioni nel 2016 e 30 milioni nel 2015.';
    expect(read(text, 'it', '2018-10-09')).toEqual([
      ['revenue', 70_000_000, '2018'],
      ['revenue', 61_000_000, '2017'],
      ['revenue', 48_000_000, '2016'],
      ['revenue', 30_000_000, '2015'],
    ]);
  });
});

describe('fifty-fourth pass: a part in words, then the figures (from dev-real243)', () => {
  it('"più di mille negozi, di cui meno di un terzo in Italia, ma … perdite di 52 mln": the part ends at its comma', () => {
    const text =
      'In pochi anni i negozi di Ferlano Make-up sono diventati più di mille, di cui meno di un terzo in Italia, ma già nel 2018 la società incorreva in perdite di 52 mln.';
    expect(read(text, 'it', null)).toEqual([['net_income', -52_000_000, '2018']]);
  });

  it('(guard) "ricavi per 80 milioni, di cui 30 milioni in Italia": a part in money stays a part', () => {
    expect(read('Nel 2018 Ferlano Make-up ha registrato ricavi per 80 milioni di euro, di cui 30 milioni in Italia.', 'it', null)).toEqual([
      ['revenue', 80_000_000, '2018'],
    ]);
  });
});

describe('fifty-fourth pass: the year after the one named (from dev-real243)', () => {
  it('"nel 2018 perdite di 52 mln e l’anno successivo l’utile (di 1,5 mln)": 2018, then 2019', () => {
    const text =
      'Già nel 2018 Ferlano Make-up incorreva in perdite di 52 mln e l’anno successivo l’utile (di 1,5 mln) è stato raggiunto a fatica.';
    expect(read(text, 'it', null)).toEqual([
      ['net_income', -52_000_000, '2018'],
      ['net_income', 1_500_000, '2019'],
    ]);
  });

  it('"una perdita netta di 52 milioni e nel 2019 l\'utile netto di 1,5 milioni": the year after "e nel" is the next measure\'s', () => {
    const text = "Nel 2018 Ferlano Make-up ha registrato una perdita netta di 52 milioni e nel 2019 l'utile netto di 1,5 milioni.";
    expect(read(text, 'it', null)).toEqual([
      ['net_income', -52_000_000, '2018'],
      ['net_income', 1_500_000, '2019'],
    ]);
  });

  it('(guard) "nell\'anno successivo alla pandemia" names no year', () => {
    const text = "Nell'anno successivo alla pandemia Ferlano Acque ha registrato ricavi per 40 milioni di euro.";
    expect(read(text, 'it', null)).toEqual([['revenue', 40_000_000, null]]);
  });
});

describe('fifty-fourth pass: an amount in two parts, words first, and its parts (from dev-real245)', () => {
  it('"un volume d’affari totale di un miliardo 285 milioni di euro, formato da 968 milioni … e da 317 milioni …": one revenue', () => {
    const text =
      'Ferlano Travel chiude l’esercizio 2022 con un volume d’affari totale di un miliardo 285 milioni di euro, formato da 968 milioni nell’area leisure e da 317 milioni in quella vettori.';
    expect(read(text, 'it', null)).toEqual([['revenue', 1_285_000_000, '2022']]);
  });

  it('(guard) "l’assemblea è formata dai sindaci …": no amount after, no parts', () => {
    const text =
      'L’assemblea di Ferlano Acque è formata dai sindaci dei 44 Comuni soci, e ha approvato il bilancio 2019, con un Ebitda di 56,3 milioni di euro.';
    expect(read(text, 'it', null)).toEqual([['ebitda', 56_300_000, '2019']]);
  });
});

describe('fifty-fourth pass: a change whose scale is written once (from dev-real245)', () => {
  it('"passato dai 39,9 ai 50,5 milioni": two values, the first a year earlier', () => {
    const text =
      'Il 2019 di Ferlano Vacanze si è chiuso con 992 milioni di fatturato. L’EBITDA è passato dai 39,9 ai 50,5 milioni dell’esercizio appena presentato.';
    expect(read(text, 'it', '2020-02-05')).toEqual([
      ['revenue', 992_000_000, '2019'],
      ['ebitda', 39_900_000, '2018'],
      ['ebitda', 50_500_000, '2019'],
    ]);
  });

  it('"passato dai 35,9 milioni del 2018 ai 50,5 del 2019": the second takes the first one\'s scale', () => {
    expect(read('L’EBITDA di Ferlano Vacanze è passato dai 35,9 milioni del 2018 ai 50,5 del 2019.', 'it', null)).toEqual([
      ['ebitda', 35_900_000, '2018'],
      ['ebitda', 50_500_000, '2019'],
    ]);
  });
});

describe('fifty-fourth pass: English names of the company and of EBITDA (from dev-real246)', () => {
  it('"Ferlano Kings\' revenue rocketed 81% … to $455 million": a plural possessive is the company\'s, not a line of revenue', () => {
    const text =
      "Ferlano Kings' revenue rocketed 81% year over year to $455 million in the fourth quarter. Ferlano Kings lifted its 2023 revenue guidance to $1.95 billion.";
    expect(read(text, 'en', '2023-02-17')).toEqual([
      ['revenue', 455_000_000, '2022Q4'],
      ['revenue', 1_950_000_000, '2023'],
    ]);
  });

  it('"adjusted earnings before interest, taxes, depreciation, and amortization (EBITDA) loss declined to $50 million": adjusted, a loss', () => {
    const text =
      'In the fourth quarter of 2022, Ferlano Kings’ adjusted earnings before interest, taxes, depreciation, and amortization (EBITDA) loss declined to $50 million.';
    expect(read(text, 'en', '2023-02-17')).toEqual([['ebitda', -50_000_000, '2022Q4']]);
  });

  it('(guard) "adjusted earnings before interest, taxes, depreciation, amortization and rent" is an EBITDAR, no EBITDA', () => {
    const text =
      'Ferlano Air reported adjusted earnings before interest, taxes, depreciation, amortization and rent ("adjusted EBITDAR") of $100.7 million for the 2014 fiscal year.';
    expect(read(text, 'en', null)).toEqual([]);
  });
});

describe('fifty-fourth pass: a measure "depurato dall’effetto" of a cost (from dev-real247)', () => {
  it('"L’Ebitda depurato dall’effetto non ricorrente dei costi di quotazione sostenuti nel primo trimestre 2022, si attesta a 58,3 milioni"', () => {
    const text =
      'Il Cda di Ferlano Sonde ha approvato i risultati del primo semestre 2022. L’Ebitda consolidato depurato dall’effetto non ricorrente dei costi di quotazione sostenuti nel primo trimestre dell’esercizio 2022, si attesta a 58,3 milioni.';
    expect(read(text, 'it', '2022-09-28')).toEqual([['ebitda', 58_300_000, '2022H1']]);
  });
});

describe('fifty-fourth pass: the period of what a measure leaves out (from dev-real247)', () => {
  it('"… depurato dall’effetto … dei costi sostenuti nel primo trimestre dell’esercizio 2022, si attesta a 58,3 milioni": no opening period', () => {
    const text =
      'Il Cda di Ferlano Sonde ha approvato i risultati consolidati del primo semestre 2022. In particolare, i ricavi consolidati si attestano a 150,3 milioni, in aumento del 42,6% su base annua. L’Ebitda consolidato depurato dall’effetto non ricorrente dei costi di quotazione sostenuti nel primo trimestre dell’esercizio 2022, si attesta a 58,3 milioni con un margine pari al 43,3%.';
    expect(read(text, 'it', '2022-09-28')).toEqual([
      ['revenue', 150_300_000, '2022H1'],
      ['ebitda', 58_300_000, '2022H1'],
    ]);
  });
});

describe('fifty-fourth pass: money a capital increase brought in (from dev-real247)', () => {
  it('"i proventi rivenienti dall’aumento di capitale a servizio della quotazione pari a 39,4 milioni": raised, not sought', () => {
    const text =
      'La liquidità di Ferlano Sonde è cresciuta grazie ai proventi rivenienti dall’aumento di capitale predisposto a servizio della quotazione pari a 39,4 milioni.';
    expect(read(text, 'it', '2022-09-28')).toEqual([]);
  });

  it('(guard) "un aumento di capitale fino a 5 milioni per finanziare il piano" is still sought', () => {
    const text = 'Ferlano Sonde lancia un aumento di capitale fino a 5 milioni di euro per finanziare il piano di crescita.';
    expect(read(text, 'it', '2022-09-28').map(([k, v]) => [k, v])).toEqual([['funding_sought', 5_000_000]]);
  });
});

describe('fifty-fourth pass: a bracketed prior-year figure named by its year (from dev-real241)', () => {
  it('"Ricavi totali per 326 milioni (302 l’anno precedente)": the bracket is the year before, in the same unit', () => {
    expect(read('Nel 2017 Ferlano Acque ha registrato ricavi totali per 326 milioni (302 l’anno precedente).', 'it', null)).toEqual([
      ['revenue', 326_000_000, '2017'],
      ['revenue', 302_000_000, '2016'],
    ]);
  });

  it('"revenue of $41.2 million (38.5 a year earlier)" is read the same way in English', () => {
    expect(read('In 2019 Ferlano Water reported revenue of $41.2 million (38.5 a year earlier).', 'en', null)).toEqual([
      ['revenue', 41_200_000, '2019'],
      ['revenue', 38_500_000, '2018'],
    ]);
  });
});

describe('fifty-fourth pass: an amount in words before its period (from dev-real241)', () => {
  it('"un risultato netto pari a 2,4 milioni contro il milione dell’anno precedente": one million, the year before', () => {
    const text =
      "Acque Ferlano ha approvato il bilancio 2019 che si è chiuso con un risultato netto pari a 2,4 milioni contro il milione dell'anno precedente.";
    expect(read(text, 'it', '2020-06-12')).toEqual([
      ['net_income', 2_400_000, '2019'],
      ['net_income', 1_000_000, '2018'],
    ]);
  });
});

describe('fifty-fourth pass: a share of revenue between a figure and its comparison (from dev-real242)', () => {
  it('"Net loss was $(18.7) million or (21.1)% of revenue, compared to $(14.3) million or (26.6)% of revenue a year ago"', () => {
    const text =
      'Ferlano Learn announced results for its first quarter of fiscal 2021. Net loss was $(18.7) million or (21.1)% of revenue, compared to $(14.3) million or (26.6)% of revenue a year ago.';
    expect(read(text, 'en', '2021-05-04')).toEqual([
      ['net_income', -18_700_000, '2021Q1'],
      ['net_income', -14_300_000, '2020Q1'],
    ]);
  });
});

describe('fifty-fourth pass: an amount restated in another currency, the rate said (from dev-real246)', () => {
  it('"revenue of £3.39bn ($4.32bn at current rates)": one figure, in pounds', () => {
    const text = 'For the 2023 fiscal year Ferlano Bet reported total gaming and betting revenue of £3.39bn ($4.32bn at current rates).';
    expect(read(text, 'en', '2024-01-09')).toEqual([['revenue', 3_390_000_000, '2023']]);
  });
});
