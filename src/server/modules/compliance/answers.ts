import type { z } from 'zod';
import type { AnswerBody, ComplianceItem, historyEntry, projectControl } from '../../../contract/compliance.ts';
import { CONTROLS, answerProblems, itemApplicability, type ComplianceFrameworkId } from '../../../domain/compliance/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { type ComplianceDeps, type Lang, type CatalogueItem, catalogue, controlOf } from './catalogue.ts';
import { stateOf, evidenceViews, itemView } from './project-state.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/** Answers to items and controls, overrides, the controls' view and the answers' history. */

async function resolveEvidence(db: Db, projectId: string, body: AnswerBody): Promise<repo.NewEvidence[]> {
  const refs = body.evidence ?? [];
  const docIds = refs.flatMap((r) => ('documentId' in r ? [r.documentId] : []));
  const live = await repo.liveDocuments(db, projectId, docIds);
  const fields: { path: string; message: string; code: string }[] = [];
  const out: repo.NewEvidence[] = refs.map((r, i) => {
    if ('url' in r) return { url: r.url, description: r.description };
    const name = live.get(r.documentId);
    if (name === undefined)
      fields.push({ path: `evidence.${i}.documentId`, message: 'not a document of this project', code: 'document_not_found' });
    return { documentId: r.documentId, sourceFilename: name ?? '', page: r.page ?? null };
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return out;
}

function problemsOrThrow(itemIds: readonly string[], body: AnswerBody, prefix: (id: string) => string) {
  const fields = itemIds.flatMap((id) =>
    answerProblems(id, body).map((p) => ({ path: `${prefix(id)}${p.path}`, message: p.message, code: p.code })),
  );
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

const newAnswer = (
  p: ResolvedProject,
  i: CatalogueItem,
  body: AnswerBody,
  user: SessionUser,
  at: Date,
  controlId: string | null,
  overridden: boolean,
): repo.NewAnswer => ({
  projectId: p.row.id,
  framework: i.framework,
  frameworkVersion: i.version,
  itemId: i.id,
  answer: body.answer,
  reason: body.reason || null,
  remedy: body.remedy || null,
  deadline: body.deadline ?? null,
  owner: body.owner || null,
  dueDate: body.dueDate ?? null,
  notes: body.notes || null,
  controlId,
  overridden,
  authorId: user.id,
  createdAt: at,
});

/**
 * PUT …/items/:itemId: a new version of the item's answer. An item mapped to a control is marked
 * overridden (a later answer of the control leaves it alone). 400 VALIDATION_FAILED for a "not
 * applicable" without reason, the PNRR DNSH rules, or evidence naming a document that is not a live
 * document of this project.
 */
export async function answerItem(
  deps: ComplianceDeps,
  user: SessionUser,
  p: ResolvedProject,
  itemId: string,
  body: AnswerBody,
  lang: Lang,
): Promise<ComplianceItem> {
  const items = await catalogue(deps.db);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw new AppError('NOT_FOUND');
  problemsOrThrow([itemId], body, () => '');
  const evidence = await resolveEvidence(deps.db, p.row.id, body);
  const ctl = controlOf.get(itemId) ?? null;
  await repo.insertAnswers(deps.db, [newAnswer(p, item, body, user, deps.now(), ctl, ctl !== null)], evidence);
  const s = await stateOf(deps.db, p.row.id, items);
  const ev = await evidenceViews(deps.db, [s.answers.get(itemId)!.id]);
  await emitWebhookEvent(deps, 'compliance.changed', p.row.id, { itemIds: [itemId], answer: body.answer });
  return itemView(item, s, lang, ev);
}

/** PUT …/controls/:controlId: the same answer on every mapped item that is not overridden. */
export async function answerControl(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, controlId: string, body: AnswerBody) {
  const ctl = CONTROLS.find((c) => c.id === controlId);
  if (!ctl) throw new AppError('NOT_FOUND');
  const items = await catalogue(deps.db);
  const s = await stateOf(deps.db, p.row.id, items);
  const mapped = ctl.items.map((id) => items.find((i) => i.id === id)).filter((i): i is CatalogueItem => !!i);
  const skippedOverridden = mapped.filter((i) => s.answers.get(i.id)?.overridden).map((i) => i.id);
  const targets = mapped.filter((i) => !skippedOverridden.includes(i.id));
  // Rules per item that will take the answer, as if answered one by one (e.g. an ex-ante DNSH item among them).
  problemsOrThrow(
    targets.map((i) => i.id),
    body,
    (id) => `items.${id}.`,
  );
  const evidence = await resolveEvidence(deps.db, p.row.id, body);
  const at = deps.now();
  await repo.insertAnswers(
    deps.db,
    targets.map((i) => newAnswer(p, i, body, user, at, ctl.id, false)),
    evidence,
  );
  if (targets.length > 0)
    await emitWebhookEvent(deps, 'compliance.changed', p.row.id, {
      itemIds: targets.map((i) => i.id),
      controlId: ctl.id,
      answer: body.answer,
    });
  return { controlId: ctl.id, answered: targets.map((i) => i.id), skippedOverridden };
}

/**
 * DELETE …/items/:itemId/override: the item follows its control again. When the control has an
 * answer (its latest version on a mapped, non-overridden item), the item gets a copy of it (with its
 * evidence) as a new version; otherwise the item keeps its answer, no longer marked overridden.
 */
export async function clearOverride(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, itemId: string) {
  const items = await catalogue(deps.db);
  const item = items.find((i) => i.id === itemId);
  const ctlId = controlOf.get(itemId);
  if (!item || !ctlId) throw new AppError('NOT_FOUND');
  const s = await stateOf(deps.db, p.row.id, items);
  const current = s.answers.get(itemId);
  const ctl = CONTROLS.find((c) => c.id === ctlId)!;
  const source = ctl.items
    .map((id) => s.answers.get(id))
    .filter((a): a is repo.AnswerRow => !!a && !a.overridden && a.controlId === ctlId)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const from = source ?? current;
  if (!current?.overridden || !from) return { itemId, controlId: ctlId, answer: current?.answer ?? null };
  const evidence: repo.NewEvidence[] = (await repo.evidenceOf(deps.db, [from.id])).map((e) =>
    e.url
      ? { url: e.url, description: e.description ?? '' }
      : { documentId: e.documentId ?? '', sourceFilename: e.sourceFilename ?? '', page: e.page },
  );
  const live = evidence.filter((e) => 'url' in e || e.documentId !== '');
  await repo.insertAnswers(
    deps.db,
    [
      {
        ...newAnswer(p, item, { answer: from.answer }, user, deps.now(), ctlId, false),
        reason: from.reason,
        remedy: from.remedy,
        deadline: from.deadline,
        owner: from.owner,
        dueDate: from.dueDate,
        notes: from.notes,
      },
    ],
    live,
  );
  return { itemId, controlId: ctlId, answer: from.answer };
}

/** GET /api/projects/:id/compliance/controls: the controls with this project's state. */
export async function projectControls(deps: ComplianceDeps, p: ResolvedProject, lang: Lang): Promise<z.infer<typeof projectControl>[]> {
  const s = await stateOf(deps.db, p.row.id);
  const fw = new Map(s.items.map((i) => [i.id, i]));
  return CONTROLS.map((c) => {
    const mine = c.items.map((id) => s.answers.get(id)).filter((a): a is repo.AnswerRow => !!a && !a.overridden && a.controlId === c.id);
    const answers = new Set(mine.map((a) => a.answer));
    const last = mine.reduce<Date | null>((m, a) => (m === null || a.createdAt > m ? a.createdAt : m), null);
    return {
      id: c.id,
      title: c.title[lang],
      items: [...c.items],
      titles: c.title,
      frameworks: [...new Set(c.items.map((i) => fw.get(i)?.framework).filter((x): x is ComplianceFrameworkId => !!x))],
      answer: answers.size === 1 ? [...answers][0]! : null,
      answeredAt: last ? last.toISOString() : null,
      applicableItems: c.items.filter((i) => fw.get(i) && itemApplicability(fw.get(i)!, s.scope).applicable).length,
      answeredItems: c.items.filter((i) => s.answers.has(i)).length,
      overriddenItems: c.items.filter((i) => s.answers.get(i)?.overridden),
    };
  });
}

/** GET …/history: every answer version, newest first. */
export async function projectHistory(
  deps: ComplianceDeps,
  p: ResolvedProject,
  framework: ComplianceFrameworkId | undefined,
): Promise<z.infer<typeof historyEntry>[]> {
  const rows = await repo.answerHistory(deps.db, p.row.id, framework, 500);
  const counts = await repo.evidenceCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r, i) => {
    const previous = rows.slice(i + 1).find((o) => o.itemId === r.itemId && o.frameworkVersion === r.frameworkVersion);
    return {
      id: r.id,
      itemId: r.itemId,
      framework: r.framework as ComplianceFrameworkId,
      frameworkVersion: r.frameworkVersion,
      answer: r.answer,
      previousAnswer: previous?.answer ?? null,
      reason: r.reason,
      remedy: r.remedy,
      deadline: r.deadline,
      owner: r.owner,
      dueDate: r.dueDate,
      notes: r.notes,
      evidenceCount: counts.get(r.id) ?? 0,
      controlId: r.controlId,
      overridden: r.overridden,
      author: r.authorId ? { id: r.authorId, name: r.authorName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
