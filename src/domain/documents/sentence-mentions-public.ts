/**
 * A public body's, university's or hospital trust's result for its year as the press writes it, loosely the net income (issue 28):
 * kept apart from sentence-mentions-more.ts so that file stays small. Each is a word the reader already knows as another measure's
 * or as nothing ("deficit", "surplus", "in the red"), read here only in the shapes that name a year's result.
 */
const R = String.raw`(?![\p{L}\d&])`;
/** An amount written right before a word ("a €25.6 million deficit", "a $62.8 million surplus"), with its currency or scale ("finished
 * 2017-18 in the red" is a year's, not an amount's), not in a sentence on a budget. */
const AMOUNT_RIGHT_BEFORE = String.raw`(?<!\bbudgets?\b(?:[^.;]|\.(?=\d)){0,80})(?<=(?:(?:[$€£]|US\$|A\$|C\$|NZ\$)\s?\d[\d.,]*|\d[\s-]?(?:million|billion|bn|mn|m|k))\s)`;

/** "has reported a €25.6 million deficit for the 2019/20 financial year", "the planned £72 million deficit": a deficit named after its
 * amount, below zero (not a budget, pension, trade or funding deficit, which name it with their own word between). */
export const DEFICIT_AFTER_AMOUNT = {
  rx: new RegExp(
    String.raw`${AMOUNT_RIGHT_BEFORE}(?:(?:net|overall|annual|full-year)\s+)?deficit(?!\s+(?:reduction|recovery|plan|target|funding|contributions?|payments?|repair)\b)${R}`,
    'giu',
  ),
  negative: true,
};

/** "a sharp downturn from the $62.8 million surplus noted one year prior": a surplus named after its amount (not a trade or budget
 * surplus, named by their own word between). */
export const SURPLUS_AFTER_AMOUNT = {
  rx: new RegExp(
    String.raw`${AMOUNT_RIGHT_BEFORE}(?:(?:net|overall|annual|full-year)\s+)?surplus(?!\s+(?:cash|capital|funds?|land|property|assets?)\b)${R}`,
    'giu',
  ),
  negative: false,
};

/** "the College reported surpluses of €5.7 and €0.9 million respectively", "down from a surplus of $34.8 million in 2019": a surplus
 * before its amount after a verb of reporting or a comparison's "from". */
export const SURPLUS_OF = {
  rx: new RegExp(
    String.raw`(?<=\b(?:reported|posted|recorded|made|achieved|delivered|returned|ran|forecasts?|expects?|from)\s+(?:a\s+|an\s+)?(?:(?:net|overall|annual|full-year)\s+)?)surplus(?:es)?(?=\s+of\b)`,
    'giu',
  ),
  negative: false,
};

/** "its deficit standing at £50.3 million", "forecasts a deficit of £20.7m": a deficit's level or a plan's deficit, below zero. */
export const DEFICIT_AT = {
  rx: new RegExp(
    String.raw`(?<=\b(?:its|the|their)\s+(?:(?:net|overall|annual|full-year)\s+)?)deficit(?=\s+(?:standing|stood|stands|was|is)\s+at\b)|(?<=\b(?:forecasts?|expects?|projects?|plans?|predicts?|budgets?\s+for)\s+a\s+(?:(?:net|overall|annual|full-year)\s+)?)deficit(?=\s+of\b)`,
    'giu',
  ),
  negative: true,
};

/** "The QEH ended the last financial year £35.8m in the red": a year ended at a loss, below zero (not "into the red"). */
export const IN_THE_RED_AFTER_AMOUNT = {
  rx: new RegExp(String.raw`${AMOUNT_RIGHT_BEFORE}in\s+the\s+red${R}`, 'giu'),
  negative: true,
};
