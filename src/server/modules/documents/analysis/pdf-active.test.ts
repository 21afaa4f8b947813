import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from '../../../../../tests/fixtures/documents.ts';
import { inspectPdf } from '../safety/scan.ts';
import { extractPdf } from './extract-pdf.ts';
import { objectStreamTexts } from './pdf-active.ts';

/**
 * JavaScript and embedded files where the upload's byte scan cannot see them. Oracles: ISO 32000-1's
 * places for them (§12.6.3 document and page actions, §7.7.4 the names tree's JavaScript and
 * EmbeddedFiles, §12.5.6.15 file attachment annotations, §12.7.3 form fields' additional actions), and
 * qpdf, which rewrites each file with every object it can into compressed object streams (§7.5.7).
 */
const QPDF = '/usr/bin/qpdf';
const JS = '<< /S /JavaScript /JS (app.alert(1)) >>';
const CASES = {
  'names tree': fx.pdf('Plan', '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', [JS]),
  'open action': fx.pdf('Plan', '/OpenAction 6 0 R', [JS]),
  'page action': fx.pdf('Plan', '', [JS], '/AA << /O 6 0 R >>'),
  "a link's action": fx.pdf('Plan', '', [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${JS} >>`], '/Annots [6 0 R]'),
  "a form field's action": fx.pdf(
    'Plan',
    '/AcroForm << /Fields [6 0 R] >>',
    [`<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /Rect [0 0 100 20] /AA << /K ${JS} >> >>`],
    '/Annots [6 0 R]',
  ),
};
const FILE = ['<< /Type /Filespec /F (a.txt) /EF << /F 7 0 R >> >>', '<< /Type /EmbeddedFile /Length 5 >>\nstream\nhello\nendstream'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cr-pdf-active-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The file as qpdf writes it with object streams; its path and bytes. */
async function compressed(name: string, bytes: Buffer) {
  const plain = join(dir, `${name}.pdf`);
  const out = join(dir, `${name}-os.pdf`);
  await writeFile(plain, bytes);
  execFileSync(QPDF, ['--object-streams=generate', '--compress-streams=y', plain, out]);
  return { path: out, bytes: await readFile(out) };
}

describe('active content in a PDF', () => {
  it('is found in each place, written plainly', async () => {
    for (const [name, bytes] of Object.entries(CASES)) {
      const path = join(dir, `${name}.pdf`);
      await writeFile(path, bytes);
      expect((await extractPdf(path, bytes, { ocr: false })).active, name).toEqual({ javascript: true, embeddedFiles: false });
    }
    const clean = fx.pdf('Plan');
    expect((await extractPdf(join(dir, 'clean.pdf'), clean, { ocr: false })).active).toEqual({ javascript: false, embeddedFiles: false });
  });

  it.skipIf(!existsSync(QPDF))('is found inside compressed object streams, where the upload scan sees nothing', async () => {
    for (const [name, bytes] of Object.entries(CASES)) {
      const f = await compressed(name.replace(/\W+/gu, '-'), bytes);
      expect((await inspectPdf(f.path)).javascript, `${name}: the byte scan`).toBe(false);
      expect((await extractPdf(f.path, f.bytes, { ocr: false })).active, name).toEqual({ javascript: true, embeddedFiles: false });
    }
    // The link's JavaScript is the one pdf.js keeps to itself: only the object stream's text shows it.
    const link = await compressed('link-only', CASES["a link's action"]);
    expect(objectStreamTexts(link.bytes).some((t) => t.includes('/JavaScript'))).toBe(true);
    const files = await compressed('files', fx.pdf('Plan', '/Names << /EmbeddedFiles << /Names [(a.txt) 6 0 R] >> >>', FILE));
    expect((await extractPdf(files.path, files.bytes, { ocr: false })).active).toEqual({ javascript: false, embeddedFiles: true });
    const attachment = await compressed(
      'attachment',
      fx.pdf('Plan', '', [`<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 7 0 R >>`, ...FILE], '/Annots [6 0 R]'),
    );
    expect((await extractPdf(attachment.path, attachment.bytes, { ocr: false })).active.embeddedFiles).toBe(true);
    const clean = await compressed('clean', fx.pdf('Plan'));
    expect((await extractPdf(clean.path, clean.bytes, { ocr: false })).active).toEqual({ javascript: false, embeddedFiles: false });
  });
});
