import type { AnswerBody, ComplianceItem, FrameworkId, FrameworkResult, ItemAnswer } from './api.ts';
import { frameworkOfItem } from './api.ts';

/**
 * The compliance screens' rules that are not drawing: which gap to do next, gap order, a control's
 * reach, and the answer form's checks (the server checks the same; the form only says it sooner).
 */

/** The open gap to work on next across a project's applicable frameworks: highest weight, then lowest result, then id. */
export function nextGap(frameworks: readonly FrameworkResult[]): { framework: FrameworkId; itemId: string; weight: number } | null {
  let best: { framework: FrameworkId; itemId: string; weight: number; result: number } | null = null;
  for (const f of frameworks) {
    if (!f.applicable) continue;
    for (const g of f.gaps) {
      if (g.result >= 1) continue;
      const better =
        !best ||
        g.weight > best.weight ||
        (g.weight === best.weight && (g.result < best.result || (g.result === best.result && g.itemId < best.itemId)));
      if (better) best = { framework: f.id, itemId: g.itemId, weight: g.weight, result: g.result };
    }
  }
  return best && { framework: best.framework, itemId: best.itemId, weight: best.weight };
}

/** Section 1.2's gap list: applicable items with result < 1 (unanswered counts as 0), by weight descending then id. */
export function gapItems(items: readonly ComplianceItem[]): ComplianceItem[] {
  return items
    .filter((i) => i.applicable && i.answer !== 'not_applicable' && (i.result ?? 0) < 1)
    .sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** How many items and frameworks one control answers ("answers N items in K frameworks"). */
export function controlReach(itemIds: readonly string[], known?: ReadonlyMap<string, FrameworkId>): { items: number; frameworks: number } {
  const frameworks = new Set<string>();
  for (const id of itemIds) frameworks.add(known?.get(id) ?? frameworkOfItem(id) ?? id);
  return { items: itemIds.length, frameworks: frameworks.size };
}

export interface AnswerDraft {
  answer: ItemAnswer | '';
  reason: string;
  remedy: string;
  deadline: string;
  owner: string;
  dueDate: string;
  notes: string;
}
export const emptyDraft = (): AnswerDraft => ({ answer: '', reason: '', remedy: '', deadline: '', owner: '', dueDate: '', notes: '' });
export const draftOf = (
  i: Pick<ComplianceItem, 'answer' | 'reason' | 'remedy' | 'deadline' | 'owner' | 'dueDate' | 'notes'>,
): AnswerDraft => ({
  answer: i.answer ?? '',
  reason: i.reason ?? '',
  remedy: i.remedy ?? '',
  deadline: i.deadline ?? '',
  owner: i.owner ?? '',
  dueDate: i.dueDate ?? '',
  notes: i.notes ?? '',
});

/** The PNRR DNSH checks whose "no" means ex ante (accepted with a remedy and a deadline). */
export const PNRR_EX_ANTE = new Set(['PNRR-DNSH-01', 'PNRR-DNSH-02']);
export const isPnrrExAnte = (itemId: string) => PNRR_EX_ANTE.has(itemId);

export type DraftProblem = 'answer' | 'reason' | 'remedy' | 'deadline';

/** What the form must fix before sending: an answer; a reason for not applicable; for a PNRR ex-ante "no", a remedy and a deadline. */
export function draftProblems(draft: AnswerDraft, itemId?: string): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (!draft.answer) return ['answer'];
  if (draft.answer === 'not_applicable' && !draft.reason.trim()) out.push('reason');
  if (draft.answer === 'not_met' && itemId && isPnrrExAnte(itemId)) {
    if (!draft.remedy.trim()) out.push('remedy');
    if (!draft.deadline) out.push('deadline');
  }
  return out;
}

/** The request body of a draft: empty fields left out, evidence only when given. */
export function bodyOf(draft: AnswerDraft, evidence?: AnswerBody['evidence']): AnswerBody {
  if (!draft.answer) throw new Error('an answer is required');
  const body: AnswerBody = { answer: draft.answer };
  for (const key of ['reason', 'remedy', 'owner', 'notes'] as const) if (draft[key].trim()) body[key] = draft[key].trim();
  if (draft.deadline) body.deadline = draft.deadline;
  if (draft.dueDate) body.dueDate = draft.dueDate;
  if (evidence) body.evidence = evidence;
  return body;
}

/** A CUP is 15 letters and digits (L. 3/2003 art. 11). */
export const isCup = (v: string) => /^[A-Z0-9]{15}$/.test(v);

/** Items that do not apply, grouped by the reason the locale words. */
export function inapplicableByReason(items: readonly ComplianceItem[]): [reason: string, items: ComplianceItem[]][] {
  const groups = new Map<string, ComplianceItem[]>();
  for (const i of items)
    if (!i.applicable) groups.set(i.inapplicableReason ?? 'scope', [...(groups.get(i.inapplicableReason ?? 'scope') ?? []), i]);
  return [...groups.entries()];
}

/** The Taxonomy activity number of an `EUT-ACT-*` item ('EUT-ACT-4.1' → '4.1', 'EUT-ACT-CE-5.4' → 'CE 5.4'), as the domain's activityOfItem. */
export function activityOfItem(itemId: string): string | null {
  const m = /^EUT-ACT-(?:(CE|BIO)-)?(.+)$/.exec(itemId);
  if (!m) return null;
  return m[1] ? `${m[1]} ${m[2]}` : (m[2] ?? null);
}
