import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-second pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe("twenty-second pass: EBITDAs that are not the company's EBITDA", () => {
  it('"Restaurant-Level Adjusted EBITDA increased … to $42.7 million" beside the Adjusted EBITDA: only the latter', () => {
    expect(
      read(
        'Second quarter 2024:\n  • Restaurant-Level Adjusted EBITDA increased $3.1 million to $38.5 million; and\n  • Adjusted EBITDA increased $1.2 million to $27.4 million.',
        'en',
        '2024-08-02',
      ),
    ).toEqual([['ebitda', 27_400_000, '2024Q2']]);
  });

  it('"mentre l\'EBITDAaL sale del 18,1% a 506,9 milioni": EBITDA after leases is another measure', () => {
    expect(
      read(
        "Nei primi nove mesi del 2024 l'EBITDA di Torrenet sale del 12,2% a 512,4 milioni, mentre l'EBITDAaL sale del 15,0% a 401,3 milioni.",
        'it',
        '2024-11-06',
      ),
    ).toEqual([['ebitda', 512_400_000, '2024M9']]);
  });

  it('guard: "Total Segment EBITDA in the quarter was $320 million" and "l\'Ebitda al 2024 è atteso a 1,1 miliardi" stay EBITDA', () => {
    expect(read('Total Segment EBITDA in the third quarter of 2024 was $296 million.', 'en', '2024-11-08')).toEqual([
      ['ebitda', 296_000_000, '2024Q3'],
    ]);
    expect(read("Nel piano l'Ebitda al 2027 è atteso a 1,4 miliardi di euro.", 'it', '2024-03-12')).toEqual([
      ['ebitda', 1_400_000_000, '2027'],
    ]);
  });
});

describe('twenty-second pass: what weighed on a measure, and how much more it would be', () => {
  it('"net profit was negatively impacted by a non-cash provision for income tax of $67 million": the provision is no profit', () => {
    expect(
      read(
        'In the second quarter of 2024 Corliss Air reported net profit of $412 million. The net profit was negatively impacted by a non-cash provision for income tax of $58 million.',
        'en',
        '2024-07-25',
      ),
    ).toEqual([['net_income', 412_000_000, '2024Q2']]);
  });

  it('guard: "results impacted by lower revenue of £26m (H1 2023: £30m)" names the revenue itself', () => {
    expect(read('• H1 2024 financial results impacted by lower revenue of £24m (H1 2023: £29m).', 'en', '2024-09-20')).toEqual([
      ['revenue', 24_000_000, '2024H1'],
      ['revenue', 29_000_000, '2023H1'],
    ]);
  });

  it('"l\'utile risulterebbe superiore di circa 100 milioni rispetto a quello dello scorso anno": how much more, no profit', () => {
    expect(
      read(
        "MILANO, 8 NOVEMBRE - Telvera segna, nei primi nove mesi, un utile di circa 812 milioni di euro.\n\nSe comparati, l'utile risulterebbe superiore di circa 90 milioni di euro rispetto a quello dello scorso anno.",
        'it',
        '2024-11-08',
      ),
    ).toEqual([['net_income', 812_000_000, '2024M9']]);
  });
});

describe('twenty-second pass: parts and neighbours of the revenue, and cash flows', () => {
  it('"customers generating over $50,000 in annual recurring revenue": a subscription measure, no revenue', () => {
    expect(
      read('For example, customers generating over $75,000 in annual recurring revenue grew 120% year over year.', 'en', '2024-08-08'),
    ).toEqual([]);
  });

  it('"ricavi pro-forma a 15,1 mln, ricavi ricorrenti per 4,3 mln": the recurring part is no second revenue', () => {
    expect(
      read('Datavera – 9M24, ricavi a 18,2 mln (+11% a/a), ricavi ricorrenti per 5,1 mln.', 'it', '2024-11-14').map(([key, value]) => [
        key,
        value,
      ]),
    ).toEqual([['revenue', 18_200_000]]);
  });

  it('"Vendite aggregate nel mondo per 189 milioni di euro": the licensees\' sales, not the company\'s', () => {
    expect(
      read(
        'Nel primo trimestre 2024 vendite aggregate nel mondo per 204 milioni di euro (198 milioni a cambi costanti).',
        'it',
        '2024-05-10',
      ),
    ).toEqual([]);
  });

  it('"helped by $7.5 million in political revenue", "political advertising ($26 million)": kinds of advertising', () => {
    expect(
      read(
        'Total revenue was up 4.1% in the third quarter of 2024 to $212 million, helped by the Olympics on its affiliates ($21 million) and political advertising ($29 million).',
        'en',
        '2024-10-22',
      ),
    ).toEqual([['revenue', 212_000_000, '2024Q3']]);
    expect(read('That was helped by $6.8 million in political revenue in the third quarter of 2024.', 'en', '2024-10-22')).toEqual([]);
  });

  it('"Cash from Operations of $268.1 million": a cash flow, no cash balance', () => {
    expect(
      read(
        'Centerfield Gold reports second quarter 2024 Adjusted Net Earnings of $88.1 million or $0.29 per Common Share and Cash from Operations of $212.4 million.',
        'en',
        '2024-07-30',
      ),
    ).toEqual([['net_income', 88_100_000, '2024Q2']]);
  });

  it('"utile netto delle Continuing Operations di 0,4 milioni", "Cheleo … ha contribuito per 0,5 milioni": parts', () => {
    expect(
      read(
        "Nel terzo trimestre 2024 i ricavi sono cresciuti del 10,2% e Fiordata, acquisita a fine luglio, ha contribuito per 0,6 milioni. L'utile netto delle Continuing Operations è di 0,3 milioni.",
        'it',
        '2024-11-12',
      ),
    ).toEqual([]);
  });

  it('"sales in the USA grew 12.4% to $1 billion": a country\'s sales', () => {
    expect(read('In fiscal 2024 sales in the USA grew 10.1% to $1.2 billion.', 'en', '2025-04-25')).toEqual([]);
  });
});

