import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that were misread in the tenth development set
// (fourteenth pass, 2026-11-30: news prose with several periods, Italian flashes), with invented
// companies and figures; none is a held-out text's.

describe('a net position signed before its name, and the difference after a comparison', () => {
  it('"contro i Y dei primi nove mesi del 2023 (-Z)": the signed bracket after the comparison\'s amount is the difference', () => {
    const text = "Nei nove mesi l'Ebitda è positivo per 12,4 milioni, contro i 13,1 milioni dei primi nove mesi del 2023 (-0,7 milioni).";
    expect(read(text, 'it', '2024-11-13')).toEqual([
      ['ebitda', 12_400_000, '2024M9'],
      ['ebitda', 13_100_000, '2023M9'],
    ]);
  });

  it('"compared with $Y in the first nine months of 2023 (-$Z)": the difference, in English', () => {
    const text =
      'EBITDA for the nine months was $12.4 million, compared with $13.1 million in the first nine months of 2023 (-$0.7 million).';
    expect(read(text, 'en', '2024-11-13')).toEqual([
      ['ebitda', 12_400_000, '2024M9'],
      ['ebitda', 13_100_000, '2023M9'],
    ]);
  });

  it('"Positiva la posizione finanziaria netta per X": net cash, net debt below zero', () => {
    const text = 'Positiva la posizione finanziaria netta per 8,2 milioni al 30 settembre 2024.';
    expect(read(text, 'it', '2024-11-13')).toEqual([['debt', -8_200_000, '2024-09-30']]);
  });

  it('"Positiva la Pfn per X, in miglioramento dai Y del 31 dicembre": the earlier balance is net cash too', () => {
    const text =
      'Positiva la Pfn ante Ifrs 16 al 31 marzo 2024 per 14,2 milioni, in miglioramento di 3,1 milioni dagli 11,1 milioni del 31 dicembre 2023.';
    expect(read(text, 'it', '2024-05-14')).toEqual([
      ['debt', -14_200_000, '2024-03-31'],
      ['debt', -11_100_000, '2023-12-31'],
    ]);
  });

  it('"la Pfn al 30 settembre 2024 è pari a X": "Pfn" as news writes it', () => {
    const text = 'La Pfn al 30 settembre 2024 è pari a 12,0 milioni.';
    expect(read(text, 'it', '2024-11-13')).toEqual([['debt', 12_000_000, '2024-09-30']]);
  });

  it('"la posizione finanziaria netta ante IFRS 16 per X": the position before the standard owns X', () => {
    const text = 'Al 30 settembre 2024 risulta negativa la posizione finanziaria netta ante IFRS 16 per 9,9 milioni.';
    expect(read(text, 'it', '2024-11-13')).toEqual([['debt', 9_900_000, '2024-09-30']]);
  });
});

describe("the period's result, and a list of dated balances with the scale written once", () => {
  it('"Il risultato del periodo è negativo per X (negativo per Y nel primo semestre 2023)": the net result', () => {
    const text =
      'Nel primo semestre 2024 il risultato del periodo è negativo per 4 milioni (negativo per 9 milioni nel primo semestre 2023).';
    expect(read(text, 'it', '2024-07-30')).toEqual([
      ['net_income', -4_000_000, '2024H1'],
      ['net_income', -9_000_000, '2023H1'],
    ]);
  });

  it('"pari a X, rispetto a Y milioni al 31 dicembre 2023 e Z al 31 marzo 2023": Z takes the scale of Y', () => {
    const text =
      "L'indebitamento finanziario netto al 31 marzo 2024 è pari a 80,2 milioni, rispetto a 85,0 milioni al 31 dicembre 2023 e 90,4 al 31 marzo 2023.";
    expect(read(text, 'it', '2024-04-24')).toEqual([
      ['debt', 80_200_000, '2024-03-31'],
      ['debt', 85_000_000, '2023-12-31'],
      ['debt', 90_400_000, '2023-03-31'],
    ]);
  });

  it('"$X at March 31, 2024, compared with $Y million at December 31, 2023 and $Z at March 31, 2023": the same in English', () => {
    const text =
      'Net debt was $80.2 million at March 31, 2024, compared with $85.0 million at December 31, 2023 and $90.4 at March 31, 2023.';
    expect(read(text, 'en', '2024-04-24')).toEqual([
      ['debt', 80_200_000, '2024-03-31'],
      ['debt', 85_000_000, '2023-12-31'],
      ['debt', 90_400_000, '2023-03-31'],
    ]);
  });
});

describe('profits named after their amount, in Italian', () => {
  it('"ha chiuso il primo semestre 2024 con X miliardi di euro di profitti": the net income', () => {
    const text = 'Il gruppo ha chiuso il primo semestre 2024 con 1,4 miliardi di euro di profitti, in aumento del 12%.';
    expect(read(text, 'it', '2024-07-25')).toEqual([['net_income', 1_400_000_000, '2024H1']]);
  });
});

