import type { Comment, CreateCommentBody } from '../../../contract/comments.ts';
import type { Db } from '../../db/types.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { listMembers } from '../workspaces/index.ts';
import { insertComment, listComments, type CommentRow } from './repository.ts';

export interface CommentDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

const toApi = (c: CommentRow): Comment => ({
  id: c.id,
  projectId: c.projectId,
  author: c.author,
  body: c.body,
  createdAt: c.createdAt.toISOString(),
});

/** Everyone who sees the project reads its comments, oldest first. */
export async function projectComments(deps: CommentDeps, p: ResolvedProject): Promise<Comment[]> {
  return (await listComments(deps.db, p.row.id)).map(toApi);
}

/**
 * Each post notifies (and may e-mail) other people, so a person posts at most 30 comments in any
 * 10-minute window, on all projects together: far above a conversation, far below a flood.
 */
export const COMMENT_RATE = { limit: 30, windowSeconds: 10 * 60 } as const;

const PREVIEW = 140;
const preview = (body: string) => (body.length > PREVIEW ? `${body.slice(0, PREVIEW - 1)}…` : body);

/**
 * Posts a comment (the body arrives trimmed and 1..2000 characters long from the contract) and tells
 * the owners of the project's workspace, except the author, in the app (and by e-mail when their
 * preferences say so), the way a grant tells its grantee. Too many posts answer 429 RATE_LIMITED.
 */
export async function postComment(deps: CommentDeps, user: SessionUser, p: ResolvedProject, body: CreateCommentBody): Promise<Comment> {
  await enforceRateLimit(deps.db, `comment:${user.id}`, COMMENT_RATE.limit, COMMENT_RATE.windowSeconds, deps.now());
  const comment = await insertComment(deps.db, { projectId: p.row.id, authorId: user.id, body: body.body, createdAt: deps.now() });
  const owners = (await listMembers(deps.db, p.row.workspaceId)).filter((m) => m.role === 'owner' && m.userId !== user.id);
  for (const owner of owners) {
    await sendNotification(deps, {
      userId: owner.userId,
      type: 'info',
      message: { key: 'comments.posted', params: { project: p.row.title } },
      content: `${user.username || user.email}: ${preview(comment.body)}`,
      linkUrl: `/projects/${p.row.id}`,
    });
  }
  return toApi(comment);
}
