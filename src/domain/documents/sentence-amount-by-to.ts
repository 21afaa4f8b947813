/**
 * "the company reduced its net debt by €43m", "ha ridotto l'indebitamento di 43 milioni": the amount after a past
 * verb of change and "by"/"di" is what the measure changed by, not a level (issue 28). Used by
 * sentence-amount-delta.ts. (Reading "by €43m to €387m" as a change then the level was tried and dropped: the level's
 * period in that text was wrong.) Pure.
 */
const BY_THEN_TO =
  /\b(?:reduc|cut|lower|increas|rais|boost|lift|trimm|slash|paid down|pay down|ridott|ridu|abbattut|aumentat|incrementat)\w*\b[^.;$€£]{1,40}(?:\bby|\bdi)\s*(?:about\s+|approximately\s+|some\s+|circa\s+)?(?:[$€£]\s?)?$/iu;

export function changeThenLevel(before: string): boolean {
  return BY_THEN_TO.test(before);
}
