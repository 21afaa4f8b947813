import { z } from 'zod';
import { text } from './safe-text.ts';
import { COMMENT_MAX_LENGTH } from './constants.ts';

/**
 * Comments on a project: anyone who sees the project reads them; members (owner, editor, viewer)
 * and grantees with 'comment' or 'edit' access post them (capability `comment`, src/domain/access).
 */
export { COMMENT_MAX_LENGTH };

/** POST /api/projects/:id/comments { body } → 201 Comment. The body is trimmed, then 1..2000 characters. */
export const createCommentBody = z.object({ body: text().trim().min(1).max(COMMENT_MAX_LENGTH) }).strict();
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** GET /api/projects/:id/comments → Comment[], oldest first (newest last). */
export const comment = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  author: z.object({ id: text(), name: text() }).nullable().describe('null when the account was erased: shown as "deleted account"'),
  body: text(),
  createdAt: z.iso.datetime(),
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.array(comment);
