import { describe, expect, it } from 'vitest';
import { projectProgress, type ProgressFacts } from './index.ts';

// Oracle: a founder's project walked by hand through the seed's seven steps, one fact changing at a time;
// the expected step and action are read off the rule ("the next step names the exact action").
const fresh: ProgressFacts = {
  documents: 0,
  documentsPending: 0,
  figuresProposed: 0,
  figuresUnapplied: 0,
  evaluations: 0,
  evaluationStale: false,
  complianceScoped: false,
  complianceAnswered: 0,
  complianceTotal: 0,
  reportsSealed: 0,
  requestsSent: 0,
};

describe('where a project stands on the cycle', () => {
  it('walks the seven steps, the marker moving at each', () => {
    const walk: Array<[Partial<ProgressFacts>, string, string, number | null]> = [
      [{}, 'upload', 'upload_documents', null],
      [{ documents: 2, documentsPending: 2 }, 'analysis', 'wait_analysis', 2],
      [{ documents: 2, figuresProposed: 5 }, 'analysis', 'review_figures', 5],
      [{ documents: 2, figuresUnapplied: 2 }, 'analysis', 'apply_figures', 2],
      [{ documents: 2 }, 'score', 'run_evaluation', null],
      [{ documents: 2, evaluations: 1, evaluationStale: true }, 'score', 'rerun_evaluation', null],
      [{ documents: 2, evaluations: 1 }, 'compliance', 'scope_compliance', null],
      [
        { documents: 2, evaluations: 1, complianceScoped: true, complianceTotal: 26, complianceAnswered: 14 },
        'compliance',
        'answer_compliance',
        12,
      ],
      [
        { documents: 2, evaluations: 1, complianceScoped: true, complianceTotal: 26, complianceAnswered: 26 },
        'report',
        'seal_report',
        null,
      ],
      [
        { documents: 2, evaluations: 1, complianceScoped: true, complianceTotal: 26, complianceAnswered: 26, reportsSealed: 1 },
        'funding',
        'send_request',
        null,
      ],
    ];
    for (const [facts, current, action, count] of walk) {
      const p = projectProgress({ ...fresh, ...facts });
      expect([p.current, p.next.action, p.next.count], JSON.stringify(facts)).toEqual([current, action, count]);
    }
    const all = projectProgress({
      ...fresh,
      documents: 1,
      evaluations: 3,
      complianceScoped: true,
      complianceTotal: 8,
      complianceAnswered: 8,
      reportsSealed: 2,
      requestsSent: 1,
    });
    expect(all.current).toBeNull();
    expect(all.next.action).toBe('complete');
    expect(Object.values(all.steps).every((s) => s === 'done')).toBe(true);
  });

  it('claims no step the records do not show: an evaluation without documents leaves upload to do, score done', () => {
    const p = projectProgress({ ...fresh, evaluations: 1 });
    expect(p.steps).toMatchObject({ define: 'done', upload: 'todo', analysis: 'todo', score: 'done', compliance: 'todo' });
    expect(p.current).toBe('upload');
  });

  it('a scoped project with nothing to answer is not "compliance done" (0 of 0 proves nothing)', () => {
    expect(projectProgress({ ...fresh, complianceScoped: true }).steps.compliance).toBe('todo');
  });
});
