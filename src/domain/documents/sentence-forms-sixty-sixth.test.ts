import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixty-sixth pass, 2026-12-07), with invented
// companies and figures; none is a held-out text's.

describe('sixty-sixth pass: a count of things before the period a sentence opens on (from dev-real329)', () => {
  it('"Ferlano added 2.1 million subscribers during the second quarter of 2023": the quarter is the next sentence\'s, not an earlier paragraph\'s year', () => {
    const text =
      'In 2021, Brovia reported more than 90 million members worldwide.\n\nFerlano added 2.1 million subscribers during the second ' +
      'quarter of 2023, ending June with 48.2 million in all. The company posted net income of $310 million on revenue of $2.4 billion.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 310_000_000, '2023Q2'],
      ['revenue', 2_400_000_000, '2023Q2'],
    ]);
  });

  it('(guard) "i passeggeri aumentare del 5,2% a 2,4 milioni, … rispetto al 56,2% del 2022": a year after a rate is a comparison\'s, no topic', () => {
    const text =
      'Ferlano Linee ha chiuso il bilancio 2023 con ricavi per 564 milioni di euro. Ha visto i passeggeri aumentare del 5,2% a oltre 2,4 milioni di unità, di cui il 60,1% con auto al seguito ' +
      'rispetto al 56,2% del 2022. La posizione finanziaria netta è salita a 384 milioni di euro dai 352 milioni del precedente esercizio.';
    expect(read(text, 'it', '2024-05-10')).toEqual([
      ['revenue', 564_000_000, '2023'],
      ['debt', 384_000_000, '2023-12-31'],
      ['debt', 352_000_000, '2022-12-31'],
    ]);
  });
});

describe('sixty-sixth pass: the same part of another year (from dev-real326)', () => {
  it('"nello stesso periodo 2021 (30,5 milioni)", no "del": the first half of 2021, as "dello stesso periodo del 2021"', () => {
    const text =
      'Ferlano rende noti i ricavi consolidati relativi al 1° semestre 2022 che risultano pari a 41,8 milioni di euro, con un ' +
      'incremento del 36,9% rispetto al dato realizzato nello stesso periodo 2021 (30,5 milioni di euro).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 41_800_000, '2022H1'],
      ['revenue', 30_500_000, '2021H1'],
    ]);
  });

  it('"A parità di perimetro con i primi sei mesi dell\'anno precedente, i ricavi sono pari a 34,1 milioni": the half reported, not the one compared with', () => {
    const text =
      'I ricavi di Ferlano del primo semestre 2022 sono pari a 41,8 milioni di euro. A parità di perimetro con i primi sei mesi ' +
      "dell'anno precedente, i ricavi consolidati sono pari a 34,1 milioni di euro.";
    expect(read(text, 'it')).toEqual([
      ['revenue', 41_800_000, '2022H1'],
      ['revenue', 34_100_000, '2022H1'],
    ]);
  });
});

describe('sixty-sixth pass: a sign written as "negativo e pari a" (from dev-real330)', () => {
  it('"EBITDA negativo e pari ad euro 197 migliaia", "risultato netto negativo è pari a 510 mila euro": losses', () => {
    const text =
      'Nel primo semestre 2022 il margine operativo lordo (EBITDA) di Ferlano è negativo e pari ad euro 197 migliaia. Il risultato ' +
      'netto negativo è pari a 510 mila euro.';
    expect(read(text, 'it')).toEqual([
      ['ebitda', -197_000, '2022H1'],
      ['net_income', -510_000, '2022H1'],
    ]);
  });

  it('(guard) "negativo per 2,1 milioni": a loss, as before', () => {
    const text = 'Nel 2022 il risultato netto di Ferlano è stato negativo per 2,1 milioni di euro.';
    expect(read(text, 'it')).toEqual([['net_income', -2_100_000, '2022']]);
  });
});

