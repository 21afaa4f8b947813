import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (fortieth pass, 2026-12-03,
// from the misses of dev-real141-144 and 149-152, held back last pass and opened now), with invented companies and figures;
// none is a held-out text's.

describe('fortieth pass: a half known by the month it ends in (from dev-real151)', () => {
  it('"in the half year to end-June": the half that ends in the last June by the document’s date', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the half year to end-June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });

  it('"the half year to June", "the first half to end-June": the same half written without its dash or with its ordinal', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the half year to June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the first half to end-June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });

  it('"the six months to 30 June 2014": a dated half still read as before (guard)', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the six months to 30 June 2014.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });
});

describe('fortieth pass: public bodies’ campaigns, bonds and buildings (from dev-real141)', () => {
  it('"a $480-million campaign to expand the museum", "launches $50 million campaign": a fundraising campaign’s target is sought', () => {
    expect(
      read('Ferlano Museum has raised $210 million toward a $390-million campaign to expand its galleries.', 'en', '2010-02-04'),
    ).toEqual([['funding_sought', 390_000_000, null]]);
    expect(read('Ferlano Museum launches $40 million campaign', 'en', '2010-05-05')).toEqual([['funding_sought', 40_000_000, null]]);
  });

  it('"a £12 million capital appeal": an appeal’s target is sought', () => {
    expect(read('Ferlano Hospice has launched a £12 million capital appeal for its new wing.', 'en', '2012-03-01')).toEqual([
      ['funding_sought', 12_000_000, null],
    ]);
  });

  it('"a $2 million advertising campaign": no money sought (guard)', () => {
    expect(read('Ferlano launched a $2 million advertising campaign for its new range.', 'en', '2012-03-01')).toEqual([]);
  });

  it('"successfully issued a £300m public bond", "its £750 million 100-year bond": a bond issued is debt, whatever it is called', () => {
    expect(read('Today Ferlano University successfully issued a £240m public bond.', 'en', '2017-04-05')).toEqual([
      ['debt', 240_000_000, null],
    ]);
    expect(read('Ferlano University has tapped its £650 million 100-year bond again.', 'en', '2020-01-26')).toEqual([
      ['debt', 650_000_000, null],
    ]);
  });

  it('"a new £30 million A&E centre", "the new £18m cancer centre": a centre’s cost is capex', () => {
    expect(read('Bosses at Ferlano Hospital have given the go-ahead for a new £26 million A&E centre.', 'en', '2014-04-15')).toEqual([
      ['capex', 26_000_000, null],
    ]);
    expect(read('The new £14m cancer centre at Ferlano will open in May.', 'en', '2024-01-10')).toEqual([['capex', 14_000_000, null]]);
  });

  it('"a $4 billion bridge loan": no building (guard)', () => {
    expect(read('Ferlano agreed a $4 billion bridge loan with its banks.', 'en', '2024-01-10').filter(([k]) => k === 'capex')).toEqual([]);
  });
});

describe('fortieth pass: a university’s or charity’s deficit (from dev-real141)', () => {
  it('"posted a deficit of £8.1m", "reported the biggest deficit, at £11.1m": the year’s result, below zero', () => {
    expect(read('Ferlano University posted a deficit of £6.2m in 2017-18.', 'en', '2019-03-04')).toEqual([
      ['net_income', -6_200_000, '2018'],
    ]);
    expect(read('Ferlano University reported the biggest deficit, at £9.4m, in 2017-18.', 'en', '2019-03-04')).toEqual([
      ['net_income', -9_400_000, '2018'],
    ]);
  });

  it('"posted deficits of £5.4m and £4.6m respectively": each its own', () => {
    expect(
      read('Ferlano and Verlano universities posted deficits of £3.4m and £2.6m respectively in 2017-18.', 'en', '2019-03-04'),
    ).toEqual([
      ['net_income', -3_400_000, '2018'],
      ['net_income', -2_600_000, '2018'],
    ]);
  });

  it('a trade, pension or operating deficit: no result (guard)', () => {
    expect(read('The country posted a trade deficit of $2bn in 2019.', 'en', '2020-03-04')).toEqual([]);
    expect(read('Ferlano’s pension scheme had a deficit of £40m at the end of 2019.', 'en', '2020-03-04')).toEqual([]);
    expect(read('Ferlano Council reported an operating deficit of £2m for 2019/20.', 'en', '2020-06-04')).toEqual([]);
  });
});

