import { describe, expect, it } from 'vitest';
import { EVIDENCE_IT_2026_1 } from './data/evidence-it-2026-1.ts';
import { ITEMS_2026_1 } from './data/items-2026-1.ts';
import { itemEvidence, itemEvidenceTexts } from './evidence.ts';

// Oracles: the catalogue itself (items-2026-1.ts: its 380 ids and their English evidence) for the
// Italian table's coverage and for the facts every translation must keep; the rule of ADR 0022
// (a version without translations reads the English) for the fallback.

/**
 * The number and code tokens of a text: a run of digits with the separators codes use inside them
 * (". , / -"), with the letters glued before it and a trailing %: "30", "2020/852", "305-1", "E1-6",
 * "37%", "tCO2", "0.722". Words, spaces and brackets end a token, so "Art. 10(2)" gives "10" and "2".
 */
const tokens = (text: string): string[] => text.match(/[A-Za-z]*\d(?:[\d.,/-]*\d)?%?/g) ?? [];

/** A token as Italian writes it too: decimal comma and thousands point ("0.722" → "0,722", "5,000" → "5.000"). */
const italianForms = (token: string): string[] => [token, token.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))];

/** Items whose evidence is nothing but a code, the same in both languages. None in 2026.1. */
const SAME_IN_BOTH: readonly string[] = [];

describe('Italian evidence of the 2026.1 catalogue', () => {
  it('covers every item id of items-2026-1.ts, with a non-empty text, and no other id', () => {
    const ids = ITEMS_2026_1.map((i) => i.id);
    expect(ids).toHaveLength(380);
    const missing = ids.filter((id) => !(EVIDENCE_IT_2026_1[id] ?? '').trim());
    const extra = Object.keys(EVIDENCE_IT_2026_1).filter((id) => !ids.includes(id));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps every number and code of the English (articles, acts, standard codes, figures, percentages, dates)', () => {
    const lost = ITEMS_2026_1.flatMap((i) => {
      const it = EVIDENCE_IT_2026_1[i.id];
      if (it === undefined) return [];
      const italian = new Set(tokens(it));
      return tokens(i.evidence)
        .filter((t) => !italianForms(t).some((f) => italian.has(f)))
        .map((t) => `${i.id}: ${t}`);
    });
    expect(lost).toEqual([]);
  });

  it('the token rule reads the codes the catalogue cites', () => {
    expect(tokens('GRI 305-1, ESRS E1-6, Reg. (EU) 2020/852 Art. 10(2), 37% of 5,000 m2, 0.722 tCO2e')).toEqual([
      '305-1',
      'E1-6',
      '2020/852',
      '10',
      '2',
      '37%',
      '5,000',
      'm2',
      '0.722',
      'tCO2',
    ]);
    expect(italianForms('0.722')).toContain('0,722');
  });

  it('is a translation: each Italian text differs from its English', () => {
    const same = ITEMS_2026_1.filter((i) => EVIDENCE_IT_2026_1[i.id] === i.evidence && !SAME_IN_BOTH.includes(i.id)).map((i) => i.id);
    expect(same).toEqual([]);
  });
});

describe('itemEvidence', () => {
  const art30 = ITEMS_2026_1.find((i) => i.id === 'GDPR-ART30')!;

  it('English reads the catalogue text; Italian reads the table of the same version', () => {
    expect(itemEvidence(art30, '2026.1', 'en')).toBe(art30.evidence);
    expect(itemEvidence(art30, '2026.1', 'it')).toBe(EVIDENCE_IT_2026_1['GDPR-ART30']);
    expect(itemEvidenceTexts(art30, '2026.1')).toEqual({ en: art30.evidence, it: EVIDENCE_IT_2026_1['GDPR-ART30'] });
  });

  it('falls back to the English for a version without translations or an id the table lacks (ADR 0022)', () => {
    expect(itemEvidence(art30, '2099.1', 'it')).toBe(art30.evidence);
    expect(itemEvidence({ id: 'NEW-ITEM-01', evidence: 'A new text' }, '2026.1', 'it')).toBe('A new text');
  });
});
