import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a project's investment with no year of its own has no
// period; funding sought is an amount still sought; "R", "N"/"₦", "RM" and "KSh" are the rand, the naira, the ringgit and the
// Kenyan shilling). The sentences are written for these tests (thirty-fourth pass, 2026-12-02), with invented companies and
// figures; none is a held-out text's.
const D = '2024-05-10';

describe('thirty-fourth pass: more currencies', () => {
  it('"aims to raise RM45.5 million", "to raise N12.5 billion": ringgit and naira', () => {
    expect(read('Ferlano aims to raise RM45.5 million from its initial public offering.', 'en', D)).toEqual([
      ['funding_sought', 45_500_000, null],
    ]);
    expect(read('Ferlano will offer shares to existing investors to raise N12.5 billion.', 'en', D)).toEqual([
      ['funding_sought', 12_500_000_000, null],
    ]);
  });

  it('"by issuing 90 million new shares": a count of shares, not money', () => {
    expect(read('Ferlano plans to raise RM22.5 million from the IPO by issuing 90 million new shares at 25 sen each.', 'en', D)).toEqual([
      ['funding_sought', 22_500_000, null],
    ]);
  });

  it('"is estimated to raise some RM18 million": sought, approximately', () => {
    expect(read('The special issue is estimated to raise some RM18 million.', 'en', D)).toEqual([['funding_sought', 18_000_000, null]]);
  });

  it('"Its top line was flat at RM52.4 million for FY2022": revenue', () => {
    expect(read('Its top line was flat at RM52.4 million for FY2022.', 'en', D)).toEqual([['revenue', 52_400_000, '2022']]);
  });
});

describe('thirty-fourth pass: an investment by what it builds', () => {
  it('"its new €90 million filtration manufacturing facility": capex', () => {
    expect(read('Ferlano opened its new €90 million filtration manufacturing facility in Cork.', 'en', D)).toEqual([
      ['capex', 90_000_000, null],
    ]);
  });

  it('"A $120 million investment in Caroline": capex; "a $50m investment from Helios" is an investor’s money', () => {
    expect(read('A $120 million investment in Caroline will bring a distribution facility and 300 jobs.', 'en', D)).toEqual([
      ['capex', 120_000_000, null],
    ]);
    expect(read('Backed by a $50m investment from Helios, Ferlano is preparing a second campus.', 'en', D)).toEqual([]);
  });

  it('"earmarked R300m in new investments", "is investing R420 million": capex in rand', () => {
    expect(read('Ferlano had earmarked R300m in new investments to expand capacity.', 'en', D)).toEqual([['capex', 300_000_000, null]]);
    expect(read('Ferlano is investing R420 million to expand its Nelspruit operations.', 'en', D)).toEqual([['capex', 420_000_000, null]]);
  });

  it('guard: a government "investing … to support the expansion of" a company is its grant, not the company’s capex', () => {
    expect(read('The Commonwealth is investing over $3 million to support the expansion of Ferlano.', 'en', D)).toEqual([]);
  });

  it('the uses of an offer’s proceeds: machinery and a warehouse are capex, the repayment of borrowings is no debt', () => {
    const got = read(
      'Ferlano has earmarked RM8.2 million for the purchase of machinery and equipment, RM5.1 million for the repayment of bank borrowings, and RM4.4 million for the construction of new warehouse facilities.',
      'en',
      D,
    );
    expect(got.map(([key, value, period]) => [key, value, period])).toEqual([
      ['capex', 8_200_000, null],
      ['capex', 4_400_000, null],
    ]);
    expect(read('Ferlano plans to use RM6 million to build an office and showroom.', 'en', D)).toEqual([['capex', 6_000_000, null]]);
  });

  it('Italian: "L’impianto è costato …", "ha un valore di …", "… di euro di investimento", "I costi complessivi del progetto …"', () => {
    expect(read("L'impianto è costato 120 milioni di euro.", 'it', D)).toEqual([['capex', 120_000_000, null]]);
    expect(read('L’ampliamento che sarà realizzato ha un valore di 35 milioni di euro.', 'it', D)).toEqual([['capex', 35_000_000, null]]);
    expect(read('Circa 40 milioni di euro di investimento, tre magazzini per un totale di 100 mila posti pallet.', 'it', D)).toEqual([
      ['capex', 40_000_000, null],
    ]);
    expect(read('I costi complessivi del progetto ammontano a 22,5 milioni di euro.', 'it', D)).toEqual([['capex', 22_500_000, null]]);
  });

  it('guard: "un fondo di investimento da 100 milioni" is a fund, not an investment', () => {
    expect(read('Ferlano gestisce un fondo di investimento da 100 milioni di euro.', 'it', D)).toEqual([]);
  });
});