describe("twenty-second pass: a forecast compared with, and a past event's year", () => {
  it('"net profit of 275 million euros, compared with a forecast for 278 million euros": the forecast is no figure', () => {
    expect(
      read(
        'Veldhoven-based Lithomax reported third-quarter 2024 net profit of 312 million euros, compared with a forecast for 305 million euros.',
        'en',
        '2024-10-16',
      ),
    ).toEqual([['net_income', 312_000_000, '2024Q3']]);
  });

  it('"… rinegoziazioni di gas dello scorso anno. … ha chiuso il primo semestre con un utile …" in July: this year\'s half', () => {
    expect(
      read(
        'Bilancio in peggioramento per Solgas in scia agli effetti straordinari delle rinegoziazioni dello scorso anno.\n\nLa società ha chiuso il primo semestre con un utile netto di 84 milioni.',
        'it',
        '2024-07-30',
      ),
    ).toEqual([['net_income', 84_000_000, '2024H1']]);
  });
});

describe("twenty-second pass: one source's, one line's and one-off revenue", () => {
  it('"i ricavi da pedaggio sono pari a 1,167 miliardi", "ricavi one-off per 0,5 milioni": parts of the revenue', () => {
    expect(
      read('Nel primo semestre 2024 i ricavi da pedaggio di Autovia Nord sono pari a 842 milioni di euro.', 'it', '2024-08-02'),
    ).toEqual([]);
    expect(
      read(
        'Nei primi nove mesi del 2024 i ricavi di Torrenet sono pari a 742 milioni, inclusi ricavi one-off per 0,6 milioni di euro.',
        'it',
        '2024-11-06',
      ),
    ).toEqual([['revenue', 742_000_000, '2024M9']]);
  });

  it('"Sales of medical products increased 6.1 percent to $571.4 million": one product line\'s sales', () => {
    expect(read('Second quarter 2024 sales of medical products increased 5.2 percent to $612.3 million.', 'en', '2024-08-06')).toEqual([]);
  });
});

describe("twenty-second pass: a line's revenue named by the word before it", () => {
  it('"digital revenue rose …", "admissions revenues were …", "Dental sales increased …" beside the total: lines, left out', () => {
    expect(
      read(
        'Total revenue was $96.1 million for the three months ended May 31, 2024. Digital revenue rose by $2.8 million to $29.4 million.',
        'en',
        '2024-07-11',
      ),
    ).toEqual([['revenue', 96_100_000, '2024Q2']]);
    expect(
      read(
        'Total revenues for the three months ended March 31, 2024 were $612.0 million; admissions revenues were $318.2 million and concession revenues were $181.5 million.',
        'en',
        '2024-04-26',
      ).map(([key, value]) => [key, value]),
    ).toEqual([['revenue', 612_000_000]]);
    expect(
      read(
        'Net sales were $3.1 billion in the second quarter of 2024. Dental sales increased 6.2 percent to $1.6 billion.',
        'en',
        '2024-08-06',
      ),
    ).toEqual([['revenue', 3_100_000_000, '2024Q2']]);
  });

  it('a line alone ("Dental sales increased … to $1.6 billion", "Internet revenue in 2024 was € 2m") stands in, marked for the reviewer', () => {
    const text = 'Dental sales increased 6.2 percent to $1.6 billion in the second quarter of 2024.';
    const doc = sentenceDocument(text, null, 'en', { date: '2024-08-06', source: 'metadata' });
    const [figure, ...more] = readSentences(text, 'en', doc);
    expect(more).toEqual([]);
    expect([figure?.key, figure?.value, figure?.reason]).toEqual(['revenue', 1_600_000_000, 'revenue_line']);
    expect(figure?.confidence).toBeLessThanOrEqual(0.75);
  });

  it('guard: "time charter revenues" (a shipowner\'s whole revenue) and "net sales" are the company\'s', () => {
    expect(read('Time charter revenues were $61.2 million for the first quarter of 2024.', 'en', '2024-05-14')).toEqual([
      ['revenue', 61_200_000, '2024Q1'],
    ]);
    expect(read('Net sales were $84.1 million in the first quarter of 2024.', 'en', '2024-05-14')).toEqual([
      ['revenue', 84_100_000, '2024Q1'],
    ]);
  });
});

