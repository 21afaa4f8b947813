import { describe, expect, it } from 'vitest';
import { complianceReportModel } from './compliance-report.ts';

// Oracle: issue 27 — a framework with no answer reads "Not assessed, 0 of N", never a verdict.
describe('compliance report: not assessed', () => {
  const model = (language: 'en' | 'it') =>
    complianceReportModel({
      language,
      issuer: 'x',
      project: { title: 'P' },
      data: {
        compliance: {
          frameworks: [
            { id: 'GRI', applicable: true, score: null, status: null, answered: 0, total: 26, gaps: [] },
            { id: 'TCFD', applicable: true, score: 40, status: 'non-compliant', answered: 3, total: 11, gaps: [] },
          ],
        },
        frameworkNames: {},
        itemTitles: {},
      },
    });

  it('says Not assessed with 0/26 for the framework without answers, the verdict for the answered one', () => {
    const table = model('en').sections[0] as { rows: string[][] };
    expect(table.rows[0]).toEqual(['GRI', 'yes', '—', 'Not assessed', '0/26']);
    expect(table.rows[1]![3]).toBe('Non-compliant');
    const it_ = model('it').sections[0] as { rows: string[][] };
    expect(it_.rows[0]![3]).toBe('Non valutato');
  });
});
