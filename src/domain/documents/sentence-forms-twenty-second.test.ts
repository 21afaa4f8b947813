import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md): a key figure is the group's
// (the consolidated accounts, IFRS 10), so the parent company's separate accounts are another entity's. The sentences
// are written for these tests (twenty-second pass, 2026-12-01), with invented companies and figures; none is a
// held-out text's.

describe("twenty-second pass: the parent company's own figures", () => {
  it('"la posizione finanziaria netta della capogruppo" beside the group\'s: only the group\'s is proposed', () => {
    expect(
      read(
        "Al 30 giugno 2024 l'indebitamento finanziario netto consolidato si è ridotto a 52,3 milioni di euro, mentre la posizione finanziaria netta della capogruppo risulta positiva per 210 milioni (198,4 milioni al 31 dicembre 2023).",
        'it',
        '2024-09-10',
      ),
    ).toEqual([['debt', 52_300_000, '2024-06-30']]);
  });

  it('"La Capogruppo Valdora spa ha registrato un risultato netto …" after the group\'s: the parent is the subject', () => {
    expect(
      read(
        'Il risultato netto consolidato del 2023 è negativo per 4,2 milioni di euro. La Capogruppo Valdora spa ha registrato un risultato netto positivo per 3,1 milioni di euro.',
        'it',
        '2024-03-28',
      ),
    ).toEqual([['net_income', -4_200_000, '2023']]);
  });

  it('"the parent company\'s net income" beside the group\'s, in English', () => {
    expect(
      read(
        "Harwick Group reported net income of $18.5 million for 2023. The parent company's net income was $6.2 million.",
        'en',
        '2024-02-27',
      ),
    ).toEqual([['net_income', 18_500_000, '2023']]);
  });

  it("a holding's release that states only the parent's net cash: it stands in, marked for the reviewer", () => {
    const text =
      'Risultati 2023. Ricavi consolidati a 812 milioni di euro. Posizione finanziaria netta della capogruppo positiva per 144,6 milioni di euro.';
    const doc = sentenceDocument(text, null, 'it', { date: '2024-03-12', source: 'metadata' });
    const debt = readSentences(text, 'it', doc).filter((f) => f.key === 'debt');
    expect(debt.map((f) => f.value)).toEqual([-144_600_000]);
    expect(debt[0]?.reason).toContain('parent_company');
    expect(debt[0]?.confidence).toBeLessThanOrEqual(0.75);
  });

  it('guard: "attributable to members of the parent entity" is the group\'s own net profit; "was holding cash" is no holding company', () => {
    expect(
      read(
        'Net profit attributable to members of the parent entity was $21.4 million for the half year ended 31 December 2023. As at 31 December 2023 the Company was holding cash of $3,250,000.',
        'en',
        '2024-02-20',
      ),
    ).toEqual([
      ['net_income', 21_400_000, '2024H1'],
      ['cash', 3_250_000, '2023-12-31'],
    ]);
  });
});

describe('twenty-second pass: a net financial position compared with one of the other sign', () => {
  it('"è positiva per 4,1 milioni rispetto a negativi 18,2 milioni del 31 dicembre": net cash now, net debt then', () => {
    expect(
      read(
        'Al 31 dicembre 2024 la posizione finanziaria netta di Ardesia è positiva per 6,3 milioni di euro rispetto a negativi 11,8 milioni del 31 dicembre 2023.',
        'it',
        '2025-03-20',
      ),
    ).toEqual([
      ['debt', -6_300_000, '2024-12-31'],
      ['debt', 11_800_000, '2023-12-31'],
    ]);
  });
});

