import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-eighth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-eighth pass: a measure "da" its amount names it, no change from it (from dev-real202)', () => {
  it('"Perdita netta da 32 milioni di euro per Ferlano nel primo semestre" in August: this year’s first half', () => {
    expect(read('Perdita netta da 32 milioni di euro per Ferlano nel primo semestre.', 'it', '2024-08-06')).toEqual([
      ['net_income', -32_000_000, '2024H1'],
    ]);
  });

  it('"l’utile è passato da 5 milioni nel primo semestre …" still reads the half as the one compared with (guard)', () => {
    expect(
      read(
        "L'utile netto di Ferlano è passato da 5 milioni nel primo semestre 2023 a 8 milioni nel primo semestre 2024.",
        'it',
        '2024-08-06',
      ),
    ).toEqual([
      ['net_income', 5_000_000, '2023H1'],
      ['net_income', 8_000_000, '2024H1'],
    ]);
  });
});

describe('forty-eighth pass: a project study’s capital costs (from dev-real201)', () => {
  it('"initial capital of $310 million" in a study with an NPV and a payback: the project’s capex, no period', () => {
    expect(
      read(
        'Ferlano Mining said the feasibility study gives the Rivo gold project an after-tax NPV of $420 million, with initial capital of $310 million and a payback of 2.4 years.',
        'en',
        '2023-02-01',
      ),
    ).toEqual([['capex', 310_000_000, null]]);
  });

  it('"Estimated Initial capital of $335 million … life of mine capital of $552 million", "would cost US$210 million to construct"', () => {
    expect(read('The mine has initial capital of $335 million, with life of mine capital of $552 million.', 'en', '2023-02-22')).toEqual([
      ['capex', 335_000_000, null],
      ['capex', 552_000_000, null],
    ]);
    expect(
      read('Ferlano Mining reported the study today. The Rivo project would cost US$210 million to construct.', 'en', '2023-02-01'),
    ).toEqual([['capex', 210_000_000, null]]);
  });

  it('a headline that "sets Rivo cost at $334-million": the build’s capex', () => {
    expect(read('Ferlano sets Rivo cost at $334-million', 'en', '2012-05-01')).toEqual([['capex', 334_000_000, null]]);
  });

  it('a founder’s "initial capital of $50,000" is the company’s share capital, no build’s cost (guard)', () => {
    expect(read('Ferlano was founded in 2015 with an initial capital of $50,000 from its two founders.', 'en', '2020-02-01')).toEqual([]);
  });
});

describe('forty-eighth pass: Italian releases’ "€/MLN" and a count’s parts (from dev-real202)', () => {
  it('"RICAVI 70,1 €/MLN (71,7 €/MLN NEL 2014)": the currency and the scale joined by a slash', () => {
    expect(read('RICAVI CONSOLIDATI 70,1 €/MLN (71,7 €/MLN NEL 2014)', 'it', '2016-03-10')).toEqual([
      ['revenue', 70_100_000, '2015'],
      ['revenue', 71_700_000, '2014'],
    ]);
    expect(read('Il risultato netto di Ferlano è pari a -4,5 Euro/mln nel 2015.', 'it', '2016-03-10')).toEqual([
      ['net_income', -4_500_000, '2015'],
    ]);
  });

  it('"319 alloggi di cui 193 destinati alla vendita, per un investimento complessivo di circa 41 mln": the count’s parts end at the comma', () => {
    expect(
      read(
        'Il progetto di Ferlano prevede 319 alloggi sociali di cui 193 destinati alla vendita, per un investimento complessivo di circa 41 mln di euro.',
        'it',
        '2012-05-01',
      ),
    ).toEqual([['capex', 41_000_000, null]]);
  });

  it('a list of a count’s parts goes on after its commas: the suppliers’ revenue after it stays out (guard)', () => {
    expect(
      read(
        'Sono 1.208 i fornitori di Ferlano, di cui 690 in Toscana, 210 nel Lazio e 308 in Sardegna; il loro fatturato supera i 385 milioni di euro.',
        'it',
        '2017-05-01',
      ),
    ).toEqual([]);
  });
});

describe('forty-eighth pass: a day still to come heads no sentence (from dev-real205)', () => {
  it('"… re-opening anticipated from 2 April 2021" in March 2021, then "Group revenue of $52.3m (2019: $369.7m) for the period"', () => {
    const text = [
      'Ferlano Cinemas plc preliminary results for the year ended 31 December 2020',
      '· All sites remain closed, with re-opening anticipated from 2 April 2021',
      '· Group revenue of $52.3m (2019: $369.7m) for the period was severely impacted by these closures',
    ].join('\n\n');
    expect(read(text, 'en', '2021-03-25')).toEqual([
      ['revenue', 52_300_000, '2020'],
      ['revenue', 369_700_000, '2019'],
    ]);
  });
});

describe('forty-eighth pass: three years, then three amounts, in order (from dev-real199)', () => {
  it('"Capital additions in fiscal year 2024, 2023, and 2022 were $62.9 million, $38.2 million, and $44.9 million"', () => {
    expect(
      read(
        'Ferlano’s capital additions in fiscal year 2024, 2023, and 2022 were $62.9 million, $38.2 million, and $44.9 million.',
        'en',
        '2024-08-20',
      ),
    ).toEqual([
      ['capex', 62_900_000, '2024'],
      ['capex', 38_200_000, '2023'],
      ['capex', 44_900_000, '2022'],
    ]);
  });

  it('two years and two amounts still go in order (guard)', () => {
    expect(read('Ferlano set its capital expenditure for 2019 and 2020 at $3.9 million and $4.2 million.', 'en', '2019-02-01')).toEqual([
      ['capex', 3_900_000, '2019'],
      ['capex', 4_200_000, '2020'],
    ]);
  });
});

