import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md: funding sought is an amount still sought, a campaign's target included,
// with no period; money a campaign has already brought in is none). The sentences are written for these tests (thirty-fifth
// pass, 2026-12-02, from the misses of the fresh set dev-real61), with invented companies and figures; none is a held-out text's.
const D = '2018-03-01';
const sought = (v: number) => [['funding_sought', v, null]];

describe('thirty-fifth pass: a campaign’s target', () => {
  it('"launched a bid to raise R2.5-million from investors" (the South African hyphen): funding sought', () => {
    expect(read('Ferlano launched a bid to raise R2.5-million from investors through an equity crowdfunding platform.', 'en', D)).toEqual(
      sought(2_500_000),
    );
  });

  it('"expanded its investment target to £250,000", "93% of its minimum target of $9 million … on the campaign"', () => {
    expect(read('Ferlano has since expanded its investment target to £250,000 and extended its crowdfunding campaign.', 'en', D)).toEqual(
      sought(250_000),
    );
    expect(read('Ferlano now has 93% of its minimum target of $9 million with a month to go on the campaign.', 'en', D)).toEqual(
      sought(9_000_000),
    );
  });

  it('"with a goal of $10,000", "The kickstarter’s aim is £10,000", "set a stretch target of £50,000"', () => {
    expect(read('Ferlano launched their crowdfunding campaign last week with a goal of $10,000.', 'en', D)).toEqual(sought(10_000));
    expect(read('The kickstarter’s aim is £10,000 and will end in 18 days.', 'en', D)).toEqual(sought(10_000));
    expect(read('So Ferlano has set a stretch target of £50,000.', 'en', D)).toEqual(sought(50_000));
  });

  it('"the campaign has secured more than £3,000 of its £6,000 initial target": a small campaign’s target is money as written', () => {
    expect(
      read('Since it was launched last week, the campaign has secured more than £3,000 of its £6,000 initial target.', 'en', D),
    ).toEqual(sought(6_000));
  });

  it('guard: "raising more than $3,000 in the first 24 hours", "plans to celebrate raising more than £5,000 in a kickstarter": raised', () => {
    expect(read('A GoFundMe campaign launched two days later, raising more than $3,000 in the first 24 hours.', 'en', D)).toEqual([]);
    expect(read('Ferlano plans to celebrate raising more than £5,000 in a kickstarter to become a co-operative.', 'en', D)).toEqual([]);
  });

  // (amended in the forty-fourth pass: a measure's target with its amount after it is that measure's figure for its year, as the
  // sets record a plan's target; it is still no funding sought)
  it('guard: "a sales target of £6m" (revenue for 2019) and "a price of £6,000" outside a campaign are no funding sought', () => {
    expect(read('Ferlano set a sales target of £6m for 2019.', 'en', D)).toEqual([['revenue', 6_000_000, '2019']]);
    expect(read('Each machine sells at a price of £6,000.', 'en', D)).toEqual([]);
  });

  it('"ha chiuso un round da 7M" is a round raised, not sought; "ha lanciato un round da 7 milioni" is sought', () => {
    expect(read('Ieri Ferlano ha chiuso un round da 7M per la serra.', 'it', '2017-05-01')).toEqual([]);
    expect(read('Ferlano ha lanciato un round da 7 milioni per la serra.', 'it', '2017-05-01')).toEqual(sought(7_000_000));
  });
});

describe('thirty-fifth pass: more ways of naming what is sought (from dev-real69)', () => {
  it('"more than $21,000 had been pledged by about 135 backers with a total goal of $45,000": the goal', () => {
    const text = 'As of Thursday, more than $21,000 had been pledged by about 135 different backers with a total goal of $45,000.';
    expect(read(text, 'en', '2014-03-01')).toEqual(sought(45_000));
  });

  it('"more than half of the $3.6 million the company hopes to raise": the amount sought, named after it', () => {
    const text = 'Some 1,750 investors had put up more than half of the $3.6 million the company hopes to raise.';
    expect(read(text, 'en', '1995-11-20')).toEqual(sought(3_600_000));
  });

  it('"… con il finanziamento dal basso per 200 mila euro": crowdfunding sought, no loan', () => {
    const text = 'La spesa verrà coperta tramite mezzi propri, fondi pubblici e con il finanziamento dal basso per 200 mila euro.';
    expect(read(text, 'it', '2017-05-01')).toEqual(sought(200_000));
  });
});
