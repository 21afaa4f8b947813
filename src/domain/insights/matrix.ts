import { BAND_IDS, TIER_IDS, ticketBand, tierColumn, type TicketBand, type TierColumn } from './bands.ts';

/** One deal in the matrix: its ticket (in its currency) and its project's latest CR total. */
export interface DealPoint {
  readonly ticket: number | null;
  readonly currency: string | null;
  readonly score: number | null;
}

export interface Tally {
  count: number;
  /** Sum of the tickets in euros (the 'unknown' band holds none, so its total is 0). */
  total: number;
}
export interface MatrixCell extends Tally {
  band: TicketBand;
  tier: TierColumn;
}
export interface EconomyMatrix {
  cells: MatrixCell[];
  rows: Array<Tally & { band: TicketBand }>;
  columns: Array<Tally & { tier: TierColumn }>;
  total: Tally;
}

/** Where a deal falls: its band and tier. */
export function placeOf(p: DealPoint): { band: TicketBand; tier: TierColumn } {
  return { band: ticketBand(p.ticket, p.currency), tier: tierColumn(p.score) };
}

/**
 * The band × tier matrix: every cell (zeros included, bands in order, tiers best first), row and
 * column totals and the grand total. Totals add the euro tickets only (an unknown ticket adds 0).
 */
export function economyMatrix(points: readonly DealPoint[]): EconomyMatrix {
  const cells = BAND_IDS.flatMap((band) => TIER_IDS.map((tier) => ({ band, tier, count: 0, total: 0 })));
  const at = (band: TicketBand, tier: TierColumn) => cells[BAND_IDS.indexOf(band) * TIER_IDS.length + TIER_IDS.indexOf(tier)]!;
  for (const p of points) {
    const { band, tier } = placeOf(p);
    const cell = at(band, tier);
    cell.count += 1;
    if (band !== 'unknown') cell.total += p.ticket!;
  }
  const sum = (xs: MatrixCell[]): Tally => ({ count: xs.reduce((n, c) => n + c.count, 0), total: xs.reduce((n, c) => n + c.total, 0) });
  return {
    cells,
    rows: BAND_IDS.map((band) => ({ band, ...sum(cells.filter((c) => c.band === band)) })),
    columns: TIER_IDS.map((tier) => ({ tier, ...sum(cells.filter((c) => c.tier === tier)) })),
    total: sum(cells),
  };
}