describe('fortieth pass: bond measures put to voters (from dev-real141)', () => {
  it('"is considering a $698 million bond measure": money a public body seeks', () => {
    expect(
      read('The Ferlano College District is considering a $512 million bond measure to upgrade campus sites.', 'en', '2018-02-02'),
    ).toEqual([['funding_sought', 512_000_000, null]]);
  });

  it('"a school bond measure on the March 3 ballot that would raise $496 million": the amount the measure would raise', () => {
    expect(
      read(
        'Ferlano officials are asking voters to approve a school bond measure on the March 3 ballot that would raise $384 million.',
        'en',
        '2020-03-03',
      ),
    ).toEqual([['funding_sought', 384_000_000, null]]);
  });

  it('"voters approved Measure C, a $350 million bond measure": a measure approved is the body’s debt, a bond issued with no period of its own (guard: as before)', () => {
    expect(read('In 2012 voters approved Measure C, a $270 million bond measure for classrooms.', 'en', '2018-02-02')).toEqual([
      ['debt', 270_000_000, null],
    ]);
  });
});

describe('fortieth pass: Italian federations’ and clubs’ results (from dev-real150)', () => {
  it('"un utile d’esercizio di oltre 2 milioni 800.000 euro": the millions and the thousands in digits are one amount', () => {
    expect(read('Dal bilancio 2022 risulta un utile d’esercizio di oltre 1 milioni 600.000 euro.', 'it', '2023-06-17')).toEqual([
      ['net_income', 1_600_000, '2022'],
    ]);
  });

  it('"ricavi di 2 milioni, 800.000 euro di costi": two amounts, a comma between (guard)', () => {
    expect(read('Ferlano ha avuto ricavi di 2 milioni, 800.000 euro di costi.', 'it', '2023-06-17')).toEqual([
      ['revenue', 2_000_000, null],
    ]);
  });

  it('"ha fatto registrare un risultato positivo di € 194.588,99", "un risultato negativo di 1,2 milioni": the year’s result with its sign', () => {
    expect(
      read('Il bilancio preventivo per il 2019 ha fatto registrare un risultato positivo di € 152.318,40.', 'it', '2019-06-10'),
    ).toEqual([['net_income', 152_318.4, '2019']]);
    expect(read('Il 2020 della Ferlano si è chiuso con un risultato negativo di 1,3 milioni di euro.', 'it', '2021-05-10')).toEqual([
      ['net_income', -1_300_000, '2020'],
    ]);
  });

  it('"chiuso il bilancio in attivo di 123.897 euro": a year closed with a surplus', () => {
    expect(read('La Ferlano ha chiuso il bilancio 2019 in attivo di 98.214 euro.', 'it', '2020-10-28')).toEqual([
      ['net_income', 98_214, '2019'],
    ]);
  });

  it('"il risultato operativo negativo di 3 milioni": an operating result, no net income (guard)', () => {
    expect(read('Il risultato operativo negativo di 3 milioni pesa sul 2020.', 'it', '2021-05-10')).toEqual([]);
  });
});

describe('fortieth pass: Italian projects’ costs (from dev-real142)', () => {
  it('"Continente Mapello, investimento da 95 milioni di euro": a headline’s investment after its subject and a comma', () => {
    expect(read('Centro Ferlano, investimento da 64 milioni di euro', 'it', '2011-10-26')).toEqual([['capex', 64_000_000, null]]);
  });

  it('"30 milioni di euro investiti negli ultimi quattro anni": an amount invested, named after it', () => {
    expect(
      read('La Ferlano conta 20 milioni di euro investiti negli ultimi tre anni per lo sviluppo delle strutture.', 'it', '2020-03-04'),
      // (its years since the forty-sixth pass: the three to the last closed, as dev-real142's truth of this form has them)
    ).toEqual([['capex', 20_000_000, '2017-2019']]);
  });

  it('"Per la realizzazione dell’intervento saranno impiegati 1.594.669,76 euro": what a work will cost', () => {
    expect(read('Per la realizzazione dell’intervento saranno impiegati 1.218.400,50 euro.', 'it', '2024-03-21')).toEqual([
      ['capex', 1_218_400.5, null],
    ]);
  });

  it('"per 8 milioni di investimento in totale": an investment in total, not an investment in a company', () => {
    expect(read('Il piano prevede nuovi alloggi per 6 milioni di euro di investimento in totale.', 'it', '2024-12-29')).toEqual([
      ['capex', 6_000_000, null],
    ]);
  });

  it('"saranno impiegati 40 operai": people employed, no cost (guard)', () => {
    expect(read('Per la realizzazione dell’intervento saranno impiegati 40 operai.', 'it', '2024-03-21')).toEqual([]);
  });
});

