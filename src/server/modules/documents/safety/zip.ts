import yauzl from 'yauzl';
import type { FileUnsafeReason } from '../../../../contract/constants.ts';

/**
 * Limits for DOCX/XLSX archives, checked from the central directory before anything parses the
 * file. A real business plan or financial model has tens to a few thousand parts and expands to
 * tens of MB; XML compresses well (an XLSX sheet 10-100×), so the ratio limit applies to parts large
 * enough to matter.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressed: 512 * 1024 * 1024,
  maxRatio: 200,
  /** Parts smaller than this may have any ratio (a 40 kB run of spaces is harmless). */
  ratioMinBytes: 1024 * 1024,
  /** [Content_Types].xml is read to find macro-enabled types; larger is not a real one. */
  maxContentTypesBytes: 1024 * 1024,
} as const;

export interface ZipFacts {
  /** 'docx' (word/document.xml), 'xlsx' (xl/workbook.xml) or null (some other archive). */
  kind: 'docx' | 'xlsx' | null;
}

export class UnsafeFileError extends Error {
  readonly reason: FileUnsafeReason;
  constructor(reason: FileUnsafeReason) {
    super(`unsafe file: ${reason}`);
    this.reason = reason;
  }
}

const open = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false },
      (err, zf) => (err || !zf ? reject(err ?? new Error('no zip')) : resolve(zf)),
    ),
  );

/** Absolute (/x, \x, C:x), a ".." segment, or a NUL: a name meant to escape wherever it is unpacked. */
export function unsafeEntryName(name: string): boolean {
  if (name.includes('\0')) return true;
  if (/^[/\\]/u.test(name) || /^[a-z]:/iu.test(name)) return true;
  return name.split(/[/\\]/u).some((seg) => seg === '..');
}

function readEntry(zf: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zf.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > max) {
          stream.destroy();
          reject(new UnsafeFileError('archive_too_large'));
        } else chunks.push(c);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Reads the central directory of an OOXML file and refuses (UnsafeFileError) too many entries, too
 * much uncompressed data, a suspicious compression ratio, escaping names, encrypted entries and
 * macros (a vbaProject.bin part or a macroEnabled content type). Says which OOXML kind it is.
 */
export async function inspectOoxml(path: string): Promise<ZipFacts> {
  let zf: yauzl.ZipFile;
  try {
    zf = await open(path);
  } catch {
    throw new UnsafeFileError('archive_corrupt');
  }
  try {
    if (zf.entryCount > ZIP_LIMITS.maxEntries) throw new UnsafeFileError('archive_too_many_entries');
    const names = new Set<string>();
    let total = 0;
    let contentTypes: yauzl.Entry | null = null;
    await new Promise<void>((resolve, reject) => {
      zf.on('error', () => reject(new UnsafeFileError('archive_corrupt')));
      zf.on('end', () => resolve());
      zf.on('entry', (entry: yauzl.Entry) => {
        const raw = entry.fileName as unknown as Buffer;
        const name = raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
        if (unsafeEntryName(name)) return reject(new UnsafeFileError('archive_path'));
        if ((entry.generalPurposeBitFlag & 0x1) !== 0) return reject(new UnsafeFileError('encrypted'));
        total += entry.uncompressedSize;
        if (total > ZIP_LIMITS.maxTotalUncompressed) return reject(new UnsafeFileError('archive_too_large'));
        if (
          entry.uncompressedSize >= ZIP_LIMITS.ratioMinBytes &&
          entry.uncompressedSize > ZIP_LIMITS.maxRatio * Math.max(entry.compressedSize, 1)
        ) {
          return reject(new UnsafeFileError('archive_ratio'));
        }
        const lower = name.toLowerCase();
        if (lower.endsWith('vbaproject.bin') || lower.endsWith('vbadata.xml')) return reject(new UnsafeFileError('macros'));
        names.add(lower);
        if (name === '[Content_Types].xml') contentTypes = entry;
        zf.readEntry();
      });
      zf.readEntry();
    });
    if (!contentTypes) return { kind: null };
    const xml = (await readEntry(zf, contentTypes, ZIP_LIMITS.maxContentTypesBytes)).toString('utf8');
    if (/macroEnabled/iu.test(xml) || /vnd\.ms-office\.vbaProject/iu.test(xml)) throw new UnsafeFileError('macros');
    if (names.has('word/document.xml') || /wordprocessingml\.document\.main\+xml/u.test(xml)) return { kind: 'docx' };
    if (names.has('xl/workbook.xml') || /spreadsheetml\.sheet\.main\+xml/u.test(xml)) return { kind: 'xlsx' };
    return { kind: null };
  } catch (err) {
    if (err instanceof UnsafeFileError) throw err;
    throw new UnsafeFileError('archive_corrupt');
  } finally {
    zf.close();
  }
}
