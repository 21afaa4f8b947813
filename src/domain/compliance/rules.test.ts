import { describe, expect, it } from 'vitest';
import { answerProblems, dnshStatus, taggingShare } from './rules.ts';

// Oracle: the PNRR rules (Circolare MEF-RGS 32/2021): "not applicable" needs a reason; an
// ex-ante "no" only with a remedy and a deadline; an ex-post "no" is non-compliance.

describe('answer rules', () => {
  it('not applicable needs a reason, on any item', () => {
    expect(answerProblems('GDPR-ART30', { answer: 'not_applicable' }).map((p) => p.code)).toEqual(['reason_required']);
    expect(answerProblems('GDPR-ART30', { answer: 'not_applicable', reason: '  ' }).map((p) => p.code)).toEqual(['reason_required']);
    expect(answerProblems('GDPR-ART30', { answer: 'not_applicable', reason: 'No staff' })).toEqual([]);
  });
  it('ex-ante DNSH "no" needs remedy and deadline', () => {
    expect(answerProblems('PNRR-DNSH-01', { answer: 'not_met' }).map((p) => p.code)).toEqual(['remedy_required', 'deadline_required']);
    expect(answerProblems('PNRR-DNSH-02', { answer: 'not_met', remedy: 'Add CAM clauses' }).map((p) => p.code)).toEqual([
      'deadline_required',
    ]);
    expect(answerProblems('PNRR-DNSH-01', { answer: 'not_met', remedy: 'Redo checklist', deadline: '2027-01-31' })).toEqual([]);
  });
  it('ex-post DNSH "no" is accepted and makes the DNSH status non-compliant', () => {
    expect(answerProblems('PNRR-DNSH-03', { answer: 'not_met' })).toEqual([]);
    expect(dnshStatus(true, { 'PNRR-DNSH-01': 'met', 'PNRR-DNSH-02': 'met', 'PNRR-DNSH-03': 'not_met' })).toBe('non-compliant');
    expect(dnshStatus(true, { 'PNRR-DNSH-01': 'not_met', 'PNRR-DNSH-02': 'met', 'PNRR-DNSH-03': null })).toBe('remediation');
    expect(dnshStatus(true, { 'PNRR-DNSH-01': 'met', 'PNRR-DNSH-02': 'met' })).toBe('incomplete');
    expect(dnshStatus(true, { 'PNRR-DNSH-01': 'met', 'PNRR-DNSH-02': 'not_applicable', 'PNRR-DNSH-03': 'met' })).toBe('compliant');
    expect(dnshStatus(false, {})).toBe('not-applicable');
  });
  it('tagging share: Σ amount·coefficient / Σ amount against the target', () => {
    // 100·100 % + 300·40 % = 220 of 400 = 55 % ≥ 37 %
    expect(
      taggingShare(
        [
          { amount: 100, coefficient: 100 },
          { amount: 300, coefficient: 40 },
          { amount: null, coefficient: 0 },
        ],
        37,
      ),
    ).toEqual({ share: 55, target: 37, meetsTarget: true, taggedAmount: 400, untagged: 1 });
    expect(taggingShare([{ amount: 500, coefficient: 0 }], 20).meetsTarget).toBe(false);
  });
});
