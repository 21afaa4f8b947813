import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocx } from './extract-docx.ts';
import { analyseDocument } from './index.ts';

// Oracle: the calendar. A release that writes "third quarter" and no year, in a file made on 8
// November 2023, reports the quarter ended on 30 September 2023; uploaded on 12 February 2024 with
// no metadata date, the quarter ended before the upload is 2023's fourth, so its third is 2023's
// too (ADR 0055: the file's metadata date, else the upload day, is the document's date where the
// text gives none).
const SENTENCE = 'Third quarter revenue was $42.1 million, compared to $38.0 million a year ago.';
const dir = mkdtempSync(join(tmpdir(), 'cr-file-date-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdf(created: Date | null): Promise<string> {
  const doc = await PDFDocument.create({ updateMetadata: created !== null });
  if (created) {
    doc.setCreationDate(created);
    doc.setModificationDate(created);
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([600, 400]).drawText(SENTENCE, { x: 20, y: 300, size: 10, font });
  const path = join(dir, `release-${created ? 'dated' : 'undated'}.pdf`);
  writeFileSync(path, await doc.save());
  return path;
}

const core = (modified: string, created: string) =>
  `<?xml version="1.0"?><cp:coreProperties xmlns:cp="c" xmlns:dcterms="d"><dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${modified}</dcterms:modified></cp:coreProperties>`;
const docx = (coreXml: string | null) =>
  zipSync({
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="x"><w:body><w:p><w:r><w:t>${SENTENCE}</w:t></w:r></w:p></w:body></w:document>`,
    ),
    ...(coreXml ? { 'docProps/core.xml': strToU8(coreXml) } : {}),
  });

const revenue = (r: Awaited<ReturnType<typeof analyseDocument>>) => r.figures.find((f) => f.key === 'revenue' && f.value === 42_100_000);

describe('the document date from the file, where the text writes none', () => {
  it('a PDF: its CreationDate dates the quarter, and the figure says where its year came from', async () => {
    const path = await pdf(new Date(Date.UTC(2023, 10, 8, 9, 30)));
    const r = await analyseDocument(
      { path, filename: 'release.pdf', mediaType: 'application/pdf', uploadedAt: '2026-11-29T06:00:00Z' },
      {},
    );
    const f = revenue(r);
    expect(f?.periodDetail).toEqual({ kind: 'quarter', year: 2023, quarter: 3 });
    expect(f?.reason).toContain('year_from_file_date');
  });

  it('a PDF with no dates: the upload day, marked as such', async () => {
    const path = await pdf(null);
    const r = await analyseDocument(
      { path, filename: 'release.pdf', mediaType: 'application/pdf', uploadedAt: '2023-12-01T10:00:00Z' },
      {},
    );
    const f = revenue(r);
    expect(f?.periodDetail).toEqual({ kind: 'quarter', year: 2023, quarter: 3 });
    expect(f?.reason).toContain('year_from_upload_date');
    expect(f?.confidence).toBeLessThanOrEqual(0.7);
  });

  it('a PDF with no dates and no upload day: no year is invented', async () => {
    const path = await pdf(null);
    const r = await analyseDocument({ path, filename: 'release.pdf', mediaType: 'application/pdf' }, {});
    expect(revenue(r)?.periodDetail).toBeUndefined();
  });

  it('a DOCX: its last-modified core property before its created one', async () => {
    expect(extractDocx(docx(core('2023-11-08T09:30:00Z', '2019-01-04T08:00:00Z'))).metadataDate).toBe('2023-11-08T09:30:00Z');
    expect(extractDocx(docx(null)).metadataDate).toBeUndefined();
    const path = join(dir, 'release.docx');
    writeFileSync(path, docx(core('2023-11-08T09:30:00Z', '2019-01-04T08:00:00Z')));
    const mediaType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const r = await analyseDocument({ path, filename: 'release.docx', mediaType, uploadedAt: '2026-11-29T06:00:00Z' }, {});
    expect(revenue(r)?.periodDetail).toEqual({ kind: 'quarter', year: 2023, quarter: 3 });
  });
});

// Oracle: the calendar again. Stated as 25 October 2024 (ADR 0107), the quarter last ended is 2024's
// third: the uploader's date beats the file's metadata (8 November 2023, which would make it 2023's).
describe('the document date its uploader states', () => {
  it('beats the file’s metadata, and the analysis says which date it read against', async () => {
    const path = await pdf(new Date(Date.UTC(2023, 10, 8, 9, 30)));
    const input = { path, filename: 'release.pdf', mediaType: 'application/pdf', uploadedAt: '2026-11-29T06:00:00Z' };
    const stated = await analyseDocument({ ...input, statedDate: '2024-10-25' }, {});
    expect(revenue(stated)?.periodDetail).toEqual({ kind: 'quarter', year: 2024, quarter: 3 });
    expect(revenue(stated)?.reason ?? '').not.toContain('year_from_file_date');
    expect(stated.dated).toEqual({ date: '2024-10-25', source: 'stated' });
    expect((await analyseDocument(input, {})).dated).toEqual({ date: '2023-11-08', source: 'metadata' });
  });
});
