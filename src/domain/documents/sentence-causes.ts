import type { Mention } from './sentence-mention.ts';

/**
 * A measure named as the cause of another's change (issue 28, thirteenth pass): "EBITDA pari a 23,4
 * milioni in riduzione, per minori ricavi, rispetto ai 25,3 milioni", "EBITDA fell to $12.1 million due
 * to lower sales, from $14.0 million". The cause owns no amount: the amounts after it stay the measure's
 * before it. Pure.
 */
const CAUSE_BEFORE =
  /(?:\bper|a causa d(?:i|ei|elle|egli)|grazie a(?:i|lle|gli)?|dovut[oaie] a(?:i|lle|gli)?|due to|driven by|thanks to|owing to|reflecting)\s+(?:the\s+|i\s+|le\s+|gli\s+)?(?:minori|maggiori|lower|higher|increased|reduced|decreased|stronger|weaker)\s+$/iu;
/** The cause is an aside: a comma (or a bracket) closes it before any amount. */
const CLOSED_AFTER = /^[^\d$€£]{0,20}?[,)]/u;

/** "I costi operativi, nonostante la crescita del fatturato, restano … a 4,68 miliardi", "despite lower sales,": a concession aside. */
const DESPITE_BEFORE =
  /(?:\bnonostante|\bmalgrado|\bdespite|\bin spite of)\s+(?:(?:the|la|il|i|le|l')\s*)?(?:(?:crescita|calo|aumento|riduzione|flessione|contrazione|growth|decline|increase|decrease|drop|rise|lower|higher|weaker|stronger|minori|maggiori)\s+(?:(?:del|della|dei|delle|dell'|in|of)\s*)?(?:the\s+)?)?$/iu;

export function withoutCauses(text: string, mentions: readonly Mention[]): Mention[] {
  return mentions.filter(
    (m) =>
      m.key === null ||
      !(
        CAUSE_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start)) ||
        DESPITE_BEFORE.test(text.slice(Math.max(0, m.start - 50), m.start))
      ) ||
      !CLOSED_AFTER.test(text.slice(m.end, m.end + 24)),
  );
}

/** "a negative impact on net sales of ~$120M", "this benefit to net income of $13.6 million", "un impatto sull'EBITDA di 4
 * milioni": the amount is the effect's on the measure, not the measure. */
const EFFECT_ON =
  /(?:impacts?|effects?|benefits?|contributions?|charges?|hit|boost|drag|headwinds?|tailwinds?|impatt[oi]|effett[oi]|benefici[oi]?|contribut[oi])\s+(?:to|on|upon|sul|sulla|sui|sugli|sull'|al|alla|ai|all')\s*(?:the\s+|our\s+|its\s+)?$/iu;

export function asEffects(text: string, mentions: readonly Mention[]): Mention[] {
  return mentions.map((m) => (m.key !== null && EFFECT_ON.test(text.slice(Math.max(0, m.start - 40), m.start)) ? { ...m, key: null } : m));
}

/** "L'Ebit raddoppia la perdita a 1,6 milioni", "l'Ebit a 24,2 milioni dalla perdita di 135,4 milioni": a bare loss or profit
 * right after another measure is that measure's, not the net result. */
const FROM_BEFORE = /(?:\bdalla|\bda una|\bda un|\bfrom an?)\s+$/iu;
const JOINED = /\d|[.;:]|\b(?:e|ed|and|while|mentre|whereas)\b|,/iu;

export function looseOfOther(text: string, mentions: readonly Mention[]): Mention[] {
  return mentions.map((m, i) => {
    const p = mentions[i - 1];
    if (!m.loose || !p || p.key !== null || m.start - p.end > 50) return m;
    const between = text.slice(p.end, m.start);
    if (/[.;]/u.test(between)) return m;
    return FROM_BEFORE.test(between) || !JOINED.test(between) ? { ...m, key: null } : m;
  });
}
