import { createReadStream } from 'node:fs';

/**
 * Streams a file once, looking for byte patterns (latin1), with an overlap between chunks so a
 * pattern split across two reads is still seen. Memory stays at one chunk whatever the file's size.
 */
export async function scanFile(
  path: string,
  patterns: Readonly<Record<string, RegExp>>,
  normalise: (s: string) => string = (s) => s,
): Promise<Set<string>> {
  const found = new Set<string>();
  const keys = Object.keys(patterns);
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = normalise(carry + (chunk as Buffer).toString('latin1'));
    for (const k of keys) if (!found.has(k) && patterns[k]!.test(text)) found.add(k);
    if (found.size === keys.length) break;
    carry = text.slice(-96);
  }
  return found;
}

/** PDF names may spell characters as #xx (`/J#61vaScript`); decoded before matching. */
const decodeNames = (s: string) => s.replace(/#([0-9a-f]{2})/giu, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
const DELIM = String.raw`(?=[\s/<>\[\]()%{}]|$)`;

export interface PdfFacts {
  /** An /Encrypt entry in a trailer or cross-reference stream: the content is encrypted. */
  encrypted: boolean;
  /** /JavaScript or /JS actions (including an /OpenAction running JavaScript). */
  javascript: boolean;
  /** /EmbeddedFile(s): other files carried inside the PDF. */
  embeddedFiles: boolean;
}

/**
 * What a PDF carries that matters before anyone opens it. Names inside compressed object streams
 * are not seen here: the analysis reads those (analysis/pdf-active.ts) and raises the same flags. A
 * PDF with /Encrypt is refused outright.
 */
export async function inspectPdf(path: string): Promise<PdfFacts> {
  const found = await scanFile(
    path,
    {
      encrypted: new RegExp(String.raw`/Encrypt${DELIM}`, 'u'),
      javascript: new RegExp(String.raw`/(?:JavaScript|JS)${DELIM}`, 'u'),
      embeddedFiles: new RegExp(String.raw`/EmbeddedFiles?${DELIM}`, 'u'),
    },
    decodeNames,
  );
  return { encrypted: found.has('encrypted'), javascript: found.has('javascript'), embeddedFiles: found.has('embeddedFiles') };
}

/** An OLE compound file holding an "EncryptedPackage" stream: a password-protected DOCX/XLSX. */
export async function cfbIsEncryptedOoxml(path: string): Promise<boolean> {
  const name = Buffer.from('EncryptedPackage', 'utf16le').toString('latin1');
  const found = await scanFile(path, { enc: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u') });
  return found.has('enc');
}
