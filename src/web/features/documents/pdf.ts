import { getDocument, GlobalWorkerOptions, Util, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// This module is its own chunk (imported dynamically by PdfPage): pdf.js loads only for a review.
GlobalWorkerOptions.workerSrc = workerUrl;

const open = new Map<string, Promise<PDFDocumentProxy>>();

/** The PDF at `url` (same-origin, with the session cookie), opened once per page view. No eval and no WebAssembly (the CSP allows neither); fonts load from bytes through the FontFace API. */
export function loadPdf(url: string): Promise<PDFDocumentProxy> {
  let doc = open.get(url);
  if (!doc) {
    doc = getDocument({ url, withCredentials: true, isEvalSupported: false, useWasm: false }).promise;
    doc.catch(() => open.delete(url));
    open.set(url, doc);
  }
  return doc;
}

export { Util };