describe('forty-eighth pass: an offering the text reports as closed is no money sought (from dev-real203)', () => {
  it('"Closing of a registered direct offering and private placement in the US to raise $3.3m before expenses"', () => {
    expect(
      read('- Closing of a registered direct offering and private placement in the US to raise $3.3m before expenses.', 'en', '2023-09-01'),
    ).toEqual([]);
  });

  it('"Successful placing in March 2016 to raise £1.1 million before expenses"', () => {
    expect(
      read('Ferlano Bio reported a successful placing in March 2016 to raise £1.1 million before expenses.', 'en', '2016-10-01'),
    ).toEqual([]);
  });

  it('an offering still open "to raise $3.3m" is sought (guard)', () => {
    expect(read('Ferlano Bio launched a registered direct offering in the US to raise $3.3m.', 'en', '2023-09-01')).toEqual([
      ['funding_sought', 3_300_000, null],
    ]);
  });
});

describe('forty-eighth pass: money market investments are cash, no market’s size (from dev-real203)', () => {
  it('"Cash and money market investments of £34.3m at 31 December 2005"', () => {
    expect(read('Ferlano had cash and money market investments of £34.3m at 31 December 2005.', 'en', '2006-03-01')).toEqual([
      ['cash', 34_300_000, '2005-12-31'],
    ]);
  });
});

describe('forty-eighth pass: a product line’s revenue beside the company’s is no figure of the company (from dev-real203)', () => {
  const release = [
    'Ferlano Diagnostics plc final results for the year ended 31 March 2018',
    '· Revenue down 4% to £13.2m (2017: £13.8m)',
    '· Food intolerance revenue down 6% to £7.56m (2017: £8.00m)',
    '· Allergy and autoimmune revenue down by 8% to £3.31m (2017: £3.59m)',
  ].join('\n');

  it('"Food intolerance revenue down 6% to £7.56m (2017: £8.00m)" goes with its comparative; the whole revenue stays', () => {
    expect(read(release, 'en', '2018-06-20')).toEqual([
      ['revenue', 13_200_000, '2018'],
      ['revenue', 13_800_000, '2017'],
    ]);
  });

  it('a round-up’s "Itron had revenues of $434 million" beside a larger revenue of another company stays (guard)', () => {
    const text =
      'Ferlano Bank said revenues fell 3 percent to $3.28 billion in the third quarter.\n\nItron had revenues of $434 million for the quarter ending Sept. 30, up from $165 million for the same period last year.';
    expect(read(text, 'en', '2007-10-30').filter(([, v]) => v === 434_000_000)).toEqual([['revenue', 434_000_000, '2007Q3']]);
  });
});

describe('forty-eighth pass: "Oggi … fattura 150 milioni", the company’s revenue in a verb (from dev-real200)', () => {
  it('"Oggi Ferlano Wine Brands (www.ferlano.it) fattura 150 milioni di euro", "la società fattura 40 milioni"', () => {
    expect(read('Oggi Ferlano Wine Brands (www.ferlano.it) fattura 150 milioni di euro.', 'it', '2015-03-01')).toEqual([
      ['revenue', 150_000_000, null],
    ]);
    expect(read('Con 120 dipendenti, la società fattura 40 milioni di euro.', 'it', '2015-03-01')).toContainEqual([
      'revenue',
      40_000_000,
      null,
    ]);
  });

  it('a sector that "fattura" is no company (guard)', () => {
    expect(read('Il settore fattura 150 milioni di euro.', 'it', '2015-03-01')).toEqual([]);
  });
});

describe('forty-eighth pass: a change’s first amount with its own year takes the scale after (from dev-real202)', () => {
  it('"passando dai 14,2 del 2012 ai 17,2 milioni di Euro del 2013"', () => {
    expect(
      read(
        'Il fatturato di Ferlano Hotels è cresciuto del 21%, passando dai 14,2 del 2012 ai 17,2 milioni di Euro del 2013.',
        'it',
        '2014-03-01',
      ),
    ).toEqual([
      ['revenue', 14_200_000, '2012'],
      ['revenue', 17_200_000, '2013'],
    ]);
  });
});

describe('forty-eighth pass: a study’s yearly figure has no year of its own (from dev-real201)', () => {
  it('"Estimated steady-state annual EBITDA of $324m" after a DFS update in 2021', () => {
    const text =
      'Ferlano Lithium releases updated definitive feasibility study, 2021.\n\nProject NPV of $1.4bn (after tax) at 8% discount rate, providing an IRR of 39.6% and a 2-year payback. Estimated steady-state annual EBITDA of $324m.';
    expect(read(text, 'en', '2021-01-25').filter(([k]) => k === 'ebitda')).toEqual([['ebitda', 324_000_000, null]]);
  });
});

describe('forty-eighth pass: cash and restricted cash is cash (from dev-real205)', () => {
  it('"cash and restricted cash of $354.3m at December 2021 (2020: $336.7m)"', () => {
    expect(read('Ferlano Cinemas held cash and restricted cash of $354.3m at December 2021 (2020: $336.7m).', 'en', '2022-03-17')).toEqual([
      ['cash', 354_300_000, '2021-12-31'],
      ['cash', 336_700_000, '2020'],
    ]);
  });
});
