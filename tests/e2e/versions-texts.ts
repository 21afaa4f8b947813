// The screen texts versions.spec.ts looks for and types, in English and in Italian.

export interface Texts {
  lng: string;
  register: { email: string; username: string; password: string; role: RegExp; submit: string };
  wizard: {
    next: string;
    create: string;
    title: string;
    industry: string;
    targetMarket: string;
    country: string;
    countryName: string;
    region: string;
    budget: string;
    step: (n: number) => RegExp;
  };
  price: string;
  note: string;
  noteText: string;
  run: string;
  stored: (v: number) => RegExp;
  openResults: (v: number) => RegExp;
  tabs: {
    evaluation: string;
    results: string;
    score: string;
    documents: string;
    compliance: string;
    funding: string;
    reports: string;
    questions: string;
    history: string;
  };
  metricsLink: string;
  notePrefix: (v: number) => string;
}

export const EN: Texts = {
  lng: 'en-GB',
  register: {
    email: 'E-mail address',
    username: 'Name shown to others',
    password: 'Password',
    role: /^Proponent/,
    submit: 'Create account',
  },
  wizard: {
    next: 'Next',
    create: 'Create project',
    title: 'Project title',
    industry: 'Industry (NACE Rev. 2 / ATECO 2007)',
    targetMarket: 'Target market',
    country: 'Country (optional)',
    countryName: 'Italy',
    region: 'Region (optional)',
    budget: 'Estimated budget',
    step: (n) => new RegExp(`^Step ${n} of 5`),
  },
  price: 'Revenue per customer per year (EUR)',
  note: 'Note for this version (optional)',
  noteText: 'Price doubled after the pilot',
  run: 'Run evaluation',
  stored: (v) => new RegExp(`^Version ${v} stored: CR score`),
  openResults: (v) => new RegExp(`^See the full results of version ${v}`),
  tabs: {
    evaluation: 'Evaluation',
    results: 'Results',
    score: 'CR score',
    documents: 'Documents',
    compliance: 'Compliance',
    funding: 'Funding',
    reports: 'Reports',
    questions: 'Questions',
    history: 'History',
  },
  metricsLink: 'Score history chart',
  notePrefix: (v) => `v${v}: `,
};

export const IT: Texts = {
  lng: 'it-IT',
  register: {
    email: 'Indirizzo e-mail',
    username: 'Nome visibile agli altri',
    password: 'Password',
    role: /^Proponente/,
    submit: "Crea l'account",
  },
  wizard: {
    next: 'Avanti',
    create: 'Crea progetto',
    title: 'Titolo del progetto',
    industry: 'Settore (NACE Rev. 2 / ATECO 2007)',
    targetMarket: 'Mercato di riferimento',
    country: 'Paese (facoltativo)',
    countryName: 'Italia',
    region: 'Regione (facoltativa)',
    budget: 'Budget stimato',
    step: (n) => new RegExp(`^Passaggio ${n} di 5`),
  },
  price: 'Ricavo annuo per cliente (EUR)',
  note: 'Nota per questa versione (facoltativa)',
  noteText: 'Prezzo raddoppiato dopo il pilota',
  run: 'Esegui la valutazione',
  stored: (v) => new RegExp(`^Versione ${v} salvata: punteggio CR`),
  openResults: (v) => new RegExp(`^Vedi i risultati completi della versione ${v}`),
  tabs: {
    evaluation: 'Valutazione',
    results: 'Risultati',
    score: 'Punteggio CR',
    documents: 'Documenti',
    compliance: 'Conformità',
    funding: 'Finanziamenti',
    reports: 'Rapporti',
    questions: 'Domande',
    history: 'Storico',
  },
  metricsLink: 'Grafico dello storico del punteggio',
  notePrefix: (v) => `v${v}: `,
};
