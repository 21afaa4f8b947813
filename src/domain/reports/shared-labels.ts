/**
 * Labels the report shares with the screens, copied from src/web/locales/{en,it}/{score,evaluation}.json
 * (the server may not import the web). labels.test.ts fails when they drift apart.
 */
export const SHARED_LABELS = {
  en: {
    tier: {
      ready: 'Ready',
      developing: 'Developing',
      'not-yet-ready': 'Not yet ready',
    },
    confidenceLevel: {
      high: 'high',
      medium: 'medium',
      low: 'low',
    },
    pillar: {
      market: 'Market',
      financial: 'Financial',
      compliance: 'Compliance',
    },
    status: {
      scored: 'Scored',
      missing: 'Missing',
      'not-applicable': 'Not applicable',
    },
    subFactor: {
      market: {
        tam: 'Market size (TAM)',
        competition: 'Competition',
        growth: 'Market growth',
      },
      financial: {
        'revenue-model': 'Revenue model',
        profitability: 'Profitability',
        'capital-efficiency': 'Capital efficiency',
        npv: 'NPV',
        'risk-npv': 'Risk: P(NPV < 0)',
        'risk-dscr': 'Risk: minimum DSCR at P10',
      },
      compliance: {
        regulatory: 'Regulatory',
        esg: 'ESG',
        governance: 'Governance',
        legal: 'Legal',
      },
    },
    evidence: {
      declared: 'Declared',
      computed: 'Computed',
      evidenced: 'Evidenced',
    },
    drivers: {
      unitsYear1: 'Customers in year 1',
      unitsGrowth: 'Customer growth per year',
      pricePerUnit: 'Revenue per customer per year',
      priceGrowth: 'Price growth per year',
      churnRate: 'Churn rate',
      grossMargin: 'Gross margin',
      fixedCosts: 'Fixed operating costs in year 1',
      fixedCostGrowth: 'Fixed cost growth per year',
      salesMarketingShare: 'Sales and marketing share of revenue',
      initialInvestment: 'Initial investment',
      maintenanceCapexShare: 'Maintenance capex share of revenue',
      workingCapitalShare: 'Working capital share of revenue',
      taxRate: 'Tax rate',
      debtAmount: 'Debt amount',
      debtInterestRate: 'Debt interest rate',
      terminalGrowth: 'Terminal growth rate',
      exitMultiple: 'Exit multiple of EBITDA',
      discountRate: 'Discount rate',
      openingCash: 'Opening cash',
    },
  },
  it: {
    tier: {
      ready: 'Pronto',
      developing: 'In sviluppo',
      'not-yet-ready': 'Non ancora pronto',
    },
    confidenceLevel: {
      high: 'alta',
      medium: 'media',
      low: 'bassa',
    },
    pillar: {
      market: 'Mercato',
      financial: 'Finanza',
      compliance: 'Conformità',
    },
    status: {
      scored: 'Valutato',
      missing: 'Mancante',
      'not-applicable': 'Non applicabile',
    },
    subFactor: {
      market: {
        tam: 'Dimensione del mercato (TAM)',
        competition: 'Concorrenza',
        growth: 'Crescita del mercato',
      },
      financial: {
        'revenue-model': 'Modello di ricavo',
        profitability: 'Redditività',
        'capital-efficiency': 'Efficienza del capitale',
        npv: 'VAN',
        'risk-npv': 'Rischio: P(VAN < 0)',
        'risk-dscr': 'Rischio: DSCR minimo al P10',
      },
      compliance: {
        regulatory: 'Regolamentare',
        esg: 'ESG',
        governance: 'Governance',
        legal: 'Legale',
      },
    },
    evidence: {
      declared: 'Dichiarato',
      computed: 'Calcolato',
      evidenced: 'Documentato',
    },
    drivers: {
      unitsYear1: 'Clienti nel primo anno',
      unitsGrowth: 'Crescita annua dei clienti',
      pricePerUnit: 'Ricavo annuo per cliente',
      priceGrowth: 'Crescita annua del prezzo',
      churnRate: 'Tasso di abbandono',
      grossMargin: 'Margine lordo',
      fixedCosts: 'Costi operativi fissi nel primo anno',
      fixedCostGrowth: 'Crescita annua dei costi fissi',
      salesMarketingShare: 'Quota di vendite e marketing sui ricavi',
      initialInvestment: 'Investimento iniziale',
      maintenanceCapexShare: 'Quota di investimenti di mantenimento sui ricavi',
      workingCapitalShare: 'Quota di capitale circolante sui ricavi',
      taxRate: 'Aliquota fiscale',
      debtAmount: 'Importo del debito',
      debtInterestRate: "Tasso d'interesse del debito",
      terminalGrowth: 'Tasso di crescita terminale',
      exitMultiple: "Multiplo di uscita sull'EBITDA",
      discountRate: 'Tasso di sconto',
      openingCash: 'Cassa iniziale',
    },
  },
} as const;
