import { inflateSync } from 'node:zlib';
import type { getDocumentProxy } from 'unpdf';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** What a PDF carries that could act when someone opens it: never run here, flagged for the reader. */
export interface ActiveContent {
  /** JavaScript: document or page actions, the names tree, form field actions, or a JavaScript action anywhere in an object stream. */
  readonly javascript: boolean;
  /** Files carried inside the PDF: the names tree's embedded files or file-attachment annotations. */
  readonly embeddedFiles: boolean;
}

/** Decoded object streams larger than this are not searched (a deflate bomb must not cost the job its memory). */
const MAX_INFLATED = 64 * 1024 * 1024;
const JS = /\/(?:JavaScript|JS)(?=[\s/<>[\]()%{}]|$)/u;
const EMBEDDED = /\/EmbeddedFiles?(?=[\s/<>[\]()%{}]|$)/u;
/** PDF names may spell characters as #xx (`/J#61vaScript`). */
const decodeNames = (s: string) => s.replace(/#([0-9a-f]{2})/giu, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * The text of every Flate-compressed object stream (PDF 1.5, ISO 32000-1 §7.5.7). The upload's byte
 * scan cannot see names inside them, and pdf.js does not expose every action it meets (a link's
 * JavaScript, for one), so the objects they hold are searched here as the scan searches the rest.
 */
export function objectStreamTexts(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/>>\s*stream\r?\n/gu)) {
    const dictEnd = m.index;
    // Back to the dictionary's own `<<`, past nested ones (/DecodeParms << … >>).
    let depth = 0;
    let at = dictEnd;
    let start = -1;
    while (at > 0 && dictEnd - at < 4096) {
      if (text.startsWith('>>', at)) depth += 1;
      else if (text.startsWith('<<', at)) {
        depth -= 1;
        if (depth === 0) {
          start = at;
          break;
        }
      }
      at -= 1;
    }
    if (start < 0) continue;
    const dict = decodeNames(text.slice(start, dictEnd + 2));
    if (!/\/Type\s*\/ObjStm\b/u.test(dict) || !/\/Filter\s*(?:\[\s*)?\/FlateDecode\s*\]?/u.test(dict) || /\/DecodeParms/u.test(dict))
      continue;
    const from = m.index + m[0].length;
    const end = text.indexOf('endstream', from);
    if (end < 0) continue;
    try {
      out.push(
        inflateSync(buf.subarray(from, end), {
          maxOutputLength: MAX_INFLATED,
          finishFlush: 2 /* Z_SYNC_FLUSH: tolerate the EOL before endstream */,
        }).toString('latin1'),
      );
    } catch {
      // Not inflatable (damaged, or larger than the bound): nothing read from it.
    }
  }
  return out;
}

type PageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

/** A page's own actions and annotations (a form field's JavaScript, a file attachment), read while its text is. */
export async function pageActiveContent(page: PageProxy): Promise<ActiveContent> {
  const annotations = (await page.getAnnotations()) as Array<{ subtype?: string; actions?: unknown }>;
  return {
    javascript: (await page.getJSActions()) !== null || annotations.some((a) => a.actions),
    embeddedFiles: annotations.some((a) => a.subtype === 'FileAttachment'),
  };
}

/**
 * JavaScript and embedded files, as pdf.js reads the document (so names inside compressed object
 * streams count), with what its pages held (`pages`, from pageActiveContent), plus the names in the
 * file's bytes and in its object streams' text, for what pdf.js does not expose.
 */
export async function activeContent(pdf: PDFDocumentProxy, bytes: Uint8Array, pages: ActiveContent): Promise<ActiveContent> {
  let javascript = pages.javascript || (await pdf.hasJSActions()) || (await pdf.getJSActions()) !== null;
  let embeddedFiles = pages.embeddedFiles || (await pdf.getAttachments()) !== null;
  if (!(javascript && embeddedFiles)) {
    // The file's own bytes too, so this verdict stands alone (the upload's scan reads the same, and the job keeps one flag of each).
    for (const objects of [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'), ...objectStreamTexts(bytes)]) {
      const names = decodeNames(objects);
      javascript ||= JS.test(names);
      embeddedFiles ||= EMBEDDED.test(names);
    }
  }
  return { javascript, embeddedFiles };
}
