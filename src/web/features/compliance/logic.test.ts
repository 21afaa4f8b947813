import { describe, expect, it } from 'vitest';
import type { FrameworkResult } from './api.ts';
import { frameworkOfItem } from './api.ts';
import { bodyOf, controlReach, draftProblems, emptyDraft, gapItems, nextGap } from './logic.ts';
import { item } from './logic-fixtures.ts';

/**
 * Oracles: the ordering and PNRR rules of shared/reference/compliance-frameworks.md (sections 1.2 and
 * 9.3, restated in issue 13), applied by hand to the small cases below.
 */

describe('gapItems (section 1.2: every applicable item with result < 1, by weight descending then id)', () => {
  it('keeps partial, not met and unanswered; drops met, not applicable and out-of-scope items; orders them', () => {
    const items = [
      item('GDPR-ART32', 4, 'partial', 0.5),
      item('GDPR-ART30', 5, null, null),
      item('GDPR-ART05', 5, 'not_met', 0),
      item('GDPR-ART33', 5, 'met', 1),
      item('GDPR-ART37', 3, 'not_applicable', null),
      item('GDPR-ART35', 4, null, null, { applicable: false, inapplicableReason: 'gdpr_role' }),
    ];
    // By hand: weight 5 → ART05, ART30 (id order); weight 4 → ART32.
    expect(gapItems(items).map((i) => i.id)).toEqual(['GDPR-ART05', 'GDPR-ART30', 'GDPR-ART32']);
  });
});

describe('nextGap (the hub\'s "what to do next": the heaviest open gap of the applicable frameworks)', () => {
  const fw = (id: FrameworkResult['id'], applicable: boolean, gaps: FrameworkResult['gaps']): FrameworkResult => ({
    id,
    applicable,
    score: 50,
    status: 'partial',
    answered: 1,
    total: 2,
    gaps,
  });
  it('picks the highest weight, then the lower result, then the id, ignoring frameworks that do not apply', () => {
    const frameworks = [
      fw('pnrr', false, [{ itemId: 'PNRR-CUP-01', weight: 5, result: 0 }]),
      fw('gdpr', true, [
        { itemId: 'GDPR-ART32', weight: 4, result: 0 },
        { itemId: 'GDPR-ART30', weight: 5, result: 0.5 },
      ]),
      fw('tcfd', true, [{ itemId: 'TCFD-GOV-a', weight: 5, result: 0 }]),
    ];
    expect(nextGap(frameworks)).toEqual({ framework: 'tcfd', itemId: 'TCFD-GOV-a', weight: 5 });
  });
  it('is null when nothing is open', () => {
    expect(nextGap([fw('gdpr', true, [])])).toBeNull();
  });
});

describe('controlReach ("answers N items in K frameworks")', () => {
  it('counts items and distinct frameworks by the reference id convention', () => {
    // EUT-MS-CORR (EU Taxonomy), GRI-205 (GRI), ESRS-E1-1 and ESRS2-GOV-1 (both CSRD/ESRS), D231-SP-PA (231): 5 items, 4 frameworks.
    expect(controlReach(['EUT-MS-CORR', 'GRI-205', 'ESRS-E1-1', 'ESRS2-GOV-1', 'D231-SP-PA'])).toEqual({ items: 5, frameworks: 4 });
  });
  it('maps every prefix of the reference to its framework', () => {
    expect(
      [
        'EUT-MS-HR',
        'GRI-205',
        'SASB-GEN-01',
        'TCFD-GOV-a',
        'GDPR-ART30',
        'CSRD-SCOPE-01',
        'ESRS1-DMA-01',
        'ESRS-E1-6',
        'D231-SP-PA',
        'PNRR-DNSH-01',
      ].map(frameworkOfItem),
    ).toEqual(['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'csrd-esrs', 'csrd-esrs', 'dlgs-231', 'pnrr']);
  });
});

describe('draftProblems (the form says early what the server refuses with VALIDATION_FAILED)', () => {
  it('needs an answer, and a reason for not applicable', () => {
    expect(draftProblems(emptyDraft())).toEqual(['answer']);
    expect(draftProblems({ ...emptyDraft(), answer: 'not_applicable', reason: '  ' })).toEqual(['reason']);
    expect(draftProblems({ ...emptyDraft(), answer: 'not_applicable', reason: 'No processing of personal data' })).toEqual([]);
  });
  it('accepts an ex-ante PNRR "no" only with a remedy and a deadline; an ex-post "no" needs neither (it is non-compliance)', () => {
    expect(draftProblems({ ...emptyDraft(), answer: 'not_met' }, 'PNRR-DNSH-01')).toEqual(['remedy', 'deadline']);
    expect(
      draftProblems({ ...emptyDraft(), answer: 'not_met', remedy: 'Redo the checklist', deadline: '2026-12-31' }, 'PNRR-DNSH-01'),
    ).toEqual([]);
    expect(draftProblems({ ...emptyDraft(), answer: 'not_met' }, 'PNRR-DNSH-03')).toEqual([]);
  });
});

describe('bodyOf', () => {
  it('trims, leaves empty fields out and passes evidence through', () => {
    const body = bodyOf({ ...emptyDraft(), answer: 'met', owner: ' Ada ', notes: '', dueDate: '2026-12-01' }, [
      { documentId: '11111111-1111-4111-8111-111111111111', page: 3 },
    ]);
    expect(body).toEqual({
      answer: 'met',
      owner: 'Ada',
      dueDate: '2026-12-01',
      evidence: [{ documentId: '11111111-1111-4111-8111-111111111111', page: 3 }],
    });
  });
});
