import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (fifty-ninth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('fifty-ninth pass: periods', () => {
  it('a year compared with, then a yearless fourth quarter, in a text dated after the year closed: the year is reported (from dev-real278)', () => {
    const text =
      'I ricavi netti di Ferlano Clima sono stati pari a 1.204,5 milioni, in crescita del 12% rispetto al 2022, con il contributo ' +
      "dell'acquisizione di Brenti completata a gennaio 2023. L'effetto cambio è stato negativo del 2% nell'anno e del 3% nel quarto trimestre.\n\n" +
      "L'utile netto dell'anno ha raggiunto 88,4 milioni di euro.";
    expect(read(text, 'it', '2024-03-05')).toEqual([
      ['revenue', 1_204_500_000, '2023'],
      ['net_income', 88_400_000, '2023'],
    ]);
  });

  it('(guard) the same in May of the year compared with: the quarter is the one reported', () => {
    const text =
      'I ricavi netti di Ferlano Clima sono stati pari a 301,5 milioni, in crescita rispetto al primo trimestre 2022. ' +
      'Nel primo trimestre il margine è salito.';
    expect(read(text, 'it', '2023-05-10')).toEqual([['revenue', 301_500_000, '2023Q1']]);
  });
});

describe('fifty-ninth pass: an edge of the fifty-eighth pass\'s "in year"', () => {
  it('"rose 5% in year-on-year terms" names no year: the quarter reported stays the amount\'s', () => {
    const text = 'Ferlano Foods reports its first quarter of 2024. Revenue rose 5% in year-on-year terms to £3.1m.';
    expect(read(text, 'en', '2024-05-10')).toEqual([['revenue', 3_100_000, '2024Q1']]);
  });
});

describe('fifty-ninth pass: an undated text written early in a year (from dev-real277)', () => {
  it('"the market has started to recover in the first weeks of 2025": the quarter reported is the last one of 2024', () => {
    const text =
      'Ferlano Timber says it had a difficult fourth quarter. The combined effects led to earnings of $29-million for the quarter ' +
      'ending Dec. 31, compared with earnings of $38-million for the same quarter a year earlier. The company says the lumber market ' +
      'has started to recover in the first weeks of 2025.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 29_000_000, '2024Q4'],
      ['net_income', 38_000_000, '2023Q4'],
    ]);
  });

  it('an outlook\'s "to pick up in early 2026" puts the writing at that turn of the year too: the fourth quarter is 2025\'s', () => {
    const text = 'Ferlano Timber reported fourth-quarter earnings of $29-million. The company expects demand to pick up in early 2026.';
    expect(read(text, 'en')).toEqual([['net_income', 29_000_000, '2025Q4']]);
  });
});

describe("fifty-ninth pass: a history's year (from dev-real281)", () => {
  it('"who set it up in Guernsey in 1994" is the company\'s history, not the year of its accounts', () => {
    const text =
      'Ferlano Optics has filed its accounts for the year to the end of February and reported that turnover rose 1.1% to £1.42 ' +
      'billion. The business is controlled by the Ferlano family, who set it up in Guernsey in 1994.\n\nCopyright © 2024 Ferlano News.';
    expect(read(text, 'en')).toEqual([['revenue', 1_420_000_000, '2024']]);
  });
});

describe('fifty-ninth pass: readings', () => {
  it('"Earnings before interest, depreciation and amortisation fell … to £3.4m from £4.6m": EBITDA written out with its tax left out (from dev-real281)', () => {
    const text =
      'Ferlano Eyecare, in its accounts for 2024: earnings before interest, depreciation and amortisation fell around 25%, to £3.4m from £4.6m.';
    expect(read(text, 'en', '2025-06-30')).toEqual([
      ['ebitda', 3_400_000, '2024'],
      ['ebitda', 4_600_000, '2023'],
    ]);
  });

  it('"ricavi in crescita pari a X, rispetto ai Y …, con un aumento dunque di Z": X is the level, Z the change (from dev-real280)', () => {
    const text =
      'Ferlano Sistemi ha chiuso il primo semestre 2024 con ricavi in crescita pari a 61,2 milioni, rispetto ai 59,5 milioni dello ' +
      'stesso periodo del 2023, con un aumento dunque di 1,7 milioni.';
    expect(read(text, 'it', '2024-09-10')).toEqual([
      ['revenue', 61_200_000, '2024H1'],
      ['revenue', 59_500_000, '2023H1'],
    ]);
  });

  it('(guard) "una crescita pari a 1,7 milioni" is still a change', () => {
    const text = 'Ferlano Sistemi ha chiuso il primo semestre 2024 con ricavi per 61,2 milioni, una crescita pari a 1,7 milioni.';
    expect(read(text, 'it', '2024-09-10')).toEqual([['revenue', 61_200_000, '2024H1']]);
  });

  it('"l\'Ebitda … passando dalla perdita di X del 2016 ad un utile di Y nel 2018": the loss and the profit are the measure’s (from dev-real276)', () => {
    const text =
      "L'Ebitda di Ferlano Editori dovrebbe tornare positivo nel 2026 passando dalla perdita di 12 milioni del 2024 ad un utile di 9 milioni nel 2026.";
    expect(read(text, 'it', '2025-03-20')).toEqual([
      ['ebitda', -12_000_000, '2024'],
      ['ebitda', 9_000_000, '2026'],
    ]);
  });

  it('"l’Ebit … dovrebbe passare da un deficit di X a un utile di Y": the profit is the EBIT\'s, no net income', () => {
    const text =
      'Nel primo trimestre 2025 l’Ebit di Ferlano Editori dovrebbe passare da un deficit di 0,2 milioni a un utile di 8,9 milioni.';
    expect(read(text, 'it', '2025-05-14')).toEqual([]);
  });

  it('"a partire dal 2026, quando l’Ebitda dovrebbe ammontare a X": the year a plan starts from is the amount’s, not a history’s', () => {
    const text =
      'Il piano prevede un ritorno in utile della gestione operativa a partire dal 2026, quando l’Ebitda di Ferlano Editori dovrebbe ammontare a 9 milioni.';
    expect(read(text, 'it', '2025-03-20')).toEqual([['ebitda', 9_000_000, '2026']]);
  });

  it('(guard) "operativa dal 1998" is still a history’s year', () => {
    const text = 'Ferlano Editori, operativa dal 1998, ha chiuso il 2024 con ricavi per 31 milioni.';
    expect(read(text, 'it', '2025-03-20')).toEqual([['revenue', 31_000_000, '2024']]);
  });

  it('"la posizione finanziaria netta è attiva per X (Y al …)": net cash, net debt below zero, both amounts (from dev-real280)', () => {
    const text = 'La posizione finanziaria netta di Ferlano Sistemi è attiva per 21,1 milioni (23,9 milioni al 31 dicembre 2023).';
    expect(read(text, 'it', '2024-07-20')).toEqual([
      ['debt', -21_100_000, '2024-06-30'],
      ['debt', -23_900_000, '2023-12-31'],
    ]);
  });
});

