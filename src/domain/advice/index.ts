export type { AnswerForm, AnswerSentence, Citation, CitationKind, StoredAnswer } from './types.ts';
export { formOf, questionLanguage } from './intent.ts';
export { keepCited, normalise, numbersIn, phrasedClaimHolds } from './rule.ts';
export { SUBFACTOR_NAMES, PILLAR_NAMES, say, type Lang } from './phrases.ts';
export { valueAt } from './path.ts';
