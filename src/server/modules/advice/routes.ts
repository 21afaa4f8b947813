import { desc, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answer,
  askBody,
  contextView,
  dataQuality,
  dataQualityList,
  session,
  sessionIdParams,
  sessionSummary,
} from '../../../contract/advice.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import { projects } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { languageOf } from '../../plugins/error-messages.ts';
import { accessOf, listWithFacts, visibleProjects } from '../access/index.ts';
import { projectContext } from './context.ts';
import { projectDataQuality } from './data-quality.ts';
import { sessionPdf } from './pdf.ts';
import type { AdviceDeps } from './records.ts';
import { ask, createSession, getSession, mySessions, projectSessions } from './service.ts';

const tags = ['advice'];

/** AI consulting sessions, the project's context and its data quality (issue 25, ADR 0043). */
export function registerAdviceRoutes(app: FastifyInstance, ctx: AppContext, deps: AdviceDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'POST',
    url: '/api/projects/:id/ai-sessions',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 201: z.object({ id: z.uuid() }), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const created = await createSession(deps, request.user!, request.project!);
      await ctx.audit(request, {
        action: 'ai_session.create',
        target: request.project!.row.id,
        outcome: 'success',
        details: { sessionId: created.id },
      });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/ai-sessions',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: z.array(sessionSummary), ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectSessions(deps, request.project!),
  });

  r.route({
    method: 'GET',
    url: '/api/ai-sessions',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(sessionSummary), ...errors(401) } },
    handler: async (request) => mySessions(deps, request.user!, async (ids) => visibleProjects(deps.db, request.user!, ids, deps.now())),
  });

  r.route({
    method: 'GET',
    url: '/api/ai-sessions/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: sessionIdParams, response: { 200: session, ...errors(400, 401, 404) } },
    handler: async (request) => getSession(deps, request.user!, request.params.id, languageOf(request)),
  });

  r.route({
    method: 'POST',
    url: '/api/ai-sessions/:id/questions',
    config: { policy: 'authenticated' },
    schema: { tags, params: sessionIdParams, body: askBody, response: { 200: answer, ...errors(400, 401, 404) } },
    handler: async (request) => {
      const a = await ask(deps, request.user!, request.params.id, request.body.text, languageOf(request));
      // The question is the asker's words and stays out of the log.
      await ctx.audit(request, {
        action: 'ai_session.ask',
        target: request.params.id,
        outcome: 'success',
        details: { form: a.form, citations: a.citations.length },
      });
      return a;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/ai-sessions/:id/pdf',
    config: { policy: 'authenticated' },
    schema: { tags, params: sessionIdParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 404) } },
    handler: async (request, reply) => {
      const lang = languageOf(request);
      const s = await getSession(deps, request.user!, request.params.id, lang);
      const render = deps.renderPdf ?? ((x: typeof s, l: typeof lang, at: Date) => sessionPdf(x, l, at));
      const bytes = await render(s, lang, deps.now(), request.user!.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="consulting-session-${s.id.slice(0, 8)}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/context',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: contextView, ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectContext(deps, request.project!, languageOf(request)),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/data-quality',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: dataQuality, ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectDataQuality(deps.db, request.project!.row, languageOf(request), deps.now()),
  });

  r.route({
    method: 'GET',
    url: '/api/data-quality',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: dataQualityList, ...errors(401) } },
    handler: async (request) => {
      const user = request.user!;
      const now = deps.now();
      const lang = languageOf(request);
      const platform = user.role === 'admin';
      const rows = platform
        ? await deps.db.select().from(projects).where(isNull(projects.archivedAt)).orderBy(desc(projects.updatedAt)).limit(100)
        : (
            await listWithFacts(deps.db, user.id, now, false, {
              where: [isNull(projects.archivedAt)],
              orderBy: [desc(projects.updatedAt)],
              limit: 50,
            })
          )
            .filter((f) => accessOf(user, f, now).access.capabilities.view)
            .map((f) => f.project);
      const list = [];
      for (const p of rows) list.push(await projectDataQuality(deps.db, p, lang, now));
      return { scope: platform ? ('platform' as const) : ('mine' as const), projects: list };
    },
  });
}
