import type { AdminBillingOverview } from '../../../contract/billing-admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { amounts, BillingDetails, BillingStatus, checkoutResult, InvoiceItem, Order, PlanItem } from '../../../contract/billing.ts';
import type { PlanId } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { apiRequest } from '../../lib/api.ts';

export type Amounts = z.infer<typeof amounts>;
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const billingKeys = {
  plans: ['/api/billing/plans'] as const,
  status: ['/api/billing'] as const,
  invoices: ['/api/billing/invoices'] as const,
  admin: ['/api/admin/billing'] as const,
};

export const usePlans = () => useQuery<PlanItem[]>({ queryKey: billingKeys.plans, staleTime: 60 * 60 * 1000 });

/** GET /api/billing; `enabled` false for a visitor (401). `poll` (from the data so far) lets /billing/success poll until settled. */
export const useBillingStatus = (enabled = true, poll: (data: BillingStatus | undefined) => number | false = () => false) =>
  useQuery<BillingStatus>({
    queryKey: billingKeys.status,
    enabled,
    refetchInterval: (query) => poll(query.state.data),
    refetchIntervalInBackground: false,
  });

export const useInvoices = () => useQuery<InvoiceItem[]>({ queryKey: billingKeys.invoices });

/** After a change of plan the user's tier, the billing status and everything limited by the plan are read again (every /api query). */
function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') }),
  });
}

export type CheckoutBody = { planId: PlanId; returnTo?: string; billing?: BillingDetails };
export const useCheckout = () => useRefreshing((body: CheckoutBody) => apiRequest<CheckoutResult>('POST', '/api/billing/checkout', body));

/**
 * The amounts an order would have, computed by the server: the details are saved (PUT /api/billing/details,
 * which checks VAT number, codice fiscale, SDI/PEC and answers with a code per problem), then
 * GET /api/billing/change-preview prices the plan for them (VAT by country and kind of customer; with a
 * plan running, the credit for its unused time). The browser never computes VAT.
 */
export const useCheckoutPreview = () =>
  useMutation({
    mutationFn: async (body: { planId: PlanId; billing: BillingDetails }) => {
      await apiRequest('PUT', '/api/billing/details', body.billing);
      return apiRequest<ChangePreview>('GET', `/api/billing/change-preview?planId=${body.planId}`);
    },
  });

export const useCancel = () => useRefreshing(() => apiRequest<CancelResult>('POST', '/api/billing/cancel'));
export const useResume = () => useRefreshing(() => apiRequest<BillingStatus>('POST', '/api/billing/resume'));
export const useStartTrial = () => useRefreshing(() => apiRequest<BillingStatus>('POST', '/api/billing/trial'));
export const useContactSales = () =>
  useMutation({
    mutationFn: (body: { message: string; email?: string; name?: string }) => apiRequest('POST', '/api/billing/contact-sales', body),
  });
export const usePortal = () => useMutation({ mutationFn: () => apiRequest<{ url: string }>('POST', '/api/billing/portal') });

/** GET /api/billing/change-preview?planId= (billing-server's contract): what changing plan costs, before confirming. */
export type ChangePreview = {
  from: PlanItem | null;
  to: PlanItem;
  effective: 'now' | 'period_end';
  effectiveAt: string;
  creditCents: number;
  newPriceCents: number;
  dueNowCents: number;
  amounts: Amounts;
};
export const useChangePreview = (planId: PlanId | null) =>
  useQuery<ChangePreview>({
    queryKey: ['/api/billing/change-preview', planId],
    queryFn: () => apiRequest<ChangePreview>('GET', `/api/billing/change-preview?planId=${planId ?? ''}`),
    enabled: planId !== null,
  });
export type ChangeResult = { preview: ChangePreview; checkout: CheckoutResult | null; status: BillingStatus };
export const useChangePlan = () => useRefreshing((planId: PlanId) => apiRequest<ChangeResult>('POST', '/api/billing/change', { planId }));
export type CancelResult = { status: BillingStatus; endsAt: string; endsAtCommitment: boolean };

/** GET /api/billing/quote (public): a plan's price as this customer must be shown it (VAT by the server, never the browser). */
export type Quote = { planId: string; amounts: Amounts; shown: { cents: number; vatIncluded: boolean } };
export const useQuote = (planId: string, customer: { kind: 'business' | 'consumer'; country: string }, enabled: boolean) =>
  useQuery<Quote>({
    queryKey: ['/api/billing/quote', planId, customer.kind, customer.country],
    queryFn: () =>
      apiRequest<Quote>(
        'GET',
        `/api/billing/quote?${new URLSearchParams({ planId, country: customer.country, kind: customer.kind }).toString()}`,
      ),
    enabled,
    staleTime: 60 * 60 * 1000,
  });

export const invoicePdfUrl = (id: string) => `/api/billing/invoices/${id}/pdf`;

/** GET /api/admin/billing (billing-server's contract/billing-admin.ts). */
export type AdminSubscription = {
  userId: string;
  email: string;
  planId: string | null;
  tier: Tier;
  status: BillingStatus['status'];
  provider: 'invoice' | 'stripe';
  currentPeriodEnd: string | null;
  commitmentEnd: string | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: string | null;
};
export type AdminOrder = Order & { userId: string; email: string; username: string };
export type RevenueMonth = {
  month: string;
  revenueNetCents: number;
  creditNotesNetCents: number;
  mrrCents: number;
  activeSubscriptions: number;
  churned: number;
  churnRate: number | null;
};
export type AdminBilling = {
  subscriptions: AdminSubscription[];
  awaitingTransfer: AdminOrder[];
  failedPayments: AdminSubscription[];
  revenue: RevenueMonth[];
  /** As the contract states them (src/contract/billing-admin.ts). */
  contactRequests: AdminBillingOverview['contactRequests'];
};
export const useAdminBilling = () => useQuery<AdminBilling>({ queryKey: billingKeys.admin });
export const useMarkPaid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiRequest('POST', `/api/admin/billing/orders/${orderId}/paid`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.admin }),
  });
};
export const invoiceExportUrl = (from: string, to: string, format: 'csv' | 'xlsx') =>
  `/api/admin/billing/invoices/export?from=${from}&to=${to}&format=${format}`;
