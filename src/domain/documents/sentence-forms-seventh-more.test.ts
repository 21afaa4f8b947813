import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that gave wrong periods or proposals in the development sets,
// or that a probe of written release sentences read wrongly (seventh pass, 2026-11-30: how results releases and
// news write the period reported, the one compared with and the year to come), with invented companies and
// figures; none is a held-out text's.

describe('amounts that are effects, deductions or uses of cash', () => {
  it('"reflecting a $41 million negative impact" is an effect on the revenue, not a revenue', () => {
    const text =
      'Revenues in the quarter were $1.21 billion, a 3% decrease compared to $1.25 billion in the prior year, reflecting a $41 million negative impact from foreign currency.';
    expect(read(text, 'en', '2023-05-10')).toEqual([
      ['revenue', 1_210_000_000, '2023Q1'],
      ['revenue', 1_250_000_000, '2022Q1'],
    ]);
  });

  it('"after £34m of restructuring payments" is a deduction, not a second net debt', () => {
    expect(read('Net debt at 30 June 2023 was £212m, after £34m of restructuring payments.', 'en', '2023-09-10')).toEqual([
      ['debt', 212_000_000, '2023-06-30'],
    ]);
  });

  it('"and used approximately $12 million in operating activities" is cash used, not a loss', () => {
    const text =
      'For the nine months ended September 30, 2022, the company incurred a net loss of approximately $18.2 million and used approximately $12 million in operating activities.';
    expect(read(text, 'en', '2022-11-10')).toEqual([['net_income', -18_200_000, '2022M9']]);
  });
});

describe('periods a comparison names', () => {
  it('"was in line with the prior year equivalent period at £X": the amount is the half reported, not the year before', () => {
    const text =
      'Pellow Homes reported results for the six months to 31 December 2022. Revenue for the half year was in line with the prior year equivalent period at £412.5m.';
    // six months to 31 December: the first half of a fiscal year to June 2023 (README of the sets: named by the fiscal year)
    expect(read(text, 'en', '2023-02-20')).toEqual([['revenue', 412_500_000, '2023H1']]);
  });
});

describe('balances at a date a sentence opens on', () => {
  it('"As of March 31, 2024, … cash of $X and total debt of $Y": both balances are at that date', () => {
    const text = 'As of March 31, 2024, Quorla Inc. had cash of $45 million and total debt of $120 million.';
    expect(read(text, 'en', '2024-05-08')).toEqual([
      ['cash', 45_000_000, '2024-03-31'],
      ['debt', 120_000_000, '2024-03-31'],
    ]);
  });
});

describe('a quarter named by an adjective', () => {
  it('"Quarterly revenue was $X" and "Il fatturato trimestrale" in a dated text: the last quarter ended by the date', () => {
    expect(read('Quarterly revenue was $5.6 billion, down 3% from the year-ago quarter.', 'en', '2023-10-26')).toEqual([
      ['revenue', 5_600_000_000, '2023Q3'],
    ]);
    expect(read('Il fatturato trimestrale è pari a 31,2 milioni di euro.', 'it', '2023-05-12')).toEqual([
      ['revenue', 31_200_000, '2023Q1'],
    ]);
  });
});

describe('"this year" against the document\'s date', () => {
  it('"expects revenue of $X this year", "quest\'anno … i 48 milioni": the year of the date, a guidance for the coming year', () => {
    const en = 'Vardell Corp. posted annual revenue of $3.4 billion in 2023 and expects revenue of $3.7 billion this year.';
    expect(read(en, 'en', '2024-02-15')).toEqual([
      ['revenue', 3_400_000_000, '2023'],
      ['revenue', 3_700_000_000, '2024'],
    ]);
    const it_ = "Nel 2023 il fatturato è stato di 42 milioni di euro; quest'anno la società prevede di raggiungere i 48 milioni.";
    expect(read(it_, 'it', '2024-03-02')).toEqual([
      ['revenue', 42_000_000, '2023'],
      ['revenue', 48_000_000, '2024'],
    ]);
  });

  it('"from $X in the corresponding period last year to $Y this year": against last year, the period reported', () => {
    const text =
      'Vardell Corp. reported its third quarter results. Sales dropped from $1.52bn in the corresponding period last year to $1.41bn this year.';
    expect(read(text, 'en', '2023-11-02')).toEqual([
      ['revenue', 1_520_000_000, '2022Q3'],
      ['revenue', 1_410_000_000, '2023Q3'],
    ]);
  });
});

