import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md; ADR 0098 for a company's facilities). The sentences are written for these
// tests (forty-seventh pass, 2026-12-04), with invented companies and figures; none is a held-out text's.

describe('forty-seventh pass: a credit facility or term loan the company obtained is its debt (from dev-real197)', () => {
  it('"has entered into a new senior secured credit facility for $275 million", the amount after the facility', () => {
    expect(
      read(
        'Ferlano on Friday announced that it has entered into a new senior secured credit facility for $275 million with a syndicate of banks.',
        'en',
        '2024-11-08',
      ),
    ).toEqual([['debt', 275_000_000, null]]);
  });

  it('"closed a C$470 million first-lien credit facility", "took out a new, $700 million credit line": the amount before it', () => {
    expect(read('Ferlano closed a C$470 million first-lien credit facility led by a regional bank.', 'en', '2017-07-05')).toEqual([
      ['debt', 470_000_000, null],
    ]);
    expect(read('Today the company said it took out a new, $700 million credit line.', 'en', '2018-06-01')).toEqual([
      ['debt', 700_000_000, null],
    ]);
  });

  it('a company’s facility carries its own reason, not a project’s, and a lower confidence', () => {
    const text = 'Ferlano has entered into a new $90 million revolving credit facility.';
    const [f] = readSentences(text, 'en', sentenceDocument(text, null, 'en'));
    expect(f?.key).toBe('debt');
    expect(f?.confidence).toBeLessThanOrEqual(0.85);
    expect(f?.reason).toContain('company_facility');
  });

  it('a facility a results release only mentions, with no verb that obtains it, stays out (guard)', () => {
    expect(
      read(
        'Ferlano had no borrowings outstanding under its $100 million revolving credit facility at year end.',
        'en',
        '2024-02-01',
      ).filter(([k]) => k === 'debt'),
    ).toEqual([]);
  });
});

describe('forty-seventh pass: notes whose offering the company closed are its debt, an offering launched is sought (from dev-real197)', () => {
  it('"closed an offering of $500 million in 5.75% senior secured notes due 2027", "completed … private placement of $950 million of its senior notes"', () => {
    expect(read('Ferlano said it closed an offering of $500 million in 5.75% senior secured notes due 2027.', 'en')).toEqual([
      ['debt', 500_000_000, null],
    ]);
    expect(read('Ferlano has completed a previously announced private placement of $950 million of its senior notes.', 'en')).toEqual([
      ['debt', 950_000_000, null],
    ]);
  });

  it('"closed a $1.5 billion offering of senior notes": the amount before the offering', () => {
    expect(read('Ferlano said late last week that it closed a $1.5 billion offering of senior notes.', 'en')).toEqual([
      ['debt', 1_500_000_000, null],
    ]);
  });

  it('"has launched a $1 billion private offering of senior notes due 2022": money still sought', () => {
    expect(read('Ferlano said today that it has launched a $1 billion private offering of senior notes due 2022.', 'en')).toEqual([
      ['funding_sought', 1_000_000_000, null],
    ]);
  });
});

describe('forty-seventh pass: Italian press on foreign companies (from dev-real194)', () => {
  it('"è salito del 18,7% a 22mila miliardi di yen": thousands of billions, one scale', () => {
    expect(read("Nel 2013 il giro d'affari della Ferlano è salito del 18,7% a 22mila miliardi di yen.", 'it')).toEqual([
      ['revenue', 22_000_000_000_000, '2013'],
    ]);
  });

  it('"è balzato da 283,5 a 962,1 miliardi di yen": a change, the figure before and after, not a range', () => {
    expect(read('Nel 2013 il profitto netto della Ferlano è balzato da 283,5 a 962,1 miliardi di yen.', 'it')).toEqual([
      ['net_income', 283_500_000_000, '2012'],
      ['net_income', 962_100_000_000, '2013'],
    ]);
  });

  it('"il prossimo anno fiscale che si chiuderà a marzo 2014", "l’esercizio che si chiuderà al 31 marzo 2014": that fiscal year, not its first quarter', () => {
    const text =
      'La Ferlano ha diffuso le stime per il prossimo anno fiscale che si chiuderà a marzo 2014. Secondo le previsioni i ricavi consolidati si attesteranno a 23.500 miliardi di yen.';
    expect(read(text, 'it')).toEqual([['revenue', 23_500_000_000_000, '2014']]);
    expect(read("Per l'esercizio che si chiuderà al 31 marzo 2014 i ricavi della Ferlano saranno di 23,5 miliardi di euro.", 'it')).toEqual(
      [['revenue', 23_500_000_000, '2014']],
    );
  });

  it('a quarter that closes in March stays a quarter: "nel trimestre chiuso al 31 marzo 2014" (guard)', () => {
    expect(read('Nel trimestre chiuso al 31 marzo 2014 i ricavi della Ferlano sono stati di 3 milioni di euro.', 'it')).toEqual([
      ['revenue', 3_000_000, '2014Q1'],
    ]);
  });
});

