import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

const currencies = (text: string) => readSentences(text, 'en', sentenceDocument(text, null, 'en')).map((f) => f.currency);

// Oracle: each expected figure (key, value in base units, ISO currency where checked, period) is written by hand from the sentence
// by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a project's investment and its loans have no period of
// their own; jobs a project will create are no headcount). The sentences are written for these tests (thirty-sixth pass,
// 2026-12-03, from the misses of dev-real72 and dev-real61), with invented companies and figures; none is a held-out text's.
const D = '2024-03-08';

describe('thirty-sixth pass: currencies the press writes by letter, code or name', () => {
  it('"the Sh15 billion brewery", "a Sh1 billion … machine": the Kenyan shilling, and what it builds is capex', () => {
    expect(read('Ferlano will finance the Sh15 billion state-of-the-art brewery in Kisumu.', 'en', D)).toEqual([
      ['capex', 15_000_000_000, null],
    ]);
    expect(read('Ferlano has commissioned a Sh1 billion confectionery chiclet machine at its Nairobi plant.', 'en', D)).toEqual([
      ['capex', 1_000_000_000, null],
    ]);
    expect(currencies('Ferlano will finance the Sh15 billion state-of-the-art brewery in Kisumu.')).toEqual(['KES']);
  });

  it('"a total investment of VND 495.8 billion (~$20 million)": the code is a currency, the rounded dollars restate it', () => {
    expect(read('The Ferlano plant has a total investment of VND 495.8 billion (~$20 million).', 'en', D)).toEqual([
      ['capex', 495_800_000_000, null],
    ]);
    expect(currencies('The Ferlano plant has a total investment of VND 495.8 billion (~$20 million).')).toEqual(['VND']);
  });

  it('"capital expenditure … at 3.5 trillion rupiah": the rupiah by its name', () => {
    expect(read('Ferlano expects its 2025 capital expenditure to remain flat at 3.5 trillion rupiah.', 'en', D)).toEqual([
      ['capex', 3_500_000_000_000, '2025'],
    ]);
    expect(currencies('Ferlano expects its 2025 capital expenditure to remain flat at 3.5 trillion rupiah.')).toEqual(['IDR']);
    expect(currencies('Ferlano will invest 2 billion Egyptian pounds in a new plant.')).toEqual(['EGP']);
  });

  it('"a two-point-five billion dollar loan to support a copper mine project": a decimal in words', () => {
    expect(
      read('Lenders will join forces on a two-point-five billion dollar loan to support the Ferlano copper mine project.', 'en', D),
    ).toEqual([['debt', 2_500_000_000, null]]);
  });
});

describe('thirty-sixth pass: project loans and what a build costs', () => {
  it('"a PHP700-million seven-year syndicated term loan … to finance the company’s development projects": the term stands between', () => {
    const text =
      'The bank has extended a PHP700-million seven-year syndicated term loan to Ferlano to finance the company’s development projects.';
    expect(read(text, 'en', D)).toEqual([['debt', 700_000_000, null]]);
  });

  it('"a P645-million loan … to boost … production": a loan that raises production finances a project', () => {
    const text =
      'The bank extended a P645-million loan to Ferlano, Inc. (FI) to boost the manufacturer’s coconut sugar and banana flour production.';
    expect(read(text, 'en', D)).toEqual([['debt', 645_000_000, null]]);
  });

  it('"US$ 100 million is to be invested setting up a textile mill": capex', () => {
    expect(read('US$ 100 million is to be invested setting up a textile mill at Ferlano.', 'en', D)).toEqual([
      ['capex', 100_000_000, null],
    ]);
  });

  it('"to build an industrial complex … with $130 million investments": capex', () => {
    expect(read('Ferlano will build an industrial complex in the free zone with $130 million investments.', 'en', D)).toEqual([
      ['capex', 130_000_000, null],
    ]);
  });

  it('"is planning to build new … facilities … for a total cost of RM140.8mil", "moving … to a plant … at a cost of around £2.5m"', () => {
    expect(
      read('Ferlano is planning to build new manufacturing and warehousing facilities in Klang for a total cost of RM140.8mil.', 'en', D),
    ).toEqual([['capex', 140_800_000, null]]);
    const moving = 'Ferlano had sales of £5.2m in 2004. It is moving its bakery to a plant six times the size at a cost of around £2.5m.';
    expect(read(moving, 'en', D)).toEqual([
      ['revenue', 5_200_000, '2004'],
      ['capex', 2_500_000, null],
    ]);
  });

  it('"to acquire a piece of freehold industrial land … for RM7.6mil": land to build on is capex', () => {
    const text =
      'Ferlano is proposing to acquire a piece of freehold industrial land measuring 3,842 sq metres in Johor Baru for RM7.6mil.';
    expect(read(text, 'en', D)).toEqual([['capex', 7_600_000, null]]);
  });

  it('guard: "the share buy-back … at a total cost of £48.9 million" and "acquire Bellavi for $30 million" are no capex', () => {
    expect(read('Ferlano bought back 12.8 million shares at a total cost of £48.9 million.', 'en', D)).toEqual([]);
    expect(read('Ferlano agreed to acquire Bellavi for $30 million.', 'en', D)).toEqual([]);
  });

  it('guard: "Poland has been a member … through €10.5 billion investments" is a lender’s total, no capex', () => {
    expect(read('Poland has been a member of the bank since 1991 through €10.5 billion investments during that span.', 'en', D)).toEqual(
      [],
    );
  });
});

