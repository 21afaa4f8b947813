import { EFFECT_BEFORE } from './sentence-effects.ts';
import { INCLUDED_BEFORE, TOLERANCE_BEFORE, amongParts, generatedFlow } from './sentence-parts.ts';
import { restatedAmount } from './sentence-restated.ts';
import { consensusEstimate } from './sentence-consensus.ts';
import { ANALYSTS, ESTIMATE_AFTER, ESTIMATE_BEFORE, ESTIMATE_FORESAW, FORECAST_COMPARED, PARTS } from './sentence-reader-words.ts';
import type { SentenceAmount } from './sentence-amounts.ts';
import { CROWDFUNDING_PLATFORMS } from './sentence-amount-pattern.ts';

/**
 * The amounts of a sentence that may be a key figure's (issue 28): not a restatement, an analysts' estimate or a consensus
 * preview's, a figure's part or component, an effect, a flow of cash generated, a forecast's tolerance, a change or a
 * per-unit value. Used by sentence-reader.ts. Pure.
 */
/** "the result of a $155 million prior period gain recognized on the sale", "a $27-million charge", "0,4 milioni derivanti dagli
 * investimenti", "per 27 milioni dalla vendita di fitofarmaci": an item's or a source's amount, not a measure's
 * ("$50 million before charges" is the measure's, on a basis). */
const ITEM_AFTER =
  /^\s*(?:(?!before|after|excluding|including|ex|net|ante|prima|dopo|al)[\p{L}-]+\s+){0,2}(?:gains?|charges?|write-?(?:downs?|offs?)|impairments?|provisions?)\b|^\s*(?:di\s+euro\s+)?derivant[ei]\s+(?:da|dal|dalla|dai|dagli|dalle|dall['’])|^\s*(?:di\s+euro\s+)?(?:dalla|dalle|dai|dagli|dal)\s+(?:vendita|vendite|commercializzazione|attività|divisione|settore|gestione)\b|^\s*(?:€\s*|di\s+euro\s+)?(?:di\s+(?:differenza|distacco|scarto)|of\s+difference)\b/iu; // ("seguita con più di 10 mln € di differenza": a gap)

/** "47 milioni di investimenti nel triennio, di cui 25 milioni previsti già per il 2026": a plan's part for one year of it is that year's figure;
 * "ricavi dei primi nove mesi a 419,5 milioni di cui 132,9 milioni del terzo trimestre": so is a quarter's part of nine months. */
const YEARS_PART =
  /^\s*(?:di\s+euro\s+)?(?:(?:previst[io]|destinat[io]|stanziat[io]|planned|budgeted)\s+)?(?:già\s+)?(?:nel|per\s+il|entro\s+il|in|for)\s+(?:19|20)\d\d(?![\d-])|^\s*(?:di\s+euro\s+)?(?:del|nel|in|for)\s+(?:the\s+)?(?:primo|secondo|terzo|quarto|ultimo|first|second|third|fourth|last)\s+(?:trimestre|quarter)(?![\p{L}])/iu;

/** "a profit of €2.6 million after paying €1.44 million", "profit after earmarking €10 million for a stability fund": what was paid or set
 * aside on the way to the measure, not the measure. */
const DEDUCTED_BEFORE =
  /\b(?:after|before)\s+(?:paying|earmarking|deducting|setting\s+aside|providing\s+for|writing\s+off|charging)\s+(?:out\s+)?(?:(?:an?|the|its)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:(?:about|around|some|almost|nearly|over)\s+)?(?:US\$|[$€£])?\s*$/iu;

const PART_LEAD = /\b(?:di cui|of which)\s+(?:(?:in particolare|circa|oltre|about|approximately|some)\s+)?(?:US\$|[$€£])?\s*$/iu;
function yearsPart(sentence: string, a: SentenceAmount): boolean {
  return PART_LEAD.test(sentence.slice(Math.max(0, a.start - 30), a.start)) && YEARS_PART.test(sentence.slice(a.end, a.end + 40));
}

const CAMPAIGN = new RegExp(String.raw`crowd-?fund|${CROWDFUNDING_PLATFORMS}|\bcampaign\b|campagna|stretch target`, 'iu');

export function moneyAmounts(sentence: string, amounts: readonly SentenceAmount[], preview: boolean): SentenceAmount[] {
  const analystsAt = sentence.search(ANALYSTS);
  const before = (a: SentenceAmount, n: number) => sentence.slice(Math.max(0, a.start - n), a.start);
  return amounts.filter(
    (a) =>
      !restatedAmount(sentence, amounts, a) &&
      !consensusEstimate(sentence, a, preview) &&
      (!amongParts(sentence, PARTS, a) || yearsPart(sentence, a)) &&
      !ESTIMATE_BEFORE.test(before(a, 40)) &&
      !ESTIMATE_FORESAW.test(before(a, 120)) &&
      !FORECAST_COMPARED.test(before(a, 50)) &&
      !EFFECT_BEFORE.test(before(a, 40)) &&
      !INCLUDED_BEFORE.test(before(a, 110)) &&
      !generatedFlow(sentence, amounts, a) &&
      !TOLERANCE_BEFORE.test(before(a, 20)) &&
      !DEDUCTED_BEFORE.test(before(a, 60)) &&
      !ITEM_AFTER.test(sentence.slice(a.end, a.end + 45)) &&
      !a.delta &&
      // ("the campaign has secured more than £3,000 of its £6,000 initial target": a small campaign's amounts are money as written)
      (!a.perUnit || (a.small === true && CAMPAIGN.test(sentence))) &&
      (analystsAt < 0 || a.start < analystsAt) &&
      !ESTIMATE_AFTER.test(sentence.slice(a.end, a.end + 40)),
  );
}
