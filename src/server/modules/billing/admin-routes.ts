import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceItem, invoiceParams, orderParams } from '../../../contract/billing.ts';
import {
  adminBillingOverview,
  adminOrderList,
  adminOrdersQuery,
  invoiceExportQuery,
  markPaidResult,
  refundBody,
} from '../../../contract/billing-admin.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { sendInvoicePdf } from './pdf.ts';
import { adminOverview, exportInvoices } from './admin.ts';
import { invoiceOut, orderOut } from './mapping.ts';
import { refundInvoice } from './refund.ts';
import * as repo from './repository.ts';
import { markOrderPaid, type BillingDeps } from './service.ts';

const tags = ['admin', 'billing'];
const ADMIN = { permission: 'admin.billing.manage' } as const;

/** Admin billing (issue 22): overview, orders, marking a transfer paid, refunds, the accountant's export. */
export function registerBillingAdminRoutes(app: FastifyInstance, ctx: AppContext, deps: BillingDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/admin/billing',
    config: { policy: ADMIN },
    schema: { tags, response: { 200: adminBillingOverview, ...errors(401, 403) } },
    handler: async () => adminOverview(ctx.db, ctx.now(), orderOut) as never,
  });

  r.route({
    method: 'GET',
    url: '/api/admin/billing/orders',
    config: { policy: ADMIN },
    schema: { tags, querystring: adminOrdersQuery, response: { 200: adminOrderList, ...errors(400, 401, 403) } },
    handler: async (request) =>
      (await repo.listOrders(ctx.db, request.query.status)).map((x) => ({
        ...orderOut(x.o),
        userId: x.o.userId,
        email: x.email,
        username: x.username,
      })),
  });

  r.route({
    method: 'POST',
    url: '/api/admin/billing/orders/:id/paid',
    config: { policy: ADMIN },
    schema: { tags, params: orderParams, response: { 200: markPaidResult, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      try {
        const res = await markOrderPaid(deps, request.params.id, request.user!.id);
        await ctx.audit(request, {
          action: 'billing.order.markPaid',
          target: res.order.id,
          outcome: 'success',
          details: {
            userId: res.order.userId,
            planId: res.order.planId,
            invoice: res.invoice.number,
            totalCents: res.order.totalCents,
            tier: res.sub.tier,
          },
        });
        return { order: orderOut(res.order), invoice: invoiceOut(res.invoice), tier: res.sub.tier as Tier };
      } catch (err) {
        await ctx.audit(request, {
          action: 'billing.order.markPaid',
          target: request.params.id,
          outcome: 'failure',
          details: { code: (err as { code?: string }).code ?? 'INTERNAL' },
        });
        throw err;
      }
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/billing/invoices/:id/refund',
    config: { policy: ADMIN },
    schema: { tags, params: invoiceParams, body: refundBody.nullish(), response: { 201: invoiceItem, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      const res = await refundInvoice(deps, request.params.id, request.body?.reason ?? null);
      await ctx.audit(request, {
        action: 'billing.invoice.refund',
        target: res.invoice.id,
        outcome: 'success',
        details: { creditNote: res.note.number, invoice: res.invoice.number, userId: res.invoice.userId },
      });
      return reply.status(201).send(invoiceOut(res.note));
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/billing/invoices/:id/pdf',
    config: { policy: ADMIN, heavy: 'export' },
    schema: { tags, params: invoiceParams, produces: ['application/pdf'], response: { 200: z.any(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const inv = await repo.findInvoice(ctx.db, request.params.id);
      if (!inv) throw new AppError('INVOICE_NOT_FOUND');
      const render = deps.render;
      return sendInvoicePdf(reply, inv, render && ((i) => render.invoicePdf(i, request.user!.id)));
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/billing/invoices/export',
    config: { policy: ADMIN, heavy: 'export' },
    schema: {
      tags,
      querystring: invoiceExportQuery,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.any(), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const render = deps.render;
      const bytes = await exportInvoices(ctx.db, from, to, format, render && ((c, rows) => render.invoicesXlsx(c, rows, request.user!.id)));
      await ctx.audit(request, { action: 'billing.invoices.export', outcome: 'success', details: { from, to, format } });
      const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return reply.type(type).header('content-disposition', `attachment; filename="invoices-${from}-${to}.${format}"`).send(bytes);
    },
  });
}
