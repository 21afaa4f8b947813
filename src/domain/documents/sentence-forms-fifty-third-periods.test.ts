import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure's period is written by hand from the text by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): a figure takes the period its text reports, a comparison's amount the period
// compared with; an undated text's year comes from what it says. Sentences written for these tests (fifty-third pass, 2026-12-05),
// with invented companies and figures; none is a held-out text's.

describe('fifty-third pass: the period an undated text reports (from dev-real235, dev-real236)', () => {
  it('"ricavi per 412 milioni di euro nel 2022" with "fino a giugno 2022": the text looks back on 2022, its day in 2022 an event', () => {
    const text =
      "Bilancio annuale positivo per Ferlano Telecom. L'ultimo trimestre dell'anno scorso è stato il migliore.\n\nFerlano Telecom ha registrato ricavi per 412 milioni di euro nel 2022, il 9% in più rispetto ai 378 milioni del 2021. L'utile netto è stato di 31 milioni di euro.\n\nFerlano ha investito in Italia oltre 1,8 miliardi fino a giugno 2022.";
    expect(read(text, 'it', null).filter(([k]) => k !== 'capex')).toEqual([
      ['revenue', 412_000_000, '2022'],
      ['revenue', 378_000_000, '2021'],
      ['net_income', 31_000_000, '2022'],
    ]);
  });

  it('"Total revenue increased 3.1% over the first quarter of 2015": the quarter compared with, so the one reported is 2016\'s', () => {
    const text =
      'Ferlano Parcel hit a first-quarter record. Net income increased 10.2% to $1.13 billion. Total revenue increased 3.1% over the first quarter of 2015, to $9.1 billion.';
    expect(read(text, 'en', null)).toEqual([
      ['net_income', 1_130_000_000, '2016Q1'],
      ['revenue', 9_100_000_000, '2016Q1'],
    ]);
  });

  it('(guard) "rose 4% over the 13 weeks ended February 3, 2018" is the period reported, no comparison', () => {
    const text =
      'Ferlano Stores reported fourth-quarter sales of $4.11 billion. Comparable store sales rose 4% over the 13 weeks ended February 3, 2018.';
    expect(read(text, 'en', '2018-03-06')).toEqual([['revenue', 4_110_000_000, '2018Q4']]);
  });
});

describe('fifty-third pass: what sets the topic of the sentences after (from dev-real236, dev-real240)', () => {
  it('"nonostante il 2017 si annunci altrettanto buono, … il 2016 è un anno storico": the year reported is the topic, not the first', () => {
    const text =
      "Ferlano Carta, 2016 da record\n\nEcco perché, nonostante il 2017 si annunci altrettanto buono (i dati del primo trimestre sono in crescita), per Ferlano Carta il 2016 è un anno storico. Il gruppo ha approvato un bilancio consolidato da incorniciare. Ma ciò che più conta è che è cresciuta anche la redditività. L'ebitda è salito da 40,2 a 45,6 milioni (+13,4%).";
    expect(read(text, 'it', '2017-04-20')).toEqual([
      ['ebitda', 40_200_000, '2015'],
      ['ebitda', 45_600_000, '2016'],
    ]);
  });

  it('"… 3.500 siti installati entro fine anno": a year-end with no year heads nothing, the next half is the one reported', () => {
    const text =
      "Ferlano Mobile conferma l'obiettivo di 3.500 siti installati entro fine anno.\n\nIl gruppo nel primo semestre ha visto crescere l'utile netto a 91 milioni.";
    expect(read(text, 'it', '2019-09-03')).toEqual([['net_income', 91_000_000, '2019H1']]);
  });
});
