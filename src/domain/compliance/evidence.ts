import type { Bilingual } from './data/types.ts';
import { EVIDENCE_IT_2026_1 } from './data/evidence-it-2026-1.ts';

/**
 * An item's evidence text (what demonstrates it) in the product's languages. The catalogue states it
 * in English (`ItemData.evidence`, the loaded rows); the Italian lives in a table per catalogue
 * version beside the items, since a release is never edited (ADR 0022). A version or an id without
 * an Italian entry reads the English: a future release may come without translations.
 */

/** Italian evidence texts by catalogue version, then by item id. A new release may add its own table. */
const EVIDENCE_IT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '2026.1': EVIDENCE_IT_2026_1,
};

export type EvidenceLanguage = keyof Bilingual;

/**
 * The evidence of `item` (its id and English text, as in the catalogue of `version`) in `lang`.
 * @example itemEvidence({ id: 'GDPR-ART30', evidence: 'Record of processing…' }, '2026.1', 'it') // 'Registro delle attività di trattamento…'
 * @example itemEvidence({ id: 'GDPR-ART30', evidence: 'Record…' }, '2099.1', 'it') // 'Record…' (no Italian for that version)
 */
export function itemEvidence(item: { readonly id: string; readonly evidence: string }, version: string, lang: EvidenceLanguage): string {
  if (lang === 'en') return item.evidence;
  const it = EVIDENCE_IT[version]?.[item.id];
  return it === undefined || it === '' ? item.evidence : it;
}

/** Both languages of an item's evidence (the Italian falls back to the English as above). */
export const itemEvidenceTexts = (item: { readonly id: string; readonly evidence: string }, version: string): Bilingual => ({
  en: item.evidence,
  it: itemEvidence(item, version, 'it'),
});
