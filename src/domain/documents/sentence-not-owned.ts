import type { SentenceAmount } from './sentence-amounts.ts';
import type { Mention } from './sentence-mentions.ts';
import { gapBetween } from './sentence-gaps.ts';
import { otherSubject } from './sentence-clause.ts';
import { monthsTakings } from './sentence-month-figure.ts';
import {
  CONTRIBUTION_OF,
  EFFECT_OF_BEFORE,
  FLOW_BEFORE,
  HELPED_BY_BRACKET,
  IMPACTED_BY,
  FACILITY_AFTER,
  MILESTONE_AFTER,
  MILESTONE_BEFORE,
  NETTED_ITEM_BEFORE,
  PART_BEFORE,
  PART_THEN_FROM,
  PEOPLE_AFTER,
  COUNTED_AFTER,
  SHARE_IN_BRACKETS,
} from './sentence-parts.ts';

/**
 * "155 società italiane con un fatturato superiore ai 25 milioni", "companies with annual revenue of more than $50 million": a
 * criterion that picks companies out, not a figure of one (twenty-fourth pass).
 */
const SELECTED_WITH =
  /\b(?:(?:società|aziende|imprese|gruppi|operatori|realtà|companies|firms|businesses|enterprises|groups|players|smes?|pmi)\s+(?:\p{L}+\s+){0,3}(?:con|with|having)|(?:che|which|that|who)\s+(?:fatturano|hanno\s+(?:un\s+)?fatturato|have\s+(?:annual\s+)?(?:revenues?|sales|turnover)))\s+(?:(?:un|an?|annual|annuo|annui)\s+)*(?:fatturat[oi]|ricavi|revenues?|sales|turnover)?\s*(?:(?:annu[oi]|annual)\s+)?(?:(?:of|di|pari a)\s+)?(?:superiore|superiori|inferiore|inferiori|oltre|sopra|sotto|fino|above|over|below|under|more than|less than|exceeding|in excess of|up to|between|tra|fra|compreso tra)\s*(?:a|ai|agli|al|alle|i|gli|to)?\s*(?:US\$|[$€£])?\s*$/iu;

/**
 * Whether the words around an amount make it another thing's than the measure that would own it (issue 28): a gap where
 * a page lost the name, a "mentre" clause with its own subject, a part, a flow, an effect, an item netted out, what
 * weighed on the measure, people, a milestone, a facility's size. Used by sentence-reader.ts for each amount with an owner. Pure.
 */
