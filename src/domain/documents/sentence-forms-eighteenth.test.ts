import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are
// written for these tests in the forms the thirteenth development set's figures were misread in (eighteenth
// pass, 2026-11-30), with invented companies and figures; none is a held-out text's.

describe('eighteenth pass: comparisons and apostrophes', () => {
  it('"X, 5% ahead of 2013": the year a figure is compared with is not its own, nor the next bullet\'s', () => {
    const text = [
      '2014 FULL YEAR RESULTS',
      '·      Sales of €12.9 billion, 5% ahead of 2013; like-for-like sales up 4%',
      '·      EBITDA up 11% to €1,241 million; ahead of November guidance',
    ].join('\n\n');
    expect(read(text, 'en', '2015-02-26')).toEqual([
      ['revenue', 12_900_000_000, '2014'],
      ['ebitda', 1_241_000_000, '2014'],
    ]);
  });

  it('"deliberati dall’assemblea … in data 29 aprile 2024" with a typographic apostrophe: an event\'s day, not the balance\'s', () => {
    const text =
      'Gamma chiude il primo trimestre 2024 con ricavi a 60 milioni. Al 31 dicembre 2023 la posizione finanziaria netta era positiva per 18,2 milioni di euro.2024, deliberati dall’assemblea degli azionisti in data 29 aprile 2024.';
    expect(read(text, 'it', '2024-05-14')).toEqual([
      ['revenue', 60_000_000, '2024Q1'],
      ['debt', -18_200_000, '2023-12-31'],
    ]);
  });

  it("quotes keep the text's own typographic apostrophes", () => {
    const text = 'L’utile netto dell’esercizio 2023 è pari a 3 milioni.';
    const figures = readSentences(text, 'it', sentenceDocument(text, null, 'it', { date: '2024-03-14', source: 'metadata' }));
    expect(figures.map((f) => [f.key, f.value, f.quote])).toEqual([
      ['net_income', 3_000_000, 'utile netto dell’esercizio 2023 è pari a 3 milioni'],
    ]);
  });

  it('"una crescita media annua (Cagr) nell\'arco di piano": a growth rate\'s span leaves the plan target in its last year', () => {
    const text =
      "Epsilon nel piano strategico 2025-29 punta a ricavi in crescita a 1,94 miliardi di euro e l'ebitda a 1,17 miliardi di euro nel 2029, con una crescita media annua (Cagr) nell'arco di piano rispettivamente del 5% per i ricavi e di oltre il 4% per l'ebitda.";
    expect(read(text, 'it', '2025-03-10')).toEqual([
      ['revenue', 1_940_000_000, '2029'],
      ['ebitda', 1_170_000_000, '2029'],
    ]);
  });

  it('"in calo del 3,5% (-694 milioni di euro)", "variazione positiva di", "up by": changes, not levels', () => {
    const it_ =
      "I ricavi dell'esercizio 2025 ammontano a 9.025 milioni di euro, in calo del 3,5% (-394 milioni di euro) rispetto all'esercizio 2024. I ricavi consolidati si riducono del 2,6% (-201 mln). L'Ebitda evidenzia una variazione positiva di 657 milioni.";
    expect(read(it_, 'it', '2026-02-23')).toEqual([['revenue', 9_025_000_000, '2025']]);
    const en = 'Sales in the first half of 2025 were 46.8 million euros, up by 2.5 million.';
    expect(read(en, 'en', '2025-08-13')).toEqual([['revenue', 46_800_000, '2025H1']]);
  });

  it('"758 million euros ($831 million)": euros by the plural word, the dollars a translation of the same figure', () => {
    const text = 'Zeta said first-half sales rose 10.5 percent overall to 558 million euros ($611 million).';
    expect(read(text, 'en', '2025-08-04')).toEqual([['revenue', 558_000_000, '2025H1']]);
  });

  it('"Negative EBITDA of 2.2 million euro (41.8 million in 1st half 2008)": the sign, and "1st half" as a half', () => {
    const text =
      'Eta: Negative EBITDA of 1.2 million euro (21.8 million in 1st half 2024). Consolidated turnover was 155.6 million euro (211.4 million euro in 1st half 2024).';
    expect(read(text, 'en', '2025-08-28')).toEqual([
      ['ebitda', -1_200_000, '2025H1'],
      ['ebitda', 21_800_000, '2024H1'],
      ['revenue', 155_600_000, '2025H1'],
      ['revenue', 211_400_000, '2024H1'],
    ]);
  });

  it('a headline\'s "FIRST HALF" then "the six months ended 30 September 2025": the half named by its day is the one reported', () => {
    const text = [
      'Theta plc (THT) Theta plc: Half-year report 09-Nov-2025 / 07:00 GMT/BST',
      '9 November 2025',
      // the page's own slip ("YEARING" for "YEAR ENDING") leaves a bare day in the headline
      "STRONG FIRST HALF PERFORMANCE, WITH FURTHER INCREASE IN MANAGEMENT'S EXPECTATIONS FOR YEARING 31 MARCH 2026",
      'Theta plc announces its results for the six months ended 30 September 2025.',
      'Financial Highlights',
      '-- Revenue up 11% to EUR516m',
      '-- Statutory profit of EUR17.1m (2024: EUR3.5m)',
    ].join('\n\n');
    expect(read(text, 'en', '2025-11-09')).toEqual([
      ['revenue', 516_000_000, '2026H1'],
      ['net_income', 17_100_000, '2026H1'],
      ['net_income', 3_500_000, '2025H1'],
    ]);
  });

  it('"underlying EBIT1 up by 125% to EUR63.8m": another measure\'s name with a footnote digit is still another measure', () => {
    const text = '-- Underlying EBITDA1 up by 43% to EUR96.6m; underlying EBIT1 up by 125% to EUR43.8m driven by volumes';
    expect(read(text, 'en', '2025-11-09')).toEqual([['ebitda', 96_600_000, null]]);
  });

  it('"profit attributable to equity shareholders", "Capital spend": net income and capex by their IFRS and UK names', () => {
    const text =
      "Kappa Systems reported that its 2025 profit attributable to equity shareholders grew to 1.16 billion pounds from prior year's 0.90 billion pounds. Capital spend in 2025: £14.1m.";
    expect(read(text, 'en', '2026-02-24')).toEqual([
      ['net_income', 1_160_000_000, '2025'],
      ['net_income', 900_000_000, '2024'],
      ['capex', 14_100_000, '2025'],
    ]);
  });

  it('"the six months to 30 September" with no year, in November: the fiscal first half, its balances at 30 September', () => {
    const text =
      'The food group has released its results for the six months to 30 September and these have shown a reduction in revenue to £294.1m (2024: £321.5m). Net debt at the period end had declined to £245.0m.';
    expect(read(text, 'en', '2025-11-16')).toEqual([
      ['revenue', 294_100_000, '2026H1'],
      ['revenue', 321_500_000, '2025H1'],
      ['debt', 245_000_000, '2025-09-30'],
    ]);
  });

  it('"the 6 months ended 31st of December 2025", "over the period July to December 2025": a fiscal first half', () => {
    const text =
      'This morning we take you through our results for the 6 months ended 31st of December 2025. Underlying EBITDA for the group over the period July to December 2025 was $52.2 million.';
    expect(read(text, 'en', '2026-02-19')).toEqual([['ebitda', 52_200_000, '2026H1']]);
  });

  it('"Net debt … £537.0m (2009: £605.3m)" in a text on the half ended 31 December 2010: the same day a year before', () => {
    const text =
      'Results for the half year ended 31 December 2025. Revenues for the half year were £677.6m (2024: £672.4m). Net debt reduced year on year to £437.0m (2024: £505.3m).';
    expect(read(text, 'en', '2026-02-24')).toEqual([
      ['revenue', 677_600_000, '2026H1'],
      ['revenue', 672_400_000, '2025H1'],
      ['debt', 437_000_000, '2025-12-31'],
      ['debt', 505_300_000, '2024-12-31'],
    ]);
  });
});