describe('a heading for the lines below it', () => {
  it('"Risultati consolidati al 31 marzo 2023" / "Ricavi: …" / "EBITDA: …" / "Posizione finanziaria netta: …": the heading is every line\'s period', () => {
    const text =
      'Risultati consolidati al 31 marzo 2023\nRicavi: 45,6 milioni di euro (+7%)\nEBITDA: 8,1 milioni di euro\nPosizione finanziaria netta: negativa per 12,3 milioni di euro';
    expect(read(text, 'it', '2023-05-15')).toEqual([
      ['revenue', 45_600_000, '2023Q1'],
      ['ebitda', 8_100_000, '2023Q1'],
      ['debt', 12_300_000, '2023-03-31'],
    ]);
  });

  it("a day alone on its line (the release's date) is no heading for the lines below it", () => {
    const text = 'October 25, 2022\n- Brenna Foods\nBrenna Foods reported a loss of $1.2 million in the second quarter ended Sept. 30.';
    // the second quarter ended 30 September: of a fiscal year to March 2023
    expect(read(text, 'en', '2022-10-25')).toEqual([['net_income', -1_200_000, '2023Q2']]);
  });
});

describe('a year named by the verb that closes it', () => {
  it('"The group ended the year with net debt of €X, down from €Y a year earlier" in a text of February 2024: the year ended is 2023', () => {
    const text = 'The group ended the year with net debt of €1.2 billion, down from €1.5 billion a year earlier.';
    expect(read(text, 'en', '2024-02-28')).toEqual([
      ['debt', 1_200_000_000, '2023-12-31'],
      ['debt', 1_500_000_000, '2022-12-31'],
    ]);
  });
});

describe('a quarter and the full year in one sentence', () => {
  it('"fourth-quarter net income of $X, down from $Y, and full-year net income of $Z": the full year opens the next clause', () => {
    const text =
      'Marlow Inc. reported fourth-quarter net income of $82 million, down from $95 million, and full-year net income of $310 million, up from $288 million in 2022.';
    expect(read(text, 'en', '2024-02-08')).toEqual([
      ['net_income', 82_000_000, '2023Q4'],
      ['net_income', 95_000_000, '2022Q4'],
      ['net_income', 310_000_000, '2023'],
      ['net_income', 288_000_000, '2022'],
    ]);
  });
});

describe('changes and other measures beside a key figure', () => {
  it('"increased $4.2 million to $31.5 million", "narrowed by $3.1 million to $7.9 million": a change, then the level (no range)', () => {
    expect(read('In 2023 adjusted EBITDA increased $4.2 million to $31.5 million.', 'en', '2024-03-10')).toEqual([
      ['ebitda', 31_500_000, '2023'],
    ]);
    expect(read('In 2023 the net loss narrowed by $3.1 million to $7.9 million.', 'en', '2024-03-10')).toEqual([
      ['net_income', -7_900_000, '2023'],
    ]);
  });

  it('"including a one-time tax benefit of $X", "il risultato netto delle attività in funzionamento": other measures', () => {
    expect(read('Net income for 2023 was $12.3 million, including a one-time tax benefit of $4.0 million.', 'en', '2024-03-10')).toEqual([
      ['net_income', 12_300_000, '2023'],
    ]);
    const text =
      'Nel 2023 il risultato netto di pertinenza del gruppo è pari a 18 milioni, mentre il risultato netto delle attività in funzionamento è di 21 milioni.';
    expect(read(text, 'it', '2024-03-10')).toEqual([['net_income', 18_000_000, '2023']]);
  });
});