describe('fifty-ninth pass: measures listed, then their amounts in order (from dev-real276)', () => {
  it('"il margine operativo lordo (EBITDA), il risultato operativo (EBIT) ed il risultato netto … rispettivamente X, Y e Z (X′, Y′ e Z′ nel …)"', () => {
    const text =
      'Nel primo trimestre 2024 il margine operativo lordo (EBITDA), il risultato operativo (EBIT) ed il risultato netto consolidati di ' +
      'Ferlano Media sono pari a rispettivamente Euro 6,2 milioni, Euro 4,1 milioni ed Euro 3,3 milioni (Euro 5,4 milioni, Euro 3,9 ' +
      'milioni e 2,8 milioni nel primo trimestre 2023).';
    // (EBIT is no key figure: its amounts hold its place in the list and are left out)
    expect(read(text, 'it', '2024-05-14')).toEqual([
      ['ebitda', 6_200_000, '2024Q1'],
      ['net_income', 3_300_000, '2024Q1'],
      ['ebitda', 5_400_000, '2023Q1'],
      ['net_income', 2_800_000, '2023Q1'],
    ]);
  });

  it('"l\'ebitda e l\'ebit sono pari a rispettivamente X e Y (X′ e Y′ nel 2023)": the bracket’s year is the same quarter a year before', () => {
    const text =
      "Nel primo trimestre 2024 l'ebitda e l'ebit di Ferlano Media sono pari a rispettivamente 11,2 milioni e -3,5 milioni (2,4 mln e -9,1 mln nel 2023).";
    expect(read(text, 'it', '2024-05-14')).toEqual([
      ['ebitda', 11_200_000, '2024Q1'],
      ['ebitda', 2_400_000, '2023Q1'],
    ]);
  });

  it('"passati rispettivamente da X a Y e da un deficit di X′ a un valore positivo di Y′": each change holds one place', () => {
    const text =
      'Nel quarto trimestre 2024 l’Ebitda e l’Ebit di Ferlano Media sono passati rispettivamente da 0,3 milioni a 2,5 milioni e da un ' +
      'deficit di 0,1 milioni a un valore positivo di 2,2 milioni.';
    expect(read(text, 'it', '2025-03-20')).toEqual([
      ['ebitda', 300_000, '2023Q4'],
      ['ebitda', 2_500_000, '2024Q4'],
    ]);
  });

  it('"l’Ebitda e l’Ebit che riducono il deficit rispettivamente … a X": a deficit, below zero', () => {
    const text =
      'Nel primo trimestre 2024 migliorano i margini di Ferlano Viaggi, con l’Ebitda e l’Ebit che riducono il deficit rispettivamente del 40% a 0,9 milioni e del 20% a 1,8 milioni.';
    expect(read(text, 'it', '2024-05-14')).toEqual([['ebitda', -900_000, '2024Q1']]);
  });
});

describe('fifty-ninth pass: a results table whose head is one line (from dev-real279)', () => {
  it('"(€millions) Q4 2024 Q4 2023 % change % organic change Q4 2024 (US$millions)": the translated column is no period of the table', () => {
    const text = [
      'Ferlano Staffing reported its fourth-quarter results today.',
      '',
      '(€millions) Q4 2024 Q4 2023 % change % organic change Q4 2024 (US$millions)',
      'Revenue € 1,204.3 € 1,150.8 5% 4% $1,301.2',
      'Gross margin 19.1% 18.7%',
      'Net income € 41.7 € 38.2 9% - $45.1',
    ].join('\n');
    expect(read(text, 'en', '2025-02-12')).toEqual([
      ['revenue', 1_204_300_000, '2024Q4'],
      ['revenue', 1_150_800_000, '2023Q4'],
      ['net_income', 41_700_000, '2024Q4'],
      ['net_income', 38_200_000, '2023Q4'],
    ]);
  });

  it('"(€m)   FY 2024 FY 2023 Change Change (Organic)" over "Revenue 4,812.5 4,630.1 +3.9% +3.1%": signed change cells', () => {
    const text = [
      'Ferlano Staffing full-year results.',
      '',
      '(€m)         FY 2024 FY 2023 Change Change (Organic)',
      'Revenue 4,812.5 4,630.1 +3.9% +3.1%',
    ].join('\n');
    expect(read(text, 'en', '2025-02-12')).toEqual([
      ['revenue', 4_812_500_000, '2024'],
      ['revenue', 4_630_100_000, '2023'],
    ]);
  });
});
