import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingDetails,
  billingDetailsResponse,
  billingStatus,
  cancelResult,
  changeBody,
  changePreview,
  changePreviewQuery,
  changeResult,
  checkoutBody,
  checkoutResult,
  invoiceList,
  invoiceParams,
  planList,
  portalResult,
  quote,
  quoteQuery,
} from '../../../contract/billing.ts';
import type { BillingDetails } from '../../../contract/billing.ts';
import { PLANS, amountsFor, displayedPriceCents, isValidEuVatNumber, planById, vatFor } from '../../../domain/billing/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { languageOf } from '../../plugins/error-messages.ts';
import { billingStatusOf, cancelSubscription, changePreviewFor, resumeSubscription, scheduleDowngrade, startTrial } from './lifecycle.ts';
import { invoiceOut, planOut } from './mapping.ts';
import { registerContactSales } from './contact-sales.ts';
import { sendInvoicePdf } from './pdf.ts';
import * as repo from './repository.ts';
import { checkout, saveBillingDetails, type BillingDeps } from './service.ts';

const tags = ['billing'];
const AUTH = 'authenticated' as const;

/** The customer's billing routes (issue 22; the shapes are src/contract/billing.ts). */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext, deps: BillingDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/billing/plans',
    config: { policy: 'public' },
    schema: { tags, response: { 200: planList } },
    handler: async () => PLANS.map(planOut),
  });

  r.route({
    method: 'GET',
    url: '/api/billing/quote',
    config: { policy: 'public' },
    schema: { tags, querystring: quoteQuery, response: { 200: quote, ...errors(400) } },
    handler: async (request) => {
      const { planId, country, kind, vatNumber } = request.query;
      const plan = planById(planId)!;
      const valid = !!vatNumber && isValidEuVatNumber(country, vatNumber);
      const decision = vatFor({ kind, country, vatNumberValid: valid });
      const { vatRateBp: _bp, ...amounts } = amountsFor(plan.amountCents, decision);
      return {
        planId,
        amounts,
        shown: displayedPriceCents(plan.amountCents, kind, decision),
        vatNumberValid: valid,
        mention: decision.mention?.[languageOf(request)] ?? null,
      };
    },
  });

  r.route({
    method: 'GET',
    url: '/api/billing/details',
    config: { policy: AUTH },
    schema: { tags, response: { 200: billingDetailsResponse, ...errors(401) } },
    handler: async (request) => ({ billing: (await repo.findDetails(ctx.db, request.user!.id)) as BillingDetails | null }),
  });

  r.route({
    method: 'PUT',
    url: '/api/billing/details',
    config: { policy: AUTH },
    schema: { tags, body: billingDetails, response: { 200: billingDetailsResponse, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const saved = await saveBillingDetails(deps, request.user!.id, request.body);
      await ctx.audit(request, {
        action: 'billing.details.update',
        target: request.user!.id,
        outcome: 'success',
        details: { country: saved.country, kind: saved.kind },
      });
      return { billing: saved };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/billing/checkout',
    config: { policy: AUTH },
    schema: { tags, body: checkoutBody, response: { 201: checkoutResult, ...errors(400, 401, 403, 409) } },
    handler: async (request, reply) => {
      const result = await checkout(deps, request.user!, request.body, languageOf(request));
      await ctx.audit(request, {
        action: 'billing.checkout',
        target: result.orderId,
        outcome: 'success',
        details: { planId: request.body.planId, provider: result.order.provider, totalCents: result.order.amounts.totalCents },
      });
      return reply.status(201).send(result);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/billing',
    config: { policy: AUTH },
    schema: { tags, response: { 200: billingStatus, ...errors(401) } },
    handler: async (request) => billingStatusOf(deps, request.user!),
  });

  r.route({
    method: 'POST',
    url: '/api/billing/trial',
    config: { policy: AUTH },
    schema: { tags, response: { 200: billingStatus, ...errors(401, 403, 409) } },
    handler: async (request) => {
      await startTrial(deps, request.user!);
      await ctx.audit(request, { action: 'billing.trial.start', target: request.user!.id, outcome: 'success' });
      return billingStatusOf(deps, request.user!);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/billing/cancel',
    config: { policy: AUTH },
    schema: { tags, response: { 200: cancelResult, ...errors(401, 403, 409) } },
    handler: async (request) => {
      const c = await cancelSubscription(deps, request.user!);
      await ctx.audit(request, {
        action: 'billing.cancel',
        target: request.user!.id,
        outcome: 'success',
        details: { endsAt: c.endsAt.toISOString(), endsAtCommitment: c.endsAtCommitment },
      });
      return { status: await billingStatusOf(deps, request.user!), endsAt: c.endsAt.toISOString(), endsAtCommitment: c.endsAtCommitment };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/billing/resume',
    config: { policy: AUTH },
    schema: { tags, response: { 200: billingStatus, ...errors(401, 403, 409) } },
    handler: async (request) => {
      await resumeSubscription(deps, request.user!);
      await ctx.audit(request, { action: 'billing.resume', target: request.user!.id, outcome: 'success' });
      return billingStatusOf(deps, request.user!);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/billing/change-preview',
    config: { policy: AUTH },
    schema: { tags, querystring: changePreviewQuery, response: { 200: changePreview, ...errors(400, 401, 409) } },
    handler: async (request) => changePreviewFor(deps, request.user!, request.query.planId),
  });

  r.route({
    method: 'POST',
    url: '/api/billing/change',
    config: { policy: AUTH },
    schema: { tags, body: changeBody, response: { 200: changeResult, ...errors(400, 401, 403, 409) } },
    handler: async (request) => {
      const user = request.user!;
      const preview = await changePreviewFor(deps, user, request.body.planId);
      let started = null;
      if (preview.effective === 'now')
        started = await checkout(deps, user, { planId: request.body.planId, returnTo: request.body.returnTo }, languageOf(request));
      else await scheduleDowngrade(deps, user, request.body.planId);
      await ctx.audit(request, {
        action: 'billing.change',
        target: user.id,
        outcome: 'success',
        details: {
          from: preview.from?.id ?? null,
          to: preview.to.id,
          effective: preview.effective,
          creditCents: preview.creditCents,
          orderId: started?.orderId ?? null,
        },
      });
      return { preview, checkout: started, status: await billingStatusOf(deps, user) };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/billing/portal',
    config: { policy: AUTH },
    schema: { tags, response: { 200: portalResult, ...errors(401, 403, 409) } },
    handler: async (request) => {
      const url = await deps.provider.portalUrl(await repo.findSubscription(ctx.db, request.user!.id), `${deps.publicOrigin}/billing`);
      if (!url) throw new AppError('BILLING_PROVIDER_UNAVAILABLE');
      await ctx.audit(request, { action: 'billing.portal', target: request.user!.id, outcome: 'success' });
      return { url };
    },
  });

  r.route({
    method: 'GET',
    url: '/api/billing/invoices',
    config: { policy: AUTH },
    schema: { tags, response: { 200: invoiceList, ...errors(401) } },
    handler: async (request) => (await repo.listInvoicesOf(ctx.db, request.user!.id)).map(invoiceOut),
  });

  r.route({
    method: 'GET',
    url: '/api/billing/invoices/:id/pdf',
    config: { policy: AUTH, heavy: 'export' },
    schema: { tags, params: invoiceParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 404) } },
    handler: async (request, reply) => {
      const inv = await repo.findInvoice(ctx.db, request.params.id);
      // Someone else's invoice is not revealed (404); admins read any at /api/admin/billing/invoices/:id/pdf.
      if (!inv || inv.userId !== request.user!.id) throw new AppError('INVOICE_NOT_FOUND');
      const render = deps.render;
      return sendInvoicePdf(reply, inv, render && ((i) => render.invoicePdf(i, request.user!.id)));
    },
  });

  registerContactSales(app, ctx, deps);
}
