import { z } from 'zod';
import { text } from './safe-text.ts';
import { DOCUMENT_KINDS, FIGURE_KEYS, PLAN_SECTIONS } from '../domain/documents/types.ts';

/** The lists live in the domain (its rules use them); the contract speaks them (src/domain/documents/types.ts). */
export { DOCUMENT_KINDS, FIGURE_KEYS, PLAN_SECTIONS };
export type { DocumentKind, FigureKey, PlanSection } from '../domain/documents/types.ts';

/**
 * Documents of a project and the figures read from them (issue 12). Access follows the project:
 * whoever may view the project reads its documents; whoever may edit its inputs uploads, reviews and
 * deletes (src/domain/access). Someone else's document is 404 on every route, as projects are.
 */

export const DOCUMENT_STATUSES = ['queued', 'processing', 'analysed', 'failed', 'quarantined'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const FIGURE_STATUSES = ['proposed', 'accepted', 'rejected'] as const;
export type FigureStatus = (typeof FIGURE_STATUSES)[number];

/** POST /api/projects/:id/documents (multipart, field `file`) → 201; GET /api/projects/:id/documents → DocumentSummary[]. */
export const documentSummary = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  filename: text(),
  mediaType: text(),
  size: z.number().int().nonnegative(),
  sha256: text().regex(/^[0-9a-f]{64}$/),
  status: z.enum(DOCUMENT_STATUSES),
  /** 1 for the first upload of a name; re-uploading the same name makes the next version. */
  version: z.number().int().positive(),
  uploadedAt: z.iso.datetime(),
  uploadedBy: z.object({ id: text(), name: text() }).nullable(),
  /** Figures still awaiting review. */
  proposedFigures: z.number().int().nonnegative(),
  /**
   * Reads by people outside the workspace (ADR 0030): on the project's list, for those who may see
   * them (editDetails: the owner and editors); absent elsewhere.
   */
  views: z
    .object({ viewers: z.number().int().nonnegative(), views: z.number().int().nonnegative(), lastAt: z.iso.datetime().nullable() })
    .optional(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;
export type DocumentViewCount = NonNullable<DocumentSummary['views']>;

/** One read of a document by someone outside the workspace (GET /api/documents/:id/views). */
export const documentView = z.object({
  viewer: z.object({ id: text(), name: text(), role: z.enum(['proponent', 'investor', 'consultant', 'admin']) }),
  action: z.enum(['open', 'download']),
  at: z.iso.datetime(),
});
export type DocumentView = z.infer<typeof documentView>;
export const documentViewList = z.array(documentView);
export const documentContentQuery = z.object({ download: z.enum(['1']).optional() });

export const checklistEntry = z.object({
  section: z.enum(PLAN_SECTIONS),
  found: z.boolean(),
  /** Where it was found: page (PDF/DOCX) or sheet. */
  page: z.number().int().positive().optional(),
  sheet: text().optional(),
});
export type ChecklistEntry = z.infer<typeof checklistEntry>;

export const riskFlag = z.object({
  /** `figures_disagree` (between documents), `implausible_growth`, `plan_disagrees_with_inputs`, `pdf_javascript`, `pdf_embedded_files`, `no_text_layer`, `sentences_unread` (pages whose sentences could not be read: their tables were). */
  code: text(),
  severity: z.enum(['info', 'warning', 'high']),
  /** Language-neutral facts the screen words in the reader's language (figure key, values, other document…). */
  detail: z.record(text(), z.union([text(), z.number(), z.null()])),
});
export type RiskFlag = z.infer<typeof riskFlag>;

/** The media types whose text the sentence reader reads: only their periods rest on a document's date (a sheet's columns name their own years). */
export const PROSE_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
export const DATING_SOURCES = ['stated', 'dateline', 'published', 'period', 'metadata', 'upload'] as const;
export type DatingSource = (typeof DATING_SOURCES)[number];
/** The date a document's periods were read against, and where it came from (ADR 0107). */
export const documentDating = z.object({ date: z.iso.date(), source: z.enum(DATING_SOURCES) });

/** GET /api/documents/:id → the summary plus what the analysis found. */
export const documentDetail = documentSummary.extend({
  kind: z.enum(DOCUMENT_KINDS).nullable(),
  kindConfidence: z.number().min(0).max(1).nullable(),
  pages: z.number().int().nonnegative().nullable(),
  /** Whether the PDF had a text layer; false → scanned (OCR used when installed: `ocr`). */
  textLayer: z.boolean().nullable(),
  ocr: z.enum(['used', 'unavailable', 'not_needed']).nullable(),
  language: z.enum(['en', 'it']).nullable(),
  checklist: z.array(checklistEntry),
  risks: z.array(riskFlag),
  /** Why the analysis failed or the file was quarantined (a code the screen translates). */
  failure: z.object({ code: text(), message: text() }).nullable(),
  /** Earlier versions of the same file name, newest first. */
  versions: z.array(z.object({ id: z.uuid(), version: z.number().int(), uploadedAt: z.iso.datetime(), sha256: text() })),
  /** The document's date as its uploader stated it (ADR 0107), or null. */
  statedDate: z.iso.date().nullable(),
  /**
   * The date the last analysis read the text's periods against ("last year", a quarter with no year) and
   * whence; null when neither the text, the file nor the uploader gave one; "not_recorded" for an analysis made before the date was
   * recorded (ADR 0107); absent for sheets and before analysis.
   */
  dated: z
    .union([documentDating, z.literal('not_recorded')])
    .nullable()
    .optional(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** PUT /api/documents/:id/date: the document's date as its uploader states it (null withdraws it); the document is read again. */
export const documentDateBody = z
  .object({
    date: z.iso
      .date()
      .nullable()
      .describe('ISO day, "2024-03-14", no later than today; null to read the date from the text and the file again'),
  })
  .strict();
export type DocumentDateBody = z.infer<typeof documentDateBody>;

export const citation = z.object({
  page: z.number().int().positive().optional(),
  sheet: text().optional(),
  cell: text().optional(),
  quote: text(),
});
export type Citation = z.infer<typeof citation>;

/** A period beyond a plain year (issue 28): a quarter, a half, nine months, a span of years, a balance at a date. */
export const figurePeriod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('year'), year: z.number().int() }),
  z.object({
    kind: z.literal('quarter'),
    year: z.number().int(),
    quarter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  }),
  z.object({ kind: z.literal('half'), year: z.number().int(), half: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ kind: z.literal('nine_months'), year: z.number().int() }),
  z.object({ kind: z.literal('span'), from: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('date'), year: z.number().int(), month: z.number().int(), day: z.number().int() }),
]);
export type FigurePeriodDetail = z.infer<typeof figurePeriod>;

/** How a figure was written (issue 28): "about" (approximate), adjusted, net (net debt), the upper end of a range. */
export const figureMarks = z.object({
  approximate: z.boolean().optional(),
  adjusted: z.boolean().optional(),
  net: z.boolean().optional(),
  high: z.number().optional(),
});

/** GET /api/documents/:id/figures → Figure[]. */
export const figure = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable().describe('null once the source document was deleted; the citation text stays'),
  key: z.enum(FIGURE_KEYS),
  period: z.number().int().nullable(),
  value: z.number(),
  currency: text().nullable(),
  source: z.enum(['rules', 'ai']),
  status: z.enum(FIGURE_STATUSES),
  citation,
  /** Set when a reviewer edited the value before accepting: the value read from the document. */
  originalValue: z.number().nullable(),
  decidedBy: z.object({ id: text(), name: text() }).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  sourceDeleted: z.boolean(),
  /** Sentence reader (issue 28): the period when it is more than a year (then `period` is null, or the year of a year-end balance). */
  periodDetail: figurePeriod.optional(),
  marks: figureMarks.optional(),
  /** 0–1; below 1 with `reason` (e.g. `period_from_document`, `same_period_twice`) when the reading is not certain. */
  confidence: z.number().min(0).max(1).optional(),
  reason: text().optional(),
});
export type Figure = z.infer<typeof figure>;

/** POST /api/documents/:id/figures/:figureId/accept { value? } (an edited value) → 200 Figure; /reject → 200 Figure. */
export const acceptFigureBody = z.object({ value: z.number().finite().optional() }).strict();
export type AcceptFigureBody = z.infer<typeof acceptFigureBody>;

/** GET /api/documents → every document of every project the caller may view (newest first), for /documents. */
export const documentListItem = documentSummary.extend({ projectTitle: text() });
export type DocumentListItem = z.infer<typeof documentListItem>;

/**
 * GET /api/documents/:id/text → what the analysis read, for the reviewer's source view: text per page
 * (PDF/DOCX) or per sheet (XLSX/CSV, with `cells`: address → shown value, e.g. { C7: "1.200.000" }).
 */
export const documentText = z.object({
  parts: z.array(
    z.object({
      page: z.number().int().positive().optional(),
      sheet: text().optional(),
      text: text(),
      cells: z.record(text(), text()).optional(),
    }),
  ),
});
export type DocumentText = z.infer<typeof documentText>;
