import {
  CLOSED_IN_BLACK_IT,
  CLOSED_IN_RED_IT,
  DEFICIT_EN,
  DEFICIT_IT,
  SURPLUS_ACCOUNT_IT,
  LOSS_AFTER_AMOUNT,
  LOSSES_EN,
  LOST_IT,
  PROFITS_IT,
  RESULT_NEGATIVE_IT,
  RESULT_POSITIVE_IT,
  SURPLUS_EN,
  SURPLUS_IT,
} from './sentence-mentions-more.ts';
import { DEFICIT_AFTER_AMOUNT, DEFICIT_AT, IN_THE_RED_AFTER_AMOUNT, SURPLUS_AFTER_AMOUNT, SURPLUS_OF } from './sentence-mentions-public.ts';

/**
 * The loose net-income words of sentence-mentions.ts (issue 28): a result as the press and not-for-profits write it, kept apart so
 * that file stays small.
 */
const L = String.raw`(?<![\p{L}\d&])`;
const R = String.raw`(?![\p{L}\d&])`;

/** "utile di 87 milioni", "utili per 87 milioni", "la perdita di 110 milioni", "a loss of $2.7 million": net income, loosely. */
export const LOOSE: readonly { rx: RegExp; negative: boolean; narrow?: boolean }[] = [
  // ("è utile predisporre alcuni dati pro-forma": the adjective before a verb, no profit; but "ha visto l'utile salire … da 674 a 703
  // milioni": the profit, with a verb of change)
  {
    rx: new RegExp(
      `${L}util[ei](?!\\s+(?:ante|operativ|lordo|per azione|netto|netti))(?!\\s+(?!(?:salire|scendere|crescere|calare|passare|aumentare|diminuire|migliorare|peggiorare)\\b)\\p{L}+(?:are|ere|ire|rre)\\b)${R}`,
      'giu',
    ),
    negative: false,
  },
  { rx: new RegExp(`${L}perdit[ae](?!\\s+(?:operativ|ante|netta|di valore|da attività|su cambi|su crediti))${R}`, 'giu'), negative: true },
  // "Tilray's loss in the first quarter …", "recorded a loss of $2.7 million": net income, loosely
  {
    rx: new RegExp(
      `(?<=(?:'s|’s|\\bits|\\btheir|\\b(?:recorded|posted|reported|made|booked|incurred|reporting|recording|posting|booking|incurring|including) a)\\s(?:[\\w-]+-(?:quarter|half|year)\\s)?)loss(?!\\s+(?:from|on|before|ratio|rate|of\\s+(?:control|revenue|customers)))${R}`,
      'giu',
    ),
    negative: true,
  },
  // ("The total loss for the first nine months amounts to DKK 72 million": the year's result as a Nordic release writes it)
  {
    rx: new RegExp(
      `(?<=\\btotal\\s)loss(?=\\s+for\\s+(?:the\\s+)?(?:first|second|third|fourth|nine|six|three|twelve|full|year|period|quarter|half|Q[1-4]|H[12]))`,
      'giu',
    ),
    negative: true,
  },
  // "The loss improved from £21.8 million a year earlier to £4.4m", "the loss narrowed to …": the result named by its article and a verb
  {
    rx: new RegExp(
      `(?<=\\bthe\\s)loss(?=\\s+(?:improved|narrowed|widened|deepened|increased|decreased|fell|rose|grew|shrank|halved|doubled|was|came\\s+in|stood|totall?ed|amounted|reached)\\b)`,
      'giu',
    ),
    negative: true,
  },
  // "compared to a loss of $2.6 million", "with a loss of …": the comparison's own amount only (narrow)
  // ("closed the quarter with a bigger loss of N36.9 billion than …": a comparative adjective may stand between)
  {
    rx: new RegExp(
      `(?<=\\b(?:had|with|to|toa) a\\s(?:(?:bigger|larger|wider|smaller|narrower|deeper|heavier|record)\\s)?)loss(?=\\s+of\\s)`,
      'giu',
    ),
    negative: true,
    narrow: true,
  },
  // news prose: "Dell earned $677 million", "Warner lost $14 million", "its earnings rose to $70.5 million",
  // "Profit rose to $222 million", "a group profit of 31.6 billion yen", "the company had income of $214.8 million"
  { rx: new RegExp(`${L}earned(?=\\s+(?:a\\s+record\\s+)?(?:[$€£¥]|US\\$|\\d))`, 'giu'), negative: false },
  { rx: new RegExp(`${L}lost(?=\\s+(?:[$€£¥]|US\\$|\\d[\\d.,]*\\s*(?:million|billion|bn|m)\\b))`, 'giu'), negative: true },
  {
    rx: new RegExp(
      `(?<!(?:before|pre-tax|pretax|operating|gross|trading|segment|per-share|share)\\s)${L}(?:group\\s+|quarterly\\s+|annual\\s+)?(?:earnings|profits?)` +
        `(?!\\s+(?:before|after\\s+(?:net\\s+)?financial|per|margin|growth|warning|forecast|estimates?|expectations?|call|release|report|season|guidance|from|on))${R}`,
      'giu',
    ),
    negative: false,
  },
  // ("That compares to income of $31 million on sales of $5.1 billion": a comparison's)
  {
    rx: new RegExp(`(?<=\\b(?:had|with|reported|posted|compares? to|compared (?:to|with))\\s)income(?=\\s+of\\s)`, 'giu'),
    negative: false,
  },
  LOSS_AFTER_AMOUNT,
  PROFITS_IT,
  SURPLUS_IT,
  SURPLUS_EN,
  LOST_IT,
  CLOSED_IN_RED_IT,
  CLOSED_IN_BLACK_IT,
  RESULT_POSITIVE_IT,
  RESULT_NEGATIVE_IT,
  DEFICIT_IT,
  SURPLUS_ACCOUNT_IT,
  DEFICIT_EN,
  LOSSES_EN,
  DEFICIT_AFTER_AMOUNT,
  SURPLUS_AFTER_AMOUNT,
  SURPLUS_OF,
  DEFICIT_AT,
  IN_THE_RED_AFTER_AMOUNT,
];
