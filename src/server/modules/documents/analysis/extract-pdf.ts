import { getDocumentProxy } from 'unpdf';
import type { TextPage } from '../../../../domain/documents/index.ts';
import { ocrPdfPages, ocrTools } from './ocr.ts';
import { activeContent, pageActiveContent, type ActiveContent } from './pdf-active.ts';
import { joinHyphenated, pageLines, type Item } from './page-layout.ts';

/** Below this many visible characters per page on average, a PDF is taken to have no text layer. */
export const TEXT_LAYER_MIN_CHARS_PER_PAGE = 20;

/**
 * OCR reads at most this many pages (about 1–2 s each here), so one scan stays well inside the job
 * runner's 5-minute lease; later pages are left empty and the result says how many were read.
 */
export const OCR_MAX_PAGES = 60;

export interface PdfText {
  readonly pages: TextPage[];
  readonly textLayer: boolean;
  readonly ocr: 'used' | 'unavailable' | 'not_needed';
  /** Pages read by OCR, when fewer than the document has (OCR_MAX_PAGES). */
  readonly ocrPagesRead?: number;
  /** JavaScript and embedded files as the parser sees them (compressed object streams included). */
  readonly active: ActiveContent;
  /** The Info dictionary's CreationDate, else its ModDate, as written ("D:20230509101500+02'00'"); ADR 0055. */
  readonly metadataDate?: string;
}

/** The date the PDF says it was made (CreationDate, else ModDate), when its Info dictionary has one. */
async function infoDate(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<string | undefined> {
  const meta = await pdf.getMetadata().catch(() => null);
  const info = (meta?.info ?? {}) as { CreationDate?: unknown; ModDate?: unknown };
  const pick = [info.CreationDate, info.ModDate].find((d): d is string => typeof d === 'string' && d.trim() !== '');
  return pick;
}

/**
 * Text per page of a PDF (pdf.js through unpdf). Without a text layer, each page is rendered with
 * `pdftoppm` and read by `tesseract` (English + Italian) when both are installed.
 */
export async function extractPdf(path: string, bytes: Uint8Array, opts: { ocr?: boolean } = {}): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
  try {
    const pages: TextPage[] = [];
    let visible = 0;
    const onPages = { javascript: false, embeddedFiles: false };
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = pageLines(content.items.filter((i): i is Item & typeof i => 'str' in i) as unknown as Item[]);
      visible += text.replace(/\s/g, '').length;
      pages.push({ page: n, text });
      const own = await pageActiveContent(page);
      onPages.javascript ||= own.javascript;
      onPages.embeddedFiles ||= own.embeddedFiles;
      page.cleanup();
    }
    const active = await activeContent(pdf, bytes, onPages);
    const made = await infoDate(pdf);
    const dated = made ? { metadataDate: made } : {};
    if (pdf.numPages === 0 || visible >= TEXT_LAYER_MIN_CHARS_PER_PAGE * pdf.numPages)
      return { pages, textLayer: true, ocr: 'not_needed', active, ...dated };
    const tools = opts.ocr === false ? null : await ocrTools();
    if (!tools) return { pages, textLayer: false, ocr: 'unavailable', active, ...dated };
    const limit = Math.min(pdf.numPages, OCR_MAX_PAGES);
    const read = await ocrPdfPages(path, limit, tools);
    const all = pages.map((p, i) => ({ page: p.page, text: joinHyphenated(read[i] ?? '') }));
    return { pages: all, textLayer: false, ocr: 'used', active, ...dated, ...(limit < pdf.numPages ? { ocrPagesRead: limit } : {}) };
  } finally {
    await pdf.destroy();
  }
}
