import { tierOf, type CrTier } from '../scoring/index.ts';

/**
 * Ticket bands of /economy-tier (ADR 0028), in euros, lower bound included, upper excluded.
 * A ticket with no amount, or in another currency (the platform holds no exchange rates), is
 * 'unknown': never converted, never guessed.
 */
export const TICKET_BANDS = [
  { id: 'lt100k', min: 0, max: 100_000 },
  { id: '100k-500k', min: 100_000, max: 500_000 },
  { id: '500k-2m', min: 500_000, max: 2_000_000 },
  { id: '2m-10m', min: 2_000_000, max: 10_000_000 },
  { id: 'gte10m', min: 10_000_000, max: null },
] as const satisfies ReadonlyArray<{ id: string; min: number; max: number | null }>;

export const BAND_IDS = [...TICKET_BANDS.map((b) => b.id), 'unknown'] as const;
export type TicketBand = (typeof BAND_IDS)[number];

/** The CR tiers of the scoring domain (tierOf), best first, and 'unscored' for a project never evaluated. */
export const TIER_IDS = ['ready', 'developing', 'not-yet-ready', 'unscored'] as const satisfies ReadonlyArray<CrTier | 'unscored'>;
export type TierColumn = (typeof TIER_IDS)[number];

/** The currency the bands are expressed in. */
export const BAND_CURRENCY = 'EUR';

/** The band of a ticket: ticketBand(100_000, 'EUR') === '100k-500k'; ticketBand(5, 'USD') === 'unknown'. */
export function ticketBand(amount: number | null, currency: string | null): TicketBand {
  if (amount === null || !Number.isFinite(amount) || amount < 0 || (currency ?? BAND_CURRENCY) !== BAND_CURRENCY) return 'unknown';
  for (const b of TICKET_BANDS) if (b.max === null || amount < b.max) return b.id;
  return 'unknown';
}

/**
 * The tier of a project's latest stored CR total, read with the scoring domain's own tierOf (the
 * stored total is the one-decimal total the evaluation's tier was read from), or 'unscored'.
 */
export function tierColumn(score: number | null): TierColumn {
  return score === null || !Number.isFinite(score) ? 'unscored' : tierOf(score);
}

/** A card's ticket: the funding request's amount, failing that the project's funding sought. */
export function ticketOf(
  request: { amount: number | null; currency: string | null } | null,
  project: { fundingSought: number | null; currency: string | null },
): { amount: number | null; currency: string | null } {
  if (request && request.amount !== null) return { amount: request.amount, currency: request.currency };
  return { amount: project.fundingSought, currency: project.currency };
}
