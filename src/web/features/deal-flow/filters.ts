import type { DealCard } from '../../../contract/deal-flow.ts';
import type { DealViewFilters } from '../../../contract/deal-views.ts';

/**
 * The deal flow's filters (issue 15): stage, CR tier, industry, region and ticket. They live in the
 * address (`?stage=…&tier=…&industry=…&region=…&ticketMin=…&ticketMax=…&mode=list`) so a view can be
 * linked and reloaded, and are what a saved view stores (src/contract/deal-views.ts).
 *
 * Ticket: a minimum and a maximum in euros, both inclusive. A card without a ticket (a shared project,
 * or a request without an amount) is left out as soon as either bound is set: nothing says it fits.
 */
export type Filters = DealViewFilters;
export type Mode = 'board' | 'list';
/** The tier choices (the contract's DEAL_VIEW_TIERS; repeated so the bundle does not ship zod). */
export const TIERS = ['ready', 'developing', 'not-yet-ready', 'none'] as const;
export const FILTER_KEYS = ['stage', 'tier', 'industry', 'region', 'ticketMin', 'ticketMax'] as const;

export function filterCards(cards: readonly DealCard[], f: Filters): DealCard[] {
  return cards.filter(
    (c) =>
      (!f.stage || c.stageId === f.stage) &&
      (!f.tier || (c.crTier ?? 'none') === f.tier) &&
      (!f.industry || c.industry === f.industry) &&
      (!f.region || c.region === f.region) &&
      (f.ticketMin === undefined || (c.ticket !== null && c.ticket >= f.ticketMin)) &&
      (f.ticketMax === undefined || (c.ticket !== null && c.ticket <= f.ticketMax)),
  );
}

const amount = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The filters an address holds; anything unreadable is left out (the board then shows more, never less by mistake). */
export function readFilters(params: URLSearchParams): Filters {
  const f: Filters = {};
  const text = (k: 'stage' | 'industry' | 'region') => params.get(k)?.trim() || undefined;
  if (text('stage')) f.stage = text('stage');
  const tier = params.get('tier');
  if (tier && (TIERS as readonly string[]).includes(tier)) f.tier = tier as Filters['tier'];
  if (text('industry')) f.industry = text('industry');
  if (text('region')) f.region = text('region');
  const min = amount(params.get('ticketMin'));
  const max = amount(params.get('ticketMax'));
  if (min !== undefined) f.ticketMin = min;
  if (max !== undefined) f.ticketMax = max;
  return f;
}

export const readMode = (params: URLSearchParams): Mode => (params.get('mode') === 'list' ? 'list' : 'board');

/** The address with these filters and mode, every other parameter (a pipeline, say) kept as it is. */
export function writeQuery(params: URLSearchParams, f: Filters, mode: Mode): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of FILTER_KEYS) {
    const v = f[k];
    if (v === undefined || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  if (mode === 'list') next.set('mode', 'list');
  else next.delete('mode');
  return next;
}

export const hasFilters = (f: Filters) => FILTER_KEYS.some((k) => f[k] !== undefined);
