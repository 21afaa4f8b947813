import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { EngagementDetail } from '../../../contract/consultants.ts';
import { complianceTasks, documents, engagementDeliverables, engagementMessages, engagementTasks, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { loadEngagement } from './engagements.ts';
import type { ConsultantDeps } from './profiles.ts';

/** An engagement with its messages, deliverables (project documents) and tasks (compliance gap tasks). */
export async function engagementDetail(deps: ConsultantDeps, user: SessionUser, id: string): Promise<EngagementDetail> {
  const { e, view } = await loadEngagement(deps, user, id);
  const [base, messages, deliverables, tasks] = await Promise.all([
    view(),
    deps.db
      .select({
        id: engagementMessages.id,
        body: engagementMessages.body,
        createdAt: engagementMessages.createdAt,
        author: sql<string>`coalesce(nullif(${users.username}, ''), ${users.email}, '')`,
      })
      .from(engagementMessages)
      .leftJoin(users, eq(users.id, engagementMessages.authorId))
      .where(eq(engagementMessages.engagementId, e.id))
      .orderBy(asc(engagementMessages.createdAt)),
    deps.db
      .select({ documentId: engagementDeliverables.documentId, filename: documents.filename, createdAt: engagementDeliverables.createdAt })
      .from(engagementDeliverables)
      .innerJoin(documents, eq(documents.id, engagementDeliverables.documentId))
      .where(and(eq(engagementDeliverables.engagementId, e.id), isNull(documents.deletedAt))),
    deps.db
      .select({
        taskId: complianceTasks.id,
        itemId: complianceTasks.itemId,
        status: complianceTasks.status,
        dueDate: complianceTasks.dueDate,
      })
      .from(engagementTasks)
      .innerJoin(complianceTasks, eq(complianceTasks.id, engagementTasks.taskId))
      .where(eq(engagementTasks.engagementId, e.id)),
  ]);
  return {
    ...base,
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    deliverables: deliverables.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    tasks,
  };
}

const live = (state: string) => {
  if (state !== 'accepted' && state !== 'requested') throw new AppError('ENGAGEMENT_STATE');
};

/** A message between the two sides; the other side is notified. */
export async function postMessage(deps: ConsultantDeps, user: SessionUser, id: string, body: string) {
  const { e, side } = await loadEngagement(deps, user, id);
  if (side === 'admin') throw new AppError('ENGAGEMENT_NOT_FOUND');
  live(e.state);
  const [m] = await deps.db
    .insert(engagementMessages)
    .values({ engagementId: e.id, authorId: user.id, body, createdAt: deps.now() })
    .returning();
  const other = side === 'consultant' ? e.requestedBy : e.consultantId;
  if (other)
    await sendNotification(deps, {
      userId: other,
      type: 'info',
      message: { key: 'engagements.message', params: { by: user.username || user.email } },
      linkUrl: `/consultants/engagements/${e.id}`,
    });
  return { id: m!.id };
}

/** Links a document of the engagement's project as a deliverable (either side, while accepted). */
export async function addDeliverable(deps: ConsultantDeps, user: SessionUser, id: string, documentId: string) {
  const { e, side } = await loadEngagement(deps, user, id);
  if (side === 'admin') throw new AppError('ENGAGEMENT_NOT_FOUND');
  if (e.state !== 'accepted') throw new AppError('ENGAGEMENT_STATE');
  const [doc] = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.projectId, e.projectId), isNull(documents.deletedAt)));
  if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
  await deps.db
    .insert(engagementDeliverables)
    .values({ engagementId: e.id, documentId, addedBy: user.id, createdAt: deps.now() })
    .onConflictDoNothing();
}

/** Assigns one of the project's compliance gap tasks to the consultant (the proponent's side, while accepted). */
export async function assignTask(deps: ConsultantDeps, user: SessionUser, id: string, taskId: string) {
  const { e, side, project } = await loadEngagement(deps, user, id);
  if (side !== 'proponent' || !project?.access.capabilities.editInputs) throw new AppError('ENGAGEMENT_NOT_FOUND');
  if (e.state !== 'accepted') throw new AppError('ENGAGEMENT_STATE');
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(complianceTasks)
      .set({ assigneeId: e.consultantId, updatedAt: deps.now() })
      .where(and(eq(complianceTasks.id, taskId), eq(complianceTasks.projectId, e.projectId)))
      .returning({ id: complianceTasks.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    await tx.insert(engagementTasks).values({ engagementId: e.id, taskId, createdAt: deps.now() }).onConflictDoNothing();
  });
}