describe('forty-seventh pass: a ranking’s places written as a name and a bracket (from dev-real194)', () => {
  const lead = 'La graduatoria delle imprese. Con un giro d’affari di 84,7 miliardi di franchi, la Ferlano resta in testa. ';

  it('"la società Belmonte (75,2 miliardi) è riuscita a conservare la seconda posizione": the ranking’s measure', () => {
    const got = read(`${lead}La società di commercio Belmonte (75,2 miliardi) è riuscita a conservare la seconda posizione.`, 'it');
    expect(got.map(([k, v]) => [k, v])).toEqual([
      ['revenue', 84_700_000_000],
      ['revenue', 75_200_000_000],
    ]);
  });

  it('"l’Arveda (40,1 miliardi), seguita da Corvina (32), Tessa (29,2) e Lunaro (14,2)": the scale written once, on the first', () => {
    const got = read(
      `${lead}In quarta posizione figura l’Arveda (40,1 miliardi), seguita da Corvina (32), Tessa (29,2) e Lunaro (14,2).`,
      'it',
      '2001-06-01',
    );
    expect(got.map(([k, v]) => [k, v])).toEqual([
      ['revenue', 84_700_000_000],
      ['revenue', 40_100_000_000],
      ['revenue', 32_000_000_000],
      ['revenue', 29_200_000_000],
      ['revenue', 14_200_000_000],
    ]);
  });

  it('a bare bracket after a name with no scaled amount before it stays out: "i marchi Corvina (32) e Tessa (29)" (guard)', () => {
    expect(read('Nel 2022 i ricavi della Ferlano sono stati di 5 milioni di euro con i marchi Corvina (32) e Tessa (29).', 'it')).toEqual([
      ['revenue', 5_000_000, '2022'],
    ]);
  });
});

describe('forty-seventh pass: a ranking whose measure is named before any place (from dev-real194)', () => {
  const text =
    'Nel 2024 le venti aziende svizzere sono entrate nella classifica globale delle top 1000. Insieme hanno realizzato un giro d’affari di 682 miliardi di euro. In cima alla graduatoria figurano Ferlano (629 miliardi di euro) e Belmonte (590 miliardi).';

  it('"Insieme hanno realizzato un giro d’affari di 682 miliardi" is the group’s sum; the places after it take its measure', () => {
    expect(read(text, 'it').map(([k, v]) => [k, v])).toEqual([
      ['revenue', 629_000_000_000],
      ['revenue', 590_000_000_000],
    ]);
  });

  it('one company’s "insieme" mid-sentence is no group: "la Ferlano e le sue controllate insieme hanno realizzato ricavi" (guard)', () => {
    const t =
      'Nella classifica delle imprese la Ferlano è al primo posto. Nel 2024 la Ferlano e le sue controllate insieme hanno realizzato ricavi per 30 milioni di euro.';
    expect(read(t, 'it')).toEqual([['revenue', 30_000_000, '2024']]);
  });
});

describe('forty-seventh pass: "entrate" and "utili netti" in the Italian press (from dev-real194)', () => {
  it('"ha riportato entrate per 91,8 miliardi di dollari" in "il primo trimestre dell’anno fiscale 2020"', () => {
    expect(
      read("Nel primo trimestre dell'anno fiscale 2020 Ferlano ha riportato entrate per 91,8 miliardi di dollari.", 'it', '2020-01-29'),
    ).toEqual([['revenue', 91_800_000_000, '2020Q1']]);
  });

  it('"Le entrate sono di 117,15 miliardi di dollari", "utili netti pari a 22,2 miliardi"', () => {
    const text =
      'Nel primo trimestre 2023 le entrate sono di 117,15 miliardi di dollari. Ferlano ha riportato utili netti pari a 22,2 miliardi di dollari.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 117_150_000_000, '2023Q1'],
      ['net_income', 22_200_000_000, '2023Q1'],
    ]);
  });

  it('"le entrate derivanti dai servizi" are a part, not the revenue (guard)', () => {
    expect(read('Nel 2023 le entrate derivanti dai servizi della Ferlano sono di 20 milioni di euro.', 'it')).toEqual([]);
  });
});
