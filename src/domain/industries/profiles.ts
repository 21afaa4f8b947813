import type { SectorProfile, SectorProfileId } from './profile-types.ts';

/*
 * Sector profiles: STARTING POINTS for the user to edit, not data about any project. Each value is
 * an order of magnitude typical of a small/medium EU (mostly Italian) project in the sector, chosen
 * from public benchmarks and common practice cited per profile. Shared assumptions:
 * - tax: Italian IRES 24 % + IRAP 3.9 % ≈ 27.9 % (IRAP's base differs; a simplification), in plan-defaults.ts;
 * - discount rates 8–12 % (lower for contracted/regulated revenue, higher for start-ups);
 * - terminal growth 1.5–2 % (≈ ECB inflation target, no real growth in perpetuity);
 * - debt rates 5–6 % (Italian SME bank lending ~4–6 % in 2023–2024, Bank of Italy statistics);
 * - term debt by default only where it is structural (energy, water/waste, hotels: project or
 *   mortgage-style finance). Elsewhere the default debt is 0 but the term is preset: year 1 carries
 *   the whole working-capital build-up and the plan model has no grace period, so a default term
 *   loan would show a year-1 DSCR below zero; the user adds debt (e.g. Nuova Sabatini) knowingly.
 * Gross margin here = (revenue − variable costs) / revenue; fixed costs include staff.
 */