describe('the period of a statement at a date', () => {
  it('"Il bilancio chiuso al 31 dicembre 2023 evidenzia … X e un utile di Y": the year to that date is every flow\'s period', () => {
    const text =
      'Il bilancio chiuso al 31 dicembre 2023 evidenzia un valore della produzione di 54 milioni di euro e un utile di 2,1 milioni.';
    expect(read(text, 'it', '2024-04-28')).toEqual([
      ['revenue', 54_000_000, '2023'],
      ['net_income', 2_100_000, '2023'],
    ]);
  });

  it('"contro i 48 milioni del trimestre corrispondente": the quarter a year before', () => {
    const text =
      "Nel trimestre il fatturato è sceso a 310 milioni; l'Ebitda si è attestato a 41 milioni, contro i 48 milioni del trimestre corrispondente.";
    expect(read(text, 'it', '2023-11-08')).toEqual([
      ['revenue', 310_000_000, '2023Q3'],
      ['ebitda', 41_000_000, '2023Q3'],
      ['ebitda', 48_000_000, '2022Q3'],
    ]);
  });
});

describe('revenues of a region or a line of business', () => {
  it('"North America revenue", "Europe revenue", "Sales in the Americas", "Services revenue" are parts of the revenue', () => {
    const text =
      'Revenue for the quarter was $412 million. North America revenue rose 8% to $250 million, while Europe revenue fell 3% to $98 million.';
    expect(read(text, 'en', '2023-08-02')).toEqual([['revenue', 412_000_000, '2023Q2']]);
    const lines =
      'Sales in the Americas were $1.2 billion for the quarter. Services revenue grew 12% to $310 million, bringing total revenue to $2.0 billion.';
    expect(read(lines, 'en', '2023-08-02')).toEqual([['revenue', 2_000_000_000, '2023Q2']]);
  });
});

describe('a year-end without its year', () => {
  it('"la liquidità a fine anno era di X" in a text of March 2024 that states no period: the last year-end, 2023', () => {
    const text = 'Il free cash flow è stato positivo per 30 milioni, mentre la liquidità a fine anno era di 85 milioni.';
    expect(read(text, 'it', '2024-03-02')).toEqual([['cash', 85_000_000, '2023-12-31']]);
  });
});

describe('the year of an undated text', () => {
  it('"for the fiscal year ended June 30, 2021, a 4% increase over the $X reported last year": the year closed is the text\'s, not a later comparison\'s date', () => {
    const text =
      'Tarrow Systems reported revenues of $51.6 million for the fiscal year ended June 30, 2021, a 4% increase over the $49.4 million reported last year. Net income totaled $6.7 million compared to $7.8 million in fiscal 2020. Its consulting arm kept growing, going from $4.2 million in the year-ended June 30, 2020, to $4.6 million.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 51_600_000, '2021'],
      ['revenue', 49_400_000, '2020'],
      ['net_income', 6_700_000, '2021'],
      ['net_income', 7_800_000, '2020'],
    ]);
  });
});

describe("analysts' estimates after the amount", () => {
  it('"topping the $5.1 billion analysts were looking for", "contro i 5,1 miliardi del consenso": estimates, not figures', () => {
    const en = 'Second-quarter revenue rose to $5.3 billion, topping the $5.1 billion analysts were looking for.';
    expect(read(en, 'en', '2023-08-02')).toEqual([['revenue', 5_300_000_000, '2023Q2']]);
    const it_ = 'Nel secondo trimestre i ricavi sono saliti a 5,3 miliardi, contro i 5,1 miliardi del consenso.';
    expect(read(it_, 'it', '2023-08-02')).toEqual([['revenue', 5_300_000_000, '2023Q2']]);
  });
});

