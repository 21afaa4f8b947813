import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each text below was written for the test (issue 28, periods pass of 2026-11-29); the expected
// key, value (base units) and period of every figure are read off the text by hand, the period resolved
// as an analyst would against the date given. Values compare exactly. Each test names the shape it covers.
function brief(text: string, lang: 'en' | 'it', date: string | null = null): [string, number, string | null][] {
  return readSentences(text, lang, sentenceDocument(text, date, lang)).map((f) => [f.key, f.value, periodLabel(f.period)]);
}
function reasons(text: string, lang: 'en' | 'it', date: string | null = null): string[] {
  return readSentences(text, lang, sentenceDocument(text, date, lang)).map((f) => f.reason ?? '');
}

describe('spans and plans, both languages', () => {
  it('"X nel triennio 2022-2024." — a span closing the sentence', () => {
    expect(brief('Il piano prevede investimenti per 1,8 miliardi nel triennio 2022-2024.', 'it', '2021-11-10')).toEqual([
      ['capex', 1_800_000_000, '2022-2024'],
    ]);
  });

  it('"il gruppo investirà X nel periodo 2022-2026" — a capex verb and "nel periodo <span>"', () => {
    expect(brief('Il gruppo investirà 600 milioni in digitalizzazione nel periodo 2022-2026.', 'it', '2021-11-10')).toEqual([
      ['capex', 600_000_000, '2022-2026'],
    ]);
  });

  it('"Il piano al 2024 prevede investimenti per X" after "Piano 2020-2024" — the plan span, not its last year', () => {
    const text = 'Piano strategico 2020-2024.\nIl piano al 2024 prevede investimenti complessivi per 4,7 miliardi di euro.';
    expect(brief(text, 'it', '2019-11-20')).toEqual([['capex', 4_700_000_000, '2020-2024']]);
  });

  it('"Nell\'arco del piano" / "over the 2021-2025 plan period" — the plan span', () => {
    expect(brief('Piano 2020-2024.\nNell’arco del piano gli investimenti ammonteranno a 4,7 miliardi.', 'it', '2019-11-20')).toEqual([
      ['capex', 4_700_000_000, '2020-2024'],
    ]);
    expect(brief('Over the 2021-2025 plan period, we expect capital expenditures of $1.5 billion.', 'en', '2021-03-01')).toEqual([
      ['capex', 1_500_000_000, '2021-2025'],
    ]);
  });

  it('"cumulative capex of X through 2023" within a stated plan — a span from the plan start to that year', () => {
    const text =
      'Over the 2021-2025 plan period, we expect capital expenditures of $1.5 billion.\nThe plan calls for cumulative capex of $900 million through 2023.';
    expect(brief(text, 'en', '2021-03-01')[1]).toEqual(['capex', 900_000_000, '2021-2023']);
  });

  it('"nei prossimi cinque anni" / "over the next five years" — a span from the plan year after the document', () => {
    expect(brief('Nei prossimi cinque anni il gruppo investirà 1,5 miliardi.', 'it', '2019-11-20')).toEqual([
      ['capex', 1_500_000_000, '2020-2024'],
    ]);
    expect(brief('We plan to invest $2 billion over the next five years.', 'en', '2021-03-01')).toEqual([
      ['capex', 2_000_000_000, '2021-2025'],
    ]);
  });

  it('"il piano industriale al 2024 prevede investimenti per X" with no span written — a span, at lower confidence with its reason', () => {
    const text = 'Il piano industriale al 2024 prevede investimenti per 4,7 miliardi.';
    expect(brief(text, 'it', '2019-11-20')).toEqual([['capex', 4_700_000_000, '2020-2024']]);
    expect(reasons(text, 'it', '2019-11-20')[0]).toContain('span_from_plan_horizon');
  });

  it('"L\'Ebitda al 2024 è atteso a X" / "revenue of X by 2025" — a target year stays a year', () => {
    expect(brief('Piano 2020-2024.\nL’Ebitda al 2024 è atteso a 1,1 miliardi.', 'it', '2019-11-20')).toEqual([
      ['ebitda', 1_100_000_000, '2024'],
    ]);
    expect(brief('We target revenue of $3.2 billion by 2025.', 'en', '2021-03-01')).toEqual([['revenue', 3_200_000_000, '2025']]);
  });
});

