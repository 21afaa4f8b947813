import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md: an offering's or a campaign's amount is funding sought with no period of
// its own; a loss is below zero). The sentences are written for these tests (thirty-seventh pass, 2026-12-03, from the misses of
// dev-real102), with invented companies and figures; none is a held-out text's.

describe('thirty-seventh pass: pitches, offerings and campaigns (from dev-real102)', () => {
  it('"2015 Turnover £900,000 EBITDA -£ 34,000": each label owns the amount right after it, the dash on the sign is a loss', () => {
    expect(read('2015 Turnover £900,000 EBITDA -£ 34,000', 'en', '2016-03-07')).toEqual([
      ['revenue', 900_000, '2015'],
      ['ebitda', -34_000, '2015'],
    ]);
  });

  it('"announced a $37.5-million rights offering", "a C$300 million ($215 million) initial public offering": funding sought', () => {
    expect(read('Ferlano Hotels Inc. announced a $37.5-million rights offering.', 'en', '2019-04-30')).toEqual([
      ['funding_sought', 37_500_000, null],
    ]);
    expect(
      read('Ferlano will start trading after sewing up a C$300 million ($215 million) initial public offering.', 'en', '2024-11-21'),
    ).toEqual([['funding_sought', 300_000_000, null]]);
  });

  it('"extending its Crowdcube campaign after reaching its £500,000 target": the campaign’s target', () => {
    expect(read('Ferlano is extending its Crowdcube campaign after reaching its £500,000 target.', 'en', '2015-07-17')).toEqual([
      ['funding_sought', 500_000, null],
    ]);
  });

  it('guard: "posted a $5 million EBITDA loss" keeps the measure named after its amount', () => {
    expect(read('In 2015 Ferlano posted a $5 million EBITDA loss.', 'en', '2016-03-07')).toEqual([['ebitda', -5_000_000, '2015']]);
  });
});

describe('thirty-seventh pass: Italian projects, listings and small accounts (from dev-real101 and 103)', () => {
  it('"Un progetto da 20 milioni di euro attende il parere della Regione": capex', () => {
    expect(
      read('Il restyling dell’hotel Ferlano: un progetto da 20 milioni di euro attende il parere della Regione.', 'it', '2024-07-23'),
    ).toEqual([['capex', 20_000_000, null]]);
  });

  it('"il capitale raccolto sarà di soli 25 milioni": what the listing will raise', () => {
    expect(read('Per la quotazione di Ferlano il capitale raccolto sarà di soli 25 milioni.', 'it', '2023-11-08')).toEqual([
      ['funding_sought', 25_000_000, null],
    ]);
  });

  it('"la chiusura in negativo per 11mila euro del bilancio dell’anno 2009", "si chiude in rosso di 11 mila euro": a loss', () => {
    expect(
      read('Il presidente ha spiegato la chiusura in negativo per 11mila euro del bilancio dell’anno 2009.', 'it', '2010-04-20'),
    ).toEqual([['net_income', -11_000, '2009']]);
    expect(read('Il bilancio 2009 di Ferlano si chiude in rosso di 11 mila euro.', 'it', '2010-04-20')).toEqual([
      ['net_income', -11_000, '2009'],
    ]);
  });

  it('"la portata di 2.200 persone per ora" is a rate, no headcount', () => {
    expect(read('La nuova seggiovia di Ferlano avrà la portata di 2.200 persone per ora.', 'it', '2017-04-23')).toEqual([]);
  });
});

describe('thirty-seventh pass: estimates and payments that are no figure (from dev-real73 and 91)', () => {
  it('"stimiamo valore delle vendite FY23E pari a € 36,50 mln": an analyst’s estimate, marked E', () => {
    expect(read('In particolare, stimiamo per Ferlano valore delle vendite FY23E pari a € 36,50 mln.', 'it', '2023-10-13')).toEqual([]);
  });

  it('"… e pagamenti Irap per 6mila euro": a tax paid, not the revenue', () => {
    const text =
      'I ricavi di Ferlano nel 2017 sono passati da 2 milioni di euro nel 2016 a 6,1 milioni, e l’esercizio si è chiuso con pagamenti Irap per 6mila euro.';
    expect(read(text, 'it', '2018-06-28')).toEqual([
      ['revenue', 2_000_000, '2016'],
      ['revenue', 6_100_000, '2017'],
    ]);
  });

  it('guard: the company’s own "stimiamo di raggiungere un fatturato intorno ai 28 milioni" stays its target', () => {
    expect(
      read('Nel 2022 stimiamo di raggiungere un fatturato intorno ai 28 milioni, dichiara il presidente di Ferlano.', 'it', '2022-05-05'),
    ).toEqual([['revenue', 28_000_000, '2022']]);
  });
});
