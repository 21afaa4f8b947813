import type { SentenceAmount } from './sentence-amounts.ts';
import { TRANSLATED } from './sentence-reader-words.ts';

/**
 * An amount that restates the one before it (issue 28): the same amount in another currency ("$7.4 million
 * Canadian ($6.13 million U.S.)", "590 milioni di sterline (…), pari a circa 665,9 milioni di Euro") or an
 * exchange rate ("(al cambio del 29.06.2018 di 1 € = 0,88605 £)"). Not a figure of its own. Pure; used by
 * sentence-reader.ts.
 */
// (the currencies named in words that sentenceAmounts does not read; those it reads, rupees or dong, give the amount its currency)
const NAMED_CURRENCY_THEN_BRACKET =
  /^\s*(?:(?:mexican|argentine|chilean|colombian|philippine|uruguayan|dominican|cuban)\s+)?(?:pesos|kronor|kroner|kronur|krona|krone|won|roubles?|rubles?|soles|lei|forints?|koruna|korun|hryvnias?|tenge|cedis?|kwacha|birr|dinars?)\s*\(\s*(?:~|≈|c\.|ca\.|approx\.|approximately|about|around|some|circa|roughly|nearly)?\s*$/iu;

const IN_DOLLARS_BEFORE =
  /\bin\s+(?:us\s+|u\.s\.\s+)?dollars?(?:\s+terms)?,?\s+(?:it\s+|they\s+)?(?:reached|was|were|amounted\s+to|totall?ed|stood\s+at|came\s+to)\s*(?:US\$|\$)?\s*$/iu;

export function restatedAmount(sentence: string, amounts: readonly SentenceAmount[], a: SentenceAmount): boolean {
  const inner = sentence.slice(a.start, a.end);
  const opens = amounts.some(
    (b) =>
      b.end <= a.start &&
      // ("VND 495.8 billion (~$20 million)", "(circa $20 million)": a restatement may say it is rounded)
      // (and a loss's translation may carry its sign: "a post-tax loss of £502.5 million (-US$641.01m)")
      (/^\s*\(\s*(?:~|≈|c\.|ca\.|approx\.|approximately|about|around|some|circa|roughly|nearly)?\s*[-−–]?\s*$/iu.test(
        sentence.slice(b.end, a.start),
      ) ||
        (/^\s*$/.test(sentence.slice(b.end, a.start)) && inner.startsWith('('))),
  );
  // ("1.77 billion pesos ($146 million)", "1,200 million kronor (€115 million)": a currency named in words the amounts do not read,
  // then its value in one they do)
  const named = amounts.some(
    (b) =>
      b.end <= a.start &&
      !b.currency &&
      a.currency &&
      NAMED_CURRENCY_THEN_BRACKET.test(sentence.slice(b.end, a.start + (inner.startsWith('(') ? 1 : 0))),
  );
  const prior = [...amounts].reverse().find((b) => b.end <= a.start && a.start - b.end <= 60);
  // ("¥113.9 billion or $1.26 billion": another currency right after "or" is the same amount turned)
  const translated =
    prior?.currency &&
    a.currency &&
    prior.currency !== a.currency &&
    (TRANSLATED.test(sentence.slice(Math.max(0, a.start - 30), a.start)) || /^\s*,?\s*or\s*$/iu.test(sentence.slice(prior.end, a.start)));
  // ("Ps. 43,279 million, decreasing 18.5% YoY in pesos, while in dollars it reached 55 million": the same figure in dollars)
  const inDollars =
    amounts.some((b) => b.end <= a.start && a.start - b.end <= 120 && b.currency !== null && b.currency !== 'USD') &&
    IN_DOLLARS_BEFORE.test(sentence.slice(Math.max(0, a.start - 60), a.start));
  const rate = /\((?:al cambio|at (?:an|the) exchange rate|exchange rate)[^()]*$/iu.test(sentence.slice(0, a.start));
  // ("VND 120 billion (USD 5,689,900/EUR 4,116,072)": a second restatement after a slash, inside the bracket)
  const slashed =
    prior !== undefined &&
    /^\s*\/\s*$/u.test(sentence.slice(prior.end, a.start)) &&
    /\([^()]*$/u.test(sentence.slice(0, a.start)) &&
    restatedAmount(sentence, amounts, prior);
  return Boolean(
    translated ||
    inDollars ||
    rate ||
    slashed ||
    (named && (inner.endsWith(')') || /^\s*\)/u.test(sentence.slice(a.end, a.end + 3)))) ||
    // ("revenue of £3.39bn ($4.32bn at current rates)": the rate it was turned at, said)
    (opens &&
      (inner.endsWith(')') ||
        /^\s*(?:u\.s\.|us|canadian|cad|usd|eur|euro|at\s+(?:current|today['’]s|prevailing|present)\s+(?:exchange\s+)?rates?)?\s*[)/]/iu.test(
          sentence.slice(a.end, a.end + 40),
        ))),
  );
}