describe('the period a document reports', () => {
  it('"conferma gli obiettivi 2019" before "Nel primo trimestre …" in a May text — the quarter is reported, not the year', () => {
    const text =
      'Il gruppo conferma gli obiettivi 2019.\n\nNel primo trimestre i ricavi sono stati pari a 310 milioni.\n\nGli investimenti sono pari a 22 milioni.';
    expect(brief(text, 'it', '2019-05-10')).toEqual([
      ['revenue', 310_000_000, '2019Q1'],
      ['capex', 22_000_000, '2019Q1'],
    ]);
  });
});

describe('two amounts, two years: the year between them', () => {
  it('"X e saliranno nel 2024 a Y" / "X, dovrebbe arrivare nel 2025 a Y" — the year introduces the second amount', () => {
    expect(brief('I ricavi 2020 sono pari a 1,2 miliardi e saliranno nel 2024 a 2 miliardi.', 'it', '2021-03-10')).toEqual([
      ['revenue', 1_200_000_000, '2020'],
      ['revenue', 2_000_000_000, '2024'],
    ]);
    expect(brief('Il fatturato 2020, pari a 800 milioni, dovrebbe arrivare nel 2025 a 1 miliardo.', 'it', '2021-03-10')).toEqual([
      ['revenue', 800_000_000, '2020'],
      ['revenue', 1_000_000_000, '2025'],
    ]);
  });
});

