import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (fifty-seventh pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('fifty-seventh pass: the year a change comes from (from dev-real262)', () => {
  it('undated, "aumentato a Euro 29,1 milioni da Euro 20,7 milioni del 2018": the text reports 2019', () => {
    const text =
      'Ferlano Energia approva il bilancio. Ricavi a Euro 40,2 milioni e utile netto a Euro 3,1 milioni. Il fatturato del core business è aumentato a Euro 29,1 milioni da Euro 20,7 milioni del 2018.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 40_200_000, '2019'],
      ['net_income', 3_100_000, '2019'],
      ['revenue', 29_100_000, '2019'],
      ['revenue', 20_700_000, '2018'],
    ]);
  });
});

describe('fifty-seventh pass: an expense or a gain a net income includes is none (from dev-real263)', () => {
  it('"net income was $162.5 million, which includes after-tax expense of $88.4 million": the net income alone', () => {
    const text =
      'For the second quarter of 2025, Ferlano Group’s net income was $162.5 million, which includes after-tax expense of $88.4 million for restructuring.';
    expect(read(text, 'en', '2025-07-22')).toEqual([['net_income', 162_500_000, '2025Q2']]);
  });

  it('"net income of $40.1 million includes a gain of $8.4 million": the net income alone', () => {
    const text =
      'Ferlano Group reported net income of $40.1 million for fiscal 2024, and includes a gain of $8.4 million on a building sold.';
    expect(read(text, 'en', '2024-11-20')).toEqual([['net_income', 40_100_000, '2024']]);
  });
});

describe('fifty-seventh pass: a comparison’s period is no heading (from dev-real263)', () => {
  it('"comparison with the comparable interim period for 2006", then "Turnover: £39.7m (2006: £13.0m)": the two first halves', () => {
    const text =
      'Interim results for the six months to 30 June 2007. Ferlano Marketing has used proforma figures allowing comparison with the comparable interim period for 2006. Turnover: £39.7m (2006: £13.0m) up 9%.';
    expect(read(text, 'en', '2007-09-26')).toEqual([
      ['revenue', 39_700_000, '2007H1'],
      ['revenue', 13_000_000, '2006H1'],
    ]);
  });

  it('"comparison with the same period of 2006" heads no figure after it', () => {
    const text =
      'Interim results for the six months to 30 June 2007. Ferlano Marketing has used figures allowing comparison with the same period of 2006. Turnover: £39.7m (2006: £13.0m) up 9%.';
    expect(read(text, 'en', '2007-09-26')).toEqual([
      ['revenue', 39_700_000, '2007H1'],
      ['revenue', 13_000_000, '2006H1'],
    ]);
  });
});

describe('fifty-seventh pass: units and numbers as some reports write them (from dev-real267 and dev-real264)', () => {
  it('"(in million euros) FISCAL 2025 FISCAL 2024" over "Revenues 12,074 11,798": billions of euros', () => {
    const text = [
      'Ferlano Services: Fiscal 2025 key figures',
      '',
      '(in million euros)      FISCAL 2025  FISCAL 2024  CHANGE',
      'Revenues                     12,074       11,798   +2.3%',
    ].join('\n');
    expect(read(text, 'en', '2025-10-23')).toEqual([
      ['revenue', 12_074_000_000, '2025'],
      ['revenue', 11_798_000_000, '2024'],
    ]);
  });

  it('"Total sales MSEK 16 477 (15 257)": thousands parted by spaces, and the bracket’s prior year', () => {
    const text = 'FERLANO AB FULL YEAR REPORT January–December 2020. Total sales MSEK 16 477 (15 257). Organic sales growth 1 percent (2).';
    expect(read(text, 'en', '2021-02-05')).toEqual([
      ['revenue', 16_477_000_000, '2020'],
      ['revenue', 15_257_000_000, '2019'],
    ]);
  });

  it('a row "Utile netto (perdita) degli azionisti" is the net income, its shareholders’ share', () => {
    const text = [
      'Ferlano Cementi, dati consolidati (milioni di euro)',
      '',
      '                2016         2015',
      'Utile netto (perdita) degli azionisti       €m       77,9       17,6',
    ].join('\n');
    expect(read(text, 'it', '2017-03-20')).toEqual([
      ['net_income', 77_900_000, '2016'],
      ['net_income', 17_600_000, '2015'],
    ]);
  });
});

describe('fifty-seventh pass: "la prima metà del 2017" is a half (from dev-real268)', () => {
  it('"… nel primo semestre 2018, in progresso del 3,6% sui 263,4 milioni della prima metà del 2017": the two first halves', () => {
    const text =
      'I ricavi consolidati di Ferlano Fitness si sono attestati a 272,9 milioni di euro nel primo semestre 2018, in progresso del 3,6% sui 263,4 milioni della prima metà del 2017.';
    expect(read(text, 'it', '2018-08-01')).toEqual([
      ['revenue', 272_900_000, '2018H1'],
      ['revenue', 263_400_000, '2017H1'],
    ]);
  });
});

describe('fifty-seventh pass: "an increase on previous quarters" is a comparison (from dev-real265)', () => {
  it('"net income of $46 million in the third quarter of 2023, a large increase on previous quarters, and adjusted EBITDA was $86 million"', () => {
    const text =
      'Ferlano Data posted net income of $46 million in the third quarter of 2023, a large increase on previous quarters driven by gains on sales, and adjusted EBITDA was $86 million.';
    expect(read(text, 'en', '2023-11-01')).toEqual([
      ['net_income', 46_000_000, '2023Q3'],
      ['ebitda', 86_000_000, '2023Q3'],
    ]);
  });
});