export function namesAnother(sentence: string, a: SentenceAmount, owner: Mention): boolean {
  const lead = sentence.slice(Math.max(0, a.start - 60), a.start);
  if (gapBetween(sentence, owner.end, a.start) || (owner.start >= 0 && otherSubject(sentence.slice(owner.end, a.start)))) return true;
  if (owner.start >= 0 && CONCESSIVE.test(sentence.slice(owner.end, a.start))) return true;
  if (monthsTakings(sentence, a, owner)) return true;
  if ([PART_BEFORE, FLOW_BEFORE, EFFECT_OF_BEFORE, SHARE_IN_BRACKETS, NETTED_ITEM_BEFORE, IMPACTED_BY].some((rx) => rx.test(lead)))
    return true;
  if (CONTRIBUTION_OF.test(sentence.slice(Math.max(0, a.start - 140), a.start))) return true;
  if (PART_THEN_FROM.test(sentence.slice(Math.max(0, a.start - 160), a.start))) return true;
  const inBracket = sentence[a.start] === '(' || /\(\s*(?:US\$|[$€£])?\s*$/u.test(lead);
  if (inBracket && HELPED_BY_BRACKET.test(sentence.slice(Math.max(0, a.start - 160), a.start))) return true;
  if (
    a.currency === null &&
    (PEOPLE_AFTER.test(sentence.slice(a.end, a.end + 20)) || COUNTED_AFTER.test(sentence.slice(a.end, a.end + 24)))
  )
    return true;
  if (MILESTONE_AFTER.test(sentence.slice(a.end, a.end + 14)) || MILESTONE_BEFORE.test(lead)) return true;
  // (a project's own debt facility is its debt: "an existing A$30-million debt facility … to fast-track its … gold project"; and
  // "The $50.3 million facility will include …" is a plant the amount builds, the capex word right after it)
  const builds = owner.key === 'capex' && owner.trailing === true && owner.start >= a.end;
  if (!owner.facility && !builds && FACILITY_AFTER.test(sentence.slice(a.end, a.end + 40))) return true;
  // ("a C$25 million revolving operating facility": a loan's words before the build's, no build)
  if (builds && /\b(?:revolving|credit|loan|lending|borrowing)\b/iu.test(sentence.slice(a.end, owner.end))) return true;
  // ("l'agevolazione prevista è di 29 milioni", "il Mise ha messo a disposizione circa 23 milioni": a grant, not the investment)
  if ((owner.key === 'capex' || owner.key === 'debt') && GRANT_BEFORE.test(lead)) return true;
  // ("RM8.9 million for the repayment of bank borrowings": what an amount will repay, not a debt)
  if (REPAID_AFTER.test(sentence.slice(a.end, a.end + 50))) return true;
  // ("its £550 million ($850 million) of debt was wiped out after a debt-for-equity swap": debt no longer owed)
  if (owner.key === 'debt' && DEBT_GONE_AFTER.test(sentence.slice(a.end, a.end + 90))) return true;
  // ("cash on hand, will be used to repurchase $1.5 billion in outstanding notes": what the cash will pay for, not the cash)
  if (owner.key === 'cash' && owner.start >= 0 && CASH_SPENT_ON.test(sentence.slice(owner.end, a.start))) return true;
  // ("which it acquired … in a deal worth almost £155m": a deal's price, no figure of the company's)
  if (DEAL_WORTH.test(lead)) return true;
  if (EXPECTED_LEAD.test(lead) && EXPECTED_AFTER.test(sentence.slice(a.end, a.end + 30))) return true;
  if (ESTIMATE_OF.test(sentence.slice(Math.max(0, a.start - 90), a.start))) return true;
  if (
    BEAT_THE.test(lead) &&
    !/^\s*(?:[\p{L}-]+\s+){0,2}(?:mark|milestone|threshold|level|barrier|figure)\b/iu.test(sentence.slice(a.end, a.end + 40))
  )
    return true;
  return SELECTED_WITH.test(lead);
}

/** "Gtt perde 20 milioni nel 2020, nonostante 214 milioni ricevuti tra ristori", "a loss of $5m despite $12m of grants": an amount in a
 * concessive clause after the measure's own is what the clause names (an aside closed by a comma, "nonostante la crisi, di 5 milioni",
 * keeps the measure). */
const CONCESSIVE = /(?:,|\s)\s*(?:nonostante|malgrado|pur\s+con|despite|in\s+spite\s+of|notwithstanding)\s[^,;]*$/iu;
const GRANT_BEFORE =
  /\b(?:agevolazion[ei]|contribut[oi]\s+(?:a\s+fondo\s+perduto|pubblic[oi])|a\s+fondo\s+perduto|mess[oi]\s+a\s+disposizione|mette\s+a\s+disposizione|grants?|subsid(?:y|ies))\b[^.;()]{0,30}$/iu;
const DEAL_WORTH =
  /\b(?:deal|acquisition|takeover|transaction|buyout|merger)\s+(?:worth|valued\s+at)\s+(?:almost\s+|about\s+|around\s+|nearly\s+|some\s+|up\s+to\s+|more\s+than\s+|over\s+)?(?:US\$|[$€£])?\s*$/iu;
const CASH_SPENT_ON =
  /^[\s,]*(?:(?:will|would|is|are|was|were)\s+be(?:ing)?\s+used\s+)?(?:to|for)\s+(?:repurchase|repay|redeem|fund|pay|finance|buy|acquire)\b/iu;
const REPAID_AFTER =
  /^\s*(?:(?:is|are|will be)\s+)?(?:(?:earmarked|allocated|used|set aside)\s+)?(?:for|to)\s+(?:the\s+)?(?:partial\s+|early\s+)?(?:repay|repayment|settle|settlement|refinanc)/iu;
const DEBT_GONE_AFTER =
  /^\s*(?:\([^()]*\)\s*)?(?:of\s+(?:its\s+|the\s+)?(?:[\p{L}-]+\s+)?debts?\s+)?(?:was|were|has\s+been|have\s+been|had\s+been|will\s+be)\s+(?:wiped\s+out|written\s+off|forgiven|extinguished|cancell?ed|converted|swapped)\b/iu;
/** "Revenue of $370m vs. $393m expected", "EBITDA of $189m against $190m forecast": what analysts expected, not the company's figure. */
const EXPECTED_LEAD = /(?:\bvs\.?|\bversus|\bagainst|compared\s+(?:to|with))\s*(?:US\$|A\$|C\$|[$€£])?\s*$/iu;
const EXPECTED_AFTER = /^\s*(?:expected|forecasts?|forecasted|estimated|estimates?|consensus)\b/iu;
/** "outpacing the Zacks Consensus Estimate of 13 cents and $44 million": every amount the estimate goes on to name is the analysts'. */
const ESTIMATE_OF =
  /\b(?:consensus|analysts['’]?|Street(?:['’]s)?)\s+(?:(?:mean|average)\s+)?(?:estimates?|forecasts?|expectations?|projections?)\s+(?:of|for|were|was|called\s+for|stood\s+at|at)\s(?:[^.;]|\.(?=\d)){0,70}$/iu;
/** "Revenue climbed 16% to $2.5 billion, coming in ahead of the $2.46 billion": what analysts expected, beaten or missed. */
const BEAT_THE =
  /\b(?:ahead\s+of|beat(?:ing|s)?|topp(?:ed|ing)|miss(?:ed|ing|es)?|short\s+of|outpac(?:ed|ing|es)|exceed(?:ed|ing|s)?|surpass(?:ed|ing|es)?)\s+the\s+(?:(?:analysts['’]?|Wall\s+Street(?:['’]s)?|Street(?:['’]s)?|consensus|average|expected|estimated|forecast)\s+)*(?:US\$|[$€£])?\s*$/iu;
