import type { CatalogueRecord } from '../../../../domain/funding/index.ts';

/**
 * The embedded default catalogue (source 'curated'): programmes written by this project from public
 * facts listed in shared/reference/funding-programmes.md (its section numbers in `ref`). Every record
 * carries the official link that list gives; amounts, sizes and territory only where it states them,
 * otherwise null / empty. No dates: these are standing programmes, not single calls (no closing date
 * published → open). Italian programmes are written in Italian, EU programmes in English.
 */
type Curated = Omit<
  CatalogueRecord,
  | 'source'
  | 'licence'
  | 'closedBySource'
  | 'requiredDocuments'
  | 'municipalities'
  | 'legalForms'
  | 'opensAt'
  | 'closesAt'
  | 'untilFundsRunOut'
  | 'cofinancingShare'
> & {
  legalForms?: string[];
};

const CURATED: readonly Curated[] = [
  {
    sourceRecordId: 'ref-01-horizon-europe',
    language: 'en',
    title: 'Horizon Europe',
    funder: 'European Commission (DG RTD)',
    programme: 'Horizon Europe 2021–2027',
    description:
      "The EU's main research and innovation framework programme for 2021–2027. Most funding goes to collaborative projects selected through competitive calls defined in the work programmes; calls are published on the EU Funding & Tenders portal.",
    aidForm: 'grant',
    minAmount: null,
    maxAmount: null,
    budget: 95_500_000_000,
    sizes: [],
    sectors: [],
    regions: [],
    url: 'https://research-and-innovation.ec.europa.eu/funding/funding-opportunities/funding-programmes-and-open-calls/horizon-europe_en',
  },
  {
    sourceRecordId: 'ref-04-eic-accelerator',
    language: 'en',
    title: 'EIC Accelerator',
    funder: 'European Innovation Council (EIC) / EISMEA',
    programme: 'Horizon Europe – European Innovation Council',
    description:
      "The EU's scale-up instrument for single startups and SMEs with deep-tech or disruptive innovations: a grant for development (up to about €2.5 million) combined with a direct equity investment through the EIC Fund (up to about €15 million). Calls are published on the EU Funding & Tenders portal.",
    aidForm: 'mixed',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small', 'medium'],
    sectors: [],
    regions: [],
    url: 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/',
  },
  {
    sourceRecordId: 'ref-15-digital-europe',
    language: 'en',
    title: 'Digital Europe Programme',
    funder: 'European Commission (DG CONNECT) and HaDEA',
    programme: 'Digital Europe 2021–2027',
    description:
      'Funds the roll-out of digital capacity rather than research: artificial intelligence, high-performance computing, cybersecurity, advanced digital skills and digital public services. It also finances the European Digital Innovation Hubs.',
    aidForm: 'grant',
    minAmount: null,
    maxAmount: null,
    budget: 7_500_000_000,
    sizes: [],
    sectors: [],
    regions: [],
    url: 'https://digital-strategy.ec.europa.eu/en/activities/digital-programme',
  },
  {
    sourceRecordId: 'ref-33-investeu',
    language: 'en',
    title: 'InvestEU',
    funder: 'European Commission, with the EIB Group and national promotional banks',
    programme: 'InvestEU',
    description:
      'An EU budget guarantee that lets partner institutions take more risk on loans, guarantees and equity for sustainable infrastructure, research and digitalisation, SMEs and social investment; reached mostly through banks and funds. It comes with an advisory hub.',
    aidForm: 'guarantee',
    minAmount: null,
    maxAmount: null,
    budget: 26_200_000_000,
    sizes: [],
    sectors: [],
    regions: [],
    url: 'https://investeu.europa.eu/investeu-programme_en',
  },
  {
    sourceRecordId: 'ref-41-transizione-40',
    language: 'it',
    title: 'Transizione 4.0 – Credito d’imposta per investimenti in beni strumentali',
    funder: 'Ministero delle Imprese e del Made in Italy (MIMIT), con l’Agenzia delle Entrate',
    programme: 'PNRR – Transizione 4.0',
    description:
      'Crediti d’imposta automatici (senza bando) per le imprese di ogni dimensione che investono in beni strumentali interconnessi, beni immateriali, ricerca e sviluppo e formazione del personale. L’agevolazione è proporzionale alla spesa ammissibile.',
    aidForm: 'tax_credit',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small', 'medium', 'large'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mise.gov.it/index.php/it/incentivi/credito-dimposta-per-investimenti-in-beni-strumentali',
  },
  {
    sourceRecordId: 'ref-58-contratti-di-sviluppo',
    language: 'it',
    title: 'Contratti di Sviluppo',
    funder: 'Invitalia per il Ministero delle Imprese e del Made in Italy',
    programme: 'Contratti di Sviluppo',
    description:
      'Il principale strumento nazionale per grandi programmi di investimento strategici (industria, turismo, tutela ambientale, agroalimentare), anche di gruppi di imprese: contributi e finanziamenti agevolati negoziati caso per caso. Sportelli recenti dedicati a semiconduttori, Net Zero (rinnovabili e batterie) e automotive.',
    aidForm: 'mixed',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small', 'medium', 'large'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.invitalia.it/cosa-facciamo/sosteniamo-grandi-investimenti/contratto-di-sviluppo/sportello-semiconduttori',
  },
  {
    sourceRecordId: 'ref-59-nuova-sabatini',
    language: 'it',
    title: 'Nuova Sabatini – Beni strumentali',
    funder: 'Ministero delle Imprese e del Made in Italy (MIMIT)',
    programme: 'Nuova Sabatini',
    description:
      'Contributo dello Stato sugli interessi dei finanziamenti bancari o in leasing con cui le micro, piccole e medie imprese acquistano macchinari, impianti, attrezzature e beni digitali nuovi. Investimento ammissibile da 20.000 a 4.000.000 euro.',
    aidForm: 'grant',
    minAmount: 20_000,
    maxAmount: 4_000_000,
    budget: 4_200_000_000,
    sizes: ['micro', 'small', 'medium'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mimit.gov.it/index.php/it/incentivi/agevolazioni-per-gli-investimenti-delle-pmi-in-beni-strumentali-nuova-sabatini',
  },
  {
    sourceRecordId: 'ref-60-fondo-garanzia-pmi',
    language: 'it',
    title: 'Fondo di Garanzia per le PMI',
    funder: 'Banca del Mezzogiorno–MedioCredito Centrale per il MIMIT',
    programme: 'Fondo di Garanzia PMI',
    description:
      'Garanzia pubblica sui finanziamenti bancari alle piccole e medie imprese e ai professionisti, che riduce le garanzie richieste. Tutti i settori, con alcune esclusioni.',
    aidForm: 'guarantee',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small', 'medium'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mimit.gov.it/index.php/it/incentivi/fondo-di-garanzia-per-le-pmi',
  },
  {
    sourceRecordId: 'ref-61-smart-start-italia',
    language: 'it',
    title: 'Smart&Start Italia',
    funder: 'Invitalia per il Ministero delle Imprese e del Made in Italy',
    programme: 'Smart&Start Italia',
    description:
      'Finanziamento a tasso zero, in alcuni casi con una quota a fondo perduto, per i piani d’impresa delle startup innovative iscritte al registro speciale, anche da costituire: modelli di business digitali e ad alta intensità di innovazione.',
    aidForm: 'subsidised_loan',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: [],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.invitalia.it/cosa-facciamo/creiamo-nuove-aziende/smartstart-italia',
  },
  {
    sourceRecordId: 'ref-62-on-nuove-imprese-tasso-zero',
    language: 'it',
    title: 'ON – Oltre Nuove imprese a tasso zero',
    funder: 'Invitalia per il Ministero delle Imprese e del Made in Italy',
    programme: 'Nuove imprese a tasso zero',
    description:
      'Finanziamento a tasso zero e contributo a fondo perduto per avviare o ampliare micro e piccole imprese a prevalente partecipazione giovanile o femminile, nei settori manifatturiero, servizi, commercio e turismo.',
    aidForm: 'mixed',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.invitalia.it/cosa-facciamo/creiamo-nuove-aziende/nuove-imprese-a-tasso-zero',
  },
  {
    sourceRecordId: 'ref-64-smart-money',
    language: 'it',
    title: 'Smart Money',
    funder: 'Invitalia per il Ministero delle Imprese e del Made in Italy',
    programme: 'Smart Money',
    description:
      'Contributi alle startup innovative in fase iniziale per i servizi di incubatori e acceleratori accreditati e per gli investimenti ricevuti da investitori qualificati. Dotazione 9,5 milioni di euro.',
    aidForm: 'grant',
    minAmount: null,
    maxAmount: null,
    budget: 9_500_000,
    sizes: [],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mise.gov.it/index.php/it/incentivi/impresa/smart-money',
  },
  {
    sourceRecordId: 'ref-65-fondo-crescita-sostenibile',
    language: 'it',
    title: 'Fondo per la Crescita Sostenibile – Progetti di ricerca e sviluppo',
    funder: 'Ministero delle Imprese e del Made in Italy (MIMIT)',
    programme: 'Fondo per la Crescita Sostenibile',
    description:
      'Il principale fondo del MIMIT per i progetti di ricerca e sviluppo industriale delle imprese, anche in partenariato con organismi di ricerca (ad esempio economia circolare): contributi e finanziamenti agevolati.',
    aidForm: 'mixed',
    minAmount: null,
    maxAmount: null,
    budget: null,
    sizes: ['micro', 'small', 'medium', 'large'],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mimit.gov.it/it/incentivi/fondo-per-la-crescita-sostenibile',
  },
  {
    sourceRecordId: 'ref-69-fondo-trasferimento-tecnologico',
    language: 'it',
    title: 'Fondo per il trasferimento tecnologico',
    funder: 'Ministero delle Imprese e del Made in Italy e Ministero dell’Economia e delle Finanze',
    programme: 'Fondo per il trasferimento tecnologico',
    description:
      'Investimenti in capitale di rischio e quasi-equity (anche strumenti convertibili) in startup, PMI innovative e spin-off universitari e di ricerca che trasformano risultati della ricerca in prodotti, anche in ambito biomedicale: da 100.000 a 15.000.000 di euro per impresa. Dotazione 500 milioni di euro.',
    aidForm: 'equity',
    minAmount: 100_000,
    maxAmount: 15_000_000,
    budget: 500_000_000,
    sizes: [],
    sectors: [],
    regions: ['IT'],
    url: 'https://www.mise.gov.it/index.php/it/incentivi/impresa/fondo-trasferimento-tecnologico',
  },
];

export const CURATED_LICENCE = 'Scritto dal progetto da fonti pubbliche (link ufficiale in ogni scheda)';

export function curatedRecords(): CatalogueRecord[] {
  return CURATED.map((r) => ({
    ...r,
    source: 'curated',
    legalForms: r.legalForms ?? [],
    municipalities: [],
    requiredDocuments: [],
    opensAt: null,
    closesAt: null,
    untilFundsRunOut: false,
    closedBySource: false,
    cofinancingShare: null,
    licence: CURATED_LICENCE,
  }));
}
