import type { KeyPhrase } from './sentence-key-phrase.ts';
import { CURRENCY_AHEAD } from './sentence-amount-pattern.ts';

/**
 * A project study's capital costs (issue 28, forty-eighth pass): scoping studies, preliminary economic assessments, pre-feasibility and
 * feasibility studies name what a mine, plant or field costs to build as "initial capital", "sustaining capital", "life of mine
 * capital", and headlines write "sets … cost at". Each is the project's capex, with no period of its own (sentence-figure.ts).
 */
/** A sentence about a project's economics or its build: what makes "initial capital" a build's cost, not a company's share capital. */
const PROJECT_WORDS = String.raw`mine|mining|project|plant|mill|smelter|refinery|field|facility|construction|payback|npv|irr|feasibility|pre-?feasibility|scoping|pea|pfs|dfs|study`;
// (checked after the capital words match, so the look around runs only where they stand: the look behind spans the words too)
const IN_A_PROJECT = String.raw`(?:(?<=\b(?:${PROJECT_WORDS})\b[^.;]{0,260}?)|(?=[^.;]{0,200}?\b(?:${PROJECT_WORDS})\b))`;

export const STUDY_CAPEX: readonly KeyPhrase[] = [
  // "Estimated Initial capital of $335 million", "life of mine capital of $552 million", "sustaining capital costs of US$120 million"
  {
    key: 'capex',
    re: String.raw`(?:initial|upfront|sustaining|life[\s-]of[\s-]mine|LOM|pre-?production)\s+capital(?:\s+(?:costs?|investments?|expenditures?|requirements?|estimates?|outlay))?(?!\s+(?:of\s+(?:capital|debt|equity)|raise|raising|increase|intensity)\b)${IN_A_PROJECT}`,
  },
  // "would … cost US$148 million to construct": what a build costs, the amount between the verb and the build
  {
    key: 'capex',
    re: String.raw`(?<![\p{L}])cost(?=\s+(?:about\s+|around\s+|some\s+|an\s+estimated\s+|approximately\s+)?${CURRENCY_AHEAD}\s?\d[\d.,]*\s?(?:m|mn|bn|million|billion)?\s+to\s+(?:construct|build|develop|put\s+into\s+production|bring\s+into\s+production)\b)`,
  },
  // "Rare Element sets Bear Lodge cost at $334-million", "pegs the project's capital cost at": a headline's estimate of a build's cost
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:sets?|puts?|pegs?|pegged|estimates?)\s+(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}?)(?:capital\s+|construction\s+|build\s+)?cost\s+at(?=\s+${CURRENCY_AHEAD}\s?\d)`,
  },
];
