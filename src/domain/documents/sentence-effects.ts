/**
 * Amounts that a word before them makes an effect, a deduction or a use of cash, not the level of a key
 * figure (issue 28): "reflecting a $98 million negative impact", "after £26m of costs", "and used
 * approximately $23 million in operations", "revenue was negatively impacted by $0.5 million",
 * "net income benefited from a $7.1 million tax benefit". Used by sentence-reader.ts. Pure.
 */
export const EFFECT_BEFORE =
  /\b(?:reflecting|reflects|reflected|driven by|offset by|after|used|using|rifle(?:tte|ttendo)|al netto di|(?:(?:negatively|positively|adversely|favou?rably|unfavou?rably)\s+)?(?:impacted|affected)\s+by|benefit(?:t)?ed\s+from|hurt\s+by|boosted\s+by)\s+(?:(?:an?|the|approximately|about|some|circa)\s+){0,2}(?:(?:US\$|\$US|[$€£])\s*)?$/iu;

/** "il 60% del fatturato, pari a 192 milioni", "40% of revenue, or $2.1 billion", "il 78 per cento dei ricavi, con 898 milioni": a share
 * of the revenue, not the revenue. */
export const SHARE_BEFORE =
  /\d\s?(?:%|per ?cento?)\s+(?:del|dei|delle|of)\s+(?:(?:its|the|suo|proprio|total|totale)\s+)?(?:fatturato|ricavi|vendite|revenues?|sales)\s*,?\s*(?:(?:pari a|ovvero|or|equal to|i\.e\.|con)\s*)?(?:circa\s+|about\s+|some\s+)?(?:[$€£]\s*)?$/iu;
