/**
 * Amounts that a verb before them makes a part or a flow, not a company's level (issue 28, thirteenth
 * pass). Used by sentence-reader.ts. Pure.
 */
/** "Versace contributed $137 million in revenue", "which represented $0.4 million in revenue", "ha apportato ricavi per X": a part's. */
export const PART_BEFORE =
  /\b(?:contributed|represented|added|brought in|contribuit[oa](?:\s+con)?|apportat[oa]|rappresentat[oa])\s+(?:(?:net\s+)?(?:ricavi|fatturato|vendite|revenues?|sales)\s+(?:per|di|of|pari a)\s+)?(?:(?:approximately|about|some|nearly|more than|over|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;
