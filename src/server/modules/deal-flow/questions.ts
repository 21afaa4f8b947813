import type { DealQuestion } from '../../../contract/deal-flow.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { needsAccess, visibleCard } from './cards.ts';
import { investorOnly, type DealFlowDeps } from './deps.ts';
import * as repo from './repository.ts';
import { and, eq } from 'drizzle-orm';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type QuestionRow = typeof repo.dealQuestions.$inferSelect;
const today = (deps: DealFlowDeps) => deps.now().toISOString().slice(0, 10);

/**
 * Questions as the API returns them: overdue against the server's clock; attachments named from the
 * project's live documents (a document deleted since the answer drops out), or none when `attachments` is false.
 */
export async function toQuestions(
  deps: DealFlowDeps,
  projectId: string,
  rows: QuestionRow[],
  attachments: boolean,
): Promise<DealQuestion[]> {
  const names = attachments
    ? await repo.liveDocumentNames(deps.db, projectId, [...new Set(rows.flatMap((q) => q.answerDocumentIds))])
    : new Map<string, string>();
  const now = today(deps);
  return rows.map((q) => ({
    id: q.id,
    cardId: q.cardId,
    projectId: q.projectId,
    body: q.body,
    dueDate: q.dueDate,
    overdue: q.status === 'open' && q.dueDate !== null && q.dueDate < now,
    status: q.status,
    answerBody: q.answerBody,
    answeredAt: iso(q.answeredAt),
    createdAt: q.createdAt.toISOString(),
    attachments: q.answerDocumentIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
  }));
}

/** Asks the project's owner a question; the owner is notified. */
export async function ask(deps: DealFlowDeps, user: SessionUser, id: string, b: { body: string; dueDate?: string | undefined }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  needsAccess(c);
  if (b.dueDate && b.dueDate < today(deps)) throw new AppError('QUESTION_DUE_IN_PAST');
  const [q] = await deps.db
    .insert(repo.dealQuestions)
    .values({ cardId: c.id, projectId: c.projectId, askedBy: user.id, body: b.body, dueDate: b.dueDate ?? null, createdAt: deps.now() })
    .returning();
  const owner = await repo.projectOwner(deps.db, c.projectId);
  if (owner?.ownerId) {
    await sendNotification(deps, {
      userId: owner.ownerId,
      type: 'info',
      message: b.dueDate
        ? { key: 'dealFlow.questionAskedDue', params: { project: owner.title, due: b.dueDate } }
        : { key: 'dealFlow.questionAsked', params: { project: owner.title } },
      content: b.body.slice(0, 300),
      linkUrl: `/projects/${c.projectId}?tab=questions`,
    });
  }
  return (await toQuestions(deps, c.projectId, [q!], true))[0]!;
}

export async function projectQuestions(deps: DealFlowDeps, projectId: string) {
  const rows = await repo.questionsOfProject(deps.db, projectId);
  const qs = await toQuestions(
    deps,
    projectId,
    rows.map((r) => r.q),
    true,
  );
  return qs.map((q, i) => ({ ...q, askedByName: rows[i]!.askedByName }));
}

/** The proponent's answer; the investor who asked is notified. */
export async function answer(
  deps: DealFlowDeps,
  user: SessionUser,
  projectId: string,
  qid: string,
  body: string,
  documentIds: string[] = [],
) {
  const [q] = await deps.db
    .select()
    .from(repo.dealQuestions)
    .where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.projectId, projectId)));
  if (!q) throw new AppError('QUESTION_NOT_FOUND');
  if (q.status === 'answered') throw new AppError('QUESTION_ANSWERED');
  const ids = [...new Set(documentIds)];
  if ((await repo.liveDocumentNames(deps.db, projectId, ids)).size !== ids.length) throw new AppError('QUESTION_ATTACHMENT_INVALID');
  const now = deps.now();
  const [row] = await deps.db
    .update(repo.dealQuestions)
    .set({ status: 'answered', answerBody: body, answerDocumentIds: ids, answeredBy: user.id, answeredAt: now })
    .where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.status, 'open')))
    .returning();
  if (!row) throw new AppError('QUESTION_ANSWERED');
  if (q.askedBy) {
    const project = (await repo.projectOwner(deps.db, projectId))?.title ?? '';
    await sendNotification(deps, {
      userId: q.askedBy,
      type: 'info',
      message: { key: 'dealFlow.questionAnswered', params: { project } },
      content: body.slice(0, 300),
      linkUrl: `/deal-flow/cards/${q.cardId}`,
    });
  }
  const [named] = await repo.questionsOfProject(deps.db, projectId).then((rs) => rs.filter((r) => r.q.id === qid));
  return { ...(await toQuestions(deps, projectId, [row], true))[0]!, askedByName: named?.askedByName ?? null };
}
