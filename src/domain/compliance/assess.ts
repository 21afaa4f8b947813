import type { ComplianceHubSummary } from '../scoring/index.ts';
import { frameworkApplicability, itemApplicability, type Applicability, type ComplianceScope } from './applicability.ts';
import type { ComplianceFrameworkId, ItemData } from './data/types.ts';
import { frameworkScore, itemResult, type FrameworkScore, type ItemAnswerValue } from './score.ts';

/** The current answer of an item: its value and how many pieces of evidence it carries. */
export interface AnswerState {
  readonly answer: ItemAnswerValue;
  readonly evidenceCount: number;
}

export interface FrameworkAssessment extends FrameworkScore {
  readonly framework: ComplianceFrameworkId;
  readonly applicability: Applicability;
  /** Σ W of counting items (applicable, not answered not applicable) that carry evidence. */
  readonly evidencedWeight: number;
}

/**
 * One framework of a project: applicability by scope, then the section-1.2 score over its items
 * with the project's current answers.
 */
export function assessFramework(
  framework: ComplianceFrameworkId,
  items: readonly ItemData[],
  scope: ComplianceScope,
  answers: ReadonlyMap<string, AnswerState>,
): FrameworkAssessment {
  const applicability = frameworkApplicability(framework, scope);
  const own = items.filter((i) => i.framework === framework);
  const scored = own.map((i) => ({
    id: i.id,
    weight: i.weight,
    applicable: applicability.applicable && itemApplicability(i, scope).applicable,
    answer: answers.get(i.id)?.answer ?? null,
  }));
  const s = frameworkScore(scored);
  let evidencedWeight = 0;
  for (const it of scored) {
    if (!it.applicable || itemResult(it.answer) === null) continue;
    if ((answers.get(it.id)?.evidenceCount ?? 0) > 0) evidencedWeight += it.weight;
  }
  return { ...s, framework, applicability, evidencedWeight };
}

/** What cr-v2 reads of the hub: per framework, applicability and the sums behind its score. */
export function hubSummary(assessments: readonly FrameworkAssessment[]): ComplianceHubSummary {
  return {
    frameworks: assessments.map((a) => ({
      id: a.framework,
      applicable: a.applicability.applicable,
      weightedResult: a.weightedResult,
      weightTotal: a.weightTotal,
      evidencedWeight: a.evidencedWeight,
    })),
  };
}