describe('twenty-second pass: changes written with "per" and with plural verbs are no levels', () => {
  it('"(in miglioramento per 31,4 milioni rispetto ai 612,0 milioni al 31 dicembre 2023)": the improvement is no balance', () => {
    expect(
      read(
        "Al 31 dicembre 2024 l'indebitamento finanziario netto di Calvera è pari a 580,6 milioni di euro (in miglioramento per 31,4 milioni rispetto ai 612,0 milioni al 31 dicembre 2023).",
        'it',
        '2025-03-14',
      ),
    ).toEqual([
      ['debt', 580_600_000, '2024-12-31'],
      ['debt', 612_000_000, '2023-12-31'],
    ]);
  });

  it('"EBITDA e utile netto si incrementano rispettivamente di 2 milioni e di 1,1 milioni": two changes', () => {
    expect(
      read(
        "Nel primo semestre 2024 i ricavi di Brenta Impianti salgono a 48,2 milioni di euro; l'EBITDA e l'utile netto si incrementano rispettivamente di 2 milioni di euro e di 1,1 milioni di euro.",
        'it',
        '2024-09-12',
      ),
    ).toEqual([['revenue', 48_200_000, '2024H1']]);
  });
});

describe("twenty-second pass: other measures named like a key's", () => {
  it('"Ebitda adjusted, cioè al netto di proventi non ricorrenti per 0,2 milioni": the item taken out is no EBITDA', () => {
    expect(
      read(
        "Nel 2024 l'Ebitda di Solvera è pari a 3,4 milioni di euro; l'Ebitda adjusted, cioè al netto di proventi non ricorrenti per 0,3 milioni, è di 3,1 milioni.",
        'it',
        '2025-03-25',
      ).filter(([key]) => key === 'ebitda'),
    ).not.toContainEqual(['ebitda', 300_000, '2024']);
  });

  it('guard: "al netto di capex complessivi di 148 milioni" and "EBITDA before exceptional items of £142 million" keep their figures', () => {
    expect(
      read(
        'Nel triennio 2025-2027 free cash flow positivo per oltre 60 milioni, al netto di capex complessivi di 135 milioni.',
        'it',
        '2025-02-10',
      ).map(([key, value]) => [key, value]),
    ).toEqual([['capex', 135_000_000]]);
    expect(read('EBITDA before exceptional items of £151 million for the half year to 31 March 2024.', 'en', '2024-05-20')).toEqual([
      ['ebitda', 151_000_000, '2024H1'],
    ]);
  });

  it('"risultato netto della gestione finanziaria, negativo per 7,9 mln" is the financial result, not the net income', () => {
    expect(
      read(
        'Nel primo trimestre 2024 il risultato netto della gestione finanziaria di Varenna è negativo per 6,2 milioni rispetto al risultato positivo di 0,4 milioni del medesimo periodo.',
        'it',
        '2024-05-10',
      ),
    ).toEqual([]);
  });

  it('"perdite su cambi pari a 12 milioni" are no net loss', () => {
    expect(read('Nel 2024 Ferrovane ha registrato perdite su cambi pari a 12 milioni di euro.', 'it', '2025-03-01')).toEqual([]);
  });
});

describe('twenty-second pass: a "mentre" clause with a subject of its own', () => {
  it('"l\'utile si è fermato a 12,5 milioni mentre le entrate si sono attestate a 210,4 milioni": the entrate are no profit', () => {
    expect(
      read(
        "Nel primo semestre 2024 l'utile netto di Editoriale Lario si è fermato a 12,5 milioni di euro mentre le entrate si sono attestate a 210,4 milioni.",
        'it',
        '2024-07-30',
      ),
    ).toEqual([
      ['net_income', 12_500_000, '2024H1'],
      // (read as the half's revenue since the forty-first pass: "le entrate si sono attestate a", as dev-real18's builder wrote it)
      ['revenue', 210_400_000, '2024H1'],
    ]);
  });

  it('"mentre la raccolta pubblicitaria cresce del 3,6% a 98,2 milioni": the advertising sales are no EBITDA', () => {
    expect(
      read(
        'Nel 2024 il margine operativo lordo di Lario Media sale del 9% a 31,5 milioni di euro, mentre la raccolta pubblicitaria registra una crescita del 3,6% a 98,2 milioni.',
        'it',
        '2025-03-05',
      ),
    ).toEqual([['ebitda', 31_500_000, '2024']]);
  });

  it('guard: "mentre la previsione 2025 si attesta intorno ai 17,2 milioni", "mentre nel 2023 era di 8 milioni" keep the measure', () => {
    expect(
      read(
        'La società ha chiuso il 2024 con un fatturato di 13,6 milioni di euro mentre la previsione 2025 si attesta intorno ai 17,2 milioni.',
        'it',
        '2025-04-02',
      ).map(([key, value]) => [key, value]),
    ).toEqual([
      ['revenue', 13_600_000],
      ['revenue', 17_200_000],
    ]);
    expect(read('Il fatturato è stato di 10 milioni di euro nel 2024, mentre nel 2023 era di 8 milioni.', 'it', '2025-03-01')).toEqual([
      ['revenue', 10_000_000, '2024'],
      ['revenue', 8_000_000, '2023'],
    ]);
  });
});

