import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Its own chunk (imported dynamically by PreviewPages): pdf.js loads only when a preview is opened.
GlobalWorkerOptions.workerSrc = workerUrl;

/** The watermarked preview (same origin, session cookie). No eval, no WebAssembly: the CSP allows neither. */
export const openPreview = (url: string): Promise<PDFDocumentProxy> => getDocument({ url, withCredentials: true, isEvalSupported: false, useWasm: false }).promise;
