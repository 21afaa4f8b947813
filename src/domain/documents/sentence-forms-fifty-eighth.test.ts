import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (fifty-eighth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

const TABLE = [
  '| Three Months | Nine Months',
  '| Ended September 30, | Ended September 30,',
  '| 2024 | 2023 | 2024 | 2023',
  'Total Revenue | 412,388 | 390,107 | 1,204,913 | 1,150,226',
  'NET INCOME (LOSS) | 12,406 | (3,118) | 30,552 | 8,001',
  'Diluted | $0.41 | $(0.10) | $1.01 | $0.26',
].join('\n');

describe('fifty-eighth pass: a table whose unit line was lost (from dev-real273)', () => {
  it('a per-share row’s "$0.41" does not stop the key rows being read; the prose’s "$412.4 million" makes them thousands', () => {
    const text = `Ferlano Homes reports third quarter results.\n\nTotal revenue of $412.4 million for the quarter.\n\n${TABLE}`;
    // (the prose's rounded amount stands for the row's own: the same figure, written twice)
    expect(read(text, 'en', '2024-10-30')).toEqual([
      ['revenue', 412_400_000, '2024Q3'],
      ['revenue', 390_107_000, '2023Q3'],
      ['revenue', 1_204_913_000, '2024M9'],
      ['revenue', 1_150_226_000, '2023M9'],
      ['net_income', 12_406_000, '2024Q3'],
      ['net_income', -3_118_000, '2023Q3'],
      ['net_income', 30_552_000, '2024M9'],
      ['net_income', 8_001_000, '2023M9'],
    ]);
  });

  it('"$1.20 billion" in the prose: thousands too', () => {
    const text = `Ferlano Homes reports third quarter results. Nine-month revenue reached $1.20 billion.\n\n${TABLE}`;
    expect(read(text, 'en', '2024-10-30')).toContainEqual(['revenue', 1_150_226_000, '2023M9']);
  });

  it('no prose amount of that size: the grouped amounts are units, as written', () => {
    const text = `Ferlano Homes reports third quarter results.\n\n${TABLE}`;
    expect(read(text, 'en', '2024-10-30')).toContainEqual(['revenue', 412_388, '2024Q3']);
  });
});

describe('fifty-eighth pass: a housebuilder’s homes sold ahead are no revenue (from dev-real273)', () => {
  it('"Private forward sales (excluding joint ventures) as at 24 February 2024 up by 34.0% to £897.7m": no revenue; the revenue stays', () => {
    const text = [
      'Ferlano Homes interim results for the six months ended 31 December 2023',
      '',
      '· Revenue up 4% to £951.1m (H1 2023: £912.8m)',
      '· Private forward sales (excluding joint ventures) as at 24 February 2024 up by 34.0% to £897.7m (26 February 2023: £669.9m)',
    ].join('\n');
    expect(read(text, 'en', '2024-02-27')).toEqual([
      ['revenue', 951_100_000, '2024H1'],
      ['revenue', 912_800_000, '2023H1'],
    ]);
  });

  it('"total sales reserved, contracted and completed at £652 million", "order book value to £2.4bn", an average selling price: none', () => {
    const text =
      'Ferlano Homes trading update. A 20% increase in total sales reserved, contracted and completed at £652 million (2023: £544 million). Its order book value rose to £2.4bn. The average selling price for private sales was £318,000 (2023: £301,000).';
    expect(read(text, 'en', '2024-11-20')).toEqual([]);
  });
});

describe('fifty-eighth pass: a balance’s bracket that names a year is at the same day (from dev-real273)', () => {
  it('"Net cash of £620.4m at 30 June 2024 (2023: £512.0m)": the second at 30 June 2023', () => {
    const text = 'Ferlano Homes results for the six months ended 30 June 2024. Net cash of £620.4m at 30 June 2024 (2023: £512.0m).';
    expect(read(text, 'en', '2024-08-14')).toEqual([
      ['debt', -620_400_000, '2024-06-30'],
      ['debt', -512_000_000, '2023-06-30'],
    ]);
  });

  it('(guard) "Net cash of £620.4m at 31 December 2024 (2023: £512.0m)": the year-end, as before', () => {
    const text = 'Ferlano Homes full year results. Net cash of £620.4m at 31 December 2024 (2023: £512.0m).';
    expect(read(text, 'en', '2025-03-04')).toEqual([
      ['debt', -620_400_000, '2024-12-31'],
      ['debt', -512_000_000, '2023'],
    ]);
  });
});

describe('fifty-eighth pass: the year a company went public is its history (from dev-real271)', () => {
  it('undated, "its first quarterly loss since going public in 2001", "the rest of 2024": the quarter is of 2024', () => {
    const text =
      "Ferlano Water announced on Thursday a net loss of S$25.1 million for the April-June quarter. This is the company's first quarterly loss since going public in 2001. Losses are expected for the rest of 2024.";
    expect(read(text, 'en')).toEqual([['net_income', -25_100_000, '2024Q2']]);
  });
});

describe('fifty-eighth pass: "in year", the UK’s short "in the year" (from dev-real271)', () => {
  it('"£412 million capex investment in year" in a text on the year to 31 March 2024: that fiscal year', () => {
    const text =
      'Ferlano Water results for the year ended 31 March 2024. Substantial £412 million capex investment in year completes the programme.';
    expect(read(text, 'en', '2024-05-21')).toEqual([['capex', 412_000_000, '2024']]);
  });

  it('(guard) "in year three of the plan" is no year of the text', () => {
    const text = 'Ferlano Water plans £412 million of capital investment in year three of the plan.';
    expect(read(text, 'en', '2024-05-21')).toEqual([['capex', 412_000_000, null]]);
  });
});

describe('fifty-eighth pass: a year measured against says nothing of when the text was written (from dev-real271)', () => {
  it('a file of December 2025 whose only year is "below the 2019–20 baseline": the half is the one ended in September 2025', () => {
    const text =
      'Ferlano Water reported revenue of £1.9bn for the six months to September, up 42% year-on-year. Leakage remains below the 2019–20 baseline.';
    expect(read(text, 'en', '2025-12-03')).toEqual([['revenue', 1_900_000_000, '2026H1']]);
  });

  it('(guard) a file of 2025 whose text writes only 2019 otherwise is an old text: its own year', () => {
    const text = 'Ferlano Water reported revenue of £1.9bn for the six months to September 2019, up 4% year-on-year.';
    expect(read(text, 'en', '2025-12-03')).toEqual([['revenue', 1_900_000_000, '2020H1']]);
  });
});

describe('fifty-eighth pass: an insurer’s premiums stand in for its revenue (from dev-real270)', () => {
  it('"ha registrato una raccolta premi per 151 milioni di euro" in the first quarter: revenue', () => {
    const text =
      'Nel primo trimestre 2024 Ferlano Assicurazioni ha registrato una raccolta premi per 151 milioni di euro, stabile rispetto allo stesso periodo del 2023. L’utile netto è di 9,2 milioni.';
    expect(read(text, 'it', '2024-05-14')).toEqual([
      ['net_income', 9_200_000, '2024Q1'],
      ['revenue', 151_000_000, '2024Q1'],
    ]);
  });

  it('premiums beside the revenue the text states: the revenue alone', () => {
    const text =
      'Nel 2024 Ferlano Assicurazioni ha registrato ricavi per 320 milioni di euro e una raccolta premi per 151 milioni di euro.';
    expect(read(text, 'it', '2025-03-14')).toEqual([['revenue', 320_000_000, '2024']]);
  });
});

describe('fifty-eighth pass: "progredito da X a Y" is a change, not a range (from dev-real274)', () => {
  it('"Il fatturato è progredito da 1,07 a 1,14 miliardi di euro": the figure before and after', () => {
    const text = 'Ferlano Dolciaria approva il bilancio 2024. Il fatturato è progredito da 1,07 a 1,14 miliardi di euro.';
    expect(read(text, 'it', '2025-03-20')).toEqual([
      ['revenue', 1_070_000_000, '2023'],
      ['revenue', 1_140_000_000, '2024'],
    ]);
  });
});

describe('fifty-eighth pass: "Q4 Fiscal Year 2023" is one quarter (from dev-real275)', () => {
  it('bullets under "Q4 Fiscal Year 2024 Highlights" and "Full Fiscal Year 2024 Highlights": the quarter, then the year', () => {
    const text = [
      'Ferlano Metals Reports Fourth Quarter and Full Fiscal Year 2024 Results',
      '',
      'Q4 Fiscal Year 2024 Highlights',
      '',
      '•Net income attributable to our common shareholder was $156 million, down 27% YoY',
      '',
      'Full Fiscal Year 2024 Highlights',
      '',
      '•Net income attributable to our common shareholder was $658 million, down 31% YoY',
    ].join('\n');
    expect(read(text, 'en', '2024-05-10')).toEqual([
      ['net_income', 156_000_000, '2024Q4'],
      ['net_income', 658_000_000, '2024'],
    ]);
  });
});

describe('fifty-eighth pass: "Invested £1.2bn in FY24" is capex (from dev-real271)', () => {
  it('a bullet "Invested £412m in FY24" and "the group invested £95m during the year": capex', () => {
    const text =
      'Results for the year to 31 March 2024\n\n· Invested £412m in FY24, a 63% increase year-on-year\n· In Wales the group invested £95m during the year.';
    expect(read(text, 'en', '2024-05-22')).toEqual([
      ['capex', 412_000_000, '2024'],
      ['capex', 95_000_000, '2024'],
    ]);
  });

  it('(guard) "invested $5 million in Ferlano Labs" is a stake, no capex', () => {
    expect(read('Ferlano Water invested $5 million in Ferlano Labs.', 'en', '2024-05-22')).toEqual([]);
  });
});

describe('fifty-eighth pass: the year a contract runs to is no year of the figures (from dev-real256)', () => {
  it('undated, "extended our relationship with Ferlano Cola to 2040": the year is not known, not 2040', () => {
    const text =
      'Ferlano Drinks said revenue for the year ended September 30th was £1.4 billion. "We have extended our relationship with Ferlano Cola to 2040," the chief executive said.';
    expect(read(text, 'en')).toEqual([['revenue', 1_400_000_000, null]]);
  });
});

describe('fifty-eighth pass: a horizon is not "l’anno in corso" (from dev-real266)', () => {
  it('"portafoglio ordini fino al 2027 … 1,2 miliardi di euro per l’anno in corso", undated, after "Global Order Book 2023": 2023', () => {
    const text =
      'Ferlano Yachts guida il Global Order Book 2023. L’azienda ha incrementato il proprio portafoglio ordini fino al 2027 registrando un valore della produzione superiore agli 1,2 miliardi di euro per l’anno in corso.';
    expect(read(text, 'it')).toEqual([['revenue', 1_200_000_000, '2023']]);
  });
});