describe('sixty-sixth pass: the Indian grouping of digits (from dev-real327)', () => {
  it('"total headcount reached 1,87,634", "came at 2,18,621 with net additions of 780 employees": the headcount, not the additions', () => {
    expect(read('Ferlano Tech said its total headcount reached 1,87,634 at the end of September 30, 2021.', 'en')).toEqual([
      ['headcount', 187_634, '2021-09-30'],
    ]);
    expect(read("At September 30, 2024, Ferlano's total headcount came at 2,18,621 with net additions of 780 employees.", 'en')).toEqual([
      ['headcount', 218_621, '2024-09-30'],
    ]);
  });

  it('"revenue at Rs 1,45,455 crore": a lakh and a crore of crore, read as one number', () => {
    expect(read('For fiscal 2024, Ferlano Tech reported revenue at Rs 1,45,455 crore.', 'en')).toEqual([
      ['revenue', 1_454_550_000_000, '2024'],
    ]);
  });

  it('(guard) "In addition, the company has a staff of 500 employees": a headcount, "addition" no change before it', () => {
    expect(read('In addition, at December 31, 2024 Ferlano had a staff of 500 employees.', 'en')).toEqual([
      ['headcount', 500, '2024-12-31'],
    ]);
  });

  it('(guard) "1,2,345" stays no number; "145,455" as before', () => {
    expect(read('Ferlano reported revenue of $1,2,345 in fiscal 2024.', 'en')).toEqual([]);
    expect(read('Ferlano had a total headcount of 145,455 at December 31, 2024.', 'en')).toEqual([['headcount', 145_455, '2024-12-31']]);
  });
});

describe('sixty-sixth pass: "un netto di" for the net profit (from dev-real331)', () => {
  it('"un Ebitda di 120 milioni e un netto di 50,6 milioni (+131% rispetto a 21,9 milioni)": the net profit and the one compared with', () => {
    const text =
      'Nel primo semestre 2022 Ferlano ha registrato un Ebitda di 120 milioni (+48,8%) e un netto di 50,6 milioni (+131% rispetto a ' +
      '21,9 milioni).';
    expect(read(text, 'it')).toEqual([
      ['ebitda', 120_000_000, '2022H1'],
      ['net_income', 50_600_000, '2022H1'],
      ['net_income', 21_900_000, '2021H1'],
    ]);
  });

  it('(guard) "un patrimonio netto di 85 milioni", "un debito netto di 40 milioni": no net profit', () => {
    const text = 'Nel 2022 Ferlano aveva un patrimonio netto di 85 milioni e un debito netto di 40 milioni.';
    expect(read(text, 'it').filter(([key]) => key === 'net_income')).toEqual([]);
  });
});

describe('sixty-sixth pass: a period a rate is compared with heads nothing (from dev-real271)', () => {
  it('"increased 10.3 percent over the third quarter 2014." over "Revenue increased 5.9 percent to $896.2 million": the quarter reported', () => {
    const text =
      'FERLANO WATER REPORTS THIRD QUARTER 2015 RESULTS\n\n| · | Diluted earnings per share increased 10.3 percent over the third ' +
      'quarter 2014. |\n| · | Revenue increased 5.9 percent to $896.2 million compared to the same period last year. |';
    expect(read(text, 'en', '2015-11-04')).toEqual([['revenue', 896_200_000, '2015Q3']]);
  });
});

describe('sixty-sixth pass: the year before in brackets after a code and a colon (from dev-real322)', () => {
  it('"The EBITDA of the Group was TEUR 43,616 (TEUR: 51,416)." under "Third quarter 2024-07-01 – 2024-09-30": this quarter and a year before', () => {
    const text = 'Third quarter 2024-07-01 – 2024-09-30\n\nThe EBITDA of the Ferlano Group was TEUR 43,616 (TEUR: 51,416).';
    expect(read(text, 'en')).toEqual([
      ['ebitda', 43_616_000, '2024Q3'],
      ['ebitda', 51_416_000, '2023Q3'],
    ]);
  });

  it('(guard) "(USD: 51,416)" after a figure in euros: another currency, no comparative', () => {
    const text = 'Third quarter 2024-07-01 – 2024-09-30\n\nThe EBITDA of the Ferlano Group was TEUR 43,616 (USD: 51,416).';
    expect(read(text, 'en')).toEqual([['ebitda', 43_616_000, '2024Q3']]);
  });
});
