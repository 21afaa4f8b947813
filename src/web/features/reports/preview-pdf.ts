import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Its own chunk (imported dynamically by PreviewPages): pdf.js loads only when a preview is opened.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The watermarked preview (same origin, session cookie), fetched whole here and handed to pdf.js as
 * bytes (no range or streaming requests of its own). No eval, no WebAssembly: the CSP allows neither.
 */
export async function openPreview(url: string): Promise<PDFDocumentProxy> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/pdf' } });
  if (!res.ok) throw new Error(`preview ${res.status}`);
  const data = new Uint8Array(await res.arrayBuffer());
  return getDocument({ data, isEvalSupported: false, useWasm: false }).promise;
}
