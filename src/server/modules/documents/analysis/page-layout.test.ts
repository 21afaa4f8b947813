import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { periodLabel } from '../../../../domain/documents/index.ts';
import { extractPdf } from './extract-pdf.ts';
import { analyseDocument } from './index.ts';
import { joinHyphenated, pageLines } from './page-layout.ts';

// Oracle: the pages below are laid out by hand (two columns of prose at x = 56 and x = 310, a title across both; a
// paragraph whose words break at the line's end with a hyphen), so the reading order and the whole words are known
// before any extraction: the left column's lines, then the right's, then what follows the columns; "fattu-" + "rato" is
// "fatturato". The PDFs are real files read by the same extraction as an upload.
const dir = mkdtempSync(join(tmpdir(), 'cr-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LEFT = [
  'In 2023 the group grew its business in',
  'every region. Revenue rose to €12.3',
  'million, from €10.1 million a year',
  'earlier, and net income reached €1.1',
  'million as the new plant in Brescia',
  'started production in the spring and',
  'the order book kept growing in Italy.',
];
const RIGHT = [
  'The plan approved by the board for 2026',
  'targets revenue of €40 million and',
  'EBITDA of €8 million, with capital',
  'expenditure of €5 million a year to',
  'double the capacity of the two sites',
  'and to open a sales office in Munich',
  'for the German and Austrian markets.',
];

async function pdfOf(name: string, draw: (page: PDFPage, font: PDFFont) => void): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  draw(pdf.addPage([595.28, 841.89]), font);
  const path = join(dir, name);
  writeFileSync(path, await pdf.save());
  return path;
}

const twoColumns = () =>
  pdfOf('columns.pdf', (page, font) => {
    page.drawText('Annual report 2023: letter to the shareholders of the group', { x: 56, y: 790, size: 12, font });
    LEFT.forEach((line, i) => page.drawText(line, { x: 56, y: 760 - i * 14, size: 10, font }));
    RIGHT.forEach((line, i) => page.drawText(line, { x: 310, y: 760 - i * 14, size: 10, font }));
    page.drawText('The accounts were audited by an independent firm and approved on 28 March 2024.', { x: 56, y: 640, size: 10, font });
  });

describe('a PDF page in two columns of prose', () => {
  it('is read column by column: each sentence whole, the title before and the full-width line after', async () => {
    const { pages } = await extractPdf('columns.pdf', readFileSync(await twoColumns()), { ocr: false });
    expect(pages[0]?.text).toBe(
      [
        'Annual report 2023: letter to the shareholders of the group',
        ...LEFT,
        ...RIGHT,
        'The accounts were audited by an independent firm and approved on 28 March 2024.',
      ].join('\n'),
    );
  });

  it("ties each amount to its own column's sentence and period (2023's revenue is not the plan's 2026)", async () => {
    const path = await twoColumns();
    const r = await analyseDocument({ path, filename: 'report.pdf', mediaType: 'application/pdf' }, {});
    const rows = r.figures.map((f) => [f.key, periodLabel(f.periodDetail ?? null) ?? f.period, f.value]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['revenue', 2023, 12_300_000],
        ['net_income', 2023, 1_100_000],
        ['revenue', 2026, 40_000_000],
        ['ebitda', 2026, 8_000_000],
      ]),
    );
    const revenue = r.figures.find((f) => f.key === 'revenue' && f.value === 12_300_000);
    expect(revenue?.citation.quote.replace(/\s+/g, ' ')).toContain('Revenue rose to €12.3 million');
  });

  it('a results table (a label, then amounts) is not taken for two columns', () => {
    const item = (str: string, x: number, y: number) => ({ str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10 });
    const rows = ['Revenue', 'EBITDA', 'Net income', 'Capital expenditure', 'Net debt', 'Cash', 'Employees'].flatMap((label, i) => [
      item(label, 56, 700 - i * 14),
      item('125,400', 330, 700 - i * 14),
      item('118,200', 420, 700 - i * 14),
    ]);
    expect(pageLines(rows).split('\n')[0]).toBe('Revenue  125,400  118,200');
  });
});

describe('words broken at a line end with a hyphen', () => {
  it('are made whole, the rest of the line kept on its own line; a compound, an acronym and a span keep their hyphen', () => {
    expect(joinHyphenated('Nel 2023 il fattu-\nrato del gruppo è salito')).toBe('Nel 2023 il fatturato\ndel gruppo è salito');
    expect(joinHyphenated('net of non-\nrecurring items')).toBe('net of non-recurring\nitems');
    expect(joinHyphenated('COVID-\nrelated costs')).toBe('COVID-related\ncosts');
    expect(joinHyphenated('il piano 2022-\n2024 prevede')).toBe('il piano 2022-\n2024 prevede');
    expect(joinHyphenated('reve\u00ADnue and reve\u00AD\nnue')).toBe('reve\u00ADnue and revenue');
  });

  it('in a real PDF: "fattu-" / "rato" reads as revenue, with a quote the page holds', async () => {
    const path = await pdfOf('hyphen.pdf', (page, font) => {
      ['Nel 2023 il fattu-', 'rato del gruppo è salito a 12,3 milioni di', 'euro, con un utile netto di 1,1 milioni.'].forEach((line, i) =>
        page.drawText(line, { x: 56, y: 760 - i * 14, size: 10, font }),
      );
    });
    const r = await analyseDocument({ path, filename: 'relazione.pdf', mediaType: 'application/pdf' }, {});
    const revenue = r.figures.find((f) => f.key === 'revenue');
    expect([revenue?.value, revenue?.period]).toEqual([12_300_000, 2023]);
    expect(revenue?.citation.quote).toContain('fatturato');
  });
});
