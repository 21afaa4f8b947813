import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { comment, commentList, createCommentBody } from '../../../contract/comments.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { postComment, projectComments, type CommentDeps } from './service.ts';
import { projectComments as commentsTable } from '../../db/schema/index.ts';
import { PROJECT_READ_TABLES } from '../projects/index.ts';

const tags = ['comments'];

/** A project's comments: read with `view`, posted with `comment` (src/domain/access). */
export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext, deps: CommentDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/comments',
    // Kept like the project itself (ADR 0045), plus the comments and their authors' names.
    config: { policy: 'authenticated', project: 'view', readCache: { tables: [...PROJECT_READ_TABLES, commentsTable] } },
    schema: { tags, params: projectIdParams, response: { 200: commentList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectComments(deps, request.project!),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/comments',
    config: { policy: 'authenticated', project: 'comment' },
    schema: { tags, params: projectIdParams, body: createCommentBody, response: { 201: comment, ...errors(400, 401, 403, 404, 429) } },
    handler: async (request, reply) => {
      const c = await postComment(deps, request.user!, request.project!, request.body);
      // The body is the author's words and stays out of the log; its length says what happened.
      await ctx.audit(request, {
        action: 'project.comment',
        target: c.projectId,
        outcome: 'success',
        details: { commentId: c.id, length: c.body.length },
      });
      return reply.status(201).send(c);
    },
  });
}
