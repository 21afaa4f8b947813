import type { DocumentDetail } from '../../../contract/documents.ts';

/** An analysed document as GET /api/documents/:id returns it, for the documents screens' component tests; `over` sets what a test is about. */
export function analysedDocument(over: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    projectId: '11111111-1111-4111-8111-111111111111',
    filename: 'plan.pdf',
    mediaType: 'application/pdf',
    size: 1,
    sha256: 'a'.repeat(64),
    status: 'analysed',
    version: 1,
    uploadedAt: '2026-11-25T10:00:00.000Z',
    uploadedBy: null,
    proposedFigures: 1,
    kind: 'other',
    kindConfidence: 0.9,
    pages: 1,
    textLayer: null,
    ocr: null,
    language: 'en',
    checklist: [],
    risks: [],
    failure: null,
    versions: [],
    statedDate: null,
    ...over,
  };
}
