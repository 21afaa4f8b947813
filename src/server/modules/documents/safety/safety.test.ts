import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import * as fx from '../../../../../tests/fixtures/documents.ts';
import { receiveToTemp } from '../receive.ts';
import { contentDisposition, extensionOf, judgeUpload, sanitizeFilename, unsafeEntryName } from './index.ts';

/**
 * The upload checks on generated files. Oracles: the file formats' own definitions (PDF header and
 * /Encrypt trailer entry, ISO 32000-1 §7.5.2/§7.6; OOXML parts, ECMA-376 part 2; the OLE compound
 * file signature and EncryptedPackage stream, MS-OFFCRYPTO §2.3.4.4), qpdf for a real encrypted PDF.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cr-safety-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function judge(name: string, data: Buffer) {
  const received = await receiveToTemp(Readable.from([data]), dir, 64 * 1024 * 1024);
  try {
    return await judgeUpload(received.path, extensionOf(sanitizeFilename(name)), received);
  } finally {
    await rm(received.path, { force: true });
  }
}

describe('file type from content, agreeing with the extension', () => {
  it('accepts the four allowed types by their bytes', async () => {
    expect(await judge('plan.pdf', fx.pdf())).toEqual({ ok: true, mediaType: 'application/pdf', risks: [] });
    expect(await judge('plan.docx', fx.docx())).toMatchObject({
      ok: true,
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await judge('model.XLSX', fx.xlsx())).toMatchObject({
      ok: true,
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await judge('model.csv', fx.csv())).toMatchObject({ ok: true, mediaType: 'text/csv' });
    expect(await judge('modello.csv', Buffer.from('\ufeffanno;ricavi\n2025;1.200.000 €\n'))).toMatchObject({ ok: true });
  });

  it('refuses polyglots and renamed files: 415', async () => {
    const refused = { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
    expect(await judge('plan.docx', fx.pdf())).toEqual(refused); // PDF bytes named .docx
    expect(await judge('plan.pdf', fx.docx())).toEqual(refused); // ZIP bytes named .pdf
    expect(await judge('model.xlsx', fx.docx())).toEqual(refused); // a DOCX named .xlsx
    expect(await judge('data.csv', fx.htmlWithNul())).toEqual(refused); // HTML with NULs named .csv
    expect(await judge('data.csv', Buffer.from('<!DOCTYPE html><p>hi</p>'))).toEqual(refused); // markup, even without NUL
    expect(await judge('data.csv', Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toEqual(refused); // not UTF-8
    expect(await judge('setup.pdf', fx.exe())).toEqual(refused); // a .exe renamed .pdf
    expect(await judge('plan.docm', fx.docx())).toEqual(refused); // extension not allowed
    expect(await judge('plan', fx.pdf())).toEqual(refused);
  });
});

describe('archives are checked before anything parses them (422 with the reason)', () => {
  it('refuses a part compressed ~1000:1 (zip bomb)', async () => {
    expect(await judge('bomb.docx', fx.ratioBomb())).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'archive_ratio' });
  });
  it('refuses more than 10 000 entries', async () => {
    expect(await judge('many.xlsx', fx.manyEntries())).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'archive_too_many_entries' });
  });
  it('refuses a "../" entry and an absolute one', async () => {
    expect(await judge('t.docx', fx.escapingName('../evil.xml'))).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'archive_path' });
    expect(await judge('t.docx', fx.escapingName('/etc/passwd.x'))).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'archive_path' });
    expect(['a/../b', '/x', '\\x', 'C:x', 'a\\..\\b', 'a\0b'].map(unsafeEntryName)).toEqual([true, true, true, true, true, true]);
    expect(['word/document.xml', '[Content_Types].xml', 'a..b/c'].map(unsafeEntryName)).toEqual([false, false, false]);
  });
  it('refuses a truncated archive as damaged', async () => {
    expect(await judge('cut.docx', fx.docx().subarray(0, 60))).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'archive_corrupt' });
  });
  it('refuses a macro-enabled document renamed .docx', async () => {
    expect(await judge('plan.docx', fx.docm())).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'macros' });
  });
  it('refuses an encrypted OOXML (OLE compound file with EncryptedPackage)', async () => {
    expect(await judge('model.xlsx', fx.encryptedOoxml())).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'encrypted' });
  });
});

describe('PDF content', () => {
  it('refuses a PDF with /Encrypt (hand-made and qpdf-encrypted)', async () => {
    const handMade = fx.pdf('x').toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R');
    expect(await judge('locked.pdf', Buffer.from(handMade, 'latin1'))).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'encrypted' });
    if (!existsSync('/usr/bin/qpdf')) return;
    const plain = join(dir, 'plain.pdf');
    const locked = join(dir, 'locked.pdf');
    await writeFile(plain, fx.pdf('Confidential plan'));
    execFileSync('/usr/bin/qpdf', ['--encrypt', 'user', 'owner', '256', '--', plain, locked]);
    const { readFile } = await import('node:fs/promises');
    expect(await judge('locked.pdf', await readFile(locked))).toEqual({ ok: false, code: 'FILE_UNSAFE', reason: 'encrypted' });
  });
  it('accepts but flags JavaScript (also spelt with #xx escapes) and embedded files', async () => {
    const js = fx.pdf('x', '/OpenAction 6 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>']);
    expect(await judge('deck.pdf', js)).toEqual({ ok: true, mediaType: 'application/pdf', risks: ['pdf_javascript'] });
    const escaped = fx.pdf('x', '/OpenAction 6 0 R', ['<< /S /J#61vaScript /J#53 (app.alert(1)) >>']);
    expect(await judge('deck.pdf', escaped)).toMatchObject({ ok: true, risks: ['pdf_javascript'] });
    const embedded = fx.pdf('x', '/Names << /EmbeddedFiles 6 0 R >>', [
      '<< /Names [(a.exe) 7 0 R] >>',
      '<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream',
    ]);
    expect(await judge('deck.pdf', embedded)).toMatchObject({ ok: true, risks: ['pdf_embedded_files'] });
    // Words that merely start like the names are not flagged.
    expect(await judge('deck.pdf', fx.pdf('x', '/JSON 1 /EncryptMetadata false'))).toEqual({
      ok: true,
      mediaType: 'application/pdf',
      risks: [],
    });
  });
});

describe('receiving', () => {
  it('hashes and counts while streaming, and stops past the limit leaving no file', async () => {
    const data = Buffer.alloc(300_000, 7);
    const r = await receiveToTemp(Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]), dir, 300_000);
    expect(r.size).toBe(300_000);
    expect(r.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    await rm(r.path);
    await expect(receiveToTemp(Readable.from([data, Buffer.from([1])]), dir, 300_000)).rejects.toMatchObject({ maxBytes: 300_000 });
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).filter((f) => f.startsWith('upload-'))).toEqual([]);
  });
});

describe('file names', () => {
  it('strips paths, control and bidi characters, leading dots, and limits the length', () => {
    expect(sanitizeFilename('../../etc/passwd.csv')).toBe('passwd.csv');
    expect(sanitizeFilename('C:\\Users\\me\\Piano.pdf')).toBe('Piano.pdf');
    expect(sanitizeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe'); // right-to-left override gone
    expect(sanitizeFilename('a\u0000b\u001f\u007fc\r\n.pdf')).toBe('abc.pdf');
    expect(sanitizeFilename('  ..hidden.csv ')).toBe('hidden.csv');
    expect(sanitizeFilename('')).toBe('document');
    expect(sanitizeFilename('e\u0301.pdf')).toBe('\u00e9.pdf'); // NFC
    const long = sanitizeFilename(`${'x'.repeat(300)}.xlsx`);
    expect([long.length, long.endsWith('.xlsx')]).toEqual([200, true]);
  });
  it('writes Content-Disposition per RFC 6266 with an RFC 5987 filename* (quotes, non-ASCII, ../)', () => {
    expect(contentDisposition('../"Piano" d’impresa 2025 €.pdf')).toBe(
      `attachment; filename="_Piano_ d_impresa 2025 _.pdf"; filename*=UTF-8''%22Piano%22%20d%E2%80%99impresa%202025%20%E2%82%AC.pdf`,
    );
    expect(contentDisposition("it's (final)*.csv")).toBe(
      `attachment; filename="it's (final)*.csv"; filename*=UTF-8''it%27s%20%28final%29%2A.csv`,
    );
    // Decoding filename* gives back exactly the sanitised name.
    const name = 'Bilancio 50% «finale».xlsx';
    const star = contentDisposition(name).split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(star)).toBe(name);
  });
});

describe('UTF-8 check across chunks', () => {
  it('accepts a character split between two chunks and refuses a truncated one at the end', async () => {
    const euro = Buffer.from('anno;ricavi\n2025;1.200.000 €\n'); // € is E2 82 AC
    const at = euro.indexOf(0xe2) + 1;
    const r = await receiveToTemp(Readable.from([euro.subarray(0, at), euro.subarray(at)]), dir, 1e6);
    expect(r.utf8).toBe(true);
    await rm(r.path);
    const cut = await receiveToTemp(Readable.from([euro.subarray(0, at)]), dir, 1e6);
    expect(cut.utf8).toBe(false);
    await rm(cut.path);
    const four = Buffer.from('a😀b'); // F0 9F 98 80
    const parts = [four.subarray(0, 2), four.subarray(2, 4), four.subarray(4)];
    const r4 = await receiveToTemp(Readable.from(parts), dir, 1e6);
    expect(r4.utf8).toBe(true);
    await rm(r4.path);
  });
});