describe('fortieth pass: fleets and finished builds (from dev-real143 and 149)', () => {
  it('"The new facility cost €85 million": what a finished build cost', () => {
    expect(read('The new facility cost €64 million and will produce dairy powders.', 'en', '2017-09-22')).toEqual([
      ['capex', 64_000_000, null],
    ]);
  });

  it('"is buying 80 Embraer jet aircraft for US$5.82-billion": a fleet bought', () => {
    expect(read('Ferlano Air is buying 40 Embraer jet aircraft for US$2.91-billion to expand its network.', 'en', '2021-07-12')).toEqual([
      ['capex', 2_910_000_000, null],
    ]);
  });

  it('"orders for £800 million of new trains", "£194 million of improvements for stations": what is bought, named after the amount', () => {
    expect(read('We have put in orders for £640 million of new trains.', 'en', '2019-10-02')).toEqual([['capex', 640_000_000, null]]);
    expect(read('Last week the minister announced £152 million of improvements for stations.', 'en', '2019-10-02')).toEqual([
      ['capex', 152_000_000, null],
    ]);
  });

  it('"plans to spend £1 billion over the next nine years on 281 new carriages": spending on a fleet, its years between', () => {
    expect(read('Ferlano plans to spend £800 million over the next nine years on 200 new carriages.', 'en', '2016-04-07')).toEqual([
      ['capex', 800_000_000, null],
    ]);
  });

  it('"will accommodate 1,800 people": a capacity, no headcount', () => {
    expect(read('The ferry will accommodate 1,800 people and 330 lorries per trip.', 'en', '2018-01-02')).toEqual([]);
  });
});

describe('fortieth pass: care groups’ and clinics’ spending (from dev-real151)', () => {
  it('"The firm spent €8.1m on capital during 2022": spending on capital is capex, with its year', () => {
    expect(read('The firm spent €6.4m on capital during 2022.', 'en', '2023-11-28')).toEqual([['capex', 6_400_000, '2022']]);
  });

  it('"is building an $18 million medical plaza": a plaza’s cost', () => {
    expect(read('Ferlano Partners is building a $14 million medical plaza in McAllen.', 'en', '2022-05-26')).toEqual([
      ['capex', 14_000_000, null],
    ]);
  });
});

describe('fortieth pass: public works’ costs (from dev-real141)', () => {
  it('"the 11.5 million euro project": a project’s cost with its currency written as a word', () => {
    expect(
      read('Ferlano Water confirmed that the tenders for the 9.5 million euro project have been assessed.', 'en', '2017-08-26'),
    ).toEqual([['capex', 9_500_000, null]]);
  });

  it('"The new building at Cheltenham General Hospital is predicted to cost around £18million": a cost a little after its building', () => {
    expect(read('The new building at Ferlano General Hospital is predicted to cost around £14million.', 'en', '2024-10-05')).toEqual([
      ['capex', 14_000_000, null],
    ]);
  });

  it('"The New York Islanders’ new $1-billion rink": a rink’s cost', () => {
    expect(read('The Ferlano Hawks’ new $1-billion rink is the latest example.', 'en', '2023-02-13')).toEqual([
      ['capex', 1_000_000_000, null],
    ]);
  });

  it('"$53 million has already been spent on this project": what a project has cost so far', () => {
    expect(read('As we know, $41 million has already been spent on this project.', 'en', '2022-09-27')).toEqual([
      ['capex', 41_000_000, null],
    ]);
  });

  it('"£2m has been spent on marketing": no build (guard)', () => {
    expect(read('About £2m has been spent on marketing this year.', 'en', '2022-09-27')).toEqual([]);
  });

  it('"paid a 5 million euro fine": no build (guard)', () => {
    expect(read('Ferlano paid a 5 million euro fine last year.', 'en', '2023-02-13')).toEqual([]);
  });
});
