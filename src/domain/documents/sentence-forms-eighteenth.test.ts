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
});