describe('quarters, halves and years the text writes without their year', () => {
  it('"Fourth quarter revenue was X, up from Y in the fourth quarter of 2019" — the year after the comparison', () => {
    const text = 'Fourth quarter revenue was $58.4 million, up 9% from $53.6 million in the fourth quarter of 2019.';
    expect(brief(text, 'en', '2021-02-18')).toEqual([
      ['revenue', 58_400_000, '2020Q4'],
      ['revenue', 53_600_000, '2019Q4'],
    ]);
  });

  it('"Fourth quarter revenue …" / "Nel quarto trimestre …" in a February release — the quarter that has ended', () => {
    expect(brief('Fourth quarter revenue increased 14% to $36.9 million.', 'en', '2022-02-24')).toEqual([
      ['revenue', 36_900_000, '2021Q4'],
    ]);
    expect(brief('Nel quarto trimestre i ricavi sono stati pari a 74 milioni.', 'it', '2020-02-27')).toEqual([
      ['revenue', 74_000_000, '2019Q4'],
    ]);
  });

  it('"Third quarter net sales …" in a May release — not a calendar quarter (it has not ended): a fiscal one, of the date\'s year', () => {
    expect(brief('Third quarter net sales rose 6% to $88.2 million, compared to $83.2 million last year.', 'en', '2023-05-09')).toEqual([
      ['revenue', 88_200_000, '2023Q3'],
      ['revenue', 83_200_000, '2022Q3'],
    ]);
  });

  it('"Net sales for the second quarter of the fiscal year" in January — a fiscal quarter keeps the date\'s year', () => {
    expect(brief('Net sales for the second quarter of the fiscal year were $201.0 million.', 'en', '2024-01-30')).toEqual([
      ['revenue', 201_000_000, '2024Q2'],
    ]);
  });

  it('"fiscal 2025 second quarter", then "for the quarter … a year ago" — the fiscal quarter, and the one a year before', () => {
    const text =
      'Net sales for the fiscal 2025 second quarter were $311.5 million.\nNet income for the quarter was $14.0 million compared with $9.8 million a year ago.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 311_500_000, '2025Q2'],
      ['net_income', 14_000_000, '2025Q2'],
      ['net_income', 9_800_000, '2024Q2'],
    ]);
  });

  it('"Full year revenue" and "For the full year, … last year" after a fourth quarter — the year, and the year before', () => {
    const text =
      'Fourth quarter revenue was $58.4 million.\nFull year revenue was $221.7 million.\nFor the full year, net loss was $6.3 million, compared to a net loss of $11.2 million last year.';
    expect(brief(text, 'en', '2021-02-18')).toEqual([
      ['revenue', 58_400_000, '2020Q4'],
      ['revenue', 221_700_000, '2020'],
      ['net_income', -6_300_000, '2020'],
      ['net_income', -11_200_000, '2019'],
    ]);
  });

  it('"Revenue for the year was X" / "Cash at year-end" with only a date — the last year ended, and its end', () => {
    expect(brief('Revenue for the year was $80.1 million.\nCash at year-end was $20.0 million.', 'en', '2020-03-05')).toEqual([
      ['revenue', 80_100_000, '2019'],
      ['cash', 20_000_000, '2019-12-31'],
    ]);
  });

  it("\"L'Ebitda dell'intero esercizio … (Y nel 2018), l'utile netto a X\" — the sentence's opening period, not the aside's", () => {
    const text =
      'Nel quarto trimestre i ricavi sono stati 151 milioni.\nL’Ebitda dell’intero esercizio si attesta a 88 milioni (80 milioni nel 2018), l’utile netto a 31 milioni.';
    expect(brief(text, 'it', '2019-03-12')).toEqual([
      ['revenue', 151_000_000, '2018Q4'],
      ['ebitda', 88_000_000, '2018'],
      ['ebitda', 80_000_000, '2018'],
      ['net_income', 31_000_000, '2018'],
    ]);
  });

  it("\"Nei primi nove mesi dell'esercizio …, rispetto ai Y dei primi nove mesi dell'anno precedente\" — this year's and last year's", () => {
    const text =
      'Nei primi nove mesi dell’esercizio il valore della produzione ha raggiunto 733 milioni, rispetto ai 690 milioni dei primi nove mesi dell’anno precedente.';
    expect(brief(text, 'it', '2018-11-08')).toEqual([
      ['revenue', 733_000_000, '2018M9'],
      ['revenue', 690_000_000, '2017M9'],
    ]);
  });

  it('"(Y nel primo semestre dell\'anno precedente)" in an undated text — the year from its non-comparison dates', () => {
    const text =
      'Nel primo semestre i ricavi consolidati si sono attestati a 412,6 milioni (388,0 milioni nel primo semestre dell’anno precedente).\nL’indebitamento finanziario netto al 30 giugno ammonta a 233,5 milioni, in calo rispetto ai 251,9 milioni al 31 dicembre 2019.';
    expect(brief(text, 'it')).toEqual([
      ['revenue', 412_600_000, '2020H1'],
      ['revenue', 388_000_000, '2019H1'],
      ['debt', 233_500_000, '2020-06-30'],
      ['debt', 251_900_000, '2019-12-31'],
    ]);
  });

  it('"Al 30 giugno X, rispetto ai Y al 30 giugno 2018" undated — the undated balance is a year after its comparison', () => {
    const text = 'Al 30 giugno l’indebitamento finanziario netto è di 120 milioni, rispetto ai 131 milioni al 30 giugno 2018.';
    expect(brief(text, 'it')).toEqual([
      ['debt', 120_000_000, '2019-06-30'],
      ['debt', 131_000_000, '2018-06-30'],
    ]);
  });

  it('"(52 milioni a dicembre)" in a half-year text — the year-end before it', () => {
    const text =
      'Nei sei mesi chiusi al 30 giugno 2019 i ricavi sono stati 98 milioni.\nLa posizione finanziaria netta è negativa per 44 milioni (52 milioni a dicembre).';
    expect(brief(text, 'it')).toEqual([
      ['revenue', 98_000_000, '2019H1'],
      ['debt', 44_000_000, '2019-06-30'],
      ['debt', 52_000_000, '2018-12-31'],
    ]);
  });

  it('"Semestrale 2019", "1° semestre", "I ricavi del semestre" — halves in their Italian forms', () => {
    expect(brief('Semestrale 2019: ricavi a 1,1 miliardi.', 'it', '2019-09-12')).toEqual([['revenue', 1_100_000_000, '2019H1']]);
    expect(brief('Il gruppo ha chiuso il 1° semestre 2019 con ricavi a 512 milioni.', 'it')).toEqual([['revenue', 512_000_000, '2019H1']]);
    expect(brief('I ricavi del semestre si attestano a 45,2 milioni.', 'it', '2019-08-01')).toEqual([['revenue', 45_200_000, '2019H1']]);
  });

  it('"Nel 2018 X, contro Y dello scorso anno" / "Rispetto allo scorso anno, nel primo semestre X" — last year against the sentence\'s year', () => {
    expect(brief('Nel 2018 i ricavi sono stati pari a 540 milioni, contro 512 milioni dello scorso anno.', 'it', '2019-03-12')).toEqual([
      ['revenue', 540_000_000, '2018'],
      ['revenue', 512_000_000, '2017'],
    ]);
    expect(brief('Rispetto allo scorso anno, nel primo semestre l’Ebitda è cresciuto a 45 milioni.', 'it', '2019-08-02')).toEqual([
      ['ebitda', 45_000_000, '2019H1'],
    ]);
  });
});

