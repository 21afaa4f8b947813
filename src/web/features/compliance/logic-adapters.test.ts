import { describe, expect, it } from 'vitest';
import { scopeBody, toEvidenceRef, toItem, toOverview, toPnrr, toTaxonomy } from './api.ts';
import { activityOfItem, inapplicableByReason, isCup } from './logic.ts';
import { activityOfItem as domainActivityOfItem, currentItems } from '../../../domain/compliance/index.ts';
import { item } from './logic-fixtures.ts';

/**
 * Oracles: the ordering and PNRR rules of shared/reference/compliance-frameworks.md (sections 1.2 and
 * 9.3, restated in issue 13), applied by hand to the small cases below.
 */

describe('adapters and small rules', () => {
  it('reads an item as the server sends it: the applicability code in `reason`, the typed reason in `answerReason`, evidence rows as references', () => {
    const it1 = toItem(
      {
        id: 'GDPR-ART37',
        framework: 'gdpr',
        title: 'DPO designated',
        titles: { en: 'DPO designated', it: 'RPD designato' },
        weight: 4,
        applicable: false,
        reason: 'dpo-not-required',
        answerReason: null,
        evidence: [],
      },
      'it',
    );
    expect(it1).toMatchObject({
      framework: 'gdpr',
      title: 'RPD designato',
      applicable: false,
      inapplicableReason: 'dpo-not-required',
      reason: null,
      answer: null,
      evidence: [],
    });
    expect(inapplicableByReason([it1, item('GDPR-ART30', 5, null, null)]).map(([r, l]) => [r, l.length])).toEqual([
      ['dpo-not-required', 1],
    ]);
    const it2 = toItem(
      {
        id: 'GDPR-ART30',
        framework: 'gdpr',
        applicable: true,
        reason: null,
        answer: 'not_applicable',
        answerReason: 'No processing',
        answeredViaControl: 'CTL-ROPA',
        answeredBy: { id: 'u', name: 'Ada' },
        evidence: [
          { id: 'e1', kind: 'document', documentId: 'd1', filename: 'ropa.pdf', page: 2, url: null, description: null },
          { id: 'e2', kind: 'link', documentId: null, filename: null, page: null, url: 'https://x.example/p', description: 'Policy' },
        ],
      },
      'en',
    );
    expect(it2).toMatchObject({ inapplicableReason: null, reason: 'No processing', answeredViaControl: 'CTL-ROPA', answeredBy: 'Ada' });
    expect(it2.evidence).toEqual([
      { documentId: 'd1', page: 2, filename: 'ropa.pdf' },
      { url: 'https://x.example/p', description: 'Policy' },
    ]);
    // What goes back in an answer body: only the contract's strict reference.
    expect(it2.evidence.map(toEvidenceRef)).toEqual([
      { documentId: 'd1', page: 2 },
      { url: 'https://x.example/p', description: 'Policy' },
    ]);
  });
  it("reads the expected evidence in the screen's language from both languages the server sends, whatever language the request asked", () => {
    // The server answered in English (the browser's Accept-Language) with both texts beside, as for the title.
    const raw = {
      id: 'GDPR-ART30',
      framework: 'gdpr',
      evidenceExpected: 'Controller records',
      evidenceExpectedTexts: { en: 'Controller records', it: 'Registro del titolare' },
    };
    expect(toItem(raw, 'it').evidenceExpected).toBe('Registro del titolare');
    expect(toItem(raw, 'en').evidenceExpected).toBe('Controller records');
    // An older server without the pair: the single text as sent.
    expect(toItem({ id: 'GDPR-ART30', framework: 'gdpr', evidenceExpected: 'Controller records' }, 'it').evidenceExpected).toBe(
      'Controller records',
    );
  });
  it('reads the overview: cells with a gap count, the next step', () => {
    const cell = { id: 'gdpr', applicable: true, score: 50, status: 'partial', answered: 2, total: 4, gapCount: 2 };
    expect(
      toOverview({ projects: [{ projectId: 'p', title: 'T', scoped: true, frameworks: [cell], nextStep: 'close-gaps' }], frameworks: [] }),
    ).toEqual([
      {
        projectId: 'p',
        title: 'T',
        scoped: true,
        nextStep: 'close-gaps',
        frameworks: [{ id: 'gdpr', applicable: true, score: 50, status: 'partial', answered: 2, total: 4, gaps: [] }],
      },
    ]);
  });
  it('sends the scope without its view-only fields', () => {
    const view = { csrdScope: 'in-scope', scoped: true, updatedAt: '2026-01-01T00:00:00Z', applicability: [] } as unknown as Parameters<
      typeof scopeBody
    >[0];
    expect(scopeBody(view)).toEqual({ csrdScope: 'in-scope' });
  });
  it('reads percentages (0..100) from the server as shares for the formatters', () => {
    const tx = toTaxonomy({
      applicable: true,
      activities: [
        {
          activityId: '4.1',
          nace: 'D35.11',
          objective: 'CCM',
          eligible: 'met',
          substantialContribution: 'unknown',
          dnsh: { CCA: 'not_met' },
          minimumSafeguards: 'met',
          turnover: 300,
          capex: 0,
          opex: 0,
          aligned: false,
          gaps: ['dnsh.CCA'],
        },
      ],
      kpis: { turnover: { total: 1000, eligible: 300, aligned: 0, alignedShare: 0, eligibleShare: 30 } },
      readiness: { score: 42, status: 'non-compliant' },
    });
    expect(tx.kpis.turnover).toEqual({ aligned: 0, eligible: 0.3 });
    expect(tx.readiness).toBe(42);
    expect(tx.activities[0]).toMatchObject({
      id: '4.1',
      eligible: true,
      substantialContribution: null,
      dnsh: { CCA: 'not_met' },
      minimumSafeguards: 'met',
    });
    const pn = toPnrr({
      applicable: true,
      role: 'beneficiary',
      dnsh: {
        status: 'remediation',
        exAnte: [{ itemId: 'PNRR-DNSH-01', phase: 'ex-ante', title: 'x', answer: 'not_met' }],
        exPost: [{ itemId: 'PNRR-DNSH-03', phase: 'ex-post', title: 'y', answer: null }],
      },
      tagging: { climate: { field: '027', coefficient: 40, target: 37 }, digital: { field: null, coefficient: null, target: 20 } },
    });
    expect(pn).toMatchObject({
      involved: true,
      dnshStatus: 'remediation',
      climate: { field: '027', coefficient: 0.4 },
      digital: { coefficient: null },
      targets: { climate: 0.37, digital: 0.2 },
    });
    expect(pn.checks.map((c) => [c.itemId, c.phase])).toEqual([
      ['PNRR-DNSH-01', 'ex_ante'],
      ['PNRR-DNSH-03', 'ex_post'],
    ]);
  });
  it('checks a CUP: 15 letters and digits', () => {
    expect(isCup('J11B21000450006')).toBe(true);
    expect(isCup('J11B2100045000')).toBe(false);
    expect(isCup('J11B21000450006X')).toBe(false);
  });
});

describe('Taxonomy activities', () => {
  it("names an activity by its item as the domain does (oracle: the domain's activityOfItem on every current Taxonomy item)", () => {
    for (const i of currentItems().filter((x) => x.framework === 'eu-taxonomy'))
      expect(activityOfItem(i.id)).toBe(domainActivityOfItem(i.id));
    expect(activityOfItem('EUT-ACT-CE-5.4')).toBe('CE 5.4');
  });
  it('keeps each stored condition, unknown included, for the editing form', () => {
    const v = toTaxonomy({
      activities: [
        {
          activityId: '4.1',
          nace: 'D35.11',
          objective: 'CCM',
          eligible: 'unknown',
          substantialContribution: 'met',
          dnsh: { CCA: 'not_met' },
          minimumSafeguards: 'unknown',
          turnover: 1,
          capex: 0,
          opex: 0,
          aligned: false,
          gaps: [],
        },
      ],
    });
    expect(v.activities[0]!.conditions).toEqual({
      eligible: 'unknown',
      substantialContribution: 'met',
      dnsh: { CCA: 'not_met' },
      minimumSafeguards: 'unknown',
    });
  });
});