describe('twenty-second pass: a line that opens on the name of a part', () => {
  it('"• Merchandise revenues were $1.6 billion", "• Aviation revenue: EUR59 million" under the total: lines, left out', () => {
    expect(
      read(
        'Second quarter 2024 highlights:\n• Total revenues were $3.1 billion.\n• Merchandise revenues were $1.7 billion, up 3 percent.\n• Intermodal revenues were $612 million.',
        'en',
        '2024-07-26',
      ).map(([key, value]) => [key, value]),
    ).toEqual([['revenue', 3_100_000_000]]);
    expect(
      read(
        '2024 results:\n• Revenue: EUR94.3 million;\n• Aviation revenue: EUR64 million, +8.2%;\n• Non-aviation revenue: EUR25.1 million, +6.0%.',
        'en',
        '2025-03-10',
      ).map(([key, value]) => [key, value]),
    ).toEqual([['revenue', 94_300_000]]);
  });

  it('guard: "Total revenues", "Tyson\'s sales", "Fourth-quarter sales" open on the whole company\'s', () => {
    expect(
      read(
        "Total revenues were $2.4 billion in the second quarter of 2024. Holloway's sales rose 4% to $3.1 billion in 2024. Fourth-quarter sales of 1.4 billion euros were in line.",
        'en',
        '2025-02-12',
      ).map(([key, value]) => [key, value]),
    ).toEqual([
      ['revenue', 2_400_000_000],
      ['revenue', 3_100_000_000],
      ['revenue', 1_400_000_000],
    ]);
  });
});

describe("twenty-second pass: a fiscal year's short number", () => {
  it('"in the fourth quarter of FY 24 compared to $58.3 million": "24" is the year, no amount', () => {
    expect(
      read(
        'Ravello Pharma reported net income of $49.1 million in the fourth quarter of FY 24 compared to $58.3 million.',
        'en',
        '2024-05-21',
      ).map(([key, value]) => [key, value]),
    ).toEqual([
      ['net_income', 49_100_000],
      ['net_income', 58_300_000],
    ]);
  });
});

describe('twenty-second pass: results that are not the net income', () => {
  it('"un utile gestionale che supera 1 milione", "income from services", "distribuire utili per 93,6 milioni": other results', () => {
    expect(
      read('Il bilancio 2024 della cooperativa Valdora segna un utile gestionale che supera 1,2 milioni di euro.', 'it', '2025-05-20'),
    ).toEqual([]);
    expect(read('A marzo 2025 i soci hanno deciso di distribuire utili per 71,4 milioni.', 'it', '2025-04-10')).toEqual([]);
    expect(
      read("The company's net income from services stood at $412 million during the quarter ended June 30, 2024.", 'en', '2024-07-30'),
    ).toEqual([]);
  });

  it('guard: "Utile complessivo di Gruppo pari a 5,1 milioni" is the group\'s whole profit', () => {
    expect(read('Primo semestre 2025: utile complessivo di Gruppo pari a 4,6 milioni.', 'it', '2025-09-10')).toEqual([
      ['net_income', 4_600_000, '2025H1'],
    ]);
  });
});

describe('twenty-second pass: EBITDA cash, segment EBITDA, order intake, investment property, cash flows', () => {
  it("each takes its own amount, not the key figure's", () => {
    expect(read("Nel primo trimestre 2024 l'EBITDA Cash è pari a 412 milioni di euro.", 'it', '2024-05-10')).toEqual([]);
    expect(read('For the current quarter, Segment adjusted EBITDA totaled $58.2 million.', 'en', '2024-11-14')).toEqual([]);
    expect(read('Nel 2024 la raccolta ordini è stata pari a 1.204,5 milioni.', 'it', '2025-03-12')).toEqual([]);
    expect(
      read('La variazione negativa di fair value degli investimenti immobiliari, per complessivi 4,1 milioni.', 'it', '2024-11-12'),
    ).toEqual([]);
  });

  it('guard: "Total Segment EBITDA in the quarter was $296 million" stays EBITDA', () => {
    expect(read('Total Segment EBITDA in the third quarter of 2024 was $296 million.', 'en', '2024-11-08')).toEqual([
      ['ebitda', 296_000_000, '2024Q3'],
    ]);
  });
});
