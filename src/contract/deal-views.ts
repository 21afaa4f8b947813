import { z } from 'zod';
import { text } from './safe-text.ts';

/**
 * Saved views of the deal flow (issue 15): an investor's named filters and board/list mode, stored
 * per person. The filters are the ones `/deal-flow` keeps in its address (src/web/features/deal-flow/filters.ts).
 */
export const DEAL_VIEW_MODES = ['board', 'list'] as const;
export const DEAL_VIEW_TIERS = ['ready', 'developing', 'not-yet-ready', 'none'] as const;
/** At most this many saved views per person (422 DEAL_VIEW_LIMIT beyond). */
export const DEAL_VIEW_MAX = 50;

/** Ticket bounds are euros, inclusive; a bound set leaves out cards without a ticket. */
export const dealViewFilters = z
  .object({
    stage: text().uuid().optional(),
    tier: z.enum(DEAL_VIEW_TIERS).optional(),
    industry: text().trim().min(1).max(20).optional(),
    region: text().trim().min(1).max(100).optional(),
    ticketMin: z.number().finite().nonnegative().max(1e12).optional(),
    ticketMax: z.number().finite().nonnegative().max(1e12).optional(),
  })
  .strict()
  .refine((f) => f.ticketMin === undefined || f.ticketMax === undefined || f.ticketMin <= f.ticketMax, {
    message: 'ticketMin must not exceed ticketMax',
    path: ['ticketMax'],
  });
export type DealViewFilters = z.infer<typeof dealViewFilters>;

export const dealView = z.object({
  id: text().uuid(),
  name: text(),
  filters: dealViewFilters,
  mode: z.enum(DEAL_VIEW_MODES),
  createdAt: text(),
  updatedAt: text(),
});
export type DealView = z.infer<typeof dealView>;
export const dealViewList = z.array(dealView);

const viewName = text().trim().min(1).max(80);
export const createDealViewBody = z.object({ name: viewName, filters: dealViewFilters, mode: z.enum(DEAL_VIEW_MODES) }).strict();
export type CreateDealViewBody = z.infer<typeof createDealViewBody>;
export const updateDealViewBody = z
  .object({ name: viewName.optional(), filters: dealViewFilters.optional(), mode: z.enum(DEAL_VIEW_MODES).optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.filters !== undefined || b.mode !== undefined, { message: 'nothing to change' });
export type UpdateDealViewBody = z.infer<typeof updateDealViewBody>;
export const dealViewParams = z.object({ id: text().uuid() });
