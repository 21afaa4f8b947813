import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that were misread in the eleventh development set
// (fifteenth pass, 2026-11-30: results releases, guidance, plans and budgets, SME texts), with invented
// companies and figures; none is a held-out text's.

describe('"compare X to Y" above a list: Y is the period compared with, not the heading', () => {
  it('"(all percentage changes compare 3Q 2019 to 3Q 2018 unless noted)" then bullets: the third quarter of 2019', () => {
    const text =
      'Key third quarter metrics (all percentage changes compare 3Q 2019 to 3Q 2018 unless noted):\n\n    Revenues increased 5.1 percent to $4.210 billion\n\n    Net income totaled $312 million\n\nFull text follows.';
    expect(read(text, 'en', '2019-10-30')).toEqual([
      ['revenue', 4_210_000_000, '2019Q3'],
      ['net_income', 312_000_000, '2019Q3'],
    ]);
  });

  it('"(le variazioni confrontano il primo semestre 2019 con il primo semestre 2018)" then bullets: the first half of 2019', () => {
    const text =
      'Principali dati del semestre (le variazioni confrontano il primo semestre 2019 con il primo semestre 2018):\n\n- Ricavi pari a 412 milioni di euro\n\n- Utile netto pari a 31 milioni di euro\n\nSegue il testo.';
    expect(read(text, 'it', '2019-07-30')).toEqual([
      ['revenue', 412_000_000, '2019H1'],
      ['net_income', 31_000_000, '2019H1'],
    ]);
  });
});

describe("guidance in a part-year release with no period of its own is the full year's", () => {
  it('"migliora la guidance annuale … Ebitda tra X e Y, indebitamento atteso a circa Z" in a half-year flash: the year and its end', () => {
    const text =
      "Il gruppo chiude il primo semestre 2022 con un utile netto di 21,4 milioni. La società migliora la guidance annuale con ricavi attesi a 910 milioni, un Ebitda che vede tra 180 e 185 milioni, e l'indebitamento finanziario netto atteso a circa 40 milioni.";
    expect(read(text, 'it', '2022-07-29')).toEqual([
      ['net_income', 21_400_000, '2022H1'],
      ['revenue', 910_000_000, '2022'],
      ['ebitda', 180_000_000, '2022'],
      ['debt', 40_000_000, '2022-12-31'],
    ]);
  });

  it('"The company raised its outlook, and now expects net income of $X to $Y" in a third-quarter release: the year', () => {
    const text =
      'Third quarter 2022 revenue was $212 million. The company raised its outlook, and now expects net income of $41 million to $44 million.';
    expect(read(text, 'en', '2022-10-27')).toEqual([
      ['revenue', 212_000_000, '2022Q3'],
      ['net_income', 41_000_000, '2022'],
    ]);
  });

  it('"For the fourth quarter, the company expects revenue of $X": the quarter it names', () => {
    const text = 'Third quarter 2022 revenue was $212 million. For the fourth quarter, the company expects revenue of $230 million.';
    expect(read(text, 'en', '2022-10-27')).toEqual([
      ['revenue', 212_000_000, '2022Q3'],
      ['revenue', 230_000_000, '2022Q4'],
    ]);
  });

  it('"migliore delle attese anche l\'Ebitda, a X": the expectations of analysts, the quarter reported', () => {
    const text =
      "Il gruppo ha chiuso il terzo trimestre 2022 con ricavi a 310 milioni. Migliore delle attese anche l'Ebitda, in aumento del 6% a 52 milioni.";
    expect(read(text, 'it', '2022-10-28')).toEqual([
      ['revenue', 310_000_000, '2022Q3'],
      ['ebitda', 52_000_000, '2022Q3'],
    ]);
  });
});

describe("'nel periodo' / 'over the period' in a plan's text is the plan's span", () => {
  it('"Nel piano 2022-2026 … Gli investimenti nel periodo ammontano a X": capex over the plan', () => {
    const text =
      'Il gruppo nel piano industriale 2022-2026 punta a un Ebitda di 1,9 miliardi di euro nel 2026. Gli investimenti nel periodo, al lordo dei contributi, ammontano a 3,4 miliardi di euro.';
    expect(read(text, 'it', '2022-03-15')).toEqual([
      ['ebitda', 1_900_000_000, '2026'],
      ['capex', 3_400_000_000, '2022-2026'],
    ]);
  });

  it('"Under its 2022-2026 plan … capital expenditure over the period will total $X": capex over the plan', () => {
    const text =
      'Under its 2022-2026 strategic plan the utility targets EBITDA of $1.9 billion in 2026. Capital expenditure over the period will total $3.4 billion.';
    expect(read(text, 'en', '2022-03-15')).toEqual([
      ['ebitda', 1_900_000_000, '2026'],
      ['capex', 3_400_000_000, '2022-2026'],
    ]);
  });
});

describe('the period of a result compared with opens no topic', () => {
  it('"… rispetto al risultato dell\'1Q 2021, arrivando a X. Anche l\'utile netto … a Y.": Y is the quarter reported', () => {
    const text =
      "Il gruppo ha chiuso il primo trimestre 2022 con ricavi pari a 150,2 milioni. L'EBIT segna un aumento (+12,5%) rispetto al risultato dell'1Q 2021, arrivando a 11,4 milioni. Anche l'utile netto evidenzia una crescita (+20,1%), attestandosi a 8,2 milioni.";
    expect(read(text, 'it', '2022-05-12')).toEqual([
      ['revenue', 150_200_000, '2022Q1'],
      ['net_income', 8_200_000, '2022Q1'],
    ]);
  });

  it('"… compared with the result of the first quarter of 2021, reaching $X. Net income also rose, to $Y.": Y is the quarter reported', () => {
    const text =
      'The group closed the first quarter of 2022 with revenue of $150.2 million. Operating income rose 12.5% compared with the result of the first quarter of 2021, reaching $11.4 million. Net income also grew 20.1%, reaching $8.2 million.';
    expect(read(text, 'en', '2022-05-12')).toEqual([
      ['revenue', 150_200_000, '2022Q1'],
      ['net_income', 8_200_000, '2022Q1'],
    ]);
  });
});