describe('fiscal halves named by the day they end', () => {
  it('"the half-year ended 31 December 2023 … up 7% on 1H23": the first half of the fiscal year to June 2024', () => {
    const text = 'Results for the half-year ended 31 December 2023: revenue of A$412.5m, up 7% on 1H23, and NPAT of A$38.2m.';
    expect(read(text, 'en', '2024-02-20')).toEqual([
      ['revenue', 412_500_000, '2024H1'],
      ['net_income', 38_200_000, '2024H1'],
    ]);
  });

  it('"the six months to 30 September 2023": the first half of the year to March 2024; its balances are at 30 September', () => {
    const text =
      'Kelby plc announces its interim results for the six months to 30 September 2023. Revenue rose to £220m. Net cash at the period end was £31m.';
    expect(read(text, 'en', '2023-11-15')).toEqual([
      ['revenue', 220_000_000, '2024H1'],
      ['debt', -31_000_000, '2023-09-30'],
    ]);
  });
});

describe('quarters news prose names without their number', () => {
  it('"for its fiscal first quarter, which ended Sept. 30": the fiscal quarter the ordinal names, not nine months', () => {
    expect(read("Dornel's revenue for its fiscal first quarter, which ended Sept. 30, was $2.3 billion.", 'en', '2023-10-24')).toEqual([
      ['revenue', 2_300_000_000, '2024Q1'],
    ]);
  });

  it('"In its most recent quarter", "in the latest quarter": the last quarter ended by the date', () => {
    expect(read('In its most recent quarter, Dornel earned $45 million on revenue of $510 million.', 'en', '2023-10-24')).toEqual([
      ['net_income', 45_000_000, '2023Q3'],
      ['revenue', 510_000_000, '2023Q3'],
    ]);
  });
});

describe('a quarter named by the month it ends in, without the day', () => {
  it('"for the three months through September, versus $Y a year ago": the quarter to September', () => {
    const text = 'Dornel posted net income of $310 million for the three months through September, versus $290 million a year ago.';
    expect(read(text, 'en', '2023-10-24')).toEqual([
      ['net_income', 310_000_000, '2023Q3'],
      ['net_income', 290_000_000, '2022Q3'],
    ]);
  });
});

describe('a share of the revenue written before its amount', () => {
  it('"il 60% del fatturato, pari a 192 milioni", "40% of revenue, or $2.1 billion": a share, not the revenue', () => {
    const it_ = "Nel 2023 i ricavi sono pari a 320 milioni; all'estero il gruppo realizza il 60% del fatturato, pari a 192 milioni.";
    expect(read(it_, 'it', '2024-03-02')).toEqual([['revenue', 320_000_000, '2023']]);
    const en = 'Revenue for 2023 was $5.2 billion; international markets made up 40% of revenue, or $2.1 billion.';
    expect(read(en, 'en', '2024-03-02')).toEqual([['revenue', 5_200_000_000, '2023']]);
  });
});

describe('balances at the end of the period reported', () => {
  it('"La liquidità disponibile a fine semestre" in a text of August: the end of the half just closed', () => {
    expect(read('La liquidità disponibile a fine semestre è pari a 45 milioni di euro.', 'it', '2023-08-02')).toEqual([
      ['cash', 45_000_000, '2023-06-30'],
    ]);
  });
});

describe("a balance's change over a year", () => {
  it('"Cash reserves dwindled to £6.2m from £11.1m", "Net debt fell to €410 million from €480 million": the earlier balance is the year-end before', () => {
    expect(read('Results for 2022. Cash reserves dwindled to £6.2m from £11.1m over the year.', 'en', '2023-04-02')).toEqual([
      ['cash', 6_200_000, '2022-12-31'],
      ['cash', 11_100_000, '2021-12-31'],
    ]);
    expect(read('Results for 2022. Net debt fell to €410 million from €480 million.', 'en', '2023-04-02')).toEqual([
      ['debt', 410_000_000, '2022-12-31'],
      ['debt', 480_000_000, '2021-12-31'],
    ]);
  });
});
