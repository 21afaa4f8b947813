/** Deal flow's default pipeline (ADR 0026): the stages every investor's first pipeline starts with, in order. */
export const DEFAULT_STAGES = ['new', 'screening', 'due_diligence', 'term_sheet', 'closed', 'passed'] as const;
export type DefaultStage = (typeof DEFAULT_STAGES)[number];

/** The default stages' stored names (a renamed stage shows its own name; an unrenamed one is translated by kind). */
export const DEFAULT_STAGE_NAMES: Record<DefaultStage, string> = {
  new: 'New',
  screening: 'Screening',
  due_diligence: 'Due diligence',
  term_sheet: 'Term sheet',
  closed: 'Closed',
  passed: 'Passed',
};
/**
 * The due-diligence checklist a card starts with (ADR 0026), by key, with the titles stored on the
 * items. An item still titled so is shown in the reader's language (`checklistDefaults.<key>`), like an
 * unrenamed default stage; any other title is the investor's own words.
 */
export const DEFAULT_CHECKLIST = {
  businessPlan: 'Business plan read',
  financialModel: 'Financial model and latest CR evaluation reviewed',
  compliance: 'Compliance status reviewed',
  keyDocuments: 'Key documents checked',
  team: 'Management and team met',
  market: 'Market and competition assessed',
} as const;
export type DefaultChecklistItem = keyof typeof DEFAULT_CHECKLIST;

export { cardView, showcaseCardFacts, type CardView, type PublishedFacts } from './visibility.ts';
