import type { FigureKey } from './types.ts';

/** A measure named in a sentence: one of the key figures (with its marks) or another measure. */
/** What a figure stands in for the company's own with (sentence-stand-in.ts): the parent's accounts, a revenue line, annual recurring
 * revenue, what the company will spend in a text on its capital budget, a casino's or a venue's takings, an EBITDA after leases. */
export type StandIn =
  'parent_company' | 'revenue_line' | 'recurring_revenue' | 'capital_spend' | 'takings' | 'ebitda_after_leases' | 'premiums';

export interface Mention {
  readonly start: number;
  readonly end: number;
  readonly key: FigureKey | null;
  readonly adjusted: boolean;
  readonly net: boolean;
  readonly negative: boolean;
  readonly netCash: boolean;
  /** A bare word that usually, not always, means the key ("utile", "perdita"). */
  readonly loose: boolean;
  /** The Italian net financial position ("posizione finanziaria netta", "PFN"): a minus on it is net debt. */
  readonly signedAsDebt?: boolean;
  /** Owns only the amount written right after it ("compared to a loss of $2.6 million"). */
  readonly narrow?: boolean;
  /** Owns only the amount written right before it ("the $150B autonomy market"). */
  readonly trailing?: boolean;
  /** A loan, a debt facility or a project's financing: a project's debt, and no figure of the company's unless a project is named. */
  readonly facility?: boolean;
  /** A bond the company issues: its debt, with no period of its own. */
  readonly issue?: boolean;
  /** A figure that stands in for the whole company's only where the text states no other of its measure, with this reason:
   * the parent company's own ("della capogruppo", sentence-parent.ts) or a line of the revenue opening its sentence ("Coal
   * revenues were …", sentence-segment.ts). */
  readonly standIn?: StandIn;
}
