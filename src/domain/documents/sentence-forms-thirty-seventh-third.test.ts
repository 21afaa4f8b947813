import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md: what a build costs is capex with no period of its own; what an offering
// raises or a campaign targets is funding sought, its parts are not). The sentences are written for these tests (thirty-seventh
// pass, 2026-12-03, from the misses of dev-real95 and dev-real96), with invented companies and figures; none is a held-out text's.

describe('thirty-seventh pass: what an Italian project cost (from dev-real95)', () => {
  it('"È costata 6,5 milioni di euro" opening the sentence, "ristrutturazione … costato 10 milioni": capex', () => {
    expect(
      read('La nuova centrale di Ferlano è in funzione. È costata 6,5 milioni di euro e 26 mesi di lavoro.', 'it', '2016-01-27'),
    ).toEqual([['capex', 6_500_000, null]]);
    expect(
      read(
        'Dopo un lavoro di ristrutturazione durato 5 anni e costato 10 milioni, il resort Ferlano è stato inaugurato.',
        'it',
        '2013-05-24',
      ),
    ).toEqual([['capex', 10_000_000, null]]);
  });

  it('"Gli interventi, per un importo complessivo di 1 milione e 220 mila euro": capex', () => {
    expect(
      read(
        'Gli interventi all’ospedale Ferlano, per un importo complessivo di 1 milione e 220 mila euro, partiranno a marzo.',
        'it',
        '2021-10-31',
      ),
    ).toEqual([['capex', 1_220_000, null]]);
  });
});

describe('thirty-seventh pass: raises, placings and campaigns (from dev-real96)', () => {
  it('"The gross proceeds … for the Offering are $609,500", "closing occurred … for gross proceeds of $14,403,750": funding sought', () => {
    expect(read('The gross proceeds to be received by Ferlano for the Offering are $609,500.', 'en', '2018-11-23')).toEqual([
      ['funding_sought', 609_500, null],
    ]);
    expect(
      read('The Exchange has been advised that the offering’s closing occurred for gross proceeds of $14,403,750.00.', 'en', '2021-10-02'),
    ).toEqual([['funding_sought', 14_403_750, null]]);
  });

  it('guard: an asset sale’s gross proceeds, an option’s additional ones and one class of units’ are no funding sought', () => {
    expect(read('Ferlano sold the building for gross proceeds of $4 million.', 'en', '2018-11-23')).toEqual([]);
    expect(
      read('The underwriters have an option to increase the offering for additional gross proceeds of $2 million.', 'en', '2017-08-30'),
    ).toEqual([]);
    const classes =
      'The offering’s prices are $0.36 per Flow Through Unit for gross proceeds of $1.6 million through the sale of 4,444,444 Flow Through Units.';
    expect(read(classes, 'en', '2024-04-15')).toEqual([]);
  });

  it('"an equity financing for gross proceeds of $100.0 million and aggregate net proceeds of $97.1 million": the gross only', () => {
    expect(
      read(
        'Ferlano closed an equity financing for gross proceeds of $100.0 million and aggregate net proceeds of $97.1 million.',
        'en',
        '2018-11-08',
      ),
    ).toEqual([['funding_sought', 100_000_000, null]]);
  });

  it('"£10m (gross) raised through a placing at IPO", "making $1.2m in total raised to date": funding sought, not cash', () => {
    expect(
      read('Ferlano had a strong cash position; £10m (gross) was raised through a placing at IPO.', 'en', '2014-08-14'),
    ).toContainEqual(['funding_sought', 10_000_000, null]);
    expect(
      read(
        'A second tranche of the financing, of $692,310, has now been completed, making $1.2m in total raised to date.',
        'en',
        '2012-06-28',
      ),
    ).toEqual([['funding_sought', 1_200_000, null]]);
  });

  it('"falling well short of its revised £50 million target", "initially sought $10,000 … through Kickstarter": funding sought', () => {
    expect(
      read(
        'Ferlano has closed a record crowdfunding round, despite falling well short of its revised £50 million target.',
        'en',
        '2018-10-16',
      ),
    ).toEqual([['funding_sought', 50_000_000, null]]);
    expect(read('Ferlano initially sought $10,000 over a five-week period through Kickstarter.', 'en', '2012-04-15')).toEqual([
      ['funding_sought', 10_000, null],
    ]);
  });

  it('guard: "The plaintiff sought $10,000 in damages" is no raise', () => {
    expect(read('The plaintiff sought $10,000 in damages from Ferlano.', 'en', '2012-04-15')).toEqual([]);
  });

  it('"a $NZ5.9 million ($5.7 million) loss": the sign after the currency’s country, a restatement before the loss', () => {
    expect(read('In 2021 Ferlano reported a $NZ5.9 million ($5.7 million) loss.', 'en', '2021-11-15')).toEqual([
      ['net_income', -5_900_000, '2021'],
    ]);
  });
});
