import type { SentenceAmount } from './sentence-amounts.ts';

/**
 * An analysts' consensus preview (issue 28): "Secondo il consensus raccolto da Bloomberg i ricavi dovrebbero crescere
 * … a 868 milioni", "according to analysts polled by Reuters, revenue is expected to reach …". From the sentence that
 * attributes what follows to the analysts, an amount an expectation's verb states is an estimate, not the company's
 * figure; the amount it is compared with ("dai 137 milioni al 31 dicembre 2018", "from $1.2 billion") was reported and
 * stays. Pure; used by sentence-reader.ts.
 */
export const CONSENSUS_LEAD =
  /\b(?:secondo (?:il |le |i |gli )?(?:consensus|stime|attese|analisti)|(?:stime|attese) (?:di|del) consensus|consensus (?:raccolto|pubblicato|elaborato|compilato|fornito)|according to (?:the )?(?:analysts|consensus|estimates)|(?:consensus|analysts?) (?:compiled|polled|surveyed) by|analysts (?:expect|forecast|estimate))\b/iu;
const EXPECTED_VERB =
  /(?<![\p{L}])(?:dovrebbe(?:ro)?|(?:è|sono) (?:attes[oaie]|stimat[oaie]|previst[oaie])|(?:is|are) (?:expected|seen|estimated|forecast)|expected to|should)\b/iu;
/** "Il gruppo dovrebbe inoltre confermare la guidance 2019 …, con ricavi previsti oltre i 3,5 miliardi": the company's own guidance. */
const GUIDANCE = /\b(?:guidance|outlook|obiettiv[oi]|target)\b/iu;
const BASE_BEFORE =
  /(?:\bda[il]?|\bdagli|\bdall[ae']?|\brispetto (?:a[il]?|agli|alle)|\bfrom|\bcompared (?:to|with)|\bversus|\bvs\.?)\s*(?:[$€£]\s?)?$/iu;

/** In a consensus preview (`preview`), whether an amount is the analysts' estimate. */
export function consensusEstimate(sentence: string, a: SentenceAmount, preview: boolean): boolean {
  if (!preview) return false;
  const verb = sentence.search(EXPECTED_VERB);
  const before = sentence.slice(0, a.start);
  return verb >= 0 && verb < a.start && !GUIDANCE.test(before) && !BASE_BEFORE.test(before.slice(-16));
}