const P = {
  // Typical SaaS gross margin 70–80 % and S&M 20–40 % of revenue (public SaaS benchmarks, e.g.
  // KeyBanc/OpenView SaaS surveys); SMB annual churn 10–30 %; early-stage growth 30–60 %/year.
  // Capitalised development ≈ 30 % of budget; the rest funds the team until break-even.
  'software-saas': {
    labels: { en: 'Software / SaaS', it: 'Software / SaaS' },
    referenceBudget: 500_000, horizonYears: 5, depreciationYears: 5, debtTermYears: 0, terminalValue: 'perpetuity-growth',
    revenueToBudget: 0.5, investmentShare: 0.3, fixedCostsToBudget: 0.5, debtToBudget: 0,
    pricePerUnit: 1_200, unitsGrowth: 0.4, priceGrowth: 0.03, churnRate: 0.15, grossMargin: 0.75, fixedCostGrowth: 0.08,
    salesMarketingShare: 0.25, maintenanceCapexShare: 0.03, workingCapitalShare: 0.05, debtInterestRate: 0.06,
    terminalGrowth: 0.02, exitMultiple: 8, discountRate: 0.12,
    uncertainty: {
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0.15, max: 0.8 },
      churnRate: { kind: 'abs', type: 'triangular', min: 0.08, max: 0.3 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.65, max: 0.85 },
      salesMarketingShare: { kind: 'abs', type: 'triangular', min: 0.15, max: 0.4 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.3 },
    },
  },
  // SME manufacturing: contribution margin 30–40 %, EBITDA 8–12 % (Mediobanca/Cerved SME reports);
  // Italian trade receivables ~ 80–100 days + stock → working capital ≈ 25 % of revenue; machinery
  // depreciated over ~10 years (Italian fiscal rates 10–15.5 %); asset turnover ≈ 1–1.5.
  manufacturing: {
    labels: { en: 'Manufacturing', it: 'Manifattura' },
    referenceBudget: 1_000_000, horizonYears: 7, depreciationYears: 10, debtTermYears: 7, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1.2, investmentShare: 0.8, fixedCostsToBudget: 0.2, debtToBudget: 0,
    pricePerUnit: 50_000, unitsGrowth: 0.05, priceGrowth: 0.02, churnRate: 0.1, grossMargin: 0.33, fixedCostGrowth: 0.025,
    salesMarketingShare: 0.05, maintenanceCapexShare: 0.04, workingCapitalShare: 0.25, debtInterestRate: 0.055,
    terminalGrowth: 0.02, exitMultiple: 6, discountRate: 0.1,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'triangular', min: 0.7, max: 1.15 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.15 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.28, max: 0.4 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.25 },
      workingCapitalShare: { kind: 'abs', type: 'triangular', min: 0.18, max: 0.35 },
    },
  },
  // Utility-scale PV in Italy: capex ≈ 0.6–0.9 M€/MWp, yield 1,300–1,600 MWh/MWp/year, degradation
  // ≈ 0.5 %/year, O&M + insurance + land ≈ 2–3 % of capex/year (IRENA Renewable Power Generation Costs,
  // GSE reports); PPA/market price ≈ 80–120 €/MWh; project finance gearing 60–75 % over ~15 years;
  // 20-year horizon, no terminal value (end of useful life is conservative). units = MWh sold.
  'energy-renewables': {
    labels: { en: 'Energy / renewables', it: 'Energia / rinnovabili' },
    referenceBudget: 1_000_000, horizonYears: 20, depreciationYears: 20, debtTermYears: 15, terminalValue: 'none',
    revenueToBudget: 0.16, investmentShare: 0.95, fixedCostsToBudget: 0.025, debtToBudget: 0.65,
    pricePerUnit: 100, unitsGrowth: -0.005, priceGrowth: 0.01, churnRate: 0, grossMargin: 0.92, fixedCostGrowth: 0.02,
    salesMarketingShare: 0.01, maintenanceCapexShare: 0.02, workingCapitalShare: 0.08, debtInterestRate: 0.05,
    terminalGrowth: 0.015, exitMultiple: 7, discountRate: 0.08,
    uncertainty: {
      unitsYear1: { kind: 'normal', cv: 0.05 },
      pricePerUnit: { kind: 'lognormal', sigma: 0.2 },
      priceGrowth: { kind: 'abs', type: 'triangular', min: -0.01, max: 0.025 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.3 },
      debtInterestRate: { kind: 'abs', type: 'triangular', min: 0.04, max: 0.07 },
    },
  },
  // Water, sewerage, waste and recycling plants: capital-intensive, gate fees + sale of recovered
  // materials (≈ 80–150 €/t), EBITDA 20–30 % (Utilitatis / ISPRA sector reports); plant life 12–20
  // years; regulated or long-term contracts → 8.5 % discount rate; capacity-bound volumes (+2 %/year).
  // Year-1 DSCR is low because year 1 carries the working-capital build-up. units = tonnes treated.
  'water-waste': {
    labels: { en: 'Water, waste and recycling', it: 'Acqua, rifiuti e riciclo' },
    referenceBudget: 2_000_000, horizonYears: 12, depreciationYears: 12, debtTermYears: 10, terminalValue: 'perpetuity-growth',
    revenueToBudget: 0.6, investmentShare: 0.9, fixedCostsToBudget: 0.12, debtToBudget: 0.5,
    pricePerUnit: 120, unitsGrowth: 0.02, priceGrowth: 0.02, churnRate: 0.05, grossMargin: 0.42, fixedCostGrowth: 0.02,
    salesMarketingShare: 0.02, maintenanceCapexShare: 0.03, workingCapitalShare: 0.12, debtInterestRate: 0.05,
    terminalGrowth: 0.015, exitMultiple: 7, discountRate: 0.085,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'triangular', min: 0.7, max: 1.1 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.8, max: 1.2 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.35, max: 0.52 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.25 },
    },
  },
  // Farming and food processing: gross margins 25–35 %, EBITDA 6–10 % (ISMEA, Mediobanca food
  // industry reports); prices follow volatile commodities; stock of ageing products (cheese, wine)
  // → working capital ≈ 20 %; machinery and buildings over ~10 years. units = tonnes sold.
  agrifood: {
    labels: { en: 'Agriculture and food', it: 'Agricoltura e agroalimentare' },
    referenceBudget: 600_000, horizonYears: 7, depreciationYears: 10, debtTermYears: 7, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1, investmentShare: 0.8, fixedCostsToBudget: 0.12, debtToBudget: 0,
    pricePerUnit: 3_000, unitsGrowth: 0.03, priceGrowth: 0.02, churnRate: 0.1, grossMargin: 0.28, fixedCostGrowth: 0.02,
    salesMarketingShare: 0.04, maintenanceCapexShare: 0.03, workingCapitalShare: 0.2, debtInterestRate: 0.05,
    terminalGrowth: 0.015, exitMultiple: 6, discountRate: 0.09,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'triangular', min: 0.75, max: 1.1 },
      pricePerUnit: { kind: 'lognormal', sigma: 0.15 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.22, max: 0.36 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.1 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.2 },
    },
  },
  // Retail and e-commerce: gross margin 30–50 %, online marketing 10–15 % of sales, high customer
  // churn (Netcomm / Casaleggio e-commerce reports); customers pay up front, stock only → low working
  // capital; fit-out and platform over 5 years. units = orders; price = average order value.
  'retail-ecommerce': {
    labels: { en: 'Retail / e-commerce', it: 'Commercio / e-commerce' },
    referenceBudget: 300_000, horizonYears: 5, depreciationYears: 5, debtTermYears: 0, terminalValue: 'perpetuity-growth',
    revenueToBudget: 2, investmentShare: 0.3, fixedCostsToBudget: 0.5, debtToBudget: 0,
    pricePerUnit: 60, unitsGrowth: 0.2, priceGrowth: 0.02, churnRate: 0.5, grossMargin: 0.4, fixedCostGrowth: 0.04,
    salesMarketingShare: 0.12, maintenanceCapexShare: 0.02, workingCapitalShare: 0.1, debtInterestRate: 0.06,
    terminalGrowth: 0.02, exitMultiple: 6, discountRate: 0.11,
    uncertainty: {
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0.05, max: 0.4 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.85, max: 1.15 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.32, max: 0.48 },
      salesMarketingShare: { kind: 'abs', type: 'triangular', min: 0.08, max: 0.2 },
      churnRate: { kind: 'abs', type: 'triangular', min: 0.35, max: 0.7 },
    },
  },
  // Hotels, restaurants, tourism, culture and leisure venues: Italian ADR ≈ 100–150 €, occupancy
  // 60–75 %, GOP 30–40 % of revenue, FF&E reserve 4 % of revenue (STR / Horwath HTL hotel reports;
  // Istat tourism statistics); renovation over 15 years, mortgage-style loan ≈ 40 % of cost over 15
  // years; occupancy is capacity-bound, so volume grows slowly; OTA commissions in S&M. units = room-nights.
  'hospitality-tourism': {
    labels: { en: 'Hospitality, tourism and leisure', it: 'Turismo, ospitalità e tempo libero' },
    referenceBudget: 1_500_000, horizonYears: 15, depreciationYears: 15, debtTermYears: 15, terminalValue: 'perpetuity-growth',
    revenueToBudget: 0.45, investmentShare: 0.85, fixedCostsToBudget: 0.2, debtToBudget: 0.4,
    pricePerUnit: 120, unitsGrowth: 0.02, priceGrowth: 0.02, churnRate: 0, grossMargin: 0.7, fixedCostGrowth: 0.025,
    salesMarketingShare: 0.1, maintenanceCapexShare: 0.04, workingCapitalShare: 0.02, debtInterestRate: 0.055,
    terminalGrowth: 0.02, exitMultiple: 9, discountRate: 0.09,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'pert', min: 0.7, max: 1.1 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.85, max: 1.2 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: -0.02, max: 0.1 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.2 },
      initialInvestment: { kind: 'rel', type: 'triangular', min: 0.95, max: 1.3 },
    },
  },
  // Construction and real estate: contractors' gross margin 15–25 %, EBITDA 5–10 % (ANCE, Cerved);
  // Italian public-works payment delays → working capital ≈ 25 % of revenue; equipment over 8 years.
  // units = contracts (jobs) per year. (Rental real estate is better modelled by editing churn/WC.)
  'construction-real-estate': {
    labels: { en: 'Construction and real estate', it: 'Costruzioni e immobiliare' },
    referenceBudget: 2_000_000, horizonYears: 7, depreciationYears: 8, debtTermYears: 5, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1.5, investmentShare: 0.4, fixedCostsToBudget: 0.12, debtToBudget: 0,
    pricePerUnit: 150_000, unitsGrowth: 0.05, priceGrowth: 0.02, churnRate: 0.3, grossMargin: 0.18, fixedCostGrowth: 0.02,
    salesMarketingShare: 0.02, maintenanceCapexShare: 0.03, workingCapitalShare: 0.25, debtInterestRate: 0.055,
    terminalGrowth: 0.015, exitMultiple: 5, discountRate: 0.1,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'triangular', min: 0.7, max: 1.15 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.12, max: 0.22 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.2 },
      workingCapitalShare: { kind: 'abs', type: 'triangular', min: 0.15, max: 0.4 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: -0.05, max: 0.12 },
    },
  },
  // Outpatient clinics, diagnostics, care homes: contribution after consumables and variable fees
  // ≈ 55–65 %, EBITDA 12–20 % (AIOP / Mediobanca private healthcare reports); medical equipment over
  // 8 years; reimbursement delays from the regional health service → working capital ≈ 15 %.
  // units = visits/procedures; price ≈ Italian outpatient tariffs (nomenclatore) and private fees.
  health: {
    labels: { en: 'Health and social care', it: 'Sanità e assistenza sociale' },
    referenceBudget: 800_000, horizonYears: 7, depreciationYears: 8, debtTermYears: 5, terminalValue: 'perpetuity-growth',
    revenueToBudget: 0.9, investmentShare: 0.7, fixedCostsToBudget: 0.38, debtToBudget: 0,
    pricePerUnit: 80, unitsGrowth: 0.06, priceGrowth: 0.015, churnRate: 0.2, grossMargin: 0.55, fixedCostGrowth: 0.025,
    salesMarketingShare: 0.04, maintenanceCapexShare: 0.04, workingCapitalShare: 0.15, debtInterestRate: 0.055,
    terminalGrowth: 0.02, exitMultiple: 8, discountRate: 0.09,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'pert', min: 0.7, max: 1.1 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.15 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.15 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.2 },
      initialInvestment: { kind: 'rel', type: 'triangular', min: 0.95, max: 1.25 },
    },
  },
  // Consulting, engineering, R&D services, education and training, business services: people-based,
  // contribution after direct staff/freelancers ≈ 50–60 %, EBITDA 10–20 % (Assoconsult, Cerved
  // reports); DSO ≈ 90 days → working capital ≈ 25 %; light capex. units = clients (engagements).
  'professional-services': {
    labels: { en: 'Professional and business services', it: 'Servizi professionali e alle imprese' },
    referenceBudget: 200_000, horizonYears: 5, depreciationYears: 5, debtTermYears: 0, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1.5, investmentShare: 0.15, fixedCostsToBudget: 0.5, debtToBudget: 0,
    pricePerUnit: 15_000, unitsGrowth: 0.15, priceGrowth: 0.03, churnRate: 0.2, grossMargin: 0.55, fixedCostGrowth: 0.04,
    salesMarketingShare: 0.08, maintenanceCapexShare: 0.01, workingCapitalShare: 0.25, debtInterestRate: 0.06,
    terminalGrowth: 0.02, exitMultiple: 6, discountRate: 0.11,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'pert', min: 0.6, max: 1.2 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.3 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.8, max: 1.2 },
      churnRate: { kind: 'abs', type: 'triangular', min: 0.1, max: 0.35 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.2 },
    },
  },
  // Transport and logistics: contribution after fuel, drivers and subcontracted haulage ≈ 20–25 %,
  // EBITDA 8–12 % (Confetra / Contract Logistics observatory, Politecnico di Milano); vehicles and
  // warehouse equipment over 8 years, high replacement capex. units = shipments (pallets).
  logistics: {
    labels: { en: 'Transport and logistics', it: 'Trasporti e logistica' },
    referenceBudget: 1_000_000, horizonYears: 7, depreciationYears: 8, debtTermYears: 5, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1.2, investmentShare: 0.8, fixedCostsToBudget: 0.1, debtToBudget: 0,
    pricePerUnit: 60, unitsGrowth: 0.06, priceGrowth: 0.02, churnRate: 0.15, grossMargin: 0.22, fixedCostGrowth: 0.02,
    salesMarketingShare: 0.02, maintenanceCapexShare: 0.05, workingCapitalShare: 0.15, debtInterestRate: 0.055,
    terminalGrowth: 0.015, exitMultiple: 6, discountRate: 0.09,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'triangular', min: 0.75, max: 1.1 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.1 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.16, max: 0.26 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.12 },
      maintenanceCapexShare: { kind: 'abs', type: 'triangular', min: 0.03, max: 0.08 },
    },
  },
  // Fintech, advisory and insurance intermediation start-ups: contribution after partner/bank fees
  // ≈ 60–70 %, customer acquisition 15–25 % of revenue, churn 10–20 % (Osservatorio Fintech &
  // Insurtech, Politecnico di Milano); regulatory capital and compliance in fixed costs. units = clients.
  'financial-services': {
    labels: { en: 'Financial services / fintech', it: 'Servizi finanziari / fintech' },
    referenceBudget: 500_000, horizonYears: 5, depreciationYears: 5, debtTermYears: 0, terminalValue: 'perpetuity-growth',
    revenueToBudget: 0.6, investmentShare: 0.25, fixedCostsToBudget: 0.45, debtToBudget: 0,
    pricePerUnit: 500, unitsGrowth: 0.4, priceGrowth: 0.02, churnRate: 0.12, grossMargin: 0.65, fixedCostGrowth: 0.06,
    salesMarketingShare: 0.2, maintenanceCapexShare: 0.02, workingCapitalShare: 0.05, debtInterestRate: 0.06,
    terminalGrowth: 0.02, exitMultiple: 8, discountRate: 0.12,
    uncertainty: {
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0.1, max: 0.7 },
      churnRate: { kind: 'abs', type: 'triangular', min: 0.06, max: 0.25 },
      salesMarketingShare: { kind: 'abs', type: 'triangular', min: 0.12, max: 0.3 },
      pricePerUnit: { kind: 'rel', type: 'triangular', min: 0.8, max: 1.2 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.3 },
    },
  },
  // Anything else (telecoms, media, public and personal services, unknown codes): middle-of-the-road
  // SME values — contribution 45 %, EBITDA ≈ 15 %, working capital 20 %, 10 % discount rate.
  generic: {
    labels: { en: 'Other / generic', it: 'Altro / generico' },
    referenceBudget: 500_000, horizonYears: 5, depreciationYears: 7, debtTermYears: 5, terminalValue: 'perpetuity-growth',
    revenueToBudget: 1, investmentShare: 0.6, fixedCostsToBudget: 0.25, debtToBudget: 0,
    pricePerUnit: 10_000, unitsGrowth: 0.06, priceGrowth: 0.02, churnRate: 0.15, grossMargin: 0.45, fixedCostGrowth: 0.03,
    salesMarketingShare: 0.06, maintenanceCapexShare: 0.03, workingCapitalShare: 0.2, debtInterestRate: 0.055,
    terminalGrowth: 0.02, exitMultiple: 6, discountRate: 0.1,
    uncertainty: {
      unitsYear1: { kind: 'rel', type: 'pert', min: 0.7, max: 1.15 },
      unitsGrowth: { kind: 'abs', type: 'pert', min: 0, max: 0.2 },
      grossMargin: { kind: 'abs', type: 'pert', min: 0.35, max: 0.52 },
      fixedCosts: { kind: 'rel', type: 'triangular', min: 0.9, max: 1.25 },
    },
  },
} satisfies Record<SectorProfileId, Omit<SectorProfile, 'id'>>;

/** Every sector profile by id (see the comments in profiles.ts for the sources of each value). */
export const SECTOR_PROFILES: Readonly<Record<SectorProfileId, SectorProfile>> = Object.fromEntries(
  Object.entries(P).map(([id, profile]) => [id, { id, ...profile }]),
) as Record<SectorProfileId, SectorProfile>;
