import { ADJ_EN } from './sentence-key-phrase.ts';
import type { KeyPhrase } from './sentence-key-phrase.ts';
import { CAPITAL_SPEND } from './sentence-keys-budgets.ts';
import { STUDY_CAPEX } from './sentence-keys-studies.ts';
import { AMOUNT_AHEAD } from './sentence-amount-pattern.ts';

/**
 * Key phrases kept in files of their own, read with the rest of KEY_PHRASES (sentence-keys.ts) where the project study's capital
 * words stood: a study's capital costs, what a company will spend, EBITDA spelt out in Italian and in English, a shipping company's TCE revenue and
 * a net loss called a deficit.
 */
/** EBITDA written out: "earnings before interest, taxes, depreciation, and amortization". */
const EBITDA_WORDS = String.raw`earnings before interest,? (?:(?:and )?(?:income )?tax(?:es|ation)?,? )?(?:depreciation,? (?:and )?amorti[sz]ation|amorti[sz]ation,? (?:and )?depreciation)(?!,? (?:and )?(?:rent|rentals|property|long-term|restructuring|exceptional))`;

export const MORE_KEY_PHRASES: readonly KeyPhrase[] = [
  // a bank's top line as the Nigerian and Kenyan press names it ("gross earnings of N765.6 billion"; not beside a revenue the sentence
  // names too: "its gross earnings rose … to N6.8 billion; while its revenue rose … to N5.8 billion")
  { key: 'revenue', re: String.raw`(?<!\brevenues?\b(?:[^.]|\.\d)*)gross earnings(?!(?:[^.]|\.\d)*\brevenues?\b)` },
  // a telecom's or a service company's "service revenue", its revenue only where the text states none ("MTN Ghana's service revenue
  // grew 22.4% to 1.74bn cedi"; beside "Revenue of $4.9 million", a part of it)
  {
    key: 'revenue',
    re: String.raw`(?<=\b(?:its|the|total)\s|['’]s\s)service revenues?|(?<![\p{L}]\s)(?<![\p{L}])service revenues?`,
    standIn: 'revenue_line',
  },
  ...STUDY_CAPEX,
  ...CAPITAL_SPEND,
  // "L'utile prima degli interessi, delle imposte, del deprezzamento e dell'ammortamento è aumentato … a 606,5 milioni": EBITDA, spelt
  // out in Italian as a translated release writes it
  {
    key: 'ebitda',
    re: String.raw`(?:utile|risultato|margine|reddito)\s+(?:operativo\s+)?prima\s+(?:degli\s+|di\s+)?interessi,?\s+(?:delle\s+)?imposte,?\s+(?:(?:del\s+)?deprezzament[oi],?\s+(?:e\s+)?)?(?:(?:dell['’]|degli\s+)\s*)?ammortament[oi]`,
  },
  // ("adjusted earnings before interest, taxes, depreciation, and amortization (EBITDA) loss declined to $50 million": written out)
  { key: 'ebitda', re: String.raw`${ADJ_EN} ${EBITDA_WORDS}(?: \(ebitda\))?`, adjusted: true },
  { key: 'ebitda', re: String.raw`${EBITDA_WORDS} \(ebitda\) loss`, negative: true },
  // ("BetMGM reported a USD123 million loss before interest, tax, depreciation and amortisation": the EBITDA below zero, its amount before it)
  { key: 'ebitda', re: String.raw`${EBITDA_WORDS.replace('earnings before', 'loss(?:es)? before')}`, negative: true },
  { key: 'ebitda', re: String.raw`${ADJ_EN} ${EBITDA_WORDS} \(ebitda\) loss`, adjusted: true, negative: true },
  // "Second quarter 2012 TCE revenues were $210.0 million": a shipping company's time charter equivalent (revenue less voyage costs),
  // its revenue only where the text states none ("Revenues, net of $104.6 million … TCE Revenues of $74.8 million": the first)
  { key: 'revenue', re: String.raw`(?:tce|time[\s-]charter[\s-]equivalent)\s+(?:net\s+)?revenues?`, standIn: 'revenue_line' },
  // "Il Casinò di Sanremo chiude il 2023 con incassi per 52,69 milioni", "Nel 2014 il Casinò di Venezia ha incassato 103,6 milioni": a
  // casino's or a venue's takings, its revenue only where the text states none; not money collected for something ("l'incasso del
  // prezzo", "incassi derivanti dalla cessione", "l'incasso dei crediti"); "introiti" only as a total or a casino's ("con introiti per
  // 43 mln", "gli introiti lordi", "per la casa da gioco introiti per 95 milioni"; "Il Sei Nazioni ha garantito introiti per 18,95
  // milioni" is one event's)
  {
    key: 'revenue',
    re: String.raw`(?:incass[io]|(?<=(?:(?<![\p{L}])con|(?:casinò|casa\s+da\s+gioco)(?:\s+[\p{L}'’-]+){0,3})\s+)introiti|introiti(?=\s+(?:lordi|annuali|totali|complessivi|trimestrali|semestrali)))(?:\s+(?:lordi|annuali|totali|complessivi|trimestrali|semestrali))*(?!\s+(?:(?:del|dei|della|delle|degli|dell['’])\s*(?!casin|casa\s+da\s+gioco)|relativ|derivant|per\s+la|di\s+rate))|(?<=(?:casinò|casa\s+da\s+gioco)(?:\s+[\p{L}'’-]+){0,3}\s+)(?:ha\s+)?incassato`,
    standIn: 'takings',
  },
  // "l'EBITDAaL ha segnato 808 milioni", "EBITDA after leases of €96 million": the EBITDA after lease costs (telecom and tower companies
  // report it), the EBITDA only where the text states none
  { key: 'ebitda', re: String.raw`ebitda-?al|ebitda\s+after\s+leases`, standIn: 'ebitda_after_leases' },
  {
    key: 'ebitda',
    re: String.raw`(?:adjusted|adj\.?)\s+(?:ebitda-?al|ebitda\s+after\s+leases)|ebitda-?al\s+(?:adjusted|rettificato)`,
    adjusted: true,
    standIn: 'ebitda_after_leases',
  },
  // "ha registrato una raccolta premi per 151 milioni", "La raccolta diretta assicurativa sale a 7,5 miliardi": an insurer's premiums
  // written, its revenue only where the text states none (not one line's: "la raccolta premi del ramo Vita", "del lavoro diretto Danni")
  {
    key: 'revenue',
    re: String.raw`(?:raccolta\s+(?:premi|(?:diretta\s+)?assicurativa)|premi\s+(?:lordi\s+)?(?:contabilizzati|emessi))(?:\s+(?:complessiv[ai]|total[ei]|lord[ai]|consolidat[ai]))?(?!\s+(?:del|dei|nel|nei)\s+ram[oi])`,
    standIn: 'premiums',
  },
  // "Invested £1.2bn in FY24", "we invested $640 million in our network during the year": what the company spent on its own assets in
  // a period (not "invested $5 million in Ferlano Labs", a stake)
  {
    key: 'capex',
    re: String.raw`(?<=(?:^|[\n•·▪.;:-]\s*|\b(?:we|group|company|it|and)\s+))invested(?=\s+(?:a\s+(?:record|total)\s+(?:of\s+)?)?(?:about\s+|around\s+|over\s+|more\s+than\s+|nearly\s+|almost\s+)?${AMOUNT_AHEAD}\s+(?:in\s+(?:FY\s?'?\d\d|(?:fiscal\s+)?(?:19|20)\d\d|the\s+(?:year|period|half|quarter|first\s+half|second\s+half)|capital\s+(?:projects|expenditure|programmes?)|infrastructure|(?:our|its|the)\s+(?:network|networks|assets|estate|stores|infrastructure|plants?|mills?|fleet|facilities))(?![\p{L}])|during\s+the\s+(?:year|period|quarter)))`,
  },
  // "Il conto economico si chiude con un deficit netto di 29,6 milioni": a net loss
  { key: 'net_income', re: String.raw`deficit\s+netto(?:\s+consolidato)?`, negative: true },
];