describe('thirty-fourth pass: a project’s investment in a text that reports a year', () => {
  it('"is investing $9 million in a new plant" after last year’s revenue: no period of its own', () => {
    const got = read('Ferlano reported 2023 revenue of $50 million. Ferlano is investing $9 million in a new plant in Ohio.', 'en', D);
    expect(got).toEqual([
      ['revenue', 50_000_000, '2023'],
      ['capex', 9_000_000, null],
    ]);
  });

  it('"Headquartered in Meadville since 1962": a founding year is no figure’s period', () => {
    expect(read('Headquartered in Meadville since 1962, Ferlano is investing $9 million to grow its operations.', 'en', D)).toEqual([
      ['capex', 9_000_000, null],
    ]);
  });

  it('guard: the year’s investments "in the European plants" of a results release keep the year', () => {
    const got = read(
      'Nel 2018 Ferlano ha realizzato ricavi per 90 milioni. Nell’anno gli investimenti sono stati pari a 6,5 milioni e hanno riguardato soprattutto gli stabilimenti europei.',
      'it',
      '2019-03-18',
    );
    expect(got).toEqual([
      ['revenue', 90_000_000, '2018'],
      ['capex', 6_500_000, '2018'],
    ]);
  });
});

describe('thirty-fourth pass: from the fresh set dev-real56', () => {
  const D2 = '2021-07-26';
  it('"the 420 million-dollar Ferlano Mine", "the Dh13 million … industrial complex", "the NZ $19 million upgrade": capex', () => {
    expect(read('Production at the 420 million-dollar Ferlano Mine began last week.', 'en', D2)).toEqual([['capex', 420_000_000, null]]);
    expect(read('HSBC financed the construction of the Dh13 million Ferlano industrial complex.', 'en', D2)).toEqual([
      ['capex', 13_000_000, null],
    ]);
    expect(read("The minister will open the NZ $19 million upgrade to Ferlano's plant on Friday.", 'en', D2)).toEqual([
      ['capex', 19_000_000, null],
    ]);
  });

  it('"announced an investment of $500 million", "the project was estimated to require some $64 million": capex', () => {
    expect(read('Ferlano announced an investment of $500 million to produce soda ash.', 'en', D2)).toEqual([['capex', 500_000_000, null]]);
    expect(read('The Valmora project was estimated to require some $64 million to complete.', 'en', D2)).toEqual([
      ['capex', 64_000_000, null],
    ]);
  });

  it('guard: "in exchange for a total investment of $3.0 million" is what investors paid, not capex', () => {
    expect(read('The notes were issued in exchange for a total investment of $3.0 million.', 'en', D2)).toEqual([]);
  });

  it('guard: "a $1.2 billion project finance facility" stays the project’s debt, not its cost', () => {
    expect(read('Ferlano signed a $1.2 billion project finance facility for its Valmora mine.', 'en', D2)).toEqual([
      ['debt', 1_200_000_000, null],
    ]);
  });

  it('"proposed to raise a gross proceed of up to approximately HK$150 million": sought', () => {
    const got = read('Ferlano proposed to raise a gross proceed of up to approximately HK$150 million by way of a rights issue.', 'en', D2);
    expect(got).toEqual([['funding_sought', 150_000_000, null]]);
  });
});

describe('thirty-fourth pass: the Malaysian press’s "mil" and "bil", and more verbs of an investment (from dev-real56)', () => {
  const at = '2016-03-21';
  it('"is allocating RM120mil to expand its operations", "would invest US$350mil (RM1.5bil)": capex', () => {
    expect(read('Ferlano is allocating RM120mil to expand its operations in Penang.', 'en', at)).toEqual([['capex', 120_000_000, null]]);
    expect(read('Ferlano said it would invest US$350mil (RM1.5bil) in the first phase.', 'en', at)).toEqual([['capex', 350_000_000, null]]);
  });

  it('"is spending between RM30mil and RM40mil to expand …": a capex range', () => {
    const got = read('Ferlano is spending between RM30mil and RM40mil to expand its stretch film business.', 'en', at);
    expect(got).toEqual([['capex', 30_000_000, null]]);
  });

  it('"which has invested more than R800m in its mills": capex', () => {
    const got = read('The group, which has invested more than R800m in its mills over the past six years, is expanding again.', 'en', at);
    expect(got).toEqual([['capex', 800_000_000, null]]);
  });

  it('guard: "is spending RM12mil on marketing" is no investment', () => {
    expect(read('Ferlano is spending RM12mil on marketing this year.', 'en', at)).toEqual([]);
  });
});

describe('thirty-fourth pass: an investment is no balance at a day', () => {
  it('"As of March 10, the … project was estimated to require some $64 million": no period', () => {
    const got = read('As of March 10, the Ferlano project was estimated to require some $64 million to complete.', 'en', '2017-03-13');
    expect(got).toEqual([['capex', 64_000_000, null]]);
  });

  it('guard: "Al 30 giugno 2019 gli investimenti … erano pari a 12 milioni" is the half to that day', () => {
    expect(read('Al 30 giugno 2019 gli investimenti di Ferlano erano pari a 12 milioni di euro.', 'it', '2019-09-10')).toEqual([
      ['capex', 12_000_000, '2019H1'],
    ]);
  });
});