describe('what is not the figure, and restatements', () => {
  it('"$(0.11) per basic and diluted common share" — a per-share value stays out', () => {
    expect(brief('Net loss for the first quarter of 2022 was $4.6 million, or $(0.11) per basic and diluted common share.', 'en')).toEqual([
      ['net_income', -4_600_000, '2022Q1'],
    ]);
  });

  it('"$X in cash and cash equivalents and $Y in marketable securities", "short-term investments were $Z" — only the cash', () => {
    const text =
      'As of March 31, 2022, we had $41.0 million in cash and cash equivalents and $18.5 million in marketable securities.\nShort-term investments were $7.2 million.';
    expect(brief(text, 'en')).toEqual([['cash', 41_000_000, '2022-03-31']]);
  });

  it('"Cash at September 30, 2019 was X compared to Y at December 31, 2018" — a bare "cash at" is the balance; "$3.0 million in cash for the acquisition" is not', () => {
    const text =
      'Cash at September 30, 2019 was $9.1 million compared to $12.4 million at December 31, 2018.\nWe paid $3.0 million in cash for the acquisition.';
    expect(brief(text, 'en')).toEqual([
      ['cash', 9_100_000, '2019-09-30'],
      ['cash', 12_400_000, '2018-12-31'],
    ]);
  });

  it('a headline restated in its paragraph, its period from the document — one figure, with the period written on it', () => {
    const text =
      'Acme reports revenue of $24.8 million\nFor fiscal 2021, Acme expects growth.\nRevenue for the quarter ended September 30, 2021 was $24.8 million.';
    expect(brief(text, 'en')).toEqual([['revenue', 24_800_000, '2021Q3']]);
  });

  it('"Product revenue was X", "end user net revenue was X" — a part of revenue stays out; "Total revenue" is the figure', () => {
    expect(brief('Product revenue was $17.5 million in the first quarter of 2022. Total revenue was $20.0 million.', 'en')).toEqual([
      ['revenue', 20_000_000, '2022Q1'],
    ]);
  });
});

describe('the words EBITDA goes by, English', () => {
  it('"Adj. EBITDA", "EBITDA, as adjusted" — adjusted; "Earnings before interest, taxes, depreciation and amortization (EBITDA)" — EBITDA', () => {
    const text =
      'Adj. EBITDA for the first quarter of 2022 was $5.1 million.\nEarnings before interest, taxes, depreciation and amortization (EBITDA) were $4.0 million in the first quarter of 2022.\nEBITDA, as adjusted, was $7.3 million in the first quarter of 2022.';
    const figs = readSentences(text, 'en', sentenceDocument(text, null, 'en'));
    expect(figs.map((f) => [f.key, f.value, periodLabel(f.period), !!f.marks.adjusted])).toEqual([
      ['ebitda', 5_100_000, '2022Q1', true],
      ['ebitda', 4_000_000, '2022Q1', false],
      ['ebitda', 7_300_000, '2022Q1', true],
    ]);
  });
});
