import type { KeyPhrase } from './sentence-key-phrase.ts';
import { AMOUNT_AHEAD, OFFER_CURRENCY } from './sentence-amount-pattern.ts';

/**
 * Bonds and borrowing in running text (issue 28), kept beside sentence-keys.ts so that file stays small: a bond or loan the company or
 * body has issued or has is its debt; a bond put to voters or proposed, or borrowing not yet drawn, is money it seeks.
 */
/** Words before a bond's amount that say it is still sought: "the proposed $619.7 million bond", "an election for a $2.5 billion bond". */
const SOUGHT_BEFORE = String.raw`\b(?:proposed|seeks?|seeking|election\s+for|vote\s+on)\s+(?:an?\s+|the\s+)?`;

export const BONDS_ISSUED: readonly KeyPhrase[] = [
  // a bond the company issues: "un minibond da 20 milioni", "l'emissione di un prestito obbligazionario per massimi 15 milioni", "un
  // green bond … compreso tra 150 e 200 milioni", "a €500 million bond", "ha emesso un private placement da 250 milioni"
  {
    key: 'debt',
    re: String.raw`(?:mini-?bond|prestito\s+obbligazionario|emissione\s+obbligazionaria|green\s+bond|(?:corporate\s+|senior\s+|sustainability-linked\s+)?bond\s+issue|(?<=\b(?:ha|hanno|abbia|avere)\s+emesso\s+(?:delle\s+|degli\s+)?)obbligazioni|(?<=\b(?:lancia|emette|colloca)\s+(?:un['’]\s*|una\s+|delle\s+)?)obbligazion[ei]|(?<=\b(?:ha|hanno)\s+(?:emesso|collocato)\s+un\s+)private\s+placement)`,
    issue: true,
  },
  // a bond named after its amount: "a £300m public bond", "its £750 million 100-year bond", "voters approved Measure C, a $350 million
  // bond measure" (a bond measure not yet approved is money sought, below)
  {
    key: 'debt',
    re: String.raw`(?<!${SOUGHT_BEFORE}${AMOUNT_AHEAD}[\s-]+)(?<=${AMOUNT_AHEAD}[\s-]+)(?:(?:green|senior|unsecured|secured|corporate|convertible|sustainability-linked|public|sterling|retail|inaugural|[\p{L}\d]+-year)\s+)*(?:euro)?bonds?\b(?!\s+(?:funds?|markets?|yields?|prices?|portfolio|holdings?|measures?|propositions?|referend(?:um|a)|packages?|questions?|elections?|proposals?)\b)|(?<=\b(?:approved|passed)\b[^.;]{0,80}?${AMOUNT_AHEAD}[\s-]+)(?:[\p{L}]+\s+){0,2}?bonds?\s+(?:measure|proposition|package)\b`,
    trailing: true,
    issue: true,
  },
  // a bond issue named before its amount: "approved the issuance of $15.6 million of lease revenue bonds", "sold $240 million of
  // refunding bonds" (a sale still to come is sought, below)
  {
    key: 'debt',
    re: String.raw`(?<!\b(?:plan(?:s|ning)?|intends?|expects?|authori[sz]e)\b[^.;]{0,30})(?:(?:issuance|issue)\s+of|(?:has|have|had)?\s*(?:(?<!to-be-)issued|issuing|sold|placed|priced))(?=\s+${AMOUNT_AHEAD}\s+(?:(?:in|of)\s+)?(?:[\p{L}-]+\s+){0,5}?(?:bonds?|notes)\b)`,
    issue: true,
  },
  // the loans a body has are its debt: "it had £5.86m of loans outstanding with Santander" (borrowing still to draw is sought, below)
  {
    key: 'debt',
    re: String.raw`(?<=${AMOUNT_AHEAD}\s+(?:of|in)\s+)(?:bank\s+)?(?:loans?|borrowings?)\s+outstanding\b`,
    trailing: true,
  },
  // money raised by a bond: "has raised £2m from a bond issue", "raccoglie 1,5 mln euro con il minibond", "the bonds have raised $200
  // million"
  {
    key: 'debt',
    re: String.raw`(?<=\b(?:raised|raccoglie|raccolto|raccolti)\s+${AMOUNT_AHEAD}\s+(?:euro\s+)?)(?:from|con|tramite|attraverso)\s+(?:a|an|the|its|il|un|l['’])\s*(?:[\p{L}-]+\s+)?(?:bond(?:\s+issue)?|mini-?bond|prestito\s+obbligazionario)\b`,
    trailing: true,
    issue: true,
  },
  {
    key: 'debt',
    re: String.raw`(?<=\b(?:the|its|these)\s+)bonds\s+have\s+raised(?=\s+(?:about\s+|some\s+|over\s+)?${OFFER_CURRENCY}\s?\d)`,
    issue: true,
  },
  // money borrowed is debt: "MU has borrowed €76.8m over twenty years from the European Investment Bank", "were given approval to borrow
  // €120,000 from Bank of Ireland" (a lender named: a loan arranged; without one it is still sought, below)
  {
    key: 'debt',
    re: String.raw`(?:(?:has|have|had)\s+(?:already\s+|now\s+)?)?borrowed(?=\s+(?:a\s+further\s+|another\s+|about\s+|around\s+|some\s+|almost\s+|nearly\s+|over\s+)?${OFFER_CURRENCY}\s?\d)|(?:go-ahead|approval|permission)\s+to\s+borrow(?=\s+(?:up\s+to\s+|almost\s+|about\s+|nearly\s+|around\s+|some\s+|over\s+)?${OFFER_CURRENCY}\s?\d(?:[^.;]|\.(?=\d)){0,40}\bfrom\s+(?:the\s+)?\p{Lu})`,
    issue: true,
  },
  // what is drawn on a facility is borrowed: "with $15 million drawn under its $100 million credit facility" (the facility's size is none),
  // "Bank facility drawn at £9.3 million"
  {
    key: 'debt',
    re: String.raw`(?<=${AMOUNT_AHEAD}\s+(?:(?:was|were|is|are|has\s+been|had\s+been)\s+)?)drawn(?=\s+(?:down\s+)?(?:under|on|from)\s+(?:its|the|a|our|their)\s+(?:[^\s.;]+\s+){0,5}?(?:facility|facilities|revolver|credit\s+line|line\s+of\s+credit)\b)`,
    trailing: true,
  },
  {
    key: 'debt',
    re: String.raw`(?:bank|credit|revolving(?:\s+credit)?|loan)\s+facilit(?:y|ies)\s+drawn(?:\s+down)?(?=\s+(?:at|of|to)\s+${AMOUNT_AHEAD})`,
  },
];

