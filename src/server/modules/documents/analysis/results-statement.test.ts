import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseDocument } from './index.ts';

// Oracle: the figures are read by hand from the statements drawn into the PDFs below (a label at the margin, the year
// columns right-aligned, as annual reports lay them out): each row's amount in its column, times the scale the title
// states. The PDFs are real files read by the same extraction as an upload (pdf.js text with its line breaks).
const dir = mkdtempSync(join(tmpdir(), 'cr-statement-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function statementPdf(name: string, title: string, head: readonly string[], rows: readonly (readonly string[])[]): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  page.drawText(title, { x: 56, y, size: 12, font });
  y -= 24;
  for (const row of [['', ...head], ...rows]) {
    page.drawText(row[0] as string, { x: 56, y, size: 10, font });
    row.slice(1).forEach((cell, j) => page.drawText(cell, { x: 360 + j * 90 - font.widthOfTextAtSize(cell, 10), y, size: 10, font }));
    y -= 16;
  }
  const path = join(dir, name);
  writeFileSync(path, await pdf.save());
  return path;
}

const figuresOf = async (path: string) =>
  (await analyseDocument({ path, filename: 'statement.pdf', mediaType: 'application/pdf' }, {})).figures.map((f) => [
    f.key,
    f.period,
    f.value,
    f.currency,
  ]);

describe('a results statement in a PDF', () => {
  it('years counting down ("2023 2022") under "(€ thousands)": every key row, each column, scaled', async () => {
    const path = await statementPdf(
      'en.pdf',
      'Consolidated income statement (€ thousands)',
      ['2023', '2022'],
      [
        ['Revenue', '125,400', '118,200'],
        ['EBITDA', '22,100', '(1,800)'],
        ['Net income', '8,300', '7,100'],
      ],
    );
    expect(await figuresOf(path)).toEqual([
      ['revenue', 2023, 125_400_000, 'EUR'],
      ['revenue', 2022, 118_200_000, 'EUR'],
      ['ebitda', 2023, 22_100_000, 'EUR'],
      ['ebitda', 2022, -1_800_000, 'EUR'],
      ['net_income', 2023, 8_300_000, 'EUR'],
      ['net_income', 2022, 7_100_000, 'EUR'],
    ]);
  });

  it('an Italian statement drawn up at year-ends ("31.12.2023 31.12.2022"), "(migliaia di euro)"', async () => {
    const path = await statementPdf(
      'it.pdf',
      'Conto economico consolidato (migliaia di euro)',
      ['31.12.2023', '31.12.2022'],
      [
        ['Ricavi', '45.300', '41.900'],
        ['Utile netto', '2.150', '1.870'],
      ],
    );
    expect(await figuresOf(path)).toEqual([
      ['revenue', 2023, 45_300_000, 'EUR'],
      ['revenue', 2022, 41_900_000, 'EUR'],
      ['net_income', 2023, 2_150_000, 'EUR'],
      ['net_income', 2022, 1_870_000, 'EUR'],
    ]);
  });
});
