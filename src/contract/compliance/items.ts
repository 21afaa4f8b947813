import { z } from 'zod';
import { text } from '../safe-text.ts';
import { INAPPLICABLE_REASONS } from '../../domain/compliance/index.ts';
import { FRAMEWORK_IDS, ITEM_ANSWERS, control, bilingual, at } from './frameworks.ts';

/** A project's items with their answers and evidence, and the controls that answer them. */

/** One piece of stored evidence: a document page (with the file name, kept if the document is deleted) or a link. */
export const evidenceItem = z.object({
  id: z.uuid(),
  kind: z.enum(['document', 'link']),
  documentId: z.uuid().nullable(),
  filename: text().nullable(),
  page: z.number().int().nullable(),
  url: text().nullable(),
  description: text().nullable(),
});
export type EvidenceItem = z.infer<typeof evidenceItem>;

/**
 * GET /api/projects/:id/compliance/items?framework= → ComplianceItem[] (reference order).
 * `applicable`/`reason`: by the project's scope (reason: an INAPPLICABLE_REASON_CODES code the UI
 * translates, null when applicable). `answer` null = unanswered. `result` 1 / 0.5 / 0, null when
 * answered not applicable. `answerReason` is the reason given with a "not applicable" answer.
 */
export const complianceItem = z.object({
  id: text(),
  framework: z.enum(FRAMEWORK_IDS),
  version: text(),
  sectionId: text(),
  /** Section name and title in the request's language; both languages beside. */
  section: text(),
  sections: bilingual,
  title: text(),
  titles: bilingual,
  /**
   * What demonstrates the item, in the request's language (the catalogue's English where its version
   * has no Italian text); both languages beside, as for the title.
   */
  evidenceExpected: text(),
  evidenceExpectedTexts: bilingual,
  weight: z.number().int().min(1).max(5),
  reference: text(),
  applicable: z.boolean(),
  reason: z.enum(INAPPLICABLE_REASONS).nullable(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  result: z.number().nullable(),
  answerReason: text().nullable(),
  remedy: text().nullable(),
  deadline: text().nullable(),
  evidence: z.array(evidenceItem),
  owner: text().nullable(),
  dueDate: text().nullable(),
  notes: text().nullable(),
  /** The shared controls mapping this item (at most one in this release). */
  controlIds: z.array(text()),
  /** Answered on the item itself over its control's answer. */
  overridden: z.boolean(),
  /** The control whose answer this is, when it came from a control. */
  answeredViaControl: text().nullable(),
  answeredAt: at.nullable(),
  answeredBy: z.object({ id: text(), name: text() }).nullable(),
});
export type ComplianceItem = z.infer<typeof complianceItem>;
export const complianceItemList = z.array(complianceItem);

/** PUT …/items/:itemId → the item as the list shows it. PUT …/controls/:controlId → ControlAnswerResult. */
export const controlAnswerResult = z.object({
  controlId: text(),
  /** Items given the control's answer (a new version each). */
  answered: z.array(text()),
  /** Items left as they were because they carry an override. */
  skippedOverridden: z.array(text()),
});

/** DELETE …/items/:itemId/override: the item follows its control again (takes the control's last answer, if any). */
export const overrideCleared = z.object({ itemId: text(), controlId: text().nullable(), answer: z.enum(ITEM_ANSWERS).nullable() });

/** GET /api/projects/:id/compliance/controls → the controls with this project's state. */
export const projectControl = control.extend({
  /** The answer shared by every non-overridden mapped item that has one from this control, else null. */
  answer: z.enum(ITEM_ANSWERS).nullable(),
  answeredAt: at.nullable(),
  /** Mapped items the scope makes applicable / of those, answered / overridden. */
  applicableItems: z.number().int(),
  answeredItems: z.number().int(),
  overriddenItems: z.array(text()),
});
export const projectControlList = z.array(projectControl);
