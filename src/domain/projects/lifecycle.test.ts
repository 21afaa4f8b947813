import { describe, expect, it } from 'vitest';
import { defaultPlanAssumptions } from '../industries/index.ts';
import { EVIDENCE_THRESHOLD, isStartingPlan, projectLifecycle, statusAfterEvaluation, type LatestEvaluationFacts } from './lifecycle.ts';

// Oracle: the rules as written in docs/methodology/lifecycle.md, one case on each side of each boundary.
const own: LatestEvaluationFacts = { ranOnStartingPlan: false, total: 85, tier: 'ready', confidence: 0.5, missing: [] };

describe('projectLifecycle', () => {
  it('draft: no evaluation yet → needs a run', () => {
    expect(projectLifecycle('draft', null)).toEqual({ stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } });
  });

  it("draft: the latest ran on the industry's untouched starting plan, whatever its score → needs own inputs", () => {
    expect(projectLifecycle('completed', { ...own, ranOnStartingPlan: true })).toEqual({
      stage: 'draft',
      next: { stage: 'evaluated', needs: ['own-inputs'] },
    });
  });

  it('evaluated: own inputs, confidence just below the threshold → needs evidence', () => {
    const below = projectLifecycle('draft', { ...own, confidence: EVIDENCE_THRESHOLD - 1e-9 });
    expect(below).toEqual({ stage: 'evaluated', next: { stage: 'evidenced', needs: ['evidence'] } });
    // Declared data alone reaches 0.255 (cr-score.md §5): evaluated, not evidenced.
    expect(projectLifecycle('draft', { ...own, confidence: 0.255 }).stage).toBe('evaluated');
  });

  it('evidenced: confidence exactly at the threshold, total below the ready tier → needs a ready score', () => {
    expect(projectLifecycle('draft', { ...own, confidence: EVIDENCE_THRESHOLD, total: 79.9, tier: 'developing' })).toEqual({
      stage: 'evidenced',
      next: { stage: 'ready', needs: ['score-ready'] },
    });
  });

  it('evidenced: ready tier but a sub-factor without input is a blocking gap', () => {
    expect(projectLifecycle('draft', { ...own, missing: ['MKT-01'] })).toEqual({
      stage: 'evidenced',
      next: { stage: 'ready', needs: ['complete-inputs'] },
    });
    expect(projectLifecycle('draft', { ...own, missing: ['MKT-01'], tier: 'developing' }).next?.needs).toEqual([
      'complete-inputs',
      'score-ready',
    ]);
  });

  it('ready: own inputs, confidence ≥ threshold, ready tier (total ≥ 80), no gap → next is funding', () => {
    expect(projectLifecycle('draft', { ...own, total: 80, tier: 'ready', confidence: EVIDENCE_THRESHOLD })).toEqual({
      stage: 'ready',
      next: { stage: 'funded', needs: ['funding'] },
    });
  });

  it('funded: the status decides, whatever the evaluation says', () => {
    expect(projectLifecycle('funded', null)).toEqual({ stage: 'funded', next: null });
    expect(projectLifecycle('funded', { ...own, ranOnStartingPlan: true })).toEqual({ stage: 'funded', next: null });
  });

  it('a run leaves the status completed only when the lifecycle is ready, else draft', () => {
    expect(statusAfterEvaluation(projectLifecycle('analyzing', own))).toBe('completed');
    expect(statusAfterEvaluation(projectLifecycle('analyzing', { ...own, ranOnStartingPlan: true }))).toBe('draft');
    expect(statusAfterEvaluation(projectLifecycle('analyzing', { ...own, confidence: 0.3 }))).toBe('draft');
    expect(statusAfterEvaluation(projectLifecycle('analyzing', { ...own, tier: 'developing' }))).toBe('draft');
  });
});

describe('isStartingPlan', () => {
  const starting = defaultPlanAssumptions('62.01', { estimatedBudget: 600_000 });

  it("recognises the starting plan, also after a JSON round trip and the workspace's percent ↔ fraction noise", () => {
    expect(isStartingPlan(JSON.parse(JSON.stringify(starting)), starting)).toBe(true);
    const tax = starting.drivers.taxRate.value;
    const noisy = {
      ...starting,
      drivers: { ...starting.drivers, taxRate: { ...starting.drivers.taxRate, value: ((tax * 100) / 100) * (1 + 1e-12) } },
    };
    expect(isStartingPlan(noisy, starting)).toBe(true);
  });

  it("any real change is the founder's own plan: a value, a distribution, a year count, the terminal method", () => {
    const price = starting.drivers.pricePerUnit;
    expect(
      isStartingPlan({ ...starting, drivers: { ...starting.drivers, pricePerUnit: { ...price, value: price.value * 1.01 } } }, starting),
    ).toBe(false);
    expect(isStartingPlan({ ...starting, drivers: { ...starting.drivers, pricePerUnit: { value: price.value } } }, starting)).toBe(
      price.dist === undefined,
    );
    expect(isStartingPlan({ ...starting, horizonYears: starting.horizonYears + 1 }, starting)).toBe(false);
    expect(isStartingPlan({ ...starting, terminalValue: starting.terminalValue === 'none' ? 'exit-multiple' : 'none' }, starting)).toBe(
      false,
    );
  });

  it('another budget gives another starting plan', () => {
    expect(isStartingPlan(defaultPlanAssumptions('62.01', { estimatedBudget: 700_000 }), starting)).toBe(false);
  });
});
