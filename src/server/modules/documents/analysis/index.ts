// TEMPORARY: replaced by the docs-analysis branch at merge
import type { AnalyseDocument, CrossDocumentRisks } from './types.ts';

/** A real but trivial analyser: reads nothing, finds nothing (kind 'other', confidence 0). */
export const analyseDocument: AnalyseDocument = async () => ({
  pages: 0,
  textLayer: null,
  ocr: null,
  language: null,
  kind: 'other',
  kindConfidence: 0,
  figures: [],
  checklist: [],
  risks: [],
  text: [],
});

/** No cross-document risks. */
export const crossDocumentRisks: CrossDocumentRisks = () => new Map();
