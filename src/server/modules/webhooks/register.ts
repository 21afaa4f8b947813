import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { JobRunner } from '../jobs/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { registerWebhookJobs, type DeliveryDeps } from './deliveries.ts';
import { registerWebhookRoutes } from './routes.ts';
import { systemResolve, type Resolve } from './ssrf.ts';

/** Webhooks (issue 24, ADR 0041): the routes and the two jobs (fan-out of an event, one delivery attempt). */
export function registerWebhooks(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { jobs: JobRunner; resolve?: Resolve; random?: () => number },
): void {
  const resolve = opts.resolve ?? systemResolve;
  const allowedHosts = ctx.config.webhookAllowedHosts;
  const delivery: DeliveryDeps = {
    db: ctx.db,
    now: ctx.now,
    jobs: opts.jobs,
    allowedHosts,
    resolve,
    random: opts.random ?? Math.random,
    enqueueMail: (m) => enqueueMail(ctx.mail, m),
    notify: async (userId, n) => {
      // The e-mail above is sent whatever the owner's notification settings: this is the in-app line only.
      await sendNotification({ db: ctx.db, accountMail: { notification: async () => undefined } }, { userId, type: 'alert', ...n }).catch(
        (err: unknown) => app.log.error({ err }, 'webhook notice not sent'),
      );
    },
    publicOrigin: ctx.config.publicOrigin,
  };
  registerWebhookJobs(delivery);
  registerWebhookRoutes(app, ctx, { db: ctx.db, now: ctx.now, allowedHosts, resolve }, delivery);
}