describe('a period compared with, then "and" and a new measure: the new clause is not the comparison\'s', () => {
  it('"… investimenti in linea con il 2022 e indebitamento finanziario netto tra X e Y": the guidance year\'s end', () => {
    const text =
      'La guidance per il 2023 prevede investimenti sostanzialmente in linea con il 2022 e indebitamento finanziario netto compreso tra 2,1 e 2,2 miliardi di euro.';
    expect(read(text, 'it', '2023-03-14')).toEqual([['debt', 2_100_000_000, '2023-12-31']]);
  });

  it('"… capex in line with 2022 and net debt of $X to $Y": the guidance year\'s end', () => {
    const text = 'The outlook for 2023 calls for capital spending broadly in line with 2022 and net debt of $2.1 billion to $2.2 billion.';
    expect(read(text, 'en', '2023-03-14')).toEqual([['debt', 2_100_000_000, '2023-12-31']]);
  });
});

describe('"invece dei precedenti X": a comparison\'s amount, a year before', () => {
  it('"… arriva a X invece dei precedenti Y": Y is the prior-year quarter', () => {
    const text =
      'Il gruppo ha chiuso il primo trimestre 2023 con ricavi a 310,4 milioni. In aumento anche il margine operativo lordo (+12,1%) che arriva a 82,6 milioni invece dei precedenti 73,7 milioni.';
    expect(read(text, 'it', '2023-05-10')).toEqual([
      ['revenue', 310_400_000, '2023Q1'],
      ['ebitda', 82_600_000, '2023Q1'],
      ['ebitda', 73_700_000, '2022Q1'],
    ]);
  });

  it('"ricavi tra X e Y invece di quelli previsti (Z-W)": the guidance first given is for the same year', () => {
    const text =
      'Il gruppo ha migliorato i target per il 2023 stimando ricavi compresi tra 1,25 e 1,29 miliardi di euro invece di quelli previsti (1,20-1,24 miliardi di euro).';
    expect(read(text, 'it', '2023-05-10')).toEqual([
      ['revenue', 1_250_000_000, '2023'],
      ['revenue', 1_200_000_000, '2023'],
    ]);
  });
});

describe('"e, per il 2026, ricavi a X": the period opens the next clause, not the amount before it', () => {
  it('"… per il 2025 ricavi a X e un Ebitda di Y e, per il 2026, ricavi a Z": Y is 2025', () => {
    const text = 'Il piano prevede per il 2025 ricavi a 54 milioni e un Ebitda positivo di 11 milioni e, per il 2026, ricavi a 61 milioni.';
    expect(read(text, 'it', '2023-07-06')).toEqual([
      ['revenue', 54_000_000, '2025'],
      ['ebitda', 11_000_000, '2025'],
      ['revenue', 61_000_000, '2026'],
    ]);
  });

  it('"… for 2025 revenue of $X and EBITDA of $Y and, for 2026, revenue of $Z": Y is 2025', () => {
    const text = 'The plan targets for 2025 revenue of $54 million and EBITDA of $11 million and, for 2026, revenue of $61 million.';
    expect(read(text, 'en', '2023-07-06')).toEqual([
      ['revenue', 54_000_000, '2025'],
      ['ebitda', 11_000_000, '2025'],
      ['revenue', 61_000_000, '2026'],
    ]);
  });
});

describe("a level a plan targets is for the plan's last year", () => {
  it('"Acme nel piano strategico 2022-26 punta a ricavi in crescita a 1,2 miliardi": 2026', () => {
    const text =
      'Roma, 9 mar. – Acme nel piano strategico 2022-26 punta a ricavi in crescita a 1,2 miliardi di euro, con una crescita media annua del 4%.';
    expect(read(text, 'it', '2022-03-09')).toEqual([['revenue', 1_200_000_000, '2026']]);
  });

  it('"Under its 2022-2026 plan, Acme targets revenue of $1.2 billion": 2026', () => {
    const text = 'Under its 2022-2026 plan, Acme targets revenue of $1.2 billion, with average annual growth of 4%.';
    expect(read(text, 'en', '2022-03-09')).toEqual([['revenue', 1_200_000_000, '2026']]);
  });
});

describe("the year a business was founded is not its turnover's", () => {
  it('"… who founded the bakery in 2009, … the £3.1m turnover business": no period', () => {
    const text = 'Jane Doe, who founded the bakery in 2009, would not say how much the deal for the £3.1m turnover business was worth.';
    expect(read(text, 'en', '2018-03-01')).toEqual([['revenue', 3_100_000, null]]);
  });

  it('"… che ha fondato il panificio nel 2009, … l\'azienda da 3,1 milioni di fatturato": no period', () => {
    const text =
      "Mario Rossi, che ha fondato il panificio nel 2009, non ha detto quanto valga l'accordo per l'azienda, che ha un fatturato di 3,1 milioni di euro.";
    expect(read(text, 'it', '2018-03-01')).toEqual([['revenue', 3_100_000, null]]);
  });
});
