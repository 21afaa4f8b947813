import type { AnswerForm } from './types.ts';

/**
 * The most asked questions (issue 25), recognised in English and Italian phrasing. Order matters:
 * "what raises my score" is asked before "why is my score", both before the broader topics.
 */
const FORMS: readonly (readonly [AnswerForm, RegExp])[] = [
  [
    'raise-score',
    /\b(raise|raises|improve|improves|increase|increases|boost|lift|gain)\b.*\b(score|rating|readiness)\b|\b(alz|aument|miglior|far salire|fa salire|sale di pi)\w*.*\bpunteggio\b|\bpunteggio\b.*\b(alz|aument|miglior|sal)\w*/i,
  ],
  ['why-score', /\bwhy\b.*\bscore\b|\bscore\b.*\b(low|high|so)\b|\bperch[eéè]\b.*\bpunteggio\b|\bpunteggio\b.*\b(basso|alto|cos[iì])\b/i],
  ['calls-fit', /\b(calls?|grants?|funding|tenders?|bando|bandi|finanziament\w*|agevolazion\w*|contribut\w*)\b/i],
  ['investor-asks', /\b(investors?|due diligence|diligence|investitor\w*)\b/i],
  ['plan-missing', /\b(missing|lacks?|lacking|incomplete|manca|mancano|mancante|mancanti|incomplet\w*)\b/i],
];

/** The answer form a question asks for, or 'retrieval' when it is none of the most asked ones. */
export function formOf(question: string): AnswerForm {
  for (const [form, re] of FORMS) if (re.test(question)) return form;
  return 'retrieval';
}

const ITALIAN_WORDS =
  /\b(il|lo|la|gli|le|di|del|della|perch[eé]|cosa|quali|quale|mio|mia|miei|punteggio|bandi|manca|piano|come|che|sono|è|non|investitore)\b/gi;
const ENGLISH_WORDS = /\b(the|of|why|what|which|my|is|are|score|calls|missing|plan|how|does|do|investor|raises?)\b/gi;

/** The language a question is written in (for the full-text configuration): Italian when its words say so. */
export function questionLanguage(question: string): 'en' | 'it' {
  const it = question.match(ITALIAN_WORDS)?.length ?? 0;
  const en = question.match(ENGLISH_WORDS)?.length ?? 0;
  return it > en ? 'it' : 'en';
}