describe('twenty-second pass: liquidity is not cash; a market value is no market size', () => {
  it('"giving the company a market value of about 4.1 billion euros": what the shares are worth', () => {
    expect(
      read(
        'Corvena shares have risen 12% since January, giving the company a market value of about 4.1 billion euros.',
        'en',
        '2024-06-10',
      ),
    ).toEqual([]);
  });

  it('"Cash and cash equivalents of $312.5 million and total liquidity of approximately $1.4 billion at June 30": only the cash', () => {
    expect(
      read(
        'Cash and cash equivalents of $312.5 million and total liquidity of approximately $1.4 billion at June 30, 2024, with no debt maturities until 2027.',
        'en',
        '2024-07-31',
      ),
    ).toEqual([['cash', 312_500_000, '2024-06-30']]);
  });

  it('"revenue rose 12% to $31 million and it holds approximately $64 million in liquidity": the liquidity is no revenue', () => {
    expect(
      read(
        'In 2023 Orvane Health grew revenue 12% to $31 million and maintains a strong balance sheet with approximately $64 million in liquidity as of September 30, 2024.',
        'en',
        '2024-11-12',
      ).map(([key, value]) => [key, value]),
    ).toEqual([['revenue', 31_000_000]]);
  });
});

describe('twenty-second pass: a heading that compares two periods heads the first', () => {
  it('"Financial Highlights for the Second Quarter 2024 vs. Second Quarter 2023:" then bullets: the bullets are 2024\'s', () => {
    expect(
      read(
        'Financial Highlights for the Second Quarter 2024 vs. Second Quarter 2023:\n\n  • Net income decreased $1.2 million to $8.4 million;\n  • Adjusted EBITDA increased $2.0 million to $31.5 million.',
        'en',
        '2024-08-06',
      ),
    ).toEqual([
      ['net_income', 8_400_000, '2024Q2'],
      ['ebitda', 31_500_000, '2024Q2'],
    ]);
  });
});

describe('twenty-second pass: a change written as a rate and an amount, then the level', () => {
  it('"Total revenue increased 12.3% or $18.6 million to $169.2 million": the level, no range from 18.6 to 169.2', () => {
    expect(
      read('Total revenue increased 9.4% or $14.1 million to $164.0 million in the second quarter of 2024.', 'en', '2024-08-01'),
    ).toEqual([['revenue', 164_000_000, '2024Q2']]);
  });
});

describe('twenty-second pass: a bracket that says what the figure was', () => {
  it('"la posizione finanziaria netta è di 57,7 mln (era di 87,5 mln)": the year-end before', () => {
    expect(
      read(
        'Nel 2024 il fatturato di Corvaro è di 210,4 milioni di euro. La posizione finanziaria netta è di 57,7 mln (era di 87,5 mln).',
        'it',
        '2025-03-20',
      ),
    ).toEqual([
      ['revenue', 210_400_000, '2024'],
      ['debt', 57_700_000, '2024-12-31'],
      ['debt', 87_500_000, '2023-12-31'],
    ]);
  });
});

describe('twenty-second pass: a balance changed from one amount to another, no period written', () => {
  it("\"l'indebitamento, tagliato da 34,2 a 8,1 milioni\" in a nine months' release: the last year-end, then the period's end", () => {
    expect(
      read(
        "Nei primi nove mesi del 2024 il fatturato è sceso a 412,3 milioni. In forte calo l'indebitamento, tagliato da 31,5 a 7,4 milioni.",
        'it',
        '2024-11-05',
      ),
    ).toEqual([
      ['revenue', 412_300_000, '2024M9'],
      ['debt', 31_500_000, '2023-12-31'],
      ['debt', 7_400_000, '2024-09-30'],
    ]);
  });
});
