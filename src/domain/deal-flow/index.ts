/** Deal flow's default pipeline (ADR 0026): the stages every investor's first pipeline starts with, in order. */
export const DEFAULT_STAGES = ['new', 'screening', 'due_diligence', 'term_sheet', 'closed', 'passed'] as const;
export type DefaultStage = (typeof DEFAULT_STAGES)[number];

/** The default stages' stored names (a renamed stage shows its own name; an unrenamed one is translated by kind). */
export const DEFAULT_STAGE_NAMES: Record<DefaultStage, string> = {
  new: 'New', screening: 'Screening', due_diligence: 'Due diligence', term_sheet: 'Term sheet', closed: 'Closed', passed: 'Passed',
};
export { cardView, showcaseCardFacts, type CardView, type PublishedFacts } from './visibility.ts';
