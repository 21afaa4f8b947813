import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupRequest, backupRun, backupsOverview, readinessReport, restoreRequest, type BackupRun } from '../../../contract/backups.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { sendError } from '../../plugins/errors.ts';
import { requestRestore, RestoreRequestError } from './restore-live.ts';
import type { JobRunner } from '../jobs/index.ts';
import { listBackups } from './archive.ts';
import { readiness } from './readiness.ts';
import { listRuns, requestRun, type BackupRunRow } from './service.ts';

const tags = ['admin'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBackupRun(r: BackupRunRow): BackupRun {
  return {
    ...r,
    kind: r.kind as BackupRun['kind'],
    trigger: r.trigger as BackupRun['trigger'],
    status: r.status as BackupRun['status'],
    createdAt: r.createdAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
  };
}

/** Backups, restore tests and readiness for admins (issue 26, ADR 0056). */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext, o: { jobs: JobRunner; env: NodeJS.ProcessEnv }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/admin/backups',
    config: { policy: { permission: 'admin.backups.manage' } },
    schema: { tags, response: { 200: backupsOverview, ...errors(401, 403) } },
    handler: async () => ({
      runs: (await listRuns(ctx.db)).map(toBackupRun),
      stored: await listBackups(ctx.config.backups.dir),
      keep: ctx.config.backups.keep,
      scheduled: ctx.config.backups.scheduled,
    }),
  });

  r.route({
    method: 'POST',
    url: '/api/admin/backups',
    config: { policy: { permission: 'admin.backups.manage' } },
    schema: { tags, body: backupRequest.optional(), response: { 202: backupRun, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      const kind = request.body?.kind ?? 'backup';
      const { run, created } = await requestRun({ db: ctx.db, jobs: o.jobs, now: ctx.now }, kind, 'admin', request.user!.id);
      await ctx.audit(request, {
        action: kind === 'backup' ? 'admin.backup.request' : 'admin.backup.restoreTest',
        target: run.id,
        outcome: 'success',
        details: { kind, alreadyQueued: !created },
      });
      return reply.code(202).send(toBackupRun(run));
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/backups/restore',
    config: { policy: { permission: 'admin.backups.manage' } },
    schema: { tags, body: restoreRequest, response: { 202: backupRun, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      const { backupName, confirm, reason } = request.body;
      if (reason.trim().length === 0) return sendError(request, reply, 'REASON_REQUIRED');
      try {
        const run = await requestRestore(
          { db: ctx.db, jobs: o.jobs, now: ctx.now, backupDir: ctx.config.backups.dir },
          { backupName, confirm, reason: reason.trim(), actorId: request.user!.id, ip: request.ip },
        );
        // Kept until the restore replaces the trail; the job then appends its own entry after the restored chain.
        await ctx.audit(request, { action: 'admin.backup.restoreRequest', target: backupName, outcome: 'success', details: { reason } });
        return reply.code(202).send(toBackupRun(run));
      } catch (err) {
        if (err instanceof RestoreRequestError) return sendError(request, reply, err.code);
        throw err;
      }
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/readiness',
    config: { policy: { permission: 'admin.readiness.read' } },
    schema: { tags, response: { 200: readinessReport, ...errors(401, 403) } },
    handler: async () => ({
      checkedAt: ctx.now().toISOString(),
      checks: await readiness({ db: ctx.db, config: ctx.config, env: o.env, now: ctx.now }),
    }),
  });
}
