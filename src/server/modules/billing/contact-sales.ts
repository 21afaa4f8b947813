import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, contactSalesBody, contactSalesResult } from '../../../contract/billing.ts';
import type { ContactTopic } from '../../../contract/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import * as repo from './repository.ts';
import type { BillingDeps } from './service.ts';

/**
 * Abuse limits of a message to the team (fixed windows in the database, shared by every instance), the Enterprise
 * request and the /contact form counting together. A visitor gets the anonymous-form treatment sign-up gets (origin
 * check, load shedding) plus counters per address and per e-mail, since nothing else ties the request to a person;
 * an account, per user.
 */
export const CONTACT_LIMITS = {
  perAddress: { limit: 5, windowSeconds: 3600 },
  perEmail: { limit: 3, windowSeconds: 86_400 },
  perUser: { limit: 10, windowSeconds: 3600 },
} as const;

interface Message {
  topic: ContactTopic;
  message: string;
  email?: string | undefined;
  name?: string | undefined;
  seats?: number | undefined;
}

/** Stores a message for the admins after the limits, notifies every admin and audits; the id and time are the answer. */
async function receive(ctx: AppContext, deps: BillingDeps, request: FastifyRequest, body: Message, action: string) {
  const user = request.user ?? null;
  const now = ctx.now();
  const L = CONTACT_LIMITS;
  let from: string;
  if (user) {
    await enforceRateLimit(ctx.db, `contact-sales:user:${user.id}`, L.perUser.limit, L.perUser.windowSeconds, now);
    from = user.email;
  } else {
    if (!body.email) throw new AppError('CONTACT_EMAIL_REQUIRED');
    await enforceRateLimit(ctx.db, `contact-sales:address:${request.ip}`, L.perAddress.limit, L.perAddress.windowSeconds, now);
    await enforceRateLimit(ctx.db, `contact-sales:email:${body.email.toLowerCase()}`, L.perEmail.limit, L.perEmail.windowSeconds, now);
    from = `${body.email}${body.name ? ` (${body.name})` : ''}, visitor`;
  }
  const row = await repo.insertContactRequest(ctx.db, {
    userId: user?.id ?? null,
    email: user ? null : body.email!,
    name: user ? null : (body.name ?? null),
    message: body.message,
    topic: body.topic,
    seats: body.seats ?? null,
    createdAt: now,
  });
  await deps.notifyAdmins({
    title: body.topic === 'sales' ? `Enterprise enquiry from ${from}` : `Message (${body.topic}) from ${from}`,
    content: `${body.seats ? `${body.seats} seats. ` : ''}${body.message.slice(0, 500)}`,
    link: '/admin/billing#sales',
  });
  await ctx.audit(request, {
    action,
    target: row.id,
    outcome: 'success',
    details: { topic: body.topic, seats: body.seats ?? null, visitor: !user },
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /api/billing/contact-sales (public): Enterprise is a quote. POST /api/contact (public): the /contact form, with
 * its topic. A signed-in user writes under their account; a visitor gives an e-mail address (400 CONTACT_EMAIL_REQUIRED
 * without). Stored, every admin notified, audited; over the limits 429 RATE_LIMITED with Retry-After.
 */
export function registerContactSales(app: FastifyInstance, ctx: AppContext, deps: BillingDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'POST',
    url: '/api/billing/contact-sales',
    config: { policy: 'public' },
    schema: { tags: ['billing'], body: contactSalesBody, response: { 201: contactSalesResult, ...errors(400, 403, 429) } },
    handler: async (request, reply) =>
      reply.status(201).send(await receive(ctx, deps, request, { ...request.body, topic: 'sales' }, 'billing.contactSales')),
  });
  r.route({
    method: 'POST',
    url: '/api/contact',
    config: { policy: 'public' },
    schema: { tags: ['contact'], body: contactBody, response: { 201: contactSalesResult, ...errors(400, 403, 429) } },
    handler: async (request, reply) => reply.status(201).send(await receive(ctx, deps, request, request.body, 'contact.message')),
  });
}