describe('a sentence that opens on the comparison', () => {
  it('"… net income of $X, or $N per share. That\'s up from $Y, or $M, a year earlier.": Y is the year-ago net income', () => {
    const text =
      "Acme on Tuesday reported fourth-quarter net income of $2.11 billion, or $0.92 per share. That's up from $1.87 billion, or $0.81, a year earlier.";
    expect(read(text, 'en', '2022-01-25')).toEqual([
      ['net_income', 2_110_000_000, '2021Q4'],
      ['net_income', 1_870_000_000, '2020Q4'],
    ]);
  });
});

describe('where a change of rule starts is no topic', () => {
  it("\"A partire dall'esercizio 2024, …\" in a half-year text: the next sentences' figures stay the half's", () => {
    const text =
      "I ricavi del primo semestre 2024 sono pari a 30,2 milioni. A partire dall'esercizio 2024, le componenti non ordinarie sono incluse tra i ricavi e i costi. Il margine operativo lordo risulta pari a 4,1 milioni.";
    expect(read(text, 'it', '2024-09-30')).toEqual([
      ['revenue', 30_200_000, '2024H1'],
      ['ebitda', 4_100_000, '2024H1'],
    ]);
  });

  it("\"Starting in fiscal 2024, …\" in a quarter's text: the next sentences' figures stay the quarter's", () => {
    const text =
      'Revenue for the second quarter of 2024 was $30.2 million. Starting in fiscal 2024, the company reports restructuring costs separately. Adjusted EBITDA was $4.1 million.';
    expect(read(text, 'en', '2024-08-06')).toEqual([
      ['revenue', 30_200_000, '2024Q2'],
      ['ebitda', 4_100_000, '2024Q2'],
    ]);
  });
});

describe('a loss to be covered from reserves', () => {
  it('"propone di coprire la perdita dell\'esercizio di X attingendo alle riserve": the parent\'s accounts, not the net result', () => {
    const text =
      "L'utile netto consolidato del 2024 si attesta a 41,2 milioni. Il CdA propone di coprire la perdita dell'esercizio di 0,7 milioni attingendo alle riserve.";
    expect(read(text, 'it', '2025-03-20')).toEqual([['net_income', 41_200_000, '2024']]);
  });

  it('"proposes to use reserves to cover the loss for the year of $X": not the net result', () => {
    const text =
      'Net income for 2024 was $41.2 million. The board proposes to use retained earnings to cover the loss for the year of $0.7 million at the parent.';
    expect(read(text, 'en', '2025-03-20')).toEqual([['net_income', 41_200_000, '2024']]);
  });
});

describe('a bare "the period" followed by the period it names', () => {
  it('"in aumento dai Y del periodo luglio-settembre 2023": Y is the third quarter of 2023', () => {
    const text =
      "Nel terzo trimestre 2024 l'Ebitda del trimestre si attesta a 14,2 milioni, in aumento dai 12,9 milioni del periodo luglio-settembre 2023.";
    expect(read(text, 'it', '2024-11-12')).toEqual([
      ['ebitda', 14_200_000, '2024Q3'],
      ['ebitda', 12_900_000, '2023Q3'],
    ]);
  });

  it('"up from $Y in the period July-September 2023": the same in English', () => {
    const text = 'Third-quarter 2024 EBITDA was $14.2 million, up from $12.9 million for the period July-September 2023.';
    expect(read(text, 'en', '2024-11-12')).toEqual([
      ['ebitda', 14_200_000, '2024Q3'],
      ['ebitda', 12_900_000, '2023Q3'],
    ]);
  });
});

describe('a bracketed comparison amount written "pari a"', () => {
  it('"in diminuzione rispetto al primo trimestre dell\'esercizio precedente (pari a Y)": Y is the prior-year quarter\'s', () => {
    const text =
      "I ricavi del primo trimestre 2024 sono pari a 51 milioni. L'EBITDA, pari a 5,2 milioni, è in diminuzione rispetto al primo trimestre dell'esercizio precedente (pari a 6,1 milioni).";
    expect(read(text, 'it', '2024-05-09')).toEqual([
      ['revenue', 51_000_000, '2024Q1'],
      ['ebitda', 5_200_000, '2024Q1'],
      ['ebitda', 6_100_000, '2023Q1'],
    ]);
  });

  it('"down from the first quarter of the prior year (equal to $Y)": the same in English', () => {
    const text =
      'Revenue for the first quarter of 2024 was $51 million. EBITDA of $5.2 million was down from the first quarter of the prior year (equal to $6.1 million).';
    expect(read(text, 'en', '2024-05-09')).toEqual([
      ['revenue', 51_000_000, '2024Q1'],
      ['ebitda', 5_200_000, '2024Q1'],
      ['ebitda', 6_100_000, '2023Q1'],
    ]);
  });
});
