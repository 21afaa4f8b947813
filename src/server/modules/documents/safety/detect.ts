import type { FileUnsafeReason } from '../../../../contract/constants.ts';
import { cfbIsEncryptedOoxml, inspectPdf } from './scan.ts';
import { inspectOoxml, UnsafeFileError } from './zip.ts';

export const ALLOWED_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
} as const;
export type AllowedExtension = keyof typeof ALLOWED_TYPES;

/** What the upload stream learnt while it passed: the first bytes, and whether it all was UTF-8 without NUL. */
export interface StreamFacts {
  head: Buffer;
  size: number;
  utf8: boolean;
  hasNul: boolean;
}

export type Verdict =
  | { ok: true; mediaType: string; risks: Array<'pdf_javascript' | 'pdf_embedded_files'> }
  | { ok: false; code: 'FILE_TYPE_NOT_ALLOWED' }
  | { ok: false; code: 'FILE_UNSAFE'; reason: FileUnsafeReason };

const startsWith = (b: Buffer, sig: readonly number[]) => sig.every((x, i) => b[i] === x);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Markup that a browser would render: never a CSV, whatever its extension says. */
const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)/iu;

/**
 * The type is decided from the content and must agree with the extension: %PDF- for .pdf; a ZIP
 * whose parts say DOCX or XLSX for .docx/.xlsx (checked as an archive first, before anything parses
 * it); UTF-8 text without NUL and not markup for .csv. Encrypted and macro-enabled files are
 * refused as unsafe with their reason; a PDF's JavaScript and embedded files are flagged.
 */
export async function judgeUpload(path: string, extension: string, facts: StreamFacts): Promise<Verdict> {
  if (!(extension in ALLOWED_TYPES)) return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  const ext = extension as AllowedExtension;
  const { head } = facts;
  try {
    if (startsWith(head, PDF)) {
      if (ext !== '.pdf') return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
      const pdf = await inspectPdf(path);
      if (pdf.encrypted) return { ok: false, code: 'FILE_UNSAFE', reason: 'encrypted' };
      const risks: Array<'pdf_javascript' | 'pdf_embedded_files'> = [];
      if (pdf.javascript) risks.push('pdf_javascript');
      if (pdf.embeddedFiles) risks.push('pdf_embedded_files');
      return { ok: true, mediaType: ALLOWED_TYPES['.pdf'], risks };
    }
    if (startsWith(head, ZIP)) {
      if (ext !== '.docx' && ext !== '.xlsx') return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
      const zip = await inspectOoxml(path);
      if (`.${zip.kind}` !== ext) return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
      return { ok: true, mediaType: ALLOWED_TYPES[ext], risks: [] };
    }
    if (startsWith(head, CFB)) {
      if ((ext === '.docx' || ext === '.xlsx') && (await cfbIsEncryptedOoxml(path)))
        return { ok: false, code: 'FILE_UNSAFE', reason: 'encrypted' };
      return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
    }
    if (ext === '.csv' && facts.utf8 && !facts.hasNul && !MARKUP.test(head.toString('utf8'))) {
      return { ok: true, mediaType: ALLOWED_TYPES['.csv'], risks: [] };
    }
    return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  } catch (err) {
    if (err instanceof UnsafeFileError) return { ok: false, code: 'FILE_UNSAFE', reason: err.reason };
    throw err;
  }
}
