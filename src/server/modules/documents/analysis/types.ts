import type { ChecklistEntry, DocumentKind, FigureKey, RiskFlag } from '../../../../contract/documents.ts';
import type { FigureMarks, FigurePeriod } from '../../../../domain/documents/types.ts';
import type { DocumentDating } from '../../../../domain/documents/index.ts';

/**
 * The seam between the documents module (upload, storage, jobs, routes) and the analyser (text,
 * classification, figures, checklist, risks). The job reads the stored bytes and calls
 * `analyseDocument`; it stores what comes back. Cross-document risks (figures that disagree between
 * documents, a plan that disagrees with the evaluation inputs) are computed by `crossDocumentRisks` from the
 * project's figures after each analysis.
 */
export interface AnalysisInput {
  /** Path of a local file holding the bytes (the job copies a blob to a temp file when needed). */
  readonly path: string;
  readonly filename: string;
  /** Decided from the content at upload: application/pdf, the DOCX/XLSX media types, text/csv. */
  readonly mediaType: string;
  /**
   * Optional: when the file was uploaded (ISO 8601). The sentence reader takes the file's metadata
   * date (PDF CreationDate/ModDate, DOCX core properties) as the document's date where the text gives
   * none, and this one when the file has none (ADR 0055).
   */
  readonly uploadedAt?: string;
  /** Optional: the document's date as its uploader states it (ISO day, ADR 0107); beats the text's and the file's. */
  readonly statedDate?: string | null;
}

export interface ExtractedFigure {
  readonly key: FigureKey;
  readonly period: number | null;
  /** Base units: 1200000 for "€ 1.2m", 4200000000 for "4,2 mld"; people for headcount. */
  readonly value: number;
  readonly currency: string | null;
  readonly source: 'rules' | 'ai';
  readonly citation: { readonly page?: number; readonly sheet?: string; readonly cell?: string; readonly quote: string };
  /** Sentence reader (issue 28): a period beyond a plain year (quarter, half, nine months, span, date). */
  readonly periodDetail?: FigurePeriod;
  /** Sentence reader: approximate ("about"), adjusted, net, the upper end of a range. */
  readonly marks?: FigureMarks;
  /** Sentence reader: 0–1, below 1 with `reason` when the reading is not certain. */
  readonly confidence?: number;
  readonly reason?: string;
  /**
   * Optional, for `crossDocumentRisks` only: the figure's review status in the project (rejected
   * figures are ignored; an accepted figure's `value` is the accepted one). Absent = proposed.
   */
  readonly status?: 'proposed' | 'accepted' | 'rejected';
}

export interface AnalysisResult {
  /** Pages (PDF), pages as rendered by the text flow (DOCX: page breaks, else 1), sheets count for XLSX/CSV. */
  readonly pages: number;
  readonly textLayer: boolean | null;
  readonly ocr: 'used' | 'unavailable' | 'not_needed' | null;
  readonly language: 'en' | 'it' | null;
  readonly kind: DocumentKind;
  readonly kindConfidence: number;
  readonly figures: readonly ExtractedFigure[];
  readonly checklist: readonly ChecklistEntry[];
  /** Risks found in this document alone (implausible growth, PDF JavaScript, no text layer, …). */
  readonly risks: readonly RiskFlag[];
  /** Text per page (1-based index = page number) or per sheet, for citation checks and the viewer. */
  readonly text: readonly {
    readonly page?: number;
    readonly sheet?: string;
    readonly text: string;
    readonly cells?: Readonly<Record<string, string>>;
  }[];
  /**
   * Optional: how `pages` was counted. 'pdf' (the file's pages), 'docx_breaks' (explicit or
   * last-rendered page breaks), 'docx_single' (a DOCX with no break: everything is page 1, which may
   * not be the page Word shows), 'sheets' (XLSX/CSV).
   */
  readonly pagination?: 'pdf' | 'docx_breaks' | 'docx_single' | 'sheets';
  /** Optional: what the AI step did, when options.ai was set (figures proposed, dropped unverified). */
  readonly ai?: { readonly status: 'used' | 'failed'; readonly proposed: number; readonly dropped: number; readonly kept: number };
  /** Optional: the date the text's periods were read against and whence (ADR 0107); null when there was none, absent for sheets. */
  readonly dated?: DocumentDating | null;
}

export interface AnalyseOptions {
  /** OpenAI-compatible endpoint; when absent the analysis is local and deterministic. */
  readonly ai?: { readonly baseUrl: string; readonly apiKey: string; readonly model: string } | null;
  /** The project's industry code, for the growth plausibility check. */
  readonly industry?: string | null;
  /** Optional: false turns OCR off (a scanned PDF then reads as `ocr: 'unavailable'`); default on when installed. */
  readonly ocr?: boolean;
}

/** `context.owner` (the uploader): whose turn it is when the server runs the analysis in its CPU worker pool (ADR 0033). */
export type AnalyseDocument = (input: AnalysisInput, options: AnalyseOptions, context?: { owner?: string }) => Promise<AnalysisResult>;

/** One analysed document of a project, for the checks that need several documents at once. */
export interface ProjectDocumentFigures {
  readonly documentId: string;
  readonly filename: string;
  readonly figures: readonly ExtractedFigure[];
}

/**
 * Risks that need the whole project: the same figure (key and period) read differently in two
 * documents (`figures_disagree`), or a plan whose figures disagree with the project's evaluation inputs
 * (`plan_disagrees_with_inputs`). Returns the risks per document id.
 */
export type CrossDocumentRisks = (
  documents: readonly ProjectDocumentFigures[],
  inputs: unknown,
) => ReadonlyMap<string, readonly RiskFlag[]>;