describe('thirty-sixth pass: people a project will employ', () => {
  it('"At least 3,000 people will get jobs after the mill …", "200 persone saranno assunte": no headcount', () => {
    expect(read('At least 3,000 people will get jobs after the Ferlano mill gets rolling into production.', 'en', D)).toEqual([]);
    expect(read('Con il nuovo stabilimento 200 persone saranno assunte da Ferlano.', 'it', D)).toEqual([]);
  });

  it('guard: "Ferlano employs 3,000 people" is its headcount', () => {
    expect(read('Ferlano employs 3,000 people across its mills.', 'en', D)).toEqual([['headcount', 3000, null]]);
  });
});

describe('thirty-sixth pass: development banks’ loans (from dev-real76)', () => {
  // (a loan for a company's growth or its working capital stays out, as the thirty-fourth and thirty-fifth passes' guards keep it:
  // builders of the sets disagree on it, and most did not count one)
  it('"has obtained P2-billion loan … to beef up its capital expenditure budget": debt', () => {
    expect(
      read('Ferlano has obtained P2-billion loan from its bank to beef up its capital expenditure budget for the coming year.', 'en', D),
    ).toEqual([['debt', 2_000_000_000, null]]);
  });

  it('"signed loan agreements totalling US$39 million with Ferlano, which operates steel mills": debt', () => {
    expect(
      read('The bank has signed loan agreements totalling US$39 million with Ferlano, which operates steel mills in Brazil.', 'en', D),
    ).toEqual([['debt', 39_000_000, null]]);
  });

  it('"a $600 million syndicated receivables-backed term loan to boost cocoa productivity", "a $350 million credit loan … to increase the production capacity"', () => {
    expect(
      read('Lenders signed a $600 million syndicated receivables-backed term loan to boost cocoa productivity at Ferlano.', 'en', D),
    ).toEqual([['debt', 600_000_000, null]]);
    expect(
      read('The agency granted a $350 million credit loan to Ferlano, destined to increase the production capacity of its mine.', 'en', D),
    ).toEqual([['debt', 350_000_000, null]]);
  });

  it('"a P700-million, seven-year, syndicated term loan … to finance current and future expansion projects": the term set off by commas', () => {
    const text =
      'The bank extended a P700-million, seven-year, syndicated term loan to Ferlano to finance current and future expansion projects.';
    expect(read(text, 'en', D)).toEqual([['debt', 700_000_000, null]]);
  });

  it('guard: "revenue of $5 million, fourth quarter net loss of $1 million": a comma still ends what an amount names', () => {
    expect(read('Ferlano reported fourth quarter revenue of $5 million, fourth quarter net loss of $1 million.', 'en', D)).toEqual([
      ['revenue', 5_000_000, '2023Q4'],
      ['net_income', -1_000_000, '2023Q4'],
    ]);
  });
});
