import type { KeyPhrase } from './sentence-key-phrase.ts';
import { AMOUNT_AHEAD } from './sentence-amount-pattern.ts';

/**
 * A company's own credit facilities and notes, obtained (issue 28, ADR 0098): a credit facility, revolver, credit line, letter-of-credit
 * facility or term loan the company has entered into, closed or taken out, and notes whose offering it has closed, are new borrowing, its debt at the amount
 * signed. A facility phrase carries the `facility` mark, so it is read only where the company obtained it (`companysLoan`): a
 * facility a results release only mentions ("borrowings under its $100 million revolving credit facility") stays out.
 */
const LENDING = String.raw`(?:revolving|credit|operating|term|asset-based|senior|secured|unsecured|first-lien|second-lien|delayed[\s-]draw|syndicated|committed|multi-currency|sustainability-linked|new|five-year|three-year|four-year|[\p{L}]+-year)`;
const FACILITY = String.raw`(?:(?:credit|revolving|operating|term\s+loan|loan)\s+facilit(?:y|ies)|revolver|credit\s+line|line\s+of\s+credit|credit\s+agreement|term\s+loans?(?:\s+[ab])?(?!\s+(?:facility|notes?)\b))`;
export const COMPANY_FACILITIES: readonly KeyPhrase[] = [
  // the amount before it: "a new $275 million senior secured credit facility", "a $1 billion revolving credit facility", "a new, $700
  // million credit line", "a C$470 million first-lien credit facility"
  {
    key: 'debt',
    re: String.raw`(?:${LENDING}\s+){0,5}${FACILITY}`,
    trailing: true,
    facility: true,
  },
  // the amount after it: "a new senior secured credit facility for $275 million", "a revolving credit facility for up to $145 million",
  // "a delayed draw term loan facility in an amount up to $130 million"
  {
    key: 'debt',
    re: String.raw`(?:${LENDING}\s+){0,5}${FACILITY}\s+(?:for|of|in\s+(?:an?\s+|the\s+)?(?:aggregate\s+)?(?:principal\s+)?amount(?:\s+of)?)(?=\s+(?:up\s+to\s+)?${AMOUNT_AHEAD})`,
    facility: true,
  },
];

/** The words between an offering and its notes: "of 5.75% senior secured notes due 2027", "of its senior notes". */
const NOTES_AFTER = String.raw`(?:in|of)\s+(?:(?:its|the)\s+)?(?:aggregate\s+principal\s+amount\s+of\s+)?(?:[\p{L}\d.,%-]+\s+){0,5}?notes\b`;
const OFFERING = String.raw`(?:(?:private|public|registered|underwritten)\s+)?(?:offering|placement|issue|sale)`;
export const NOTES_ISSUED: readonly KeyPhrase[] = [
  // notes whose offering the company has closed: "closed an offering of $500 million in 5.75% senior secured notes due 2027", "has
  // completed a previously announced private placement of $950 million of its senior notes", "closed a $1.5 billion offering of
  // senior notes" (an offering only launched is sought, below)
  {
    key: 'debt',
    re: String.raw`(?<=\b(?:closed|completed|closes|completes|closing\s+of|completion\s+of)\s+(?:an?|its|the)\s+(?:previously\s+announced\s+)?)${OFFERING}\s+of(?=\s+${AMOUNT_AHEAD}\s+${NOTES_AFTER})`,
    issue: true,
  },
  {
    key: 'debt',
    re: String.raw`(?<=\b(?:closed|completed|closes|completes)\s+(?:an?|its|the)\s+(?:previously\s+announced\s+)?${AMOUNT_AHEAD}\s+)${OFFERING}\s+of\s+(?:[\p{L}\d.,%-]+\s+){0,5}?notes\b`,
    trailing: true,
    issue: true,
  },
];
export const NOTES_SOUGHT: readonly KeyPhrase[] = [
  // notes offered and not yet sold: "has launched a $1 billion private offering of senior notes due 2022"
  {
    key: 'funding_sought',
    re: String.raw`(?<=\b(?:launched|launches|commenced|commences|proposed)\s+(?:an?|its|the)\s+(?:proposed\s+)?${AMOUNT_AHEAD}\s+)${OFFERING}\s+of\s+(?:[\p{L}\d.,%-]+\s+){0,5}?notes\b`,
    trailing: true,
  },
];
