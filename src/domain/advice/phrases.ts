/** The engine's sentences in English and Italian (issue 25). Values are filled in by `say`. */
export type Lang = 'en' | 'it';

export const PILLAR_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  market: { en: 'market', it: 'mercato' },
  financial: { en: 'financial', it: 'finanziario' },
  compliance: { en: 'compliance', it: 'conformità' },
};

export const SUBFACTOR_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  'market.tam': { en: 'addressable market', it: 'mercato indirizzabile' },
  'market.competition': { en: 'competition', it: 'concorrenza' },
  'market.growth': { en: 'market growth', it: 'crescita del mercato' },
  'financial.revenue-model': { en: 'revenue model', it: 'modello di ricavo' },
  'financial.profitability': { en: 'profitability', it: 'redditività' },
  'financial.capital-efficiency': { en: 'capital efficiency', it: 'efficienza del capitale' },
  'financial.npv': { en: 'NPV', it: 'VAN' },
  'financial.risk-npv': { en: 'risk on NPV', it: 'rischio sul VAN' },
  'financial.risk-dscr': { en: 'debt service cover (DSCR)', it: 'copertura del debito (DSCR)' },
  'compliance.regulatory': { en: 'regulatory compliance', it: 'conformità normativa' },
  'compliance.esg': { en: 'ESG', it: 'ESG' },
  'compliance.governance': { en: 'governance', it: 'governance' },
  'compliance.legal': { en: 'legal conditions', it: 'condizioni legali' },
};

const PHRASES = {
  notInRecords: { en: 'Not in your records.', it: 'Non è presente nei tuoi dati.' },
  scoreIs: {
    en: 'Your Capital Readiness score is {total} out of 100 (evaluation version {version}).',
    it: 'Il tuo punteggio Capital Readiness è {total} su 100 (valutazione versione {version}).',
  },
  pillar: { en: 'The {pillar} pillar scores {score}.', it: 'Il pilastro {pillar} vale {score}.' },
  weakest: {
    en: 'A weak point is {name}: {score} out of 100, weighing {weight}% of the total.',
    it: 'Un punto debole è {name}: {score} su 100, con un peso del {weight}% sul totale.',
  },
  missingInput: {
    en: '{name} has no input, so it scores 0 out of 100.',
    it: '{name} non ha un dato, quindi vale 0 su 100.',
  },
  gainGap: {
    en: 'Closing the compliance gap “{title}” ({framework}) would add {gain} points (recomputed with the scoring engine).',
    it: 'Chiudere la lacuna di conformità «{title}» ({framework}) aggiungerebbe {gain} punti (ricalcolato con il motore di punteggio).',
  },
  gainSubFactor: {
    en: 'Bringing {name} from {score} to 100 would add up to {gain} points.',
    it: 'Portare {name} da {score} a 100 aggiungerebbe fino a {gain} punti.',
  },
  gainQuestion: {
    en: 'Answering yes to “{question}” would add {gain} points (recomputed with the scoring engine).',
    it: 'Rispondere sì a «{question}» aggiungerebbe {gain} punti (ricalcolato con il motore di punteggio).',
  },
  callFits: {
    en: 'The call “{title}” fits (match {score} of 100): {met}.',
    it: 'Il bando «{title}» è adatto (corrispondenza {score} su 100): {met}.',
  },
  callUnknown: {
    en: 'The call “{title}” may fit, but these are not known yet: {unknown}.',
    it: 'Il bando «{title}» potrebbe essere adatto, ma questi criteri non sono ancora noti: {unknown}.',
  },
  callNo: { en: 'The call “{title}” does not fit: {notMet}.', it: 'Il bando «{title}» non è adatto: {notMet}.' },
  investorAsks: { en: 'An investor still asks: “{body}”.', it: 'Un investitore chiede ancora: «{body}».' },
  ddOpen: { en: 'The due-diligence item “{title}” is still open.', it: 'La voce di due diligence «{title}» è ancora aperta.' },
  sectionMissing: {
    en: 'The document {file} has no {section} section.',
    it: 'Nel documento {file} manca la sezione {section}.',
  },
  evidenceMissing: {
    en: 'The compliance item “{title}” has no evidence yet.',
    it: 'Il requisito di conformità «{title}» non ha ancora una prova.',
  },
  retrieved: { en: '“{quote}” ({source}).', it: '«{quote}» ({source}).' },
  page: { en: '{file}, page {page}', it: '{file}, pagina {page}' },
} as const;

export type PhraseKey = keyof typeof PHRASES;

/** A sentence in a language with its values filled in. @example say('en', 'pillar', { pillar: 'market', score: '70.0' }) */
export function say(lang: Lang, key: PhraseKey, values: Readonly<Record<string, string | number>> = {}): string {
  return PHRASES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
