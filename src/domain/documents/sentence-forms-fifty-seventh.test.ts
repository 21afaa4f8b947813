import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): the company's own key figures with the period each is stated for; parts,
// other measures' and other companies' amounts are none. Sentences written for these tests (fifty-seventh pass, 2026-12-06), with
// invented companies and figures; none is a held-out text's.

describe('fifty-seventh pass: an Italian results table with a unit cell and month heads (from dev-real264)', () => {
  it('"Gen-Set 15 | Gen-Set 14 | % 15/14" over "Ricavi netti | €m | 1.250,4 | 1.180,2 | +5,9": the two nine months, in millions', () => {
    const text = [
      'Ferlano Cementi: risultati dei nove mesi',
      '',
      'Dati consolidati',
      '',
      '              Gen-Set 15       Gen-Set 14       % 15/14',
      'Ricavi netti       €m       1.250,4       1.180,2       +5,9',
      'Margine Operativo Lordo       €m       210,3       190,1       +10,6',
      '                Set 15       Dic 14       Var.',
      'Indebitamento netto       €m       640,5       655,0       (14,5)',
    ].join('\n');
    expect(read(text, 'it', '2015-11-12')).toEqual([
      ['revenue', 1_250_400_000, '2015M9'],
      ['revenue', 1_180_200_000, '2014M9'],
      ['ebitda', 210_300_000, '2015M9'],
      ['ebitda', 190_100_000, '2014M9'],
      ['debt', 640_500_000, '2015-09-30'],
      ['debt', 655_000_000, '2014-12-31'],
    ]);
  });

  it('a line of prose between the dateline and the table parts them: "2010 | 2009" are the columns, not the day', () => {
    const text = [
      'Approvati i risultati dell’esercizio 2010',
      '',
      '01 aprile 2011',
      '',
      'Le svalutazioni degli impianti in Spagna pesano sul risultato del gruppo nel corso dell’anno',
      '',
      '                2010         2009         % 10/09',
      'Fatturato       €m       812,4       790,0       +2,8',
      'Utile netto escluse quote terzi       €m       (12,5)       33,1       n.a.',
    ].join('\n');
    expect(read(text, 'it', '2011-04-01')).toEqual([
      ['revenue', 812_400_000, '2010'],
      ['revenue', 790_000_000, '2009'],
      ['net_income', -12_500_000, '2010'],
      ['net_income', 33_100_000, '2009'],
    ]);
  });

  it('(guard) "Mar 15" over a column is a day, not March 2015', () => {
    const text = ['Ferlano Inc. (in millions)', '', 'Mar 15, | Dec 31,', '2024 | 2023', 'Cash and cash equivalents | $ 41.0 | $ 38.5'].join(
      '\n',
    );
    expect(read(text, 'en', '2024-04-20')).toEqual([
      ['cash', 41_000_000, '2024-03-15'],
      ['cash', 38_500_000, '2023-12-31'],
    ]);
  });
});

describe('fifty-seventh pass: the nine months a results text reports (from dev-real264)', () => {
  it('"Risultati al 30 settembre 2015" above its dateline: "fatturato pari a 1.250,4 milioni" is the nine months, whatever an outlook names', () => {
    const text =
      'Risultati al 30 settembre 2015\n\n12 novembre 2015\n\nFerlano Cementi: fatturato pari a 1.250,4 milioni, con un margine operativo lordo di 210,3 milioni. Confermata per l’anno 2015 la previsione di un margine operativo lordo pari a circa 300 milioni (nel 2014: 280 milioni).';
    expect(read(text, 'it', '2015-11-12')).toEqual([
      ['revenue', 1_250_400_000, '2015M9'],
      ['ebitda', 210_300_000, '2015M9'],
      ['ebitda', 300_000_000, '2015'],
      ['ebitda', 280_000_000, '2014'],
    ]);
  });

  it('"ha approvato la relazione trimestrale al 30 settembre 2003 … Il fatturato risulta pari a 120 milioni": the nine months', () => {
    const text =
      'Il consiglio di Ferlano Ceramiche ha approvato la relazione trimestrale al 30 settembre 2003, registrando un utile ante imposte pari a 2,1 milioni di euro, contro un risultato negativo di 1,4 milioni di euro dello stesso periodo del 2002. Il fatturato del gruppo risulta pari a 120 milioni di euro. Nel corso del primo semestre 2003 la società ha ceduto un magazzino.';
    expect(read(text, 'it', '2003-11-14')).toEqual([['revenue', 120_000_000, '2003M9']]);
  });

  it('a table row in a nine months’ column beats the same amount in a sentence whose period is not written', () => {
    const text = [
      'Ferlano Cementi, comunicato del 12 novembre 2015',
      '',
      'Margine operativo lordo di 210,3 milioni.',
      '',
      '              Gen-Set 15       Gen-Set 14',
      'Margine Operativo Lordo       €m       210,3       190,1',
    ].join('\n');
    expect(read(text, 'it', '2015-11-12')).toEqual([
      ['ebitda', 210_300_000, '2015M9'],
      ['ebitda', 190_100_000, '2014M9'],
    ]);
  });
});

describe('fifty-seventh pass: a half-yearly report’s table under bare years (from dev-real267)', () => {
  it('"2012  2011 Growth" over "£m £m %" in a report on the six months to 30 September: the first halves of fiscal 2013 and 2012', () => {
    const text = [
      'Ferlano Services plc',
      '',
      'Half-yearly financial report for the six months ended 30 September 2012',
      '',
      'Steady organic growth across the group and a new contract in healthcare',
      '',
      '                                                2012  2011 Growth',
      '                                                  £m    £m      %',
      'Revenue                                      1,020.5 960.3    6.3',
      'Net debt                                      130.1 118.0   10.3',
    ].join('\n');
    expect(read(text, 'en', '2012-11-19')).toEqual([
      ['revenue', 1_020_500_000, '2013H1'],
      ['revenue', 960_300_000, '2012H1'],
      ['debt', 130_100_000, '2012-09-30'],
      ['debt', 118_000_000, '2011-09-30'],
    ]);
  });

  it('(guard) "FY12 | FY11" over a half-yearly report’s table are the fiscal years they name', () => {
    const text = [
      'Ferlano Services plc: half-yearly financial report for the six months ended 30 September 2012',
      '',
      'Strong organic growth across the group and a new contract in healthcare',
      '',
      'FY12  FY11',
      '£m  £m',
      'Revenue  2,020.5  1,960.3',
    ].join('\n');
    expect(read(text, 'en', '2012-11-19')).toEqual([
      ['revenue', 2_020_500_000, '2012'],
      ['revenue', 1_960_300_000, '2011'],
    ]);
  });

  it('(guard) bare years over a full-year report’s table stay years', () => {
    const text = [
      'Ferlano Services plc: results for the year ended 31 December 2012',
      '',
      '2012  2011',
      '£m  £m',
      'Revenue  2,020.5  1,960.3',
    ].join('\n');
    expect(read(text, 'en', '2013-03-01')).toEqual([
      ['revenue', 2_020_500_000, '2012'],
      ['revenue', 1_960_300_000, '2011'],
    ]);
  });
});
