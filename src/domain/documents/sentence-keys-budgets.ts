import type { KeyPhrase } from './sentence-key-phrase.ts';
import { CURRENCY_AHEAD } from './sentence-amount-pattern.ts';

/**
 * What a company says it will spend, in a text on its capital budget (issue 28, forty-ninth pass): "Cenovus said it will spend between
 * $1.2 billion and $1.4 billion next year", "Athabasca plans to spend between $95 million and $110 million in 2019". Its capex, standing
 * in only where the text states no capex in other words, and only in a text that speaks of capital budgets, spending or capex
 * (sentence-stand-in.ts): elsewhere "will spend $2 million on marketing" is no investment; and not a part of the whole ("will spend
 * $9.9 billion - more than 60 per cent of all capital spending - to maintain …").
 */
export const CAPITAL_SPEND: readonly KeyPhrase[] = [
  // "plans to spend US$4 billion to boost capacity at its Singapore facility", "would spend 46 trillion won (US$38 billion) in facility
  // investments": what it spends on its plants, named after the amount, is capex in any text. Not a ceiling: "to spend up to RM40mil
  // on expansion" is a headline's top of the range its text states. Of two phrases matching the same words the first is read, so this
  // one comes before the stand-in below.
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:will|would|to|plans?\s+to|expects?\s+to|intends?\s+to)\s+)spend(?=\s+(?:about\s+|around\s+|approximately\s+|roughly\s+|some\s+|an\s+estimated\s+)?${CURRENCY_AHEAD}?\s?\d[^.;]{0,50}?\b(?:to\s+(?:boost|expand|increase|add|build|construct|upgrade)\s+(?:its\s+|the\s+|new\s+|production\s+|manufacturing\s+)*(?:capacity|facilit(?:y|ies)|plants?|factor(?:y|ies)|fabs?|production|operations)|(?:on|in)\s+(?:new\s+)?(?:facility\s+investments?|capacity|plants?|factor(?:y|ies)|fabs?|expansion|capital\s+projects)\b))`,
  },
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:will|would|to|plans?\s+to|expects?\s+to|intends?\s+to)\s+)spend(?=\s+(?:between\s+|about\s+|around\s+|approximately\s+|roughly\s+|some\s+|up\s+to\s+|an\s+estimated\s+)?${CURRENCY_AHEAD}\s?\d)(?!(?:[^.;]|\.(?=\d)){0,60}?(?:per\s?cent|%)\s+of\b)`,
    standIn: 'capital_spend',
  },
];
