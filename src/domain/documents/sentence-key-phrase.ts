import type { StandIn } from './sentence-mention.ts';
import type { FigureKey } from './types.ts';

/**
 * The words each key figure goes by in running text, English and Italian, as data beside the rules
 * (issue 28). A phrase may carry marks: `adjusted` (adjusted EBITDA, utile netto rettificato),
 * `net` (net debt, posizione finanziaria netta), `negative` (net loss, perdita netta: the amount is
 * a loss), `netCash` (net cash, liquidità netta: net debt below zero). Phrases are regular-expression
 * source, matched case-insensitively between letter boundaries; the longest match wins.
 */
export interface KeyPhrase {
  readonly key: FigureKey;
  readonly re: string;
  readonly adjusted?: boolean;
  readonly net?: boolean;
  readonly negative?: boolean;
  readonly netCash?: boolean;
  /** Owns only the amount written right before it ("the $150B autonomy market"). */
  readonly trailing?: boolean;
  /** A loan or facility that finances a project: its debt, read only in a sentence that names the project (sentence-reader-words.ts). */
  readonly facility?: boolean;
  /** A new borrowing the company issues (a bond): its debt with no period of its own, read with no project named. */
  readonly issue?: boolean;
  /**
   * A measure that stands in for the key only where the text states no figure of it (sentence-stand-in.ts): annual recurring revenue;
   * what a company will spend, in a text on its capital budget; a shipping company's time charter equivalent revenue.
   */
  readonly standIn?: Extract<
    StandIn,
    'recurring_revenue' | 'capital_spend' | 'revenue_line' | 'takings' | 'ebitda_after_leases' | 'premiums'
  >;
}

/** The English words that mark a measure adjusted ("adjusted EBITDA", "underlying profit"), for the key phrases of every file. */
export const ADJ_EN = String.raw`(?:adjusted|adj\.?|non-gaap|pro forma(?: combined)?|underlying|operational|ordinary|recurring(?! revenues?\b| sales\b)|normali[sz]ed)`;