export const BONDS_SOUGHT: readonly KeyPhrase[] = [
  // a bond measure put to voters, "is considering a $698 million bond measure", "a school bond measure on the March 3 ballot that would
  // raise $496 million": money a public body seeks (one voters approved is its debt, above)
  {
    key: 'funding_sought',
    re: String.raw`(?<!\b(?:approved|passed)\b[^.;]{0,80}?)(?<=${AMOUNT_AHEAD}[\s-]+)(?:(?:school|college|facilities|general\s+obligation|library|parks?|transportation|housing|infrastructure|public\s+safety|capital)\s+){0,2}bonds?\s+(?:measure|proposition|referendum|package|question|proposal)\b`,
    trailing: true,
  },
  // borrowing still to draw is sought: "is set to borrow almost $37 million", "the go-ahead to borrow $36,750,000 for the project" (with
  // its lender named, "approval to borrow €120,000 from Bank of Ireland", it is a loan arranged and stays out)
  {
    key: 'funding_sought',
    re: String.raw`(?:(?:is|are)\s+set\s+to|plans?\s+to|planning\s+to|intends?\s+to|wants?\s+to|seeks?\s+to|go-ahead\s+to|approval\s+to|permission\s+to|authori[sz]ed\s+to|(?:is|are)\s+(?:looking|hoping)\s+to)\s+borrow(?=\s+(?:up\s+to\s+|almost\s+|about\s+|nearly\s+|around\s+|some\s+|a\s+further\s+|another\s+)?${OFFER_CURRENCY}\s?\d)(?!(?:[^.;]|\.(?=\d)){0,40}\bfrom\s+(?:the\s+)?\p{Lu})`,
  },
  // a bond still sought, named after its amount: "the proposed $619.7 million bond", "seeks $450 million school bonds vote", "an
  // election for a $2.5 billion bond"
  {
    key: 'funding_sought',
    re: String.raw`(?<=${SOUGHT_BEFORE}${AMOUNT_AHEAD}[\s-]+)(?:[\p{L}-]+\s+){0,3}?bonds?\b`,
    trailing: true,
  },
  // a sale of bonds still to come: "wants voters to authorize selling $450 million in bonds", "would authorize the city to sell up to
  // $32.8 million in bonds", "is planning to sell $328.7 million of water and wastewater revenue refunding bonds"
  {
    key: 'funding_sought',
    re: String.raw`(?:(?:plan(?:s|ning)?|intends?|expects?)\s+to|authori[sz]e\s+(?:[\p{L}]+\s+){0,3}?(?:to\s+)?)\s*(?:sell|selling|issue|issuing|the\s+issuance\s+of)(?:\s+up\s+to)?(?=\s+${AMOUNT_AHEAD}\s+(?:in|of)\s+(?:[\p{L}-]+\s+){0,5}?bonds?\b)`,
  },
  {
    key: 'funding_sought',
    re: String.raw`(?<=\bbonds?\s+(?:measure|proposition|referendum)\b[^.;]{0,80}?\b(?:that|which)\s+)(?:would|will|could)\s+raise(?=\s+(?:about\s+|up\s+to\s+)?${OFFER_CURRENCY}\s?\d)`,
  },
];
