/**
 * The project's own copy of the 380 requirement items of the compliance reference
 * (compliance-frameworks.json, same ids and order), generated once by a script from that file, with
 * Italian titles and section names written for this product. The evidence text here is the English;
 * its Italian is in ./evidence-it-2026-1.ts (by item id, added later without touching these items),
 * read through ../evidence.ts `itemEvidence`. Frameworks, versions and names: ./frameworks.ts.
 * Never edit an item in place: a changed framework is a new release (./frameworks.ts RELEASES).
 */
import type { ItemData, SectionData } from './types.ts';

export const SECTIONS_2026_1: readonly SectionData[] = [
 {
  "id": "eu-taxonomy:scope-and-eligibility",
  "framework": "eu-taxonomy",
  "en": "Scope and eligibility",
  "it": "Ambito e ammissibilità"
 },
 {
  "id": "eu-taxonomy:substantial-contribution-art-3-a",
  "framework": "eu-taxonomy",
  "en": "Substantial contribution (Art. 3(a))",
  "it": "Contributo sostanziale (art. 3(a))"
 },
 {
  "id": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "framework": "eu-taxonomy",
  "en": "Do no significant harm (Art. 3(b), Art. 17)",
  "it": "Non arrecare danno significativo (art. 3(b), art. 17)"
 },
 {
  "id": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "framework": "eu-taxonomy",
  "en": "Minimum safeguards (Art. 3(c), Art. 18)",
  "it": "Garanzie minime di salvaguardia (art. 3(c), art. 18)"
 },
 {
  "id": "eu-taxonomy:technical-screening-criteria-file-art-3-d-art-19",
  "framework": "eu-taxonomy",
  "en": "Technical screening criteria file (Art. 3(d), Art. 19)",
  "it": "Fascicolo dei criteri di vaglio tecnico (art. 3(d), art. 19)"
 },
 {
  "id": "eu-taxonomy:kpis-and-disclosure-art-8",
  "framework": "eu-taxonomy",
  "en": "KPIs and disclosure (Art. 8)",
  "it": "KPI e informativa (art. 8)"
 },
 {
  "id": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "framework": "eu-taxonomy",
  "en": "Activity criteria (claimed aligned activities)",
  "it": "Criteri per attività (attività dichiarate allineate)"
 },
 {
  "id": "gri:gri-1-requirements-for-in-accordance-with",
  "framework": "gri",
  "en": "GRI 1 - requirements for 'in accordance with'",
  "it": "GRI 1 - requisiti per la rendicontazione \"in conformità\""
 },
 {
  "id": "gri:gri-2-organization-and-reporting-practices",
  "framework": "gri",
  "en": "GRI 2 - organization and reporting practices",
  "it": "GRI 2 - organizzazione e prassi di rendicontazione"
 },
 {
  "id": "gri:gri-2-activities-and-workers",
  "framework": "gri",
  "en": "GRI 2 - activities and workers",
  "it": "GRI 2 - attività e lavoratori"
 },
 {
  "id": "gri:gri-2-governance",
  "framework": "gri",
  "en": "GRI 2 - governance",
  "it": "GRI 2 - governance"
 },
 {
  "id": "gri:gri-2-strategy-policies-and-practices",
  "framework": "gri",
  "en": "GRI 2 - strategy, policies and practices",
  "it": "GRI 2 - strategia, politiche e prassi"
 },
 {
  "id": "gri:gri-2-stakeholder-engagement",
  "framework": "gri",
  "en": "GRI 2 - stakeholder engagement",
  "it": "GRI 2 - coinvolgimento degli stakeholder"
 },
 {
  "id": "gri:gri-3-material-topics",
  "framework": "gri",
  "en": "GRI 3 - material topics",
  "it": "GRI 3 - temi materiali"
 },
 {
  "id": "gri:topic-standards-economic-200-series",
  "framework": "gri",
  "en": "Topic Standards - economic (200 series)",
  "it": "Standard tematici - economici (serie 200)"
 },
 {
  "id": "gri:topic-standards-environmental-300-series",
  "framework": "gri",
  "en": "Topic Standards - environmental (300 series)",
  "it": "Standard tematici - ambientali (serie 300)"
 },
 {
  "id": "gri:topic-standards-social-400-series",
  "framework": "gri",
  "en": "Topic Standards - social (400 series)",
  "it": "Standard tematici - sociali (serie 400)"
 },
 {
  "id": "gri:sector-standards",
  "framework": "gri",
  "en": "Sector Standards",
  "it": "Standard di settore"
 },
 {
  "id": "sasb:general-application",
  "framework": "sasb",
  "en": "General application",
  "it": "Applicazione generale"
 },
 {
  "id": "sasb:dimension-environment",
  "framework": "sasb",
  "en": "Dimension: Environment",
  "it": "Dimensione: ambiente"
 },
 {
  "id": "sasb:dimension-social-capital",
  "framework": "sasb",
  "en": "Dimension: Social Capital",
  "it": "Dimensione: capitale sociale"
 },
 {
  "id": "sasb:dimension-human-capital",
  "framework": "sasb",
  "en": "Dimension: Human Capital",
  "it": "Dimensione: capitale umano"
 },
 {
  "id": "sasb:dimension-business-model-innovation",
  "framework": "sasb",
  "en": "Dimension: Business Model & Innovation",
  "it": "Dimensione: modello di business e innovazione"
 },
 {
  "id": "sasb:dimension-leadership-governance",
  "framework": "sasb",
  "en": "Dimension: Leadership & Governance",
  "it": "Dimensione: leadership e governance"
 },
 {
  "id": "tcfd:governance",
  "framework": "tcfd",
  "en": "Governance",
  "it": "Governance"
 },
 {
  "id": "tcfd:strategy",
  "framework": "tcfd",
  "en": "Strategy",
  "it": "Strategia"
 },
 {
  "id": "tcfd:risk-management",
  "framework": "tcfd",
  "en": "Risk Management",
  "it": "Gestione del rischio"
 },
 {
  "id": "tcfd:metrics-and-targets",
  "framework": "tcfd",
  "en": "Metrics and Targets",
  "it": "Metriche e obiettivi"
 },
 {
  "id": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "framework": "tcfd",
  "en": "Metrics and Targets - cross-industry metric categories",
  "it": "Metriche e obiettivi - categorie di metriche intersettoriali"
 },
 {
  "id": "tcfd:strategy-transition-plan",
  "framework": "tcfd",
  "en": "Strategy - transition plan",
  "it": "Strategia - piano di transizione"
 },
 {
  "id": "tcfd:cross-cutting",
  "framework": "tcfd",
  "en": "Cross-cutting",
  "it": "Trasversale"
 },
 {
  "id": "gdpr:principles-and-accountability",
  "framework": "gdpr",
  "en": "Principles and accountability",
  "it": "Principi e responsabilizzazione"
 },
 {
  "id": "gdpr:lawfulness-and-consent",
  "framework": "gdpr",
  "en": "Lawfulness and consent",
  "it": "Liceità e consenso"
 },
 {
  "id": "gdpr:transparency",
  "framework": "gdpr",
  "en": "Transparency",
  "it": "Trasparenza"
 },
 {
  "id": "gdpr:data-subject-rights",
  "framework": "gdpr",
  "en": "Data subject rights",
  "it": "Diritti dell'interessato"
 },
 {
  "id": "gdpr:governance-design-and-records",
  "framework": "gdpr",
  "en": "Governance, design and records",
  "it": "Governance, progettazione e registri"
 },
 {
  "id": "gdpr:security-and-breaches",
  "framework": "gdpr",
  "en": "Security and breaches",
  "it": "Sicurezza e violazioni"
 },
 {
  "id": "gdpr:risk-assessment-dpia",
  "framework": "gdpr",
  "en": "Risk assessment (DPIA)",
  "it": "Valutazione d'impatto (DPIA)"
 },
 {
  "id": "gdpr:data-protection-officer",
  "framework": "gdpr",
  "en": "Data Protection Officer",
  "it": "Responsabile della protezione dei dati (DPO)"
 },
 {
  "id": "gdpr:international-transfers-chapter-v",
  "framework": "gdpr",
  "en": "International transfers (Chapter V)",
  "it": "Trasferimenti internazionali (capo V)"
 },
 {
  "id": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "framework": "csrd-esrs",
  "en": "CSRD - scope, placement, tagging, assurance",
  "it": "CSRD - ambito, collocazione, marcatura, assurance"
 },
 {
  "id": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "framework": "csrd-esrs",
  "en": "ESRS 1 - general requirements and double materiality",
  "it": "ESRS 1 - prescrizioni generali e doppia rilevanza"
 },
 {
  "id": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "framework": "csrd-esrs",
  "en": "ESRS 2 - general disclosures (mandatory for all)",
  "it": "ESRS 2 - informazioni generali (obbligatorie per tutti)"
 },
 {
  "id": "csrd-esrs:esrs-e1-climate-change-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS E1 Climate change - if material",
  "it": "ESRS E1 Cambiamenti climatici - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-e2-pollution-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS E2 Pollution - if material",
  "it": "ESRS E2 Inquinamento - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS E3 Water and marine resources - if material",
  "it": "ESRS E3 Acque e risorse marine - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS E4 Biodiversity and ecosystems - if material",
  "it": "ESRS E4 Biodiversità ed ecosistemi - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "framework": "csrd-esrs",
  "en": "ESRS E5 Resource use and circular economy - if material",
  "it": "ESRS E5 Uso delle risorse ed economia circolare - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS S1 Own workforce - if material",
  "it": "ESRS S1 Forza lavoro propria - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS S2 Workers in the value chain - if material",
  "it": "ESRS S2 Lavoratori nella catena del valore - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS S3 Affected communities - if material",
  "it": "ESRS S3 Comunità interessate - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS S4 Consumers and end-users - if material",
  "it": "ESRS S4 Consumatori e utilizzatori finali - se rilevante"
 },
 {
  "id": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "framework": "csrd-esrs",
  "en": "ESRS G1 Business conduct - if material",
  "it": "ESRS G1 Condotta delle imprese - se rilevante"
 },
 {
  "id": "dlgs-231:applicability-and-exposure",
  "framework": "dlgs-231",
  "en": "Applicability and exposure",
  "it": "Applicabilità ed esposizione"
 },
 {
  "id": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "framework": "dlgs-231",
  "en": "Modello 231 - core elements (Art. 6(2), Art. 7)",
  "it": "Modello 231 - elementi essenziali (art. 6(2), art. 7)"
 },
 {
  "id": "dlgs-231:organismo-di-vigilanza-odv",
  "framework": "dlgs-231",
  "en": "Organismo di Vigilanza (OdV)",
  "it": "Organismo di Vigilanza (OdV)"
 },
 {
  "id": "dlgs-231:training-and-communication",
  "framework": "dlgs-231",
  "en": "Training and communication",
  "it": "Formazione e comunicazione"
 },
 {
  "id": "dlgs-231:special-parts-offence-families",
  "framework": "dlgs-231",
  "en": "Special parts (offence families)",
  "it": "Parti speciali (famiglie di reato)"
 },
 {
  "id": "pnrr:plan-mapping-and-results",
  "framework": "pnrr",
  "en": "Plan mapping and results",
  "it": "Riconduzione al Piano e risultati"
 },
 {
  "id": "pnrr:cup-monitoring-and-traceability",
  "framework": "pnrr",
  "en": "CUP, monitoring and traceability",
  "it": "CUP, monitoraggio e tracciabilità"
 },
 {
  "id": "pnrr:dnsh-principle",
  "framework": "pnrr",
  "en": "DNSH principle",
  "it": "Principio DNSH"
 },
 {
  "id": "pnrr:climate-and-digital-tagging",
  "framework": "pnrr",
  "en": "Climate and digital tagging",
  "it": "Tagging climatico e digitale"
 },
 {
  "id": "pnrr:integrity-double-funding-and-controls",
  "framework": "pnrr",
  "en": "Integrity, double funding and controls",
  "it": "Integrità, doppio finanziamento e controlli"
 },
 {
  "id": "pnrr:horizontal-principles-gender-youth-territory",
  "framework": "pnrr",
  "en": "Horizontal principles (gender, youth, territory)",
  "it": "Principi trasversali (genere, giovani, territorio)"
 },
 {
  "id": "pnrr:publicity-and-procurement",
  "framework": "pnrr",
  "en": "Publicity and procurement",
  "it": "Pubblicità e appalti"
 }
];

export const ITEMS_2026_1: readonly ItemData[] = [
 {
  "id": "EUT-SCOPE-01",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:scope-and-eligibility",
  "title": {
   "en": "Taxonomy reporting position determined",
   "it": "Posizione di rendicontazione sulla Tassonomia determinata"
  },
  "evidence": "Written analysis of whether Art. 8 KPIs are mandatory (entity inside CSRD scope) or voluntary; for a financed project, a statement of which Taxonomy claims are made and for which objective",
  "weight": 3,
  "reference": "Reg. (EU) 2020/852 Art. 8 (https://eur-lex.europa.eu/eli/reg/2020/852/oj); Dir. (EU) 2022/2464"
 },
 {
  "id": "EUT-ELIG-01",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:scope-and-eligibility",
  "title": {
   "en": "Activity inventory mapped to Taxonomy activities",
   "it": "Inventario delle attività mappato sulle attività della Tassonomia"
  },
  "evidence": "Register of all economic activities with turnover, CapEx and OpEx, NACE codes and the matching activity number in the Delegated Acts; reasoning recorded where the NACE hint is ambiguous (NACE codes in the acts are indicative, the activity description prevails)",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annexes I-II (https://eur-lex.europa.eu/eli/reg_del/2021/2139/oj); Del. Reg. (EU) 2023/2486 Annexes I-IV (https://eur-lex.europa.eu/eli/reg_del/2023/2486/oj)"
 },
 {
  "id": "EUT-ELIG-02",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:scope-and-eligibility",
  "title": {
   "en": "Eligibility assessed per environmental objective",
   "it": "Ammissibilità valutata per obiettivo ambientale"
  },
  "evidence": "Matrix activity x objective showing where a description exists in a Delegated Act; eligible and non-eligible shares of each KPI",
  "weight": 4,
  "reference": "Del. Reg. (EU) 2021/2178 Art. 1 definitions, Annex I (https://eur-lex.europa.eu/eli/reg_del/2021/2178/oj)"
 },
 {
  "id": "EUT-MAT-01",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:scope-and-eligibility",
  "title": {
   "en": "Financial-materiality exemption applied correctly (if used)",
   "it": "Esenzione per rilevanza finanziaria applicata correttamente (se usata)"
  },
  "evidence": "If activities below 10% of a KPI denominator (cumulative, tested per KPI) were not assessed, their share is shown as non-material with a short justification; if the OpEx KPI is skipped as immaterial, total OpEx and the reason are disclosed",
  "weight": 2,
  "reference": "Del. Reg. (EU) 2021/2178 as amended by the Taxonomy simplification Delegated Act adopted 4 July 2025"
 },
 {
  "id": "EUT-SC-CCM",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to climate change mitigation",
   "it": "Contributo sostanziale alla mitigazione dei cambiamenti climatici"
  },
  "evidence": "Per activity: checklist against Annex I criteria with measured data (e.g. life-cycle GHG per ISO 14067/14064-1, EPC, vehicle CO2 certificate), third-party verification where the criterion requires it",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 10; Del. Reg. (EU) 2021/2139 Annex I"
 },
 {
  "id": "EUT-SC-CCA",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to climate change adaptation",
   "it": "Contributo sostanziale all'adattamento ai cambiamenti climatici"
  },
  "evidence": "Climate risk and vulnerability assessment following Appendix A steps (screening, materiality of physical risks, adaptation options) using climate projections proportionate to asset lifetime; adaptation solutions implemented and monitored",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 11; Del. Reg. (EU) 2021/2139 Annex II"
 },
 {
  "id": "EUT-SC-WTR",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to water and marine resources",
   "it": "Contributo sostanziale alle risorse idriche e marine"
  },
  "evidence": "Evidence against the activity criteria in Annex I of the Environmental Delegated Act (e.g. water quality compliance, leakage or energy performance of networks, drainage design)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 12; Del. Reg. (EU) 2023/2486 Annex I"
 },
 {
  "id": "EUT-SC-CE",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to transition to a circular economy",
   "it": "Contributo sostanziale alla transizione verso un'economia circolare"
  },
  "evidence": "Evidence against Annex II criteria (e.g. recycled or reused content, design for durability and repair, waste prepared for re-use, circularity information for buyers)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 13; Del. Reg. (EU) 2023/2486 Annex II"
 },
 {
  "id": "EUT-SC-PPC",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to pollution prevention and control",
   "it": "Contributo sostanziale alla prevenzione e riduzione dell'inquinamento"
  },
  "evidence": "Evidence against Annex III criteria (e.g. hazardous waste treatment performance, remediation results, emission reductions for pharmaceutical manufacturing)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 14; Del. Reg. (EU) 2023/2486 Annex III"
 },
 {
  "id": "EUT-SC-BIO",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Substantial contribution to biodiversity and ecosystems",
   "it": "Contributo sostanziale alla biodiversità e agli ecosistemi"
  },
  "evidence": "Evidence against Annex IV criteria (e.g. conservation or restoration plan with baseline, objectives, monitoring; accommodation activities with biodiversity management plan)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 15; Del. Reg. (EU) 2023/2486 Annex IV"
 },
 {
  "id": "EUT-SC-TYPE",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "Enabling and transitional activities flagged",
   "it": "Attività abilitanti e di transizione segnalate"
  },
  "evidence": "Each aligned activity labelled own-performance, enabling (Art. 16) or transitional (Art. 10(2)) consistently with the Delegated Act, and shown separately in templates",
  "weight": 3,
  "reference": "Reg. (EU) 2020/852 Arts 10(2), 16; Del. Reg. (EU) 2021/2178 Annex II"
 },
 {
  "id": "EUT-SC-DC",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:substantial-contribution-art-3-a",
  "title": {
   "en": "No double counting across objectives",
   "it": "Nessun doppio conteggio tra obiettivi"
  },
  "evidence": "Method note showing each euro of turnover/CapEx/OpEx is counted once in the numerator even when an activity contributes to several objectives",
  "weight": 4,
  "reference": "Del. Reg. (EU) 2021/2178 Annex I"
 },
 {
  "id": "EUT-DNSH-CCM",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to climate change mitigation",
   "it": "DNSH alla mitigazione dei cambiamenti climatici"
  },
  "evidence": "Where the contribution is to another objective: activity-specific mitigation DNSH met (e.g. no dedicated fossil fuel use, emission or efficiency thresholds)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(a); activity sections of Del. Reg. (EU) 2021/2139/Del. Reg. (EU) 2023/2486"
 },
 {
  "id": "EUT-DNSH-CCA",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to climate change adaptation",
   "it": "DNSH all'adattamento ai cambiamenti climatici"
  },
  "evidence": "Appendix A physical-climate-risk assessment for the asset; plan to implement adaptation solutions for material risks (typically within five years)",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(b); Del. Reg. (EU) 2021/2139 Annex I Appendix A"
 },
 {
  "id": "EUT-DNSH-WATER",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to water and marine resources",
   "it": "DNSH alle risorse idriche e marine"
  },
  "evidence": "Appendix B: risks to water quality and water stress identified and addressed via a water use and protection management plan; EIA including water impacts under the Water Framework Directive 2000/60/EC; discharge permits",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(c); Del. Reg. (EU) 2021/2139 Annex I Appendix B"
 },
 {
  "id": "EUT-DNSH-CE",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to circular economy",
   "it": "DNSH all'economia circolare"
  },
  "evidence": "Activity-specific: e.g. at least 70% by weight of non-hazardous construction and demolition waste prepared for re-use or recycling; waste management plan; durability, reparability and recyclability of equipment",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(d); activity sections of Del. Reg. (EU) 2021/2139"
 },
 {
  "id": "EUT-DNSH-POLL",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to pollution prevention and control",
   "it": "DNSH alla prevenzione e riduzione dell'inquinamento"
  },
  "evidence": "Appendix C: no manufacture, placing on the market or use of restricted substances (POPs, mercury, ozone-depleting substances, RoHS, REACH restrictions and SVHC) beyond permitted exceptions; BAT-AEL compliance for IED installations; site noise, dust and emission controls",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(e); Del. Reg. (EU) 2021/2139 Annex I Appendix C as simplified by the Taxonomy simplification Delegated Act adopted 4 July 2025"
 },
 {
  "id": "EUT-DNSH-BIO",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:do-no-significant-harm-art-3-b-art-17",
  "title": {
   "en": "DNSH to biodiversity and ecosystems",
   "it": "DNSH alla biodiversità e agli ecosistemi"
  },
  "evidence": "Appendix D: EIA or screening under Directive 2011/92/EU completed; for sites in or near biodiversity-sensitive areas (Natura 2000, UNESCO World Heritage, Key Biodiversity Areas) an appropriate assessment and mitigation measures",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 17(1)(f); Del. Reg. (EU) 2021/2139 Annex I Appendix D"
 },
 {
  "id": "EUT-MS-HR",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "title": {
   "en": "Human and labour rights due diligence",
   "it": "Due diligence su diritti umani e del lavoro"
  },
  "evidence": "Board-approved human-rights policy; due diligence process aligned with UNGPs and OECD Guidelines (identify, prevent/mitigate, track, communicate, remediate); coverage of ILO fundamental conventions; operational grievance mechanism",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 18; Platform on Sustainable Finance, Final Report on Minimum Safeguards (Oct 2022)"
 },
 {
  "id": "EUT-MS-CORR",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "title": {
   "en": "Anti-bribery and corruption safeguards",
   "it": "Presidi contro la corruzione"
  },
  "evidence": "Anti-corruption programme (risk assessment, controls, training, whistleblowing); no final conviction of the company or senior management for corruption",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 18; Platform on Sustainable Finance, Final Report on Minimum Safeguards (Oct 2022)"
 },
 {
  "id": "EUT-MS-TAX",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "title": {
   "en": "Tax governance safeguards",
   "it": "Presidi di governance fiscale"
  },
  "evidence": "Tax strategy and governance treating tax compliance as part of risk management; no final conviction for tax-law breaches",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 18; Platform on Sustainable Finance, Final Report on Minimum Safeguards (Oct 2022)"
 },
 {
  "id": "EUT-MS-COMP",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "title": {
   "en": "Fair competition safeguards",
   "it": "Presidi di concorrenza leale"
  },
  "evidence": "Competition-law compliance programme and training; no final conviction for competition-law breaches",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 18; Platform on Sustainable Finance, Final Report on Minimum Safeguards (Oct 2022)"
 },
 {
  "id": "EUT-MS-EXT",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:minimum-safeguards-art-3-c-art-18",
  "title": {
   "en": "No unresolved adverse findings in external grievance fora",
   "it": "Nessuna contestazione irrisolta presso organismi di reclamo esterni"
  },
  "evidence": "Screening of OECD National Contact Point cases and Business and Human Rights Resource Centre allegations; documented responses or remediation",
  "weight": 3,
  "reference": "Platform on Sustainable Finance, Final Report on Minimum Safeguards (Oct 2022)"
 },
 {
  "id": "EUT-TSC-01",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:technical-screening-criteria-file-art-3-d-art-19",
  "title": {
   "en": "Technical file per aligned activity",
   "it": "Fascicolo tecnico per ogni attività allineata"
  },
  "evidence": "For each activity claimed aligned: criteria checklist (SC, each DNSH, MS), evidence documents, dates, owner and verifier, kept for assurance",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 3(d), Art. 19"
 },
 {
  "id": "EUT-TSC-02",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:technical-screening-criteria-file-art-3-d-art-19",
  "title": {
   "en": "Applicable version of criteria recorded",
   "it": "Versione applicabile dei criteri registrata"
  },
  "evidence": "Statement of the Delegated Act versions applied (2021/2139 as amended by 2022/1214 and 2023/2485, 2023/2486, 2025 simplification) and the reporting year",
  "weight": 2,
  "reference": "Del. Reg. (EU) 2021/2139; Del. Reg. (EU) 2022/1214; Del. Reg. (EU) 2023/2486"
 },
 {
  "id": "EUT-KPI-TURN",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "Turnover KPI",
   "it": "KPI del fatturato"
  },
  "evidence": "Numerator: net turnover from products/services of aligned activities; denominator: net turnover (IAS 1.82(a) for IFRS reporters); reconciliation to the financial statements",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 8(2)(a); Del. Reg. (EU) 2021/2178 Annex I section 1.1.1"
 },
 {
  "id": "EUT-KPI-CAPEX",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "CapEx KPI",
   "it": "KPI delle spese in conto capitale (CapEx)"
  },
  "evidence": "Denominator: additions to tangible and intangible assets before depreciation/remeasurement (IAS 16, IAS 38, IAS 40, IAS 41, IFRS 16), including business combinations, excluding goodwill; numerator: (a) assets of aligned activities, (b) CapEx plan, (c) purchased aligned output and individual measures",
  "weight": 5,
  "reference": "Reg. (EU) 2020/852 Art. 8(2)(b); Del. Reg. (EU) 2021/2178 Annex I section 1.1.2"
 },
 {
  "id": "EUT-KPI-OPEX",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "OpEx KPI",
   "it": "KPI delle spese operative (OpEx)"
  },
  "evidence": "Denominator limited to direct non-capitalised costs for R&D, building renovation, short-term leases, maintenance and repair and day-to-day servicing of assets; numerator: the aligned part",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 8(2)(b); Del. Reg. (EU) 2021/2178 Annex I section 1.1.3"
 },
 {
  "id": "EUT-KPI-PLAN",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "CapEx plan for expansion or upgrade",
   "it": "Piano CapEx per espansione o adeguamento"
  },
  "evidence": "Management-approved plan per activity to reach alignment within five years (up to ten if justified), with amounts, timeline and progress tracking",
  "weight": 3,
  "reference": "Del. Reg. (EU) 2021/2178 Annex I section 1.1.2.2"
 },
 {
  "id": "EUT-KPI-TMPL",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "Reporting templates completed",
   "it": "Modelli di rendicontazione compilati"
  },
  "evidence": "Mandatory templates per KPI showing aligned, eligible-not-aligned and non-eligible shares, per objective, with enabling/transitional split",
  "weight": 4,
  "reference": "Del. Reg. (EU) 2021/2178 Annex II (as amended)"
 },
 {
  "id": "EUT-KPI-NG",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "Nuclear and fossil-gas activities disclosed (if any)",
   "it": "Attività nucleari e a gas fossile comunicate (se presenti)"
  },
  "evidence": "Amounts and shares for activities 4.26-4.31 in numerator and denominator, in the prescribed tabular form",
  "weight": 3,
  "reference": "Del. Reg. (EU) 2021/2178 Art. 8(6)-(8) and Annex XII as inserted by Del. Reg. (EU) 2022/1214; templates streamlined by the Taxonomy simplification Delegated Act adopted 4 July 2025"
 },
 {
  "id": "EUT-KPI-CTX",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "Contextual information and accounting policy",
   "it": "Informazioni contestuali e principi contabili"
  },
  "evidence": "Narrative on how KPIs were built, allocation keys, changes versus prior year, and links to the financial statements",
  "weight": 3,
  "reference": "Del. Reg. (EU) 2021/2178 Annex I section 1.2"
 },
 {
  "id": "EUT-ASSUR-01",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:kpis-and-disclosure-art-8",
  "title": {
   "en": "Assurance over Taxonomy disclosures",
   "it": "Assurance sulle informative della Tassonomia"
  },
  "evidence": "Limited-assurance report covering Art. 8 information inside the sustainability statement (or voluntary review where reporting is voluntary)",
  "weight": 3,
  "reference": "Dir. (EU) 2022/2464 (assurance of sustainability reporting)"
 },
 {
  "id": "EUT-ACT-1.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "1.1 Afforestation [NACE A02 (forestry); CCM]",
   "it": "1.1 Imboschimento [NACE A02 (silvicoltura); CCM]"
  },
  "evidence": "Substantial-contribution test (summary): An afforestation plan (and later a forest management plan) exists; a climate-benefit analysis shows net carbon sink gains over the baseline; compliance is checked by a third party at set intervals. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.1.1"
 },
 {
  "id": "EUT-ACT-3.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "3.1 Manufacture of renewable energy technologies [NACE C25, C27, C28; CCM (enabling)]",
   "it": "3.1 Fabbricazione di tecnologie per le energie rinnovabili [NACE C25, C27, C28; CCM (abilitante)]"
  },
  "evidence": "Substantial-contribution test (summary): The plant makes equipment or key components for renewable energy technologies as defined in the Renewable Energy Directive. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.3.1"
 },
 {
  "id": "EUT-ACT-3.4",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "3.4 Manufacture of batteries [NACE C27.2; CCM (enabling)]",
   "it": "3.4 Fabbricazione di batterie [NACE C27.2; CCM (abilitante)]"
  },
  "evidence": "Substantial-contribution test (summary): Rechargeable batteries, packs or accumulators that cut emissions in transport, stationary storage, off-grid or industrial uses, or recycling of end-of-life batteries. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.3.4"
 },
 {
  "id": "EUT-ACT-3.7",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "3.7 Manufacture of cement [NACE C23.51; CCM (transitional)]",
   "it": "3.7 Fabbricazione di cemento [NACE C23.51; CCM (di transizione)]"
  },
  "evidence": "Substantial-contribution test (summary): Specific emissions under 0.722 tCO2e per tonne of grey clinker, or under 0.469 tCO2e per tonne of cement or alternative binder. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.3.7"
 },
 {
  "id": "EUT-ACT-3.9",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "3.9 Manufacture of iron and steel [NACE C24.10, C24.20, C24.31-C24.34, C24.51, C24.52; CCM (transitional)]",
   "it": "3.9 Produzione di ferro e acciaio [NACE C24.10, C24.20, C24.31-C24.34, C24.51, C24.52; CCM (di transizione)]"
  },
  "evidence": "Substantial-contribution test (summary): Process emissions below product-specific thresholds derived from EU ETS benchmarks, or electric-arc-furnace steel with scrap input of at least 70% (high-alloy) or 90% (carbon steel). Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.3.9"
 },
 {
  "id": "EUT-ACT-3.10",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "3.10 Manufacture of hydrogen [NACE C20.11; CCM]",
   "it": "3.10 Produzione di idrogeno [NACE C20.11; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Life-cycle GHG savings of at least 73.4% against the fossil comparator (about 3 tCO2e per tH2); 70% for hydrogen-based synthetic fuels. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.3.10"
 },
 {
  "id": "EUT-ACT-4.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.1 Electricity generation using solar photovoltaic technology [NACE D35.11, F42.22; CCM]",
   "it": "4.1 Produzione di energia elettrica mediante tecnologia solare fotovoltaica [NACE D35.11, F42.22; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Generating electricity with PV is enough; no life-cycle emissions test is required (the 100 gCO2e/kWh life-cycle test applies to other technologies such as hydro with reservoirs, geothermal and bio/renewable gases). Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.1"
 },
 {
  "id": "EUT-ACT-4.3",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.3 Electricity generation from wind power [NACE D35.11, F42.22; CCM]",
   "it": "4.3 Produzione di energia elettrica dall'energia eolica [NACE D35.11, F42.22; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Generating electricity from wind is enough; DNSH focuses on decommissioning/recycling, marine noise and biodiversity. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.3"
 },
 {
  "id": "EUT-ACT-4.5",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.5 Electricity generation from hydropower [NACE D35.11, F42.22; CCM]",
   "it": "4.5 Produzione di energia elettrica dall'energia idroelettrica [NACE D35.11, F42.22; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Run-of-river plant without an artificial reservoir, or power density above 5 W/m2, or life-cycle emissions below 100 gCO2e/kWh verified by a third party. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.5"
 },
 {
  "id": "EUT-ACT-4.6",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.6 Electricity generation from geothermal energy [NACE D35.11, F42.22; CCM]",
   "it": "4.6 Produzione di energia elettrica dall'energia geotermica [NACE D35.11, F42.22; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Life-cycle GHG emissions below 100 gCO2e/kWh, calculated with a recognised method and verified by a third party. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.6"
 },
 {
  "id": "EUT-ACT-4.9",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.9 Transmission and distribution of electricity [NACE D35.12, D35.13; CCM (enabling)]",
   "it": "4.9 Trasmissione e distribuzione di energia elettrica [NACE D35.12, D35.13; CCM (abilitante)]"
  },
  "evidence": "Substantial-contribution test (summary): Grid part of the interconnected European system, or a system meeting decarbonisation tests (more than 67% of newly connected capacity below 100 gCO2e/kWh, or average grid emission factor below 100 gCO2e/kWh, over five years); dedicated links to high-emitting plants excluded. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.9"
 },
 {
  "id": "EUT-ACT-4.15",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.15 District heating/cooling distribution [NACE D35.30; CCM]",
   "it": "4.15 Distribuzione di teleriscaldamento/teleraffrescamento [NACE D35.30; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): The network qualifies as efficient district heating and cooling under the Energy Efficiency Directive, or a refurbishment brings it into that category. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.15"
 },
 {
  "id": "EUT-ACT-4.16",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.16 Installation and operation of electric heat pumps [NACE D35.30, F43.22; CCM]",
   "it": "4.16 Installazione e gestione di pompe di calore elettriche [NACE D35.30, F43.22; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Refrigerant GWP not above 675 and energy-efficiency requirements of the Ecodesign implementing rules met. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.4.16"
 },
 {
  "id": "EUT-ACT-4.29",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "4.29 Electricity generation from fossil gaseous fuels [NACE D35.11, F42.22; CCM (transitional)]",
   "it": "4.29 Produzione di energia elettrica da combustibili gassosi fossili [NACE D35.11, F42.22; CCM (di transizione)]"
  },
  "evidence": "Substantial-contribution test (summary): Life-cycle emissions below 100 gCO2e/kWh; or, for permits granted by end-2030, direct emissions below 270 gCO2e/kWh or an average of 550 kgCO2e/kW over 20 years, replacing a coal/oil plant, with full switch to renewable or low-carbon gases by end-2035 and independent verification. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2022/1214 (inserting s.4.29 in Del. Reg. (EU) 2021/2139 Annex I)"
 },
 {
  "id": "EUT-ACT-5.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "5.1 Construction, extension and operation of water collection, treatment and supply systems [NACE E36.00, F42.99; CCM]",
   "it": "5.1 Costruzione, ampliamento e gestione di sistemi di raccolta, trattamento e fornitura di acqua [NACE E36.00, F42.99; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Net average energy for abstraction and treatment at most 0.5 kWh per m3 supplied, or leakage Infrastructure Leakage Index at most 1.5 in the supply zone worked on. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.5.1"
 },
 {
  "id": "EUT-ACT-5.9",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "5.9 Material recovery from non-hazardous waste [NACE E38.32; CCM]",
   "it": "5.9 Recupero di materiali dai rifiuti non pericolosi [NACE E38.32; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): At least 50% by weight of the separately collected non-hazardous waste processed is turned into secondary raw materials. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.5.9"
 },
 {
  "id": "EUT-ACT-6.5",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "6.5 Transport by motorbikes, passenger cars and light commercial vehicles [NACE H49.32, H49.39, N77.11; CCM]",
   "it": "6.5 Trasporto mediante motocicli, autovetture e veicoli commerciali leggeri [NACE H49.32, H49.39, N77.11; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): M1/N1 vehicles under 50 gCO2/km until 31 Dec 2025 and zero tailpipe CO2 from 1 Jan 2026; L-category vehicles with zero tailpipe emissions. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.6.5"
 },
 {
  "id": "EUT-ACT-6.15",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "6.15 Infrastructure enabling low-carbon road transport and public transport [NACE F42.11, F42.13, M71.12, M71.20; CCM (enabling)]",
   "it": "6.15 Infrastrutture per il trasporto su strada a basse emissioni di carbonio e il trasporto pubblico [NACE F42.11, F42.13, M71.12, M71.20; CCM (abilitante)]"
  },
  "evidence": "Substantial-contribution test (summary): Infrastructure dedicated to zero-tailpipe vehicles (EV charging, hydrogen refuelling, electric road systems) or to public transport, and not dedicated to fossil fuel transport or storage. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.6.15"
 },
 {
  "id": "EUT-ACT-7.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "7.1 Construction of new buildings [NACE F41.1, F41.2, F43; CCM]",
   "it": "7.1 Costruzione di nuovi edifici [NACE F41.1, F41.2, F43; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Primary energy demand at least 10% below the national NZEB threshold; above 5,000 m2 also airtightness and thermal-integrity testing and a disclosed life-cycle GWP calculation. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.7.1"
 },
 {
  "id": "EUT-ACT-7.2",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "7.2 Renovation of existing buildings [NACE F41, F43; CCM (transitional)]",
   "it": "7.2 Ristrutturazione di edifici esistenti [NACE F41, F43; CCM (di transizione)]"
  },
  "evidence": "Substantial-contribution test (summary): Renovation meets national 'major renovation' requirements under the EPBD, or cuts primary energy demand by at least 30% versus the pre-works baseline. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.7.2"
 },
 {
  "id": "EUT-ACT-7.3",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "7.3 Installation, maintenance and repair of energy efficiency equipment [NACE F42, F43, M71, C16, C17, C22, C23, C25, C27, C28, S95.21, S95.22, C33.12; CCM (enabling)]",
   "it": "7.3 Installazione, manutenzione e riparazione di dispositivi per l'efficienza energetica [NACE F42, F43, M71, C16, C17, C22, C23, C25, C27, C28, S95.21, S95.22, C33.12; CCM (abilitante)]"
  },
  "evidence": "Substantial-contribution test (summary): Individual measures from the listed types (insulation, efficient windows and doors, efficient lighting, HVAC and water heating in top energy classes, etc.) that meet the stated performance requirements. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.7.3"
 },
 {
  "id": "EUT-ACT-7.7",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "7.7 Acquisition and ownership of buildings [NACE L68; CCM]",
   "it": "7.7 Acquisto e proprietà di edifici [NACE L68; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Buildings built before 2021: EPC class A or within the top 15% of the national/regional stock by operational primary energy demand; newer buildings: meet the 7.1 criteria; large non-residential buildings run with energy performance monitoring. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.7.7"
 },
 {
  "id": "EUT-ACT-8.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "8.1 Data processing, hosting and related activities [NACE J63.11; CCM]",
   "it": "8.1 Elaborazione dei dati, hosting e attività connesse [NACE J63.11; CCM]"
  },
  "evidence": "Substantial-contribution test (summary): Expected practices of the European Code of Conduct on Data Centre Energy Efficiency implemented and verified by an independent third party at least every three years; cooling refrigerants with GWP not above 675. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2021/2139 Annex I s.8.1"
 },
 {
  "id": "EUT-ACT-CE-5.4",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "CE 5.4 Sale of second-hand goods [NACE G47.79 (among others); CE]",
   "it": "CE 5.4 Vendita di beni di seconda mano [NACE G47.79 (tra gli altri); CE]"
  },
  "evidence": "Substantial-contribution test (summary): Sale of products that have already been used for their intended purpose, with checks, repair or refurbishment as needed and information that supports longer use. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2023/2486 Annex II s.5.4"
 },
 {
  "id": "EUT-ACT-BIO-1.1",
  "framework": "eu-taxonomy",
  "section": "eu-taxonomy:activity-criteria-claimed-aligned-activities",
  "title": {
   "en": "BIO 1.1 Conservation, including restoration, of habitats, ecosystems and species [NACE none dedicated; BIO]",
   "it": "BIO 1.1 Conservazione, compreso il ripristino, di habitat, ecosistemi e specie [NACE nessuno dedicato; BIO]"
  },
  "evidence": "Substantial-contribution test (summary): Activity run under a conservation or restoration plan based on a baseline assessment, with defined objectives, long-term management and monitoring. Plus DNSH and minimum safeguards for the same activity",
  "weight": 5,
  "reference": "Del. Reg. (EU) 2023/2486 Annex IV s.1.1"
 },
 {
  "id": "GRI-1-R1",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 1: Apply the reporting principles",
   "it": "Requisito 1: applicare i principi di rendicontazione"
  },
  "evidence": "Internal note or controls showing how accuracy, balance, clarity, comparability, completeness, sustainability context, timeliness and verifiability were applied",
  "weight": 4,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R2",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 2: Report the disclosures in GRI 2",
   "it": "Requisito 2: riportare le informative del GRI 2"
  },
  "evidence": "All GRI 2 disclosures reported or covered by a valid reason for omission (some items may not be omitted)",
  "weight": 5,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R3",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 3: Determine material topics",
   "it": "Requisito 3: determinare i temi materiali"
  },
  "evidence": "Documented process identifying actual/potential impacts and their significance, using applicable Sector Standards",
  "weight": 5,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R4",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 4: Report the disclosures in GRI 3",
   "it": "Requisito 4: riportare le informative del GRI 3"
  },
  "evidence": "GRI 3-1, 3-2 and 3-3 reported",
  "weight": 5,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R5",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 5: Report Topic Standard disclosures for each material topic",
   "it": "Requisito 5: riportare le informative degli Standard tematici per ogni tema materiale"
  },
  "evidence": "For each material topic, the related Topic Standard disclosures (or an explanation where no Topic Standard exists)",
  "weight": 5,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R6",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 6: Provide reasons for omission",
   "it": "Requisito 6: indicare i motivi delle omissioni"
  },
  "evidence": "Content index lists each omitted disclosure/requirement with the allowed reason (not applicable, legal prohibitions, confidentiality constraints, information unavailable/incomplete) and explanation",
  "weight": 3,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R7",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 7: Publish a GRI content index",
   "it": "Requisito 7: pubblicare un indice dei contenuti GRI"
  },
  "evidence": "Content index with statement of use, GRI 1 version, disclosure locations, omissions and Sector Standard references",
  "weight": 4,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R8",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 8: Provide a statement of use",
   "it": "Requisito 8: fornire una dichiarazione d'uso"
  },
  "evidence": "Statement that the organization reported in accordance with the GRI Standards for the stated period",
  "weight": 3,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-1-R9",
  "framework": "gri",
  "section": "gri:gri-1-requirements-for-in-accordance-with",
  "title": {
   "en": "Requirement 9: Notify GRI",
   "it": "Requisito 9: informare il GRI"
  },
  "evidence": "Evidence of notification to GRI of the use of the Standards and the statement of use",
  "weight": 1,
  "reference": "GRI 1: Foundation 2021 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-2-1",
  "framework": "gri",
  "section": "gri:gri-2-organization-and-reporting-practices",
  "title": {
   "en": "2-1 Organizational details",
   "it": "2-1 Dettagli organizzativi"
  },
  "evidence": "Legal name, ownership and legal form, headquarters location, countries of operation",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-2",
  "framework": "gri",
  "section": "gri:gri-2-organization-and-reporting-practices",
  "title": {
   "en": "2-2 Entities included in sustainability reporting",
   "it": "2-2 Entità incluse nella rendicontazione di sostenibilità"
  },
  "evidence": "List of entities covered and differences versus the financial reporting perimeter; consolidation approach",
  "weight": 4,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-3",
  "framework": "gri",
  "section": "gri:gri-2-organization-and-reporting-practices",
  "title": {
   "en": "2-3 Reporting period, frequency and contact point",
   "it": "2-3 Periodo di rendicontazione, frequenza e punto di contatto"
  },
  "evidence": "Reporting period aligned or explained versus financial period, publication date, contact",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-4",
  "framework": "gri",
  "section": "gri:gri-2-organization-and-reporting-practices",
  "title": {
   "en": "2-4 Restatements of information",
   "it": "2-4 Revisione delle informazioni"
  },
  "evidence": "Each restatement with reason and effect",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-5",
  "framework": "gri",
  "section": "gri:gri-2-organization-and-reporting-practices",
  "title": {
   "en": "2-5 External assurance",
   "it": "2-5 Assurance esterna"
  },
  "evidence": "Assurance policy, provider, scope and level of assurance, relationship to the provider",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-6",
  "framework": "gri",
  "section": "gri:gri-2-activities-and-workers",
  "title": {
   "en": "2-6 Activities, value chain and other business relationships",
   "it": "2-6 Attività, catena del valore e altri rapporti di business"
  },
  "evidence": "Sectors, products/services, markets, description of upstream and downstream value chain, significant changes",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-7",
  "framework": "gri",
  "section": "gri:gri-2-activities-and-workers",
  "title": {
   "en": "2-7 Employees",
   "it": "2-7 Dipendenti"
  },
  "evidence": "Headcount by gender and region, by permanent/temporary and full-time/part-time, methodology",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-8",
  "framework": "gri",
  "section": "gri:gri-2-activities-and-workers",
  "title": {
   "en": "2-8 Workers who are not employees",
   "it": "2-8 Lavoratori non dipendenti"
  },
  "evidence": "Number and types of non-employee workers and the work they do",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-9",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-9 Governance structure and composition",
   "it": "2-9 Struttura e composizione della governance"
  },
  "evidence": "Organigram of highest governance body and committees, composition by independence, tenure, gender, competences",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-10",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-10 Nomination and selection of the highest governance body",
   "it": "2-10 Nomina e selezione del massimo organo di governo"
  },
  "evidence": "Nomination and selection process and criteria (stakeholder views, diversity, independence, competences)",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-11",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-11 Chair of the highest governance body",
   "it": "2-11 Presidente del massimo organo di governo"
  },
  "evidence": "Whether the chair is also a senior executive and how conflicts are managed",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-12",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-12 Role of the highest governance body in overseeing the management of impacts",
   "it": "2-12 Ruolo del massimo organo di governo nel controllo della gestione degli impatti"
  },
  "evidence": "Board role in strategy, due diligence and review of impact-management effectiveness",
  "weight": 4,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-13",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-13 Delegation of responsibility for managing impacts",
   "it": "2-13 Delega di responsabilità per la gestione degli impatti"
  },
  "evidence": "Executives/committees responsible for impacts and how they report to the board",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-14",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-14 Role of the highest governance body in sustainability reporting",
   "it": "2-14 Ruolo del massimo organo di governo nella rendicontazione di sostenibilità"
  },
  "evidence": "Board review/approval of the report and material topics",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-15",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-15 Conflicts of interest",
   "it": "2-15 Conflitti d'interesse"
  },
  "evidence": "Processes to prevent and mitigate conflicts; disclosure of cross-board membership, shareholdings, related parties",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-16",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-16 Communication of critical concerns",
   "it": "2-16 Comunicazione delle criticità"
  },
  "evidence": "How critical concerns reach the board; number and nature communicated",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-17",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-17 Collective knowledge of the highest governance body",
   "it": "2-17 Conoscenze collettive del massimo organo di governo"
  },
  "evidence": "Measures taken to build board knowledge on sustainable development",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-18",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-18 Evaluation of the performance of the highest governance body",
   "it": "2-18 Valutazione della performance del massimo organo di governo"
  },
  "evidence": "Evaluation process for oversight of impacts, independence, frequency, actions taken",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-19",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-19 Remuneration policies",
   "it": "2-19 Norme riguardanti le remunerazioni"
  },
  "evidence": "Policies for board and senior executives incl. sign-on, termination, clawback, retirement; link to impact-management objectives",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-20",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-20 Process to determine remuneration",
   "it": "2-20 Procedura di determinazione della retribuzione"
  },
  "evidence": "Process, independent oversight, consultants, stakeholder votes",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-21",
  "framework": "gri",
  "section": "gri:gri-2-governance",
  "title": {
   "en": "2-21 Annual total compensation ratio",
   "it": "2-21 Rapporto di retribuzione totale annua"
  },
  "evidence": "Ratio of highest-paid individual to median of others and the change in that ratio, with context",
  "weight": 2,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-22",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-22 Statement on sustainable development strategy",
   "it": "2-22 Dichiarazione sulla strategia di sviluppo sostenibile"
  },
  "evidence": "Statement from the highest governance body or most senior executive",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-23",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-23 Policy commitments",
   "it": "2-23 Impegno in termini di policy"
  },
  "evidence": "Policy commitments for responsible business conduct and respect for human rights, referencing intergovernmental instruments, approval level, publication",
  "weight": 4,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-24",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-24 Embedding policy commitments",
   "it": "2-24 Integrazione degli impegni in termini di policy"
  },
  "evidence": "How commitments are allocated, integrated into processes and relationships, and trained",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-25",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-25 Processes to remediate negative impacts",
   "it": "2-25 Processi volti a rimediare impatti negativi"
  },
  "evidence": "Remediation approach, grievance mechanisms, stakeholder involvement, effectiveness tracking",
  "weight": 4,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-26",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-26 Mechanisms for seeking advice and raising concerns",
   "it": "2-26 Meccanismi per richiedere chiarimenti e sollevare preoccupazioni"
  },
  "evidence": "Channels for advice and for raising concerns about business conduct (incl. whistleblowing)",
  "weight": 4,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-27",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-27 Compliance with laws and regulations",
   "it": "2-27 Conformità a leggi e regolamenti"
  },
  "evidence": "Significant instances of non-compliance, fines and non-monetary sanctions (absorbs withdrawn GRI 307 and GRI 419)",
  "weight": 5,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-28",
  "framework": "gri",
  "section": "gri:gri-2-strategy-policies-and-practices",
  "title": {
   "en": "2-28 Membership associations",
   "it": "2-28 Appartenenza ad associazioni"
  },
  "evidence": "Industry associations and advocacy organizations with significant role",
  "weight": 1,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-29",
  "framework": "gri",
  "section": "gri:gri-2-stakeholder-engagement",
  "title": {
   "en": "2-29 Approach to stakeholder engagement",
   "it": "2-29 Approccio al coinvolgimento degli stakeholder"
  },
  "evidence": "Stakeholder categories, identification method, purpose and forms of engagement",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-2-30",
  "framework": "gri",
  "section": "gri:gri-2-stakeholder-engagement",
  "title": {
   "en": "2-30 Collective bargaining agreements",
   "it": "2-30 Contratti collettivi"
  },
  "evidence": "Percentage of employees covered; for others, how conditions are determined",
  "weight": 3,
  "reference": "GRI 2: General Disclosures 2021"
 },
 {
  "id": "GRI-3-1",
  "framework": "gri",
  "section": "gri:gri-3-material-topics",
  "title": {
   "en": "3-1 Process to determine material topics",
   "it": "3-1 Processo di determinazione dei temi materiali"
  },
  "evidence": "Description of impact identification and significance assessment, stakeholders and experts consulted",
  "weight": 5,
  "reference": "GRI 3: Material Topics 2021"
 },
 {
  "id": "GRI-3-2",
  "framework": "gri",
  "section": "gri:gri-3-material-topics",
  "title": {
   "en": "3-2 List of material topics",
   "it": "3-2 Elenco di temi materiali"
  },
  "evidence": "List of material topics and changes versus prior period",
  "weight": 5,
  "reference": "GRI 3: Material Topics 2021"
 },
 {
  "id": "GRI-3-3",
  "framework": "gri",
  "section": "gri:gri-3-material-topics",
  "title": {
   "en": "3-3 Management of material topics",
   "it": "3-3 Gestione dei temi materiali"
  },
  "evidence": "For each material topic: impacts, policies, actions, tracking of effectiveness, targets, stakeholder engagement",
  "weight": 5,
  "reference": "GRI 3: Material Topics 2021"
 },
 {
  "id": "GRI-201",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 201: Economic Performance 2016 - if material",
   "it": "GRI 201: Performance economiche 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 201-1 economic value generated/distributed; 201-2 financial implications of climate change; 201-3 benefit plan obligations; 201-4 government financial assistance",
  "weight": 3,
  "reference": "GRI 201 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-202",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 202: Market Presence 2016 - if material",
   "it": "GRI 202: Presenza sul mercato 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 202-1 entry-level wage versus local minimum wage by gender; 202-2 senior management hired locally",
  "weight": 2,
  "reference": "GRI 202 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-203",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 203: Indirect Economic Impacts 2016 - if material",
   "it": "GRI 203: Impatti economici indiretti 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 203-1 infrastructure investments and services supported; 203-2 significant indirect economic impacts",
  "weight": 2,
  "reference": "GRI 203 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-204",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 204: Procurement Practices 2016 - if material",
   "it": "GRI 204: Prassi di approvvigionamento 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 204-1 share of spending on local suppliers",
  "weight": 2,
  "reference": "GRI 204 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-205",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 205: Anti-corruption 2016 - if material",
   "it": "GRI 205: Anticorruzione 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 205-1 operations assessed for corruption risk; 205-2 communication and training; 205-3 confirmed incidents and actions",
  "weight": 4,
  "reference": "GRI 205 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-206",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 206: Anti-competitive Behavior 2016 - if material",
   "it": "GRI 206: Comportamento anticoncorrenziale 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 206-1 legal actions for anti-competitive behavior, antitrust and monopoly practices",
  "weight": 3,
  "reference": "GRI 206 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-207",
  "framework": "gri",
  "section": "gri:topic-standards-economic-200-series",
  "title": {
   "en": "GRI 207: Tax 2019 - if material",
   "it": "GRI 207: Imposte 2019 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 207-1 approach to tax; 207-2 tax governance, control and risk management; 207-3 stakeholder engagement on tax; 207-4 country-by-country reporting",
  "weight": 3,
  "reference": "GRI 207 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-301",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 301: Materials 2016 - if material",
   "it": "GRI 301: Materiali 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 301-1 materials by weight/volume; 301-2 recycled input materials; 301-3 reclaimed products and packaging",
  "weight": 3,
  "reference": "GRI 301 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-302",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 302: Energy 2016 (GRI 103: Energy 2025 applies from 1 Jan 2027) - if material",
   "it": "GRI 302: Energia 2016 (GRI 103: Energia 2025 si applica dal 1° gennaio 2027) - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 302-1 energy consumption within the organization; 302-2 outside; 302-3 intensity; 302-4 reduction; 302-5 reduced requirements of products",
  "weight": 4,
  "reference": "GRI 302 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-303",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 303: Water and Effluents 2018 - if material",
   "it": "GRI 303: Acqua e scarichi idrici 2018 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 303-1 interactions with water; 303-2 discharge-related impacts; 303-3 withdrawal; 303-4 discharge; 303-5 consumption (with water-stress breakdown)",
  "weight": 3,
  "reference": "GRI 303 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-304",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 304: Biodiversity 2016 (superseded by GRI 101: Biodiversity 2024 from 1 Jan 2026) - if material",
   "it": "GRI 304: Biodiversità 2016 (sostituito da GRI 101: Biodiversità 2024 dal 1° gennaio 2026) - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: under GRI 101: location-specific sites and impacts, direct drivers of biodiversity loss (land use, exploitation, climate, pollution, invasive species), supply-chain impacts, ecosystem restoration; under GRI 304: 304-1 to 304-4",
  "weight": 3,
  "reference": "GRI 304 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-305",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 305: Emissions 2016 (GRI 102: Climate Change 2025 applies from 1 Jan 2027) - if material",
   "it": "GRI 305: Emissioni 2016 (GRI 102: Cambiamento climatico 2025 si applica dal 1° gennaio 2027) - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 305-1 Scope 1; 305-2 Scope 2; 305-3 Scope 3; 305-4 intensity; 305-5 reductions; 305-6 ozone-depleting substances; 305-7 NOx, SOx and other air emissions",
  "weight": 5,
  "reference": "GRI 305 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-306",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 306: Waste 2020 - if material",
   "it": "GRI 306: Rifiuti 2020 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 306-1 waste generation and impacts; 306-2 management of impacts; 306-3 waste generated; 306-4 diverted from disposal; 306-5 directed to disposal",
  "weight": 3,
  "reference": "GRI 306 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-308",
  "framework": "gri",
  "section": "gri:topic-standards-environmental-300-series",
  "title": {
   "en": "GRI 308: Supplier Environmental Assessment 2016 - if material",
   "it": "GRI 308: Valutazione ambientale dei fornitori 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 308-1 new suppliers screened on environmental criteria; 308-2 negative environmental impacts in the supply chain and actions",
  "weight": 3,
  "reference": "GRI 308 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-401",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 401: Employment 2016 - if material",
   "it": "GRI 401: Occupazione 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 401-1 new hires and turnover; 401-2 benefits for full-time vs temporary/part-time; 401-3 parental leave",
  "weight": 3,
  "reference": "GRI 401 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-402",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 402: Labor/Management Relations 2016 - if material",
   "it": "GRI 402: Relazioni tra lavoratori e management 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 402-1 minimum notice periods for operational changes",
  "weight": 2,
  "reference": "GRI 402 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-403",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 403: Occupational Health and Safety 2018 - if material",
   "it": "GRI 403: Salute e sicurezza sul lavoro 2018 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 403-1 to 403-7 management disclosures (OHS system, hazard identification, services, participation, training, health promotion, business-relationship impacts); 403-8 coverage; 403-9 injuries; 403-10 ill health",
  "weight": 5,
  "reference": "GRI 403 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-404",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 404: Training and Education 2016 - if material",
   "it": "GRI 404: Formazione e istruzione 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 404-1 average training hours; 404-2 upskilling and transition programs; 404-3 share receiving performance reviews",
  "weight": 2,
  "reference": "GRI 404 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-405",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 405: Diversity and Equal Opportunity 2016 - if material",
   "it": "GRI 405: Diversità e pari opportunità 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 405-1 diversity of governance bodies and employees; 405-2 ratio of basic salary and remuneration of women to men",
  "weight": 3,
  "reference": "GRI 405 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-406",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 406: Non-discrimination 2016 - if material",
   "it": "GRI 406: Non discriminazione 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 406-1 incidents of discrimination and corrective actions",
  "weight": 3,
  "reference": "GRI 406 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-407",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 407: Freedom of Association and Collective Bargaining 2016 - if material",
   "it": "GRI 407: Libertà di associazione e contrattazione collettiva 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 407-1 operations and suppliers where these rights may be at risk and measures taken",
  "weight": 3,
  "reference": "GRI 407 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-408",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 408: Child Labor 2016 - if material",
   "it": "GRI 408: Lavoro minorile 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 408-1 operations and suppliers at significant risk of child labor and measures",
  "weight": 4,
  "reference": "GRI 408 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-409",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 409: Forced or Compulsory Labor 2016 - if material",
   "it": "GRI 409: Lavoro forzato o obbligatorio 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 409-1 operations and suppliers at significant risk of forced labor and measures",
  "weight": 4,
  "reference": "GRI 409 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-410",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 410: Security Practices 2016 - if material",
   "it": "GRI 410: Pratiche per la sicurezza 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 410-1 security personnel trained in human rights policies or procedures",
  "weight": 2,
  "reference": "GRI 410 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-411",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 411: Rights of Indigenous Peoples 2016 - if material",
   "it": "GRI 411: Diritti dei popoli indigeni 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 411-1 incidents of violations involving rights of indigenous peoples",
  "weight": 3,
  "reference": "GRI 411 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-413",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 413: Local Communities 2016 - if material",
   "it": "GRI 413: Comunità locali 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 413-1 operations with community engagement, impact assessments and development programs; 413-2 operations with significant negative impacts",
  "weight": 3,
  "reference": "GRI 413 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-414",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 414: Supplier Social Assessment 2016 - if material",
   "it": "GRI 414: Valutazione sociale dei fornitori 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 414-1 new suppliers screened on social criteria; 414-2 negative social impacts in the supply chain",
  "weight": 3,
  "reference": "GRI 414 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-415",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 415: Public Policy 2016 - if material",
   "it": "GRI 415: Politica pubblica 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 415-1 political contributions by country and recipient",
  "weight": 2,
  "reference": "GRI 415 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-416",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 416: Customer Health and Safety 2016 - if material",
   "it": "GRI 416: Salute e sicurezza dei clienti 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 416-1 assessment of health and safety impacts of products/services; 416-2 incidents of non-compliance",
  "weight": 3,
  "reference": "GRI 416 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-417",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 417: Marketing and Labeling 2016 - if material",
   "it": "GRI 417: Marketing ed etichettatura 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 417-1 product information and labeling requirements; 417-2 labeling non-compliance; 417-3 marketing communications non-compliance",
  "weight": 2,
  "reference": "GRI 417 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-418",
  "framework": "gri",
  "section": "gri:topic-standards-social-400-series",
  "title": {
   "en": "GRI 418: Customer Privacy 2016 - if material",
   "it": "GRI 418: Privacy dei clienti 2016 - se materiale"
  },
  "evidence": "Topic disclosures plus 3-3 management approach: 418-1 substantiated complaints about privacy breaches and losses of customer data",
  "weight": 3,
  "reference": "GRI 418 (https://www.globalreporting.org/standards/)"
 },
 {
  "id": "GRI-SECTOR-01",
  "framework": "gri",
  "section": "gri:sector-standards",
  "title": {
   "en": "Applicable Sector Standard used (if one exists for the sector)",
   "it": "Standard di settore applicabile utilizzato (se esiste per il settore)"
  },
  "evidence": "Sector Standard (GRI 11 Oil and Gas 2021, GRI 12 Coal 2022, GRI 13 Agriculture, Aquaculture and Fishing 2022, GRI 14 Mining 2024) consulted; each likely material topic either reported or explained as not material in the content index",
  "weight": 4,
  "reference": "GRI 1 Requirement 3; GRI Sector Standards"
 },
 {
  "id": "SASB-GEN-01",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Industry identified under SICS",
   "it": "Settore identificato secondo il SICS"
  },
  "evidence": "Primary SICS industry (and any other industries with significant revenue) identified with rationale; industry standard(s) selected",
  "weight": 5,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-02",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Industry disclosure topics assessed for financial materiality",
   "it": "Temi di informativa del settore valutati per rilevanza finanziaria"
  },
  "evidence": "Documented review of every disclosure topic in the selected industry standard(s) and the entity's judgment on which are material to enterprise value",
  "weight": 5,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-03",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Accounting metrics reported per technical protocols",
   "it": "Metriche contabili riportate secondo i protocolli tecnici"
  },
  "evidence": "Each quantitative and qualitative accounting metric reported using the standard's technical protocol (scope, units, calculation), with metric codes",
  "weight": 5,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-04",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Activity metrics reported",
   "it": "Metriche di attività riportate"
  },
  "evidence": "Activity metrics (codes ending in 000.A, 000.B, ...) disclosed to normalise the accounting metrics",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-05",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "SASB index or disclosure table",
   "it": "Indice SASB o tabella delle informative"
  },
  "evidence": "Table listing each topic, metric code, value or location of the answer, and units",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-06",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Omissions and deviations explained",
   "it": "Omissioni e scostamenti spiegati"
  },
  "evidence": "For any metric not reported or computed differently, the reason and the alternative approach are given",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-07",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Data controls and assurance",
   "it": "Controlli sui dati e assurance"
  },
  "evidence": "Internal controls over SASB data; external assurance scope where obtained",
  "weight": 2,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-GEN-08",
  "framework": "sasb",
  "section": "sasb:general-application",
  "title": {
   "en": "Use within IFRS S1/S2 (where ISSB standards apply)",
   "it": "Uso nell'ambito di IFRS S1/S2 (dove si applicano gli standard ISSB)"
  },
  "evidence": "Where reporting under IFRS S1/S2, SASB topics considered when identifying sustainability risks and opportunities, and industry-based metrics from the IFRS S2 industry-based guidance disclosed",
  "weight": 3,
  "reference": "IFRS S1 (section on sources of guidance); IFRS S2 (https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/)"
 },
 {
  "id": "SASB-ENV-GHG",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "GHG Emissions - if a disclosure topic in the entity's industry standard",
   "it": "Emissioni di gas serra - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 110a series (e.g. XX-YY-110a.1), typically: Gross global Scope 1, share covered by emissions-limiting regulation, reduction strategy and targets",
  "weight": 4,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-ENV-AIR",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "Air Quality - if a disclosure topic in the entity's industry standard",
   "it": "Qualità dell'aria - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 120a series (e.g. XX-YY-120a.1), typically: Air emissions of NOx, SOx, VOCs, particulates and hazardous air pollutants; operations near populated areas",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-ENV-ENERGY",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "Energy Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione dell'energia - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 130a series (e.g. XX-YY-130a.1), typically: Total energy consumed, share grid electricity, share renewable",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-ENV-WATER",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "Water & Wastewater Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione dell'acqua e delle acque reflue - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 140a series (e.g. XX-YY-140a.1), typically: Water withdrawn and consumed, share in high baseline water stress regions, discharge quality incidents",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-ENV-WASTE",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "Waste & Hazardous Materials Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione dei rifiuti e dei materiali pericolosi - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 150a series (e.g. XX-YY-150a.1), typically: Hazardous waste generated and recycled, spills, management of hazardous materials",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-ENV-ECO",
  "framework": "sasb",
  "section": "sasb:dimension-environment",
  "title": {
   "en": "Ecological Impacts - if a disclosure topic in the entity's industry standard",
   "it": "Impatti ecologici - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 160a series (e.g. XX-YY-160a.1), typically: Operations in or near protected areas or threatened-species habitat, land disturbed and restored, biodiversity management",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-HRCR",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Human Rights & Community Relations - if a disclosure topic in the entity's industry standard",
   "it": "Diritti umani e relazioni con le comunità - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 210a series (e.g. XX-YY-210a.1), typically: Community engagement processes, indigenous rights, security and human rights, non-technical delays",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-PRIV",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Customer Privacy - if a disclosure topic in the entity's industry standard",
   "it": "Privacy dei clienti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 220a series (e.g. XX-YY-220a.1), typically: Policies on use of customer data, number of users whose data is used for secondary purposes, legal losses from privacy proceedings",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-DATASEC",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Data Security - if a disclosure topic in the entity's industry standard",
   "it": "Sicurezza dei dati - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 230a series (e.g. XX-YY-230a.1), typically: Number of data breaches, share involving personal data, users affected, approach to identifying and addressing security risks",
  "weight": 4,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-ACCESS",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Access & Affordability - if a disclosure topic in the entity's industry standard",
   "it": "Accesso e accessibilità economica - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 240a series (e.g. XX-YY-240a.1), typically: Initiatives for access to products/services for underserved groups, pricing practices",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-QUALITY",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Product Quality & Safety - if a disclosure topic in the entity's industry standard",
   "it": "Qualità e sicurezza dei prodotti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 250a series (e.g. XX-YY-250a.1), typically: Recalls, safety-related enforcement actions, management of chemicals in products",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-WELFARE",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Customer Welfare - if a disclosure topic in the entity's industry standard",
   "it": "Benessere dei clienti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 260a series (e.g. XX-YY-260a.1), typically: Health and nutrition attributes, customer outcomes, counterfeit prevention (industry-specific)",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-SOC-SELLING",
  "framework": "sasb",
  "section": "sasb:dimension-social-capital",
  "title": {
   "en": "Selling Practices & Product Labeling - if a disclosure topic in the entity's industry standard",
   "it": "Pratiche di vendita ed etichettatura dei prodotti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 270a series (e.g. XX-YY-270a.1), typically: Legal losses from marketing and labeling proceedings, responsible marketing policies",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-HUM-LABOR",
  "framework": "sasb",
  "section": "sasb:dimension-human-capital",
  "title": {
   "en": "Labor Practices - if a disclosure topic in the entity's industry standard",
   "it": "Pratiche di lavoro - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 310a series (e.g. XX-YY-310a.1), typically: Wage levels, labor-law violations, share of workforce under collective agreements, supply-chain labor audits",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-HUM-HS",
  "framework": "sasb",
  "section": "sasb:dimension-human-capital",
  "title": {
   "en": "Employee Health & Safety - if a disclosure topic in the entity's industry standard",
   "it": "Salute e sicurezza dei dipendenti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 320a series (e.g. XX-YY-320a.1), typically: TRIR, fatality rate, near-miss frequency, safety management system",
  "weight": 4,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-HUM-EDI",
  "framework": "sasb",
  "section": "sasb:dimension-human-capital",
  "title": {
   "en": "Employee Engagement, Diversity & Inclusion - if a disclosure topic in the entity's industry standard",
   "it": "Coinvolgimento, diversità e inclusione dei dipendenti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 330a series (e.g. XX-YY-330a.1), typically: Gender and racial/ethnic representation by employee category, engagement, recruitment of a skilled workforce",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-BMI-DESIGN",
  "framework": "sasb",
  "section": "sasb:dimension-business-model-innovation",
  "title": {
   "en": "Product Design & Lifecycle Management - if a disclosure topic in the entity's industry standard",
   "it": "Progettazione e gestione del ciclo di vita dei prodotti - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 410a series (e.g. XX-YY-410a.1), typically: Use-phase efficiency and emissions, product take-back, ESG integration into products (e.g. credit analysis for banks)",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-BMI-RESIL",
  "framework": "sasb",
  "section": "sasb:dimension-business-model-innovation",
  "title": {
   "en": "Business Model Resilience - if a disclosure topic in the entity's industry standard",
   "it": "Resilienza del modello di business - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 420a series (e.g. XX-YY-420a.1), typically: Sensitivity of reserves/assets/revenues to transition scenarios and carbon prices",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-BMI-SUPPLY",
  "framework": "sasb",
  "section": "sasb:dimension-business-model-innovation",
  "title": {
   "en": "Supply Chain Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione della catena di fornitura - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 430a series (e.g. XX-YY-430a.1), typically: Supplier audits and non-conformance rates, environmental and social risks in sourcing",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-BMI-MATERIALS",
  "framework": "sasb",
  "section": "sasb:dimension-business-model-innovation",
  "title": {
   "en": "Materials Sourcing & Efficiency - if a disclosure topic in the entity's industry standard",
   "it": "Approvvigionamento ed efficienza dei materiali - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 440a series (e.g. XX-YY-440a.1), typically: Critical and conflict materials, certified raw materials, recycled inputs",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-BMI-PHYS",
  "framework": "sasb",
  "section": "sasb:dimension-business-model-innovation",
  "title": {
   "en": "Physical Impacts of Climate Change - if a disclosure topic in the entity's industry standard",
   "it": "Impatti fisici dei cambiamenti climatici - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 450a series (e.g. XX-YY-450a.1), typically: Assets in flood zones or exposed to climate hazards, probable maximum loss, adaptation",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-LG-ETHICS",
  "framework": "sasb",
  "section": "sasb:dimension-leadership-governance",
  "title": {
   "en": "Business Ethics - if a disclosure topic in the entity's industry standard",
   "it": "Etica aziendale - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 510a series (e.g. XX-YY-510a.1), typically: Legal losses from bribery/corruption/fraud proceedings, anti-corruption policies, whistleblower mechanisms",
  "weight": 4,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-LG-COMP",
  "framework": "sasb",
  "section": "sasb:dimension-leadership-governance",
  "title": {
   "en": "Competitive Behavior - if a disclosure topic in the entity's industry standard",
   "it": "Comportamento concorrenziale - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 520a series (e.g. XX-YY-520a.1), typically: Legal losses from anti-competitive behavior proceedings",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-LG-LEGAL",
  "framework": "sasb",
  "section": "sasb:dimension-leadership-governance",
  "title": {
   "en": "Management of the Legal & Regulatory Environment - if a disclosure topic in the entity's industry standard",
   "it": "Gestione del contesto legale e normativo - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 530a series (e.g. XX-YY-530a.1), typically: Positions on regulation and policy engagement relevant to the industry",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-LG-CRIT",
  "framework": "sasb",
  "section": "sasb:dimension-leadership-governance",
  "title": {
   "en": "Critical Incident Risk Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione del rischio di incidenti critici - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 540a series (e.g. XX-YY-540a.1), typically: Process safety events, catastrophic-event preparedness, safety culture",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "SASB-LG-SYSRISK",
  "framework": "sasb",
  "section": "sasb:dimension-leadership-governance",
  "title": {
   "en": "Systemic Risk Management - if a disclosure topic in the entity's industry standard",
   "it": "Gestione del rischio sistemico - se tema di informativa nello standard del settore"
  },
  "evidence": "Industry metrics in the 550a series (e.g. XX-YY-550a.1), typically: Stress-test results, systemic-importance indicators, management of systemic risks",
  "weight": 3,
  "reference": "SASB Standards, industry standards and SICS (https://sasb.ifrs.org/)"
 },
 {
  "id": "TCFD-GOV-a",
  "framework": "tcfd",
  "section": "tcfd:governance",
  "title": {
   "en": "GOV-a: Board oversight of climate-related risks and opportunities",
   "it": "GOV-a: supervisione del consiglio su rischi e opportunità legati al clima"
  },
  "evidence": "Board/committee terms of reference covering climate, frequency of climate agenda items, how the board monitors goals and considers climate in strategy, budgets and major capex",
  "weight": 5,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 6(a)"
 },
 {
  "id": "TCFD-GOV-b",
  "framework": "tcfd",
  "section": "tcfd:governance",
  "title": {
   "en": "GOV-b: Management's role in assessing and managing climate-related risks and opportunities",
   "it": "GOV-b: ruolo del management nella valutazione e gestione di rischi e opportunità legati al clima"
  },
  "evidence": "Named management positions/committees with climate responsibility, reporting lines to the board, monitoring processes",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 6(b)"
 },
 {
  "id": "TCFD-STR-a",
  "framework": "tcfd",
  "section": "tcfd:strategy",
  "title": {
   "en": "STR-a: Climate-related risks and opportunities over the short, medium and long term",
   "it": "STR-a: rischi e opportunità legati al clima nel breve, medio e lungo termine"
  },
  "evidence": "Defined time horizons; register of transition (policy, legal, technology, market, reputation) and physical (acute, chronic) risks and opportunities; materiality process",
  "weight": 5,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 paras 10-12"
 },
 {
  "id": "TCFD-STR-b",
  "framework": "tcfd",
  "section": "tcfd:strategy",
  "title": {
   "en": "STR-b: Impact on businesses, strategy and financial planning",
   "it": "STR-b: impatto su attività, strategia e pianificazione finanziaria"
  },
  "evidence": "Description of effects on products, supply chain, operations, R&D, acquisitions, capital allocation; transition plan where one exists; financial-planning linkage",
  "weight": 5,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 paras 13-21"
 },
 {
  "id": "TCFD-STR-c",
  "framework": "tcfd",
  "section": "tcfd:strategy",
  "title": {
   "en": "STR-c: Resilience of strategy under different climate scenarios, including a 2 C or lower scenario",
   "it": "STR-c: resilienza della strategia in diversi scenari climatici, incluso uno scenario di 2 °C o inferiore"
  },
  "evidence": "Scenario analysis documentation: scenarios used (incl. 1.5-2 C aligned), assumptions, time horizons, results and strategic responses",
  "weight": 5,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 22"
 },
 {
  "id": "TCFD-RM-a",
  "framework": "tcfd",
  "section": "tcfd:risk-management",
  "title": {
   "en": "RM-a: Processes for identifying and assessing climate-related risks",
   "it": "RM-a: processi per identificare e valutare i rischi legati al clima"
  },
  "evidence": "Risk methodology covering climate, criteria for size/scope, regulatory requirements considered, inputs and data",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 25(a)"
 },
 {
  "id": "TCFD-RM-b",
  "framework": "tcfd",
  "section": "tcfd:risk-management",
  "title": {
   "en": "RM-b: Processes for managing climate-related risks",
   "it": "RM-b: processi per gestire i rischi legati al clima"
  },
  "evidence": "Decisions to mitigate, transfer, accept or control; prioritisation approach; risk owners",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 25(a)"
 },
 {
  "id": "TCFD-RM-c",
  "framework": "tcfd",
  "section": "tcfd:risk-management",
  "title": {
   "en": "RM-c: Integration into overall risk management",
   "it": "RM-c: integrazione nella gestione complessiva del rischio"
  },
  "evidence": "Evidence that climate risks sit in the enterprise risk register/ERM framework with the same governance",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 25(c)"
 },
 {
  "id": "TCFD-MT-a",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets",
  "title": {
   "en": "MT-a: Metrics used to assess climate-related risks and opportunities",
   "it": "MT-a: metriche usate per valutare rischi e opportunità legati al clima"
  },
  "evidence": "Metric set aligned to strategy and risk process, historical trend, methodologies; cross-industry metric categories (see TCFD-XI items)",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 29"
 },
 {
  "id": "TCFD-MT-b",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets",
  "title": {
   "en": "MT-b: Scope 1, Scope 2 and, if appropriate, Scope 3 GHG emissions and related risks",
   "it": "MT-b: emissioni di gas serra Scope 1, Scope 2 e, se pertinente, Scope 3 e rischi correlati"
  },
  "evidence": "GHG inventory per GHG Protocol with boundaries, emission factors, Scope 3 categories, intensity metrics, verification statement",
  "weight": 5,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 para 29(a) (Scope 3 required under S2)"
 },
 {
  "id": "TCFD-MT-c",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets",
  "title": {
   "en": "MT-c: Targets used and performance against targets",
   "it": "MT-c: obiettivi adottati e performance rispetto agli obiettivi"
  },
  "evidence": "Targets with base year, time frame, scope, interim milestones, progress, use of carbon credits, science-based validation where relevant",
  "weight": 4,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/); maps to IFRS S2 paras 33-36"
 },
 {
  "id": "TCFD-XI-1",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: GHG emissions",
   "it": "Metrica intersettoriale: emissioni di gas serra"
  },
  "evidence": "Absolute Scope 1, 2 and 3 and emissions intensity",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-2",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Transition risks",
   "it": "Metrica intersettoriale: rischi di transizione"
  },
  "evidence": "Amount/share of assets or business activities vulnerable to transition risks",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-3",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Physical risks",
   "it": "Metrica intersettoriale: rischi fisici"
  },
  "evidence": "Amount/share of assets or business activities vulnerable to physical risks",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-4",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Climate-related opportunities",
   "it": "Metrica intersettoriale: opportunità legate al clima"
  },
  "evidence": "Proportion of revenue, assets or activities aligned with climate-related opportunities",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-5",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Capital deployment",
   "it": "Metrica intersettoriale: impiego di capitale"
  },
  "evidence": "Capital expenditure, financing or investment toward climate-related risks and opportunities",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-6",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Internal carbon prices",
   "it": "Metrica intersettoriale: prezzi interni del carbonio"
  },
  "evidence": "Price per tonne of CO2e used internally and how it is applied",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-XI-7",
  "framework": "tcfd",
  "section": "tcfd:metrics-and-targets-cross-industry-metric-catego",
  "title": {
   "en": "Cross-industry metric: Remuneration",
   "it": "Metrica intersettoriale: remunerazione"
  },
  "evidence": "Share of executive pay linked to climate considerations",
  "weight": 2,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 29"
 },
 {
  "id": "TCFD-SUP-TP",
  "framework": "tcfd",
  "section": "tcfd:strategy-transition-plan",
  "title": {
   "en": "Transition plan disclosed (where the entity has committed to a low-carbon transition)",
   "it": "Piano di transizione comunicato (se l'entità si è impegnata in una transizione a basse emissioni)"
  },
  "evidence": "Plan with targets, actions, resourcing, governance and progress metrics; consistency with financial plans",
  "weight": 3,
  "reference": "TCFD Guidance on Metrics, Targets, and Transition Plans (Oct 2021); IFRS S2 para 14"
 },
 {
  "id": "TCFD-SUP-FIN",
  "framework": "tcfd",
  "section": "tcfd:cross-cutting",
  "title": {
   "en": "Disclosures placed in mainstream filings and meet the seven principles for effective disclosure",
   "it": "Informative collocate nei documenti ufficiali e conformi ai sette principi di informativa efficace"
  },
  "evidence": "Location in annual report/financial filing; self-check against principles (relevant; specific and complete; clear and balanced; consistent over time; comparable; reliable and verifiable; timely)",
  "weight": 2,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/)"
 },
 {
  "id": "TCFD-SUP-SECT",
  "framework": "tcfd",
  "section": "tcfd:cross-cutting",
  "title": {
   "en": "Sector supplemental guidance applied (financial sector or non-financial groups, if applicable)",
   "it": "Linee guida supplementari di settore applicate (settore finanziario o gruppi non finanziari, se applicabile)"
  },
  "evidence": "Banks/insurers/asset owners/asset managers: carbon-related exposures, financed emissions, portfolio alignment; energy, transport, materials and buildings, agriculture groups: sector metrics",
  "weight": 2,
  "reference": "TCFD Final Report, Recommendations (June 2017); Implementing the Recommendations (Oct 2021) (https://www.fsb-tcfd.org/)"
 },
 {
  "id": "TCFD-SUP-S2",
  "framework": "tcfd",
  "section": "tcfd:cross-cutting",
  "title": {
   "en": "Readiness to report under IFRS S2 (successor framework)",
   "it": "Preparazione alla rendicontazione secondo IFRS S2 (quadro successore)"
  },
  "evidence": "Gap analysis from TCFD to IFRS S2: industry-based metrics, Scope 3, financed emissions, current and anticipated financial effects, climate resilience assessment, connected information with financial statements",
  "weight": 3,
  "reference": "IFRS S2 Climate-related Disclosures (June 2023); FSB/IFRS Foundation transfer of TCFD monitoring (2023)"
 },
 {
  "id": "GDPR-ART5",
  "framework": "gdpr",
  "section": "gdpr:principles-and-accountability",
  "title": {
   "en": "Processing principles applied",
   "it": "Principi del trattamento applicati"
  },
  "evidence": "Policy and process evidence for lawfulness/fairness/transparency, purpose limitation, data minimisation, accuracy, storage limitation, integrity and confidentiality",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 5(1)"
 },
 {
  "id": "GDPR-ART5-2",
  "framework": "gdpr",
  "section": "gdpr:principles-and-accountability",
  "title": {
   "en": "Accountability demonstrable",
   "it": "Responsabilizzazione dimostrabile"
  },
  "evidence": "Privacy management framework: roles, policies, records, audits, and the ability to produce evidence of compliance on request",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 5(2), Art. 24"
 },
 {
  "id": "GDPR-ART5-RET",
  "framework": "gdpr",
  "section": "gdpr:principles-and-accountability",
  "title": {
   "en": "Retention schedule enforced",
   "it": "Calendario di conservazione applicato"
  },
  "evidence": "Retention periods per data category with legal rationale; deletion/anonymisation jobs and logs",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 5(1)(e)"
 },
 {
  "id": "GDPR-ART6",
  "framework": "gdpr",
  "section": "gdpr:lawfulness-and-consent",
  "title": {
   "en": "Lawful basis identified for each purpose",
   "it": "Base giuridica individuata per ogni finalità"
  },
  "evidence": "Purpose-by-purpose mapping to one of the six bases (consent, contract, legal obligation, vital interests, public task, legitimate interests); legitimate-interest assessments kept",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 6"
 },
 {
  "id": "GDPR-ART7",
  "framework": "gdpr",
  "section": "gdpr:lawfulness-and-consent",
  "title": {
   "en": "Consent meets validity conditions (where consent is the basis)",
   "it": "Consenso conforme alle condizioni di validità (se il consenso è la base)"
  },
  "evidence": "Consent records (who, when, what text, how), separate and clear requests, withdrawal as easy as giving, no bundling with contract terms",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 7; EDPB Guidelines 05/2020 on consent"
 },
 {
  "id": "GDPR-ART8",
  "framework": "gdpr",
  "section": "gdpr:lawfulness-and-consent",
  "title": {
   "en": "Child consent for online services (if applicable)",
   "it": "Consenso dei minori per i servizi online (se applicabile)"
  },
  "evidence": "Age-verification and parental consent flow; national age threshold applied (default 16, Member States may set 13-16; Italy 14)",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 8; Italian Privacy Code art. 2-quinquies"
 },
 {
  "id": "GDPR-ART9",
  "framework": "gdpr",
  "section": "gdpr:lawfulness-and-consent",
  "title": {
   "en": "Special-category data processed only under an Art. 9(2) condition",
   "it": "Dati di categorie particolari trattati solo in base a una condizione dell'art. 9(2)"
  },
  "evidence": "Inventory of health, biometric, genetic, political, religious, union, sexual-orientation or ethnic data with the applicable Art. 9(2) exception and safeguards",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 9"
 },
 {
  "id": "GDPR-ART10",
  "framework": "gdpr",
  "section": "gdpr:lawfulness-and-consent",
  "title": {
   "en": "Criminal-offence data handled under legal authorisation",
   "it": "Dati relativi a reati trattati in base ad autorizzazione di legge"
  },
  "evidence": "Legal basis under Union/Member State law for any criminal records processing (e.g. background checks)",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 10"
 },
 {
  "id": "GDPR-ART12",
  "framework": "gdpr",
  "section": "gdpr:transparency",
  "title": {
   "en": "Transparent communication and request handling",
   "it": "Comunicazione trasparente e gestione delle richieste"
  },
  "evidence": "Concise plain-language notices; procedure to answer data subject requests within one month (extendable by two further months with notice); identity verification; free of charge by default",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 12"
 },
 {
  "id": "GDPR-ART13",
  "framework": "gdpr",
  "section": "gdpr:transparency",
  "title": {
   "en": "Privacy notice when data is collected from the data subject",
   "it": "Informativa quando i dati sono raccolti presso l'interessato"
  },
  "evidence": "Notices covering controller identity, DPO contact, purposes and bases, legitimate interests, recipients, transfers, retention, rights, complaint right, whether provision is mandatory, automated decisions",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 13"
 },
 {
  "id": "GDPR-ART14",
  "framework": "gdpr",
  "section": "gdpr:transparency",
  "title": {
   "en": "Information when data is obtained from other sources",
   "it": "Informativa quando i dati sono ottenuti da altre fonti"
  },
  "evidence": "Notice including source and categories of data, given within a reasonable period and at latest within one month (or at first contact/disclosure)",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 14"
 },
 {
  "id": "GDPR-ART15",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right of access",
   "it": "Diritto di accesso"
  },
  "evidence": "Access-request workflow producing a copy of data plus the Art. 15 information; response log with timings",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 15"
 },
 {
  "id": "GDPR-ART16",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right to rectification",
   "it": "Diritto di rettifica"
  },
  "evidence": "Correction workflow and propagation to systems",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 16"
 },
 {
  "id": "GDPR-ART17",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right to erasure",
   "it": "Diritto alla cancellazione"
  },
  "evidence": "Erasure workflow with grounds and Art. 17(3) exceptions documented; deletion across backups/processors",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 17"
 },
 {
  "id": "GDPR-ART18",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right to restriction of processing",
   "it": "Diritto di limitazione del trattamento"
  },
  "evidence": "Technical ability to flag and restrict records; procedure",
  "weight": 2,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 18"
 },
 {
  "id": "GDPR-ART19",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Notification of rectification, erasure or restriction to recipients",
   "it": "Notifica di rettifica, cancellazione o limitazione ai destinatari"
  },
  "evidence": "Procedure to inform recipients unless impossible or disproportionate",
  "weight": 2,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 19"
 },
 {
  "id": "GDPR-ART20",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right to data portability",
   "it": "Diritto alla portabilità dei dati"
  },
  "evidence": "Export in structured, commonly used, machine-readable format for data processed by consent or contract by automated means",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 20"
 },
 {
  "id": "GDPR-ART21",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Right to object (incl. direct marketing)",
   "it": "Diritto di opposizione (incluso il marketing diretto)"
  },
  "evidence": "Objection handling; marketing suppression lists; objection right shown separately at first communication",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 21"
 },
 {
  "id": "GDPR-ART22",
  "framework": "gdpr",
  "section": "gdpr:data-subject-rights",
  "title": {
   "en": "Safeguards for solely automated decisions with legal or similar effects",
   "it": "Garanzie per le decisioni unicamente automatizzate con effetti giuridici o analoghi"
  },
  "evidence": "Inventory of automated decisions/profiling; legal ground under Art. 22(2); human intervention, right to contest, meaningful information on the logic",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 22"
 },
 {
  "id": "GDPR-ART24",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Data protection policies implemented by the controller",
   "it": "Politiche di protezione dei dati attuate dal titolare"
  },
  "evidence": "Approved data protection policy set, reviewed periodically, proportionate to risk",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 24"
 },
 {
  "id": "GDPR-ART25",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Data protection by design and by default",
   "it": "Protezione dei dati fin dalla progettazione e per impostazione predefinita"
  },
  "evidence": "Privacy requirements in SDLC/procurement, design reviews, default settings limiting data collected, access and retention, pseudonymisation where useful",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 25"
 },
 {
  "id": "GDPR-ART26",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Joint controller arrangement (if applicable)",
   "it": "Accordo di contitolarità (se applicabile)"
  },
  "evidence": "Written arrangement allocating responsibilities; essence made available to data subjects",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 26"
 },
 {
  "id": "GDPR-ART27",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "EU representative designated (non-EU controllers/processors caught by Art. 3(2))",
   "it": "Rappresentante nell'UE designato (titolari/responsabili extra UE soggetti all'art. 3(2))"
  },
  "evidence": "Written mandate of the representative and its publication in notices",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 27"
 },
 {
  "id": "GDPR-ART28",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Processor contracts and oversight",
   "it": "Contratti con i responsabili e relativa vigilanza"
  },
  "evidence": "Data processing agreements with all Art. 28(3) clauses, sub-processor authorisation, due diligence and audits of processors",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 28"
 },
 {
  "id": "GDPR-ART30",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Records of processing activities",
   "it": "Registro delle attività di trattamento"
  },
  "evidence": "Controller and processor records with purposes, categories, recipients, transfers, retention, security measures; kept up to date (limited exemption under 250 employees does not cover regular, risky or special-category processing)",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 30"
 },
 {
  "id": "GDPR-TRAIN",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Staff awareness and training",
   "it": "Sensibilizzazione e formazione del personale"
  },
  "evidence": "Role-based privacy training with completion tracking; confidentiality commitments for staff with access",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 32(4), Art. 39(1)(b)"
 },
 {
  "id": "GDPR-ART40-42",
  "framework": "gdpr",
  "section": "gdpr:governance-design-and-records",
  "title": {
   "en": "Codes of conduct or certifications (optional)",
   "it": "Codici di condotta o certificazioni (facoltativi)"
  },
  "evidence": "Adherence to approved codes or certifications used as an element to demonstrate compliance",
  "weight": 1,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Arts 40-42"
 },
 {
  "id": "GDPR-ART32",
  "framework": "gdpr",
  "section": "gdpr:security-and-breaches",
  "title": {
   "en": "Security of processing",
   "it": "Sicurezza del trattamento"
  },
  "evidence": "Risk-based technical and organisational measures: encryption/pseudonymisation, access control, resilience, backups and restore tests, regular testing and evaluation (e.g. ISO/IEC 27001 controls)",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 32"
 },
 {
  "id": "GDPR-ART33",
  "framework": "gdpr",
  "section": "gdpr:security-and-breaches",
  "title": {
   "en": "Breach notification to the supervisory authority",
   "it": "Notifica della violazione all'autorità di controllo"
  },
  "evidence": "Incident procedure ensuring notification without undue delay and where feasible within 72 hours of awareness; processor-to-controller alert clause; internal breach register for all breaches",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 33"
 },
 {
  "id": "GDPR-ART34",
  "framework": "gdpr",
  "section": "gdpr:security-and-breaches",
  "title": {
   "en": "Communication of high-risk breaches to data subjects",
   "it": "Comunicazione agli interessati delle violazioni ad alto rischio"
  },
  "evidence": "Criteria and templates for informing data subjects without undue delay when high risk; record of decisions",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 34"
 },
 {
  "id": "GDPR-ART35",
  "framework": "gdpr",
  "section": "gdpr:risk-assessment-dpia",
  "title": {
   "en": "DPIA for likely high-risk processing",
   "it": "DPIA per trattamenti probabilmente ad alto rischio"
  },
  "evidence": "DPIA screening for every new processing; DPIAs for Art. 35(3) cases and national list items (e.g. large-scale special data, systematic monitoring, profiling with significant effects); DPO advice recorded",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 35; EDPB-endorsed WP248 rev.01; Garante list of processing requiring a DPIA"
 },
 {
  "id": "GDPR-ART36",
  "framework": "gdpr",
  "section": "gdpr:risk-assessment-dpia",
  "title": {
   "en": "Prior consultation where high residual risk remains",
   "it": "Consultazione preventiva in caso di rischio residuo elevato"
  },
  "evidence": "Evidence of consultation with the supervisory authority before processing when DPIA shows unmitigated high risk",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 36"
 },
 {
  "id": "GDPR-ART37",
  "framework": "gdpr",
  "section": "gdpr:data-protection-officer",
  "title": {
   "en": "DPO designated where mandatory",
   "it": "DPO designato ove obbligatorio"
  },
  "evidence": "Analysis of Art. 37(1) triggers (public body; core activities of large-scale regular and systematic monitoring; large-scale special/criminal data); appointment letter; contact published and notified to the authority",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 37"
 },
 {
  "id": "GDPR-ART38",
  "framework": "gdpr",
  "section": "gdpr:data-protection-officer",
  "title": {
   "en": "DPO position safeguarded",
   "it": "Posizione del DPO tutelata"
  },
  "evidence": "DPO involved early, given resources, independent (no instructions on tasks, no penalty), reports to top management, no conflicting role",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 38"
 },
 {
  "id": "GDPR-ART39",
  "framework": "gdpr",
  "section": "gdpr:data-protection-officer",
  "title": {
   "en": "DPO tasks performed",
   "it": "Compiti del DPO svolti"
  },
  "evidence": "DPO annual plan and reports: advice, monitoring/audits, training, DPIA advice, liaison with the authority",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 39"
 },
 {
  "id": "GDPR-ART44",
  "framework": "gdpr",
  "section": "gdpr:international-transfers-chapter-v",
  "title": {
   "en": "Inventory of transfers outside the EEA",
   "it": "Inventario dei trasferimenti fuori dal SEE"
  },
  "evidence": "Map of recipients/sub-processors and onward transfers by country with transfer tool per flow",
  "weight": 4,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 44"
 },
 {
  "id": "GDPR-ART45",
  "framework": "gdpr",
  "section": "gdpr:international-transfers-chapter-v",
  "title": {
   "en": "Transfers relying on adequacy decisions",
   "it": "Trasferimenti basati su decisioni di adeguatezza"
  },
  "evidence": "Check of the adequacy list; for US recipients, active certification under the EU-U.S. Data Privacy Framework",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 45; Commission Implementing Decision (EU) 2023/1795"
 },
 {
  "id": "GDPR-ART46",
  "framework": "gdpr",
  "section": "gdpr:international-transfers-chapter-v",
  "title": {
   "en": "Appropriate safeguards for other transfers",
   "it": "Garanzie adeguate per gli altri trasferimenti"
  },
  "evidence": "Signed Standard Contractual Clauses (correct module), transfer impact assessment and supplementary measures where needed",
  "weight": 5,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 46; Commission Implementing Decision (EU) 2021/914; EDPB Recommendations 01/2020; CJEU C-311/18"
 },
 {
  "id": "GDPR-ART47",
  "framework": "gdpr",
  "section": "gdpr:international-transfers-chapter-v",
  "title": {
   "en": "Binding corporate rules (if used)",
   "it": "Norme vincolanti d'impresa (se utilizzate)"
  },
  "evidence": "BCR approval by the lead authority and intra-group implementation",
  "weight": 2,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 47"
 },
 {
  "id": "GDPR-ART49",
  "framework": "gdpr",
  "section": "gdpr:international-transfers-chapter-v",
  "title": {
   "en": "Derogations used only exceptionally",
   "it": "Deroghe utilizzate solo in via eccezionale"
  },
  "evidence": "Documented justification for each Art. 49 transfer (explicit consent, contract necessity, legal claims, etc.); not used for repetitive bulk flows",
  "weight": 3,
  "reference": "Reg. (EU) 2016/679 (https://eur-lex.europa.eu/eli/reg/2016/679/oj) Art. 49"
 },
 {
  "id": "CSRD-SCOPE-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "title": {
   "en": "Reporting obligation and first reporting year determined",
   "it": "Obbligo di rendicontazione e primo anno di rendicontazione determinati"
  },
  "evidence": "Scope analysis (size criteria, listing, group/consolidated level, non-EU parent rules) and first financial year, using the thresholds in force after the stop-the-clock Directive (EU) 2025/794 and the 2026 Omnibus amending directive",
  "weight": 5,
  "reference": "Dir. (EU) 2022/2464 (https://eur-lex.europa.eu/eli/dir/2022/2464/oj) Arts 19a, 29a, 40a; Dir. (EU) 2025/794; Omnibus I amending directive (reported as Dir. (EU) 2026/470 - verify on EUR-Lex)"
 },
 {
  "id": "CSRD-LOC-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "title": {
   "en": "Sustainability statement in a dedicated section of the management report",
   "it": "Rendicontazione di sostenibilità in una sezione dedicata della relazione sulla gestione"
  },
  "evidence": "Management report with an identifiable sustainability statement section; group exemption evidence if relying on a parent report",
  "weight": 4,
  "reference": "Dir. (EU) 2022/2464 (https://eur-lex.europa.eu/eli/dir/2022/2464/oj) Arts 19a, 29a of Dir. 2013/34/EU as amended"
 },
 {
  "id": "CSRD-TAG-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "title": {
   "en": "Digital tagging of the sustainability statement",
   "it": "Marcatura digitale della rendicontazione di sostenibilità"
  },
  "evidence": "Management report in ESEF/XHTML with sustainability information marked up per the ESRS XBRL taxonomy (once adopted)",
  "weight": 2,
  "reference": "Dir. (EU) 2022/2464 (https://eur-lex.europa.eu/eli/dir/2022/2464/oj) Art. 29d of Dir. 2013/34/EU as amended"
 },
 {
  "id": "CSRD-ASSUR-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "title": {
   "en": "Limited assurance opinion obtained",
   "it": "Giudizio di assurance limitata ottenuto"
  },
  "evidence": "Assurance report by statutory auditor or accredited independent assurance provider covering ESRS compliance, the materiality process, and Art. 8 Taxonomy disclosures",
  "weight": 5,
  "reference": "Dir. (EU) 2022/2464 (https://eur-lex.europa.eu/eli/dir/2022/2464/oj) (Art. 34 of Dir. 2013/34/EU as amended; Audit Directive amendments)"
 },
 {
  "id": "CSRD-TAX-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:csrd-scope-placement-tagging-assurance",
  "title": {
   "en": "EU Taxonomy Art. 8 disclosures included",
   "it": "Informative dell'art. 8 della Tassonomia UE incluse"
  },
  "evidence": "Taxonomy KPIs and templates placed in the environmental section of the sustainability statement",
  "weight": 4,
  "reference": "Reg. (EU) 2020/852 Art. 8; ESRS 2 / ESRS 1 placement rules"
 },
 {
  "id": "ESRS1-DMA-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Double materiality assessment performed and documented",
   "it": "Valutazione della doppia rilevanza svolta e documentata"
  },
  "evidence": "Methodology, list of sustainability matters considered (ESRS 1 AR 16 list), scoring, thresholds, results and approval by management/board",
  "weight": 5,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-DMA-02",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Impact materiality assessed",
   "it": "Rilevanza d'impatto valutata"
  },
  "evidence": "Actual and potential, positive and negative impacts on people/environment across own operations and value chain; severity by scale, scope and irremediable character; likelihood for potential impacts",
  "weight": 5,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-DMA-03",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Financial materiality assessed",
   "it": "Rilevanza finanziaria valutata"
  },
  "evidence": "Risks and opportunities from sustainability matters (incl. dependencies on resources and relationships) rated by likelihood and size of financial effects over time horizons",
  "weight": 5,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-DMA-04",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Stakeholder engagement informs the assessment",
   "it": "Il coinvolgimento degli stakeholder orienta la valutazione"
  },
  "evidence": "Evidence of engagement with affected stakeholders and users of sustainability statements (surveys, interviews, expert input)",
  "weight": 3,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-VC-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Value chain covered",
   "it": "Catena del valore coperta"
  },
  "evidence": "Upstream and downstream coverage, use of estimates/sector averages where data is not obtainable, with disclosure of the approach",
  "weight": 4,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-TH-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Time horizons applied",
   "it": "Orizzonti temporali applicati"
  },
  "evidence": "Short term = reporting period; medium term = up to five years; long term = beyond five years (or entity-specific horizons explained)",
  "weight": 2,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-DD-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Due diligence reflected",
   "it": "Dovuta diligenza riflessa"
  },
  "evidence": "Link between due diligence process (per UNGPs/OECD) and the materiality assessment; mapping in GOV-4",
  "weight": 3,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS1-PHASE-01",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-1-general-requirements-and-double-materiali",
  "title": {
   "en": "Phase-in reliefs used correctly",
   "it": "Agevolazioni transitorie (phase-in) usate correttamente"
  },
  "evidence": "Use of ESRS 1 Appendix C transitional provisions (e.g. first-year omission of anticipated financial effects; reliefs for undertakings with 750 employees or fewer) and any later amendments, disclosed",
  "weight": 2,
  "reference": "ESRS 1 (chapters 3-7, Appendix C); Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-BP-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "BP-1 General basis for preparation of sustainability statements",
   "it": "BP-1 Criteri generali per la redazione delle dichiarazioni sulla sostenibilità"
  },
  "evidence": "Consolidation scope, value chain extent, use of omission options for IP/sensitive info",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-BP-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "BP-2 Disclosures in relation to specific circumstances",
   "it": "BP-2 Informativa in relazione a circostanze specifiche"
  },
  "evidence": "Time horizons, estimates and uncertainty, changes and errors, incorporation by reference",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-GOV-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "GOV-1 Role of the administrative, management and supervisory bodies",
   "it": "GOV-1 Ruolo degli organi di amministrazione, direzione e controllo"
  },
  "evidence": "Composition, diversity, sustainability expertise, roles and responsibilities for impacts, risks and opportunities",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-GOV-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "GOV-2 Information provided to and sustainability matters addressed by the bodies",
   "it": "GOV-2 Informazioni fornite agli organi e questioni di sostenibilità da questi affrontate"
  },
  "evidence": "How and how often bodies are informed; matters addressed in the period",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-GOV-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "GOV-3 Integration of sustainability-related performance in incentive schemes",
   "it": "GOV-3 Integrazione delle prestazioni di sostenibilità nei sistemi di incentivazione"
  },
  "evidence": "Incentive features linked to sustainability targets, share of variable pay",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-GOV-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "GOV-4 Statement on due diligence",
   "it": "GOV-4 Dichiarazione sul dovere di diligenza"
  },
  "evidence": "Mapping table of due diligence core elements to sustainability statement sections",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-GOV-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "GOV-5 Risk management and internal controls over sustainability reporting",
   "it": "GOV-5 Gestione del rischio e controlli interni sulla rendicontazione di sostenibilità"
  },
  "evidence": "Main risks in reporting, mitigation controls, reporting to bodies",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-SBM-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "SBM-1 Strategy, business model and value chain",
   "it": "SBM-1 Strategia, modello aziendale e catena del valore"
  },
  "evidence": "Products/markets, employees by country, revenue by ESRS sector, sustainability-related goals, value chain description",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-SBM-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "SBM-2 Interests and views of stakeholders",
   "it": "SBM-2 Interessi e opinioni dei portatori di interessi"
  },
  "evidence": "Stakeholder engagement organisation, purposes, outcomes and how views inform strategy",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-SBM-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "SBM-3 Material impacts, risks and opportunities and their interaction with strategy and business model",
   "it": "SBM-3 Impatti, rischi e opportunità rilevanti e loro interazione con strategia e modello aziendale"
  },
  "evidence": "List of material IROs, where they sit in the value chain, current financial effects, resilience",
  "weight": 5,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-IRO-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "IRO-1 Description of the processes to identify and assess material impacts, risks and opportunities",
   "it": "IRO-1 Descrizione dei processi per individuare e valutare impatti, rischi e opportunità rilevanti"
  },
  "evidence": "DMA process description including inputs, parameters, thresholds, decision-making and controls",
  "weight": 5,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-IRO-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "IRO-2 Disclosure requirements in ESRS covered by the sustainability statement",
   "it": "IRO-2 Obblighi di informativa degli ESRS coperti dalla dichiarazione sulla sostenibilità"
  },
  "evidence": "List of DRs complied with, table of datapoints from other EU legislation (ESRS 2 Appendix B), explanations for non-material topics (detailed for climate)",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-MDR-P",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "MDR-P Minimum disclosure requirement - policies",
   "it": "MDR-P Obbligo minimo di informativa - politiche"
  },
  "evidence": "For each material matter: policy content, scope, accountable senior level, third-party standards referenced",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-MDR-A",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "MDR-A Minimum disclosure requirement - actions and resources",
   "it": "MDR-A Obbligo minimo di informativa - azioni e risorse"
  },
  "evidence": "Key actions, scope, timeline, expected outcomes, related CapEx/OpEx",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-MDR-M",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "MDR-M Minimum disclosure requirement - metrics",
   "it": "MDR-M Obbligo minimo di informativa - metriche"
  },
  "evidence": "Methodology, assumptions, external validation of entity-specific metrics",
  "weight": 3,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS2-MDR-T",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-2-general-disclosures-mandatory-for-all",
  "title": {
   "en": "MDR-T Minimum disclosure requirement - targets",
   "it": "MDR-T Obbligo minimo di informativa - obiettivi"
  },
  "evidence": "Targets with baseline, period, scope, method, stakeholder involvement, progress",
  "weight": 4,
  "reference": "ESRS 2; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-1 Transition plan for climate change mitigation",
   "it": "E1-1 Piano di transizione per la mitigazione dei cambiamenti climatici"
  },
  "evidence": "Plan compatible with limiting warming to 1.5 C, decarbonisation levers, locked-in emissions, CapEx/Taxonomy links, approval by bodies; or statement that none exists",
  "weight": 5,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-2 Policies related to climate change mitigation and adaptation",
   "it": "E1-2 Politiche relative alla mitigazione dei cambiamenti climatici e all'adattamento"
  },
  "evidence": "Policies covering mitigation, adaptation, energy efficiency, renewables",
  "weight": 4,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-3 Actions and resources in relation to climate change policies",
   "it": "E1-3 Azioni e risorse relative alle politiche in materia di cambiamenti climatici"
  },
  "evidence": "Decarbonisation actions with expected GHG reductions and financial resources",
  "weight": 4,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-4 Targets related to climate change mitigation and adaptation",
   "it": "E1-4 Obiettivi relativi alla mitigazione dei cambiamenti climatici e all'adattamento"
  },
  "evidence": "Absolute GHG reduction targets (Scope 1, 2, 3), base year, 2030 and 2050 values, science-based check",
  "weight": 5,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-5 Energy consumption and mix",
   "it": "E1-5 Consumo di energia e mix energetico"
  },
  "evidence": "Total energy by fossil/nuclear/renewable sources, energy intensity per net revenue in high-climate-impact sectors",
  "weight": 4,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-6 Gross Scopes 1, 2, 3 and Total GHG emissions",
   "it": "E1-6 Emissioni lorde di GES di ambito 1, 2, 3 ed emissioni totali"
  },
  "evidence": "Scope 1, location- and market-based Scope 2, significant Scope 3 categories, totals and GHG intensity per net revenue",
  "weight": 5,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-7",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-7 GHG removals and GHG mitigation projects financed through carbon credits",
   "it": "E1-7 Assorbimenti di GES e progetti di mitigazione finanziati con crediti di carbonio"
  },
  "evidence": "Removals in own operations/value chain, credits cancelled, quality standards, claims of neutrality",
  "weight": 3,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-8",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-8 Internal carbon pricing",
   "it": "E1-8 Fissazione del prezzo interno del carbonio"
  },
  "evidence": "Type of scheme, price per tonne, scope of application",
  "weight": 2,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E1-9",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e1-climate-change-if-material",
  "title": {
   "en": "E1-9 Anticipated financial effects from material physical and transition risks and potential climate-related opportunities",
   "it": "E1-9 Effetti finanziari attesi di rischi fisici e di transizione rilevanti e potenziali opportunità legate al clima"
  },
  "evidence": "Assets and revenue at risk, reconciliation to financial statements, opportunities (phase-in available)",
  "weight": 3,
  "reference": "ESRS E1 Climate change; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-1 Policies related to pollution",
   "it": "E2-1 Politiche relative all'inquinamento"
  },
  "evidence": "Policies on prevention and control of air, water, soil pollution and substances of concern",
  "weight": 3,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-2 Actions and resources related to pollution",
   "it": "E2-2 Azioni e risorse relative all'inquinamento"
  },
  "evidence": "Pollution-prevention actions and resources (mitigation hierarchy)",
  "weight": 3,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-3 Targets related to pollution",
   "it": "E2-3 Obiettivi relativi all'inquinamento"
  },
  "evidence": "Pollution reduction targets and progress",
  "weight": 3,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-4 Pollution of air, water and soil",
   "it": "E2-4 Inquinamento di aria, acqua e suolo"
  },
  "evidence": "Emissions of pollutants listed in the E-PRTR Regulation above thresholds, microplastics",
  "weight": 4,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-5 Substances of concern and substances of very high concern",
   "it": "E2-5 Sostanze preoccupanti e sostanze estremamente preoccupanti"
  },
  "evidence": "Amounts produced, used, distributed or emitted, by hazard class",
  "weight": 3,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E2-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e2-pollution-if-material",
  "title": {
   "en": "E2-6 Anticipated financial effects from pollution-related impacts, risks and opportunities",
   "it": "E2-6 Effetti finanziari attesi di impatti, rischi e opportunità legati all'inquinamento"
  },
  "evidence": "Quantified/qualitative financial effects, incidents and deposits (phase-in available)",
  "weight": 2,
  "reference": "ESRS E2 Pollution; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E3-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "title": {
   "en": "E3-1 Policies related to water and marine resources",
   "it": "E3-1 Politiche relative alle acque e alle risorse marine"
  },
  "evidence": "Water management and marine policies, focus on water-stress areas",
  "weight": 3,
  "reference": "ESRS E3 Water and marine resources; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E3-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "title": {
   "en": "E3-2 Actions and resources related to water and marine resources",
   "it": "E3-2 Azioni e risorse relative alle acque e alle risorse marine"
  },
  "evidence": "Water actions and resources",
  "weight": 3,
  "reference": "ESRS E3 Water and marine resources; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E3-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "title": {
   "en": "E3-3 Targets related to water and marine resources",
   "it": "E3-3 Obiettivi relativi alle acque e alle risorse marine"
  },
  "evidence": "Water withdrawal/consumption/discharge targets",
  "weight": 3,
  "reference": "ESRS E3 Water and marine resources; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E3-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "title": {
   "en": "E3-4 Water consumption",
   "it": "E3-4 Consumo idrico"
  },
  "evidence": "Total water consumption, consumption in areas at water risk, recycled/reused and stored water, intensity",
  "weight": 4,
  "reference": "ESRS E3 Water and marine resources; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E3-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e3-water-and-marine-resources-if-material",
  "title": {
   "en": "E3-5 Anticipated financial effects from water and marine resources-related impacts, risks and opportunities",
   "it": "E3-5 Effetti finanziari attesi di impatti, rischi e opportunità legati alle acque e alle risorse marine"
  },
  "evidence": "Financial effects (phase-in available)",
  "weight": 2,
  "reference": "ESRS E3 Water and marine resources; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-1 Transition plan and consideration of biodiversity and ecosystems in strategy and business model",
   "it": "E4-1 Piano di transizione e considerazione della biodiversità e degli ecosistemi nella strategia e nel modello aziendale"
  },
  "evidence": "Resilience analysis and any biodiversity transition plan",
  "weight": 3,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-2 Policies related to biodiversity and ecosystems",
   "it": "E4-2 Politiche relative alla biodiversità e agli ecosistemi"
  },
  "evidence": "Policies, incl. on sites near sensitive areas, deforestation, sustainable sourcing",
  "weight": 3,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-3 Actions and resources related to biodiversity and ecosystems",
   "it": "E4-3 Azioni e risorse relative alla biodiversità e agli ecosistemi"
  },
  "evidence": "Actions applying the mitigation hierarchy; use of offsets",
  "weight": 3,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-4 Targets related to biodiversity and ecosystems",
   "it": "E4-4 Obiettivi relativi alla biodiversità e agli ecosistemi"
  },
  "evidence": "Targets and alignment with the Kunming-Montreal framework/EU strategy",
  "weight": 3,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-5 Impact metrics related to biodiversity and ecosystems change",
   "it": "E4-5 Metriche d'impatto relative ai cambiamenti della biodiversità e degli ecosistemi"
  },
  "evidence": "Number/area of sites in or near biodiversity-sensitive areas, land-use change, other drivers",
  "weight": 4,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E4-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e4-biodiversity-and-ecosystems-if-material",
  "title": {
   "en": "E4-6 Anticipated financial effects from biodiversity and ecosystem-related risks and opportunities",
   "it": "E4-6 Effetti finanziari attesi di rischi e opportunità legati alla biodiversità e agli ecosistemi"
  },
  "evidence": "Financial effects (phase-in available)",
  "weight": 2,
  "reference": "ESRS E4 Biodiversity and ecosystems; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-1 Policies related to resource use and circular economy",
   "it": "E5-1 Politiche relative all'uso delle risorse e all'economia circolare"
  },
  "evidence": "Policies on virgin resource reduction and secondary material use",
  "weight": 3,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-2 Actions and resources related to resource use and circular economy",
   "it": "E5-2 Azioni e risorse relative all'uso delle risorse e all'economia circolare"
  },
  "evidence": "Circularity actions and resources",
  "weight": 3,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-3 Targets related to resource use and circular economy",
   "it": "E5-3 Obiettivi relativi all'uso delle risorse e all'economia circolare"
  },
  "evidence": "Circularity and waste targets",
  "weight": 3,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-4 Resource inflows",
   "it": "E5-4 Flussi di risorse in entrata"
  },
  "evidence": "Weight of products and materials used, share of biological and of reused/recycled inputs",
  "weight": 3,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-5 Resource outflows",
   "it": "E5-5 Flussi di risorse in uscita"
  },
  "evidence": "Product durability/reparability/recyclability, total waste by type and treatment, hazardous and radioactive waste",
  "weight": 4,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-E5-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-e5-resource-use-and-circular-economy-if-mat",
  "title": {
   "en": "E5-6 Anticipated financial effects from resource use and circular economy-related impacts, risks and opportunities",
   "it": "E5-6 Effetti finanziari attesi di impatti, rischi e opportunità legati all'uso delle risorse e all'economia circolare"
  },
  "evidence": "Financial effects (phase-in available)",
  "weight": 2,
  "reference": "ESRS E5 Resource use and circular economy; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-1 Policies related to own workforce",
   "it": "S1-1 Politiche relative alla forza lavoro propria"
  },
  "evidence": "Human-rights policy commitments, trafficking/forced/child labour, discrimination, accident prevention",
  "weight": 4,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-2 Processes for engaging with own workforce and workers' representatives about impacts",
   "it": "S1-2 Processi di coinvolgimento della forza lavoro propria e dei rappresentanti dei lavoratori in merito agli impatti"
  },
  "evidence": "Engagement forms, frequency, responsibilities, global framework agreements",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-3 Processes to remediate negative impacts and channels for own workforce to raise concerns",
   "it": "S1-3 Processi per porre rimedio agli impatti negativi e canali che consentono alla forza lavoro propria di sollevare preoccupazioni"
  },
  "evidence": "Grievance and whistleblowing channels, remediation, protection from retaliation",
  "weight": 4,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-4 Taking action on material impacts on own workforce, and approaches to managing material risks and pursuing material opportunities",
   "it": "S1-4 Interventi su impatti rilevanti per la forza lavoro propria e approcci per gestire rischi e perseguire opportunità rilevanti"
  },
  "evidence": "Actions, resources and effectiveness tracking",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-5 Targets related to managing material negative impacts, advancing positive impacts, and managing material risks and opportunities",
   "it": "S1-5 Obiettivi legati alla gestione degli impatti negativi, al potenziamento di quelli positivi e alla gestione di rischi e opportunità rilevanti"
  },
  "evidence": "Workforce targets and engagement in setting them",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-6 Characteristics of the undertaking's employees",
   "it": "S1-6 Caratteristiche dei dipendenti dell'impresa"
  },
  "evidence": "Headcount by gender and country, contract type, turnover rate",
  "weight": 4,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-7",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-7 Characteristics of non-employee workers in the undertaking's own workforce",
   "it": "S1-7 Caratteristiche dei lavoratori non dipendenti nella forza lavoro propria dell'impresa"
  },
  "evidence": "Number of non-employees (self-employed, agency workers)",
  "weight": 2,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-8",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-8 Collective bargaining coverage and social dialogue",
   "it": "S1-8 Copertura della contrattazione collettiva e dialogo sociale"
  },
  "evidence": "Coverage rates by country (EEA and non-EEA), workers' representation",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-9",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-9 Diversity metrics",
   "it": "S1-9 Metriche della diversità"
  },
  "evidence": "Gender split in top management, age distribution",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-10",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-10 Adequate wages",
   "it": "S1-10 Salari adeguati"
  },
  "evidence": "Whether all employees receive an adequate wage per applicable benchmarks",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-11",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-11 Social protection",
   "it": "S1-11 Protezione sociale"
  },
  "evidence": "Coverage against loss of income for major life events",
  "weight": 2,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-12",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-12 Persons with disabilities",
   "it": "S1-12 Persone con disabilità"
  },
  "evidence": "Share of employees with disabilities",
  "weight": 2,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-13",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-13 Training and skills development metrics",
   "it": "S1-13 Metriche di formazione e sviluppo delle competenze"
  },
  "evidence": "Performance reviews share, average training hours by gender",
  "weight": 2,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-14",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-14 Health and safety metrics",
   "it": "S1-14 Metriche di salute e sicurezza"
  },
  "evidence": "Coverage of H&S management system, fatalities, recordable accidents, rate, days lost",
  "weight": 4,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-15",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-15 Work-life balance metrics",
   "it": "S1-15 Metriche dell'equilibrio tra vita professionale e vita privata"
  },
  "evidence": "Entitlement to and uptake of family-related leave",
  "weight": 2,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-16",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-16 Remuneration metrics (pay gap and total remuneration)",
   "it": "S1-16 Metriche di remunerazione (divario retributivo e remunerazione totale)"
  },
  "evidence": "Gender pay gap and annual total remuneration ratio",
  "weight": 3,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S1-17",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s1-own-workforce-if-material",
  "title": {
   "en": "S1-17 Incidents, complaints and severe human rights impacts",
   "it": "S1-17 Incidenti, denunce e impatti gravi in materia di diritti umani"
  },
  "evidence": "Discrimination incidents, complaints, severe human-rights incidents, fines",
  "weight": 4,
  "reference": "ESRS S1 Own workforce; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S2-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "title": {
   "en": "S2-1 Policies related to value chain workers",
   "it": "S2-1 Politiche connesse ai lavoratori nella catena del valore"
  },
  "evidence": "Human-rights policy commitments relevant to this group, alignment with UNGPs/ILO/OECD",
  "weight": 4,
  "reference": "ESRS S2 Workers in the value chain; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S2-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "title": {
   "en": "S2-2 Processes for engaging with value chain workers about impacts",
   "it": "S2-2 Processi di coinvolgimento dei lavoratori nella catena del valore in merito agli impatti"
  },
  "evidence": "Engagement approach, representatives, frequency, responsibilities",
  "weight": 3,
  "reference": "ESRS S2 Workers in the value chain; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S2-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "title": {
   "en": "S2-3 Processes to remediate negative impacts and channels for value chain workers to raise concerns",
   "it": "S2-3 Processi per porre rimedio agli impatti negativi e canali che consentono ai lavoratori nella catena del valore di sollevare preoccupazioni"
  },
  "evidence": "Grievance channels, remediation approach, trust and awareness of channels",
  "weight": 4,
  "reference": "ESRS S2 Workers in the value chain; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S2-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "title": {
   "en": "S2-4 Taking action on material impacts on value chain workers, and approaches to managing material risks and pursuing material opportunities",
   "it": "S2-4 Interventi su impatti rilevanti per i lavoratori nella catena del valore e approcci per gestire rischi e perseguire opportunità rilevanti"
  },
  "evidence": "Actions, resources, effectiveness, severe incidents",
  "weight": 3,
  "reference": "ESRS S2 Workers in the value chain; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S2-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s2-workers-in-the-value-chain-if-material",
  "title": {
   "en": "S2-5 Targets related to managing material negative impacts, advancing positive impacts, and managing material risks and opportunities",
   "it": "S2-5 Obiettivi legati alla gestione degli impatti negativi, al potenziamento di quelli positivi e alla gestione di rischi e opportunità rilevanti"
  },
  "evidence": "Targets and progress for this stakeholder group",
  "weight": 3,
  "reference": "ESRS S2 Workers in the value chain; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S3-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "title": {
   "en": "S3-1 Policies related to affected communities",
   "it": "S3-1 Politiche relative alle comunità interessate"
  },
  "evidence": "Human-rights policy commitments relevant to this group, alignment with UNGPs/ILO/OECD",
  "weight": 4,
  "reference": "ESRS S3 Affected communities; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S3-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "title": {
   "en": "S3-2 Processes for engaging with affected communities about impacts",
   "it": "S3-2 Processi di coinvolgimento delle comunità interessate in merito agli impatti"
  },
  "evidence": "Engagement approach, representatives, frequency, responsibilities",
  "weight": 3,
  "reference": "ESRS S3 Affected communities; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S3-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "title": {
   "en": "S3-3 Processes to remediate negative impacts and channels for affected communities to raise concerns",
   "it": "S3-3 Processi per porre rimedio agli impatti negativi e canali che consentono alle comunità interessate di sollevare preoccupazioni"
  },
  "evidence": "Grievance channels, remediation approach, trust and awareness of channels",
  "weight": 4,
  "reference": "ESRS S3 Affected communities; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S3-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "title": {
   "en": "S3-4 Taking action on material impacts on affected communities, and approaches to managing material risks and pursuing material opportunities",
   "it": "S3-4 Interventi su impatti rilevanti per le comunità interessate e approcci per gestire rischi e perseguire opportunità rilevanti"
  },
  "evidence": "Actions, resources, effectiveness, severe incidents",
  "weight": 3,
  "reference": "ESRS S3 Affected communities; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S3-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s3-affected-communities-if-material",
  "title": {
   "en": "S3-5 Targets related to managing material negative impacts, advancing positive impacts, and managing material risks and opportunities",
   "it": "S3-5 Obiettivi legati alla gestione degli impatti negativi, al potenziamento di quelli positivi e alla gestione di rischi e opportunità rilevanti"
  },
  "evidence": "Targets and progress for this stakeholder group",
  "weight": 3,
  "reference": "ESRS S3 Affected communities; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S4-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "title": {
   "en": "S4-1 Policies related to consumers and end-users",
   "it": "S4-1 Politiche connesse ai consumatori e agli utilizzatori finali"
  },
  "evidence": "Human-rights policy commitments relevant to this group, alignment with UNGPs/ILO/OECD",
  "weight": 4,
  "reference": "ESRS S4 Consumers and end-users; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S4-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "title": {
   "en": "S4-2 Processes for engaging with consumers and end-users about impacts",
   "it": "S4-2 Processi di coinvolgimento dei consumatori e degli utilizzatori finali in merito agli impatti"
  },
  "evidence": "Engagement approach, representatives, frequency, responsibilities",
  "weight": 3,
  "reference": "ESRS S4 Consumers and end-users; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S4-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "title": {
   "en": "S4-3 Processes to remediate negative impacts and channels for consumers and end-users to raise concerns",
   "it": "S4-3 Processi per porre rimedio agli impatti negativi e canali che consentono ai consumatori e agli utilizzatori finali di sollevare preoccupazioni"
  },
  "evidence": "Grievance channels, remediation approach, trust and awareness of channels",
  "weight": 4,
  "reference": "ESRS S4 Consumers and end-users; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S4-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "title": {
   "en": "S4-4 Taking action on material impacts on consumers and end-users, and approaches to managing material risks and pursuing material opportunities",
   "it": "S4-4 Interventi su impatti rilevanti per i consumatori e gli utilizzatori finali e approcci per gestire rischi e perseguire opportunità rilevanti"
  },
  "evidence": "Actions, resources, effectiveness, severe incidents",
  "weight": 3,
  "reference": "ESRS S4 Consumers and end-users; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-S4-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-s4-consumers-and-end-users-if-material",
  "title": {
   "en": "S4-5 Targets related to managing material negative impacts, advancing positive impacts, and managing material risks and opportunities",
   "it": "S4-5 Obiettivi legati alla gestione degli impatti negativi, al potenziamento di quelli positivi e alla gestione di rischi e opportunità rilevanti"
  },
  "evidence": "Targets and progress for this stakeholder group",
  "weight": 3,
  "reference": "ESRS S4 Consumers and end-users; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-1",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-1 Business conduct policies and corporate culture",
   "it": "G1-1 Politiche in materia di cultura d'impresa e condotta delle imprese"
  },
  "evidence": "Code of conduct, culture initiatives, whistleblower protection (Dir. (EU) 2019/1937), animal welfare where relevant",
  "weight": 4,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-2",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-2 Management of relationships with suppliers",
   "it": "G1-2 Gestione dei rapporti con i fornitori"
  },
  "evidence": "Supplier selection criteria incl. social/environmental, fair treatment of SMEs",
  "weight": 3,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-3",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-3 Prevention and detection of corruption and bribery",
   "it": "G1-3 Prevenzione e individuazione della corruzione attiva e passiva"
  },
  "evidence": "Procedures, independent investigation, training coverage of at-risk functions",
  "weight": 4,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-4",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-4 Confirmed incidents of corruption or bribery",
   "it": "G1-4 Casi accertati di corruzione attiva o passiva"
  },
  "evidence": "Convictions, fines, confirmed incidents, actions taken",
  "weight": 4,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-5",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-5 Political influence and lobbying activities",
   "it": "G1-5 Influenza politica e attività di lobbying"
  },
  "evidence": "Representatives, topics, financial/in-kind contributions, EU Transparency Register",
  "weight": 2,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "ESRS-G1-6",
  "framework": "csrd-esrs",
  "section": "csrd-esrs:esrs-g1-business-conduct-if-material",
  "title": {
   "en": "G1-6 Payment practices",
   "it": "G1-6 Prassi di pagamento"
  },
  "evidence": "Average payment time, standard terms, share of payments aligned, legal proceedings for late payment",
  "weight": 3,
  "reference": "ESRS G1 Business conduct; Del. Reg. (EU) 2023/2772 Annex I (https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj)"
 },
 {
  "id": "D231-APP-01",
  "framework": "dlgs-231",
  "section": "dlgs-231:applicability-and-exposure",
  "title": {
   "en": "Exposure to predicate offences assessed",
   "it": "Esposizione ai reati presupposto valutata"
  },
  "evidence": "Analysis of which predicate offences (Arts 24-25-undevicies) are plausible given the business, for the benefit or in the interest of the entity, by top managers or subordinates",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 5, 24 ff. (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-APP-02",
  "framework": "dlgs-231",
  "section": "dlgs-231:applicability-and-exposure",
  "title": {
   "en": "231 proceedings and sanctions history",
   "it": "Storico di procedimenti e sanzioni ex 231"
  },
  "evidence": "Declaration and registry check (anagrafe delle sanzioni amministrative dipendenti da reato) of no pending or final 231 proceedings, interdiction or precautionary measures; explanation if any",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 9, 45, 80 (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-01",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Model adopted by the management body before any offence",
   "it": "Modello adottato dall'organo dirigente prima della commissione di reati"
  },
  "evidence": "Board resolution adopting the Modello 231 (general part and special parts), date, version history",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(1)(a) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-02",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Risk mapping of sensitive activities",
   "it": "Mappatura dei rischi delle attività sensibili"
  },
  "evidence": "Risk assessment mapping processes/functions to each relevant offence family, inherent and residual risk, existing controls, gaps; refreshed after organisational or legal change",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2)(a); Linee Guida Confindustria (rev. June 2021) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-03",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Specific protocols for forming and implementing decisions",
   "it": "Protocolli specifici per la formazione e l'attuazione delle decisioni"
  },
  "evidence": "Procedures for sensitive processes (PA relations, procurement, finance, HSE, IT, tax), with segregation of duties, traceability and authorisation limits",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2)(b) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-04",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Financial resource management suitable to prevent offences",
   "it": "Gestione delle risorse finanziarie idonea a prevenire i reati"
  },
  "evidence": "Treasury and payment controls (dual signature, limits, no cash, reconciliations), expense and gift policies",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2)(c) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-05",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Information flows to the OdV",
   "it": "Flussi informativi verso l'OdV"
  },
  "evidence": "Defined periodic and event-driven reporting obligations from functions to the OdV, with evidence of flows received",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2)(d) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-06",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Disciplinary system for breaches of the Model",
   "it": "Sistema disciplinare per le violazioni del Modello"
  },
  "evidence": "Sanctions code covering employees, managers, directors, auditors and third parties, linked to CCNL; evidence of application",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2)(e), Art. 7(4)(b) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-07",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Whistleblowing channels compliant with D.Lgs. 24/2023",
   "it": "Canali di segnalazione (whistleblowing) conformi al D.Lgs. 24/2023"
  },
  "evidence": "Internal channel (written and oral) guaranteeing confidentiality, designated manager, acknowledgement within 7 days and feedback within 3 months, anti-retaliation rules, sanctions in the disciplinary system",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(2-bis); D.Lgs. 10 marzo 2023 n. 24 (whistleblowing, implementing Dir. (EU) 2019/1937) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-08",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Code of Ethics adopted",
   "it": "Codice etico adottato"
  },
  "evidence": "Code of ethics/conduct approved by the board and distributed, referenced by the Model",
  "weight": 3,
  "reference": "Linee Guida Confindustria (rev. June 2021)"
 },
 {
  "id": "D231-MOD-09",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Delegations and powers of attorney consistent with responsibilities",
   "it": "Deleghe e procure coerenti con le responsabilità"
  },
  "evidence": "System of proxies and internal delegations aligned with organisation chart and spending limits",
  "weight": 3,
  "reference": "Linee Guida Confindustria (rev. June 2021)"
 },
 {
  "id": "D231-MOD-10",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Periodic verification and update of the Model",
   "it": "Verifica periodica e aggiornamento del Modello"
  },
  "evidence": "Evidence of review after significant violations, organisational changes or new predicate offences; update log",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 7(4)(a) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-MOD-11",
  "framework": "dlgs-231",
  "section": "dlgs-231:modello-231-core-elements-art-6-2-art-7",
  "title": {
   "en": "Model built on recognised guidelines",
   "it": "Modello costruito su linee guida riconosciute"
  },
  "evidence": "Reference to trade-association guidelines (e.g. Confindustria) or explanation of alternative methodology",
  "weight": 2,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(3); Linee Guida Confindustria (rev. June 2021) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-ODV-01",
  "framework": "dlgs-231",
  "section": "dlgs-231:organismo-di-vigilanza-odv",
  "title": {
   "en": "OdV appointed with autonomous powers of initiative and control",
   "it": "OdV nominato con autonomi poteri di iniziativa e controllo"
  },
  "evidence": "Board appointment of the OdV (single or collegial), mandate, term, powers of access to information",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(1)(b) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-ODV-02",
  "framework": "dlgs-231",
  "section": "dlgs-231:organismo-di-vigilanza-odv",
  "title": {
   "en": "OdV autonomy, independence, professionalism and continuity",
   "it": "Autonomia, indipendenza, professionalità e continuità d'azione dell'OdV"
  },
  "evidence": "Composition free of operational roles and conflicts, competence profiles, own budget approved by the board, continuity of action",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(1)(b); Linee Guida Confindustria (rev. June 2021) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-ODV-03",
  "framework": "dlgs-231",
  "section": "dlgs-231:organismo-di-vigilanza-odv",
  "title": {
   "en": "OdV charter and supervisory plan executed",
   "it": "Regolamento dell'OdV e piano di vigilanza attuato"
  },
  "evidence": "OdV regulation, annual plan of checks, minutes of meetings, audit reports",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(1)(d) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-ODV-04",
  "framework": "dlgs-231",
  "section": "dlgs-231:organismo-di-vigilanza-odv",
  "title": {
   "en": "OdV reporting to board and control bodies",
   "it": "Reporting dell'OdV verso il consiglio e gli organi di controllo"
  },
  "evidence": "Periodic (at least annual) OdV report on activity, violations, update needs",
  "weight": 3,
  "reference": "Linee Guida Confindustria (rev. June 2021)"
 },
 {
  "id": "D231-ODV-05",
  "framework": "dlgs-231",
  "section": "dlgs-231:organismo-di-vigilanza-odv",
  "title": {
   "en": "Simplified OdV arrangements justified (if used)",
   "it": "Soluzioni semplificate per l'OdV motivate (se adottate)"
  },
  "evidence": "Small entities: management body acting as OdV; companies using the board of statutory auditors (collegio sindacale) as OdV",
  "weight": 2,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 6(4), 6(4-bis) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-TRN-01",
  "framework": "dlgs-231",
  "section": "dlgs-231:training-and-communication",
  "title": {
   "en": "Training on the Model and predicate offences",
   "it": "Formazione sul Modello e sui reati presupposto"
  },
  "evidence": "Role-based training plan (top management, sensitive functions, all staff), attendance records, tests, periodic refresh",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 6(1)(a), 7(4) (effective implementation); Linee Guida Confindustria (rev. June 2021) (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-TRN-02",
  "framework": "dlgs-231",
  "section": "dlgs-231:training-and-communication",
  "title": {
   "en": "Communication of the Model to staff and third parties",
   "it": "Comunicazione del Modello al personale e ai terzi"
  },
  "evidence": "Publication of general part/code of ethics, acknowledgment forms, onboarding",
  "weight": 3,
  "reference": "Linee Guida Confindustria (rev. June 2021)"
 },
 {
  "id": "D231-3P-01",
  "framework": "dlgs-231",
  "section": "dlgs-231:training-and-communication",
  "title": {
   "en": "231 clauses and due diligence for third parties",
   "it": "Clausole 231 e due diligence sui terzi"
  },
  "evidence": "Contracts with suppliers, agents, consultants and partners containing Model/Code compliance and termination clauses; counterparty checks",
  "weight": 3,
  "reference": "Linee Guida Confindustria (rev. June 2021)"
 },
 {
  "id": "D231-SP-PA",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Offences against the Public Administration and fraud on public funds",
   "it": "Reati contro la Pubblica Amministrazione e frode sui fondi pubblici"
  },
  "evidence": "Controls on public tenders, grants and subsidies (incl. PNRR funds), inspections, gifts to officials",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 24, 25 (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-CORP",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Corporate offences incl. false accounting and private bribery",
   "it": "Reati societari, incluse false comunicazioni sociali e corruzione tra privati"
  },
  "evidence": "Financial-reporting controls, relations with auditors, private-to-private corruption controls",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 25-ter (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-OHS",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Manslaughter and serious injuries from OHS breaches",
   "it": "Omicidio colposo e lesioni gravi da violazioni delle norme sulla sicurezza sul lavoro"
  },
  "evidence": "OHS management system meeting Art. 30 D.Lgs. 81/2008 (presumed conformity for UNI-INAIL guidelines or BS OHSAS 18001, now ISO 45001), risk assessment document (DVR), training, audits",
  "weight": 5,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 25-septies; D.Lgs. 81/2008 art. 30 (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-ENV",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Environmental offences",
   "it": "Reati ambientali"
  },
  "evidence": "Waste, emissions and discharge permits and controls; environmental management system (e.g. ISO 14001)",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 25-undecies (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-AML",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Receiving, money laundering, self-laundering; non-cash payment instruments",
   "it": "Ricettazione, riciclaggio, autoriciclaggio; strumenti di pagamento diversi dai contanti"
  },
  "evidence": "Counterparty KYC, payment traceability, controls on intercompany and cash flows",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 25-octies, 25-octies.1 (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-TAX",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Tax offences",
   "it": "Reati tributari"
  },
  "evidence": "Tax control framework over invoicing, VAT, fraudulent declarations, concealment of accounting records",
  "weight": 4,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 25-quinquiesdecies (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-CYB",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Computer crimes and unlawful data processing",
   "it": "Delitti informatici e trattamento illecito di dati"
  },
  "evidence": "IT security controls, access management, logging; coordination with GDPR programme",
  "weight": 3,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Art. 24-bis (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-LAB",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Labour exploitation and illegally staying workers",
   "it": "Sfruttamento del lavoro e impiego di lavoratori irregolari"
  },
  "evidence": "Controls on contractors and staffing agencies, working-time and wage checks",
  "weight": 3,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 25-quinquies, 25-duodecies (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "D231-SP-OTHER",
  "framework": "dlgs-231",
  "section": "dlgs-231:special-parts-offence-families",
  "title": {
   "en": "Other offence families mapped as relevant",
   "it": "Altre famiglie di reati mappate come rilevanti"
  },
  "evidence": "Coverage of e.g. organised crime (24-ter), counterfeiting and industry/trade (25-bis, 25-bis.1), market abuse (25-sexies), copyright (25-novies), obstruction of justice (25-decies), smuggling (25-sexiesdecies), cultural heritage (25-septiesdecies, 25-duodevicies), animal-related offences (25-undevicies)",
  "weight": 2,
  "reference": "D.Lgs. 8 giugno 2001 n. 231 Arts 24-ter to 25-undevicies (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-06-08;231)"
 },
 {
  "id": "PNRR-MAP-01",
  "framework": "pnrr",
  "section": "pnrr:plan-mapping-and-results",
  "title": {
   "en": "Project mapped to Mission, Component and measure",
   "it": "Progetto ricondotto a Missione, Componente e misura"
  },
  "evidence": "Identification of Mission (M1-M7), Component (e.g. M2C3), Investment/Reform number and sub-measure in the financing decree or grant agreement",
  "weight": 5,
  "reference": "Italia Domani (https://www.italiadomani.gov.it)"
 },
 {
  "id": "PNRR-MT-01",
  "framework": "pnrr",
  "section": "pnrr:plan-mapping-and-results",
  "title": {
   "en": "Contribution to milestones and targets evidenced",
   "it": "Contributo a milestone e target documentato"
  },
  "evidence": "Indicators linked to EU-level milestones/targets and national targets, with verification documents defined in the operational arrangements",
  "weight": 5,
  "reference": "Reg. (EU) 2021/241 Arts 18, 20, 24 (https://eur-lex.europa.eu/eli/reg/2021/241/oj)"
 },
 {
  "id": "PNRR-DL-01",
  "framework": "pnrr",
  "section": "pnrr:plan-mapping-and-results",
  "title": {
   "en": "Timeline compatible with RRF end dates",
   "it": "Cronoprogramma compatibile con le scadenze del RRF"
  },
  "evidence": "Schedule showing completion and reporting before the RRF deadlines (milestones/targets by 31 August 2026, payments by 31 December 2026) or an alternative funding source",
  "weight": 4,
  "reference": "Reg. (EU) 2021/241 Arts 18(4)(i), 24(1)"
 },
 {
  "id": "PNRR-REP-01",
  "framework": "pnrr",
  "section": "pnrr:plan-mapping-and-results",
  "title": {
   "en": "Expenditure and progress reporting (rendicontazione) on schedule",
   "it": "Rendicontazione di spese e avanzamento nei tempi"
  },
  "evidence": "Periodic statements of expenditure and progress submitted to the responsible administration with supporting documents",
  "weight": 4,
  "reference": "Italia Domani (https://www.italiadomani.gov.it)"
 },
 {
  "id": "PNRR-CUP-01",
  "framework": "pnrr",
  "section": "pnrr:cup-monitoring-and-traceability",
  "title": {
   "en": "CUP obtained at the financing decision",
   "it": "CUP acquisito alla decisione di finanziamento"
  },
  "evidence": "Codice Unico di Progetto (15-character code) generated on the CUP system, with PNRR fields (measure, sub-investment, target) filled; acts financing the project without CUP are null",
  "weight": 5,
  "reference": "L. 16 gennaio 2003 n. 3, art. 11 (commi 2-bis to 2-sexies added by art. 41 D.L. 76/2020, conv. L. 120/2020); Delibera CIPE 63/2020 (https://opencup.gov.it)"
 },
 {
  "id": "PNRR-CUP-02",
  "framework": "pnrr",
  "section": "pnrr:cup-monitoring-and-traceability",
  "title": {
   "en": "CUP (and CIG) shown on all administrative and accounting documents",
   "it": "CUP (e CIG) riportati su tutti gli atti amministrativi e contabili"
  },
  "evidence": "CUP on decrees, contracts, invoices, payment orders; CIG on each procurement; traceable payments on dedicated accounts (L. 136/2010 art. 3)",
  "weight": 5,
  "reference": "L. 16 gennaio 2003 n. 3, art. 11 (commi 2-bis to 2-sexies added by art. 41 D.L. 76/2020, conv. L. 120/2020); Delibera CIPE 63/2020 (https://opencup.gov.it); L. 13 agosto 2010 n. 136 art. 3"
 },
 {
  "id": "PNRR-REGIS-01",
  "framework": "pnrr",
  "section": "pnrr:cup-monitoring-and-traceability",
  "title": {
   "en": "Data fed to the ReGiS monitoring system",
   "it": "Dati alimentati nel sistema di monitoraggio ReGiS"
  },
  "evidence": "Project master data, procedural, physical and financial progress, and documents uploaded to ReGiS in the required timeframes",
  "weight": 4,
  "reference": "L. 30 dicembre 2020 n. 178, art. 1 comma 1043"
 },
 {
  "id": "PNRR-ACC-01",
  "framework": "pnrr",
  "section": "pnrr:cup-monitoring-and-traceability",
  "title": {
   "en": "Separate accounting or dedicated accounting codes",
   "it": "Contabilità separata o codici contabili dedicati"
  },
  "evidence": "Accounting coding that isolates PNRR costs and revenues per CUP",
  "weight": 3,
  "reference": "D.L. 31 maggio 2021 n. 77 (conv. L. 108/2021) and MEF-RGS circulars"
 },
 {
  "id": "PNRR-DOC-01",
  "framework": "pnrr",
  "section": "pnrr:cup-monitoring-and-traceability",
  "title": {
   "en": "Audit trail and document retention",
   "it": "Pista di controllo e conservazione documentale"
  },
  "evidence": "Complete file (tenders, contracts, deliverables, payments) kept and available for national and EU controls for the required period",
  "weight": 3,
  "reference": "Reg. (EU) 2021/241 Art. 22"
 },
 {
  "id": "PNRR-DNSH-01",
  "framework": "pnrr",
  "section": "pnrr:dnsh-principle",
  "title": {
   "en": "Ex-ante DNSH assessment",
   "it": "Valutazione DNSH ex ante"
  },
  "evidence": "Applicable DNSH technical sheets (schede tecniche) identified, regime selected (Regime 1: measure must contribute substantially to climate mitigation; Regime 2: do-no-harm compliance only), ex-ante checklist completed",
  "weight": 5,
  "reference": "Reg. (EU) 2021/241 Art. 5(2); Reg. (EU) 2020/852 Art. 17; Circolare MEF-RGS n. 32 del 30/12/2021, Guida operativa DNSH, and later updates (e.g. Circolare n. 33 del 13/10/2022)"
 },
 {
  "id": "PNRR-DNSH-02",
  "framework": "pnrr",
  "section": "pnrr:dnsh-principle",
  "title": {
   "en": "DNSH requirements written into tender documents and contracts",
   "it": "Requisiti DNSH inseriti nei documenti di gara e nei contratti"
  },
  "evidence": "Calls, tender specifications and contracts reproduce DNSH constraints (e.g. minimum environmental criteria, C&D waste recovery, energy performance)",
  "weight": 4,
  "reference": "Circolare MEF-RGS n. 32 del 30/12/2021, Guida operativa DNSH, and later updates (e.g. Circolare n. 33 del 13/10/2022)"
 },
 {
  "id": "PNRR-DNSH-03",
  "framework": "pnrr",
  "section": "pnrr:dnsh-principle",
  "title": {
   "en": "In-itinere and ex-post DNSH evidence",
   "it": "Evidenze DNSH in itinere ed ex post"
  },
  "evidence": "Checklists and proofs collected during and after works (EPCs, waste logs showing at least 70% C&D waste recovery where required, product certificates, adaptation assessment)",
  "weight": 5,
  "reference": "Circolare MEF-RGS n. 32 del 30/12/2021, Guida operativa DNSH, and later updates (e.g. Circolare n. 33 del 13/10/2022); Commission DNSH technical guidance 2021/C 58/01, updated by Notice C/2023/111"
 },
 {
  "id": "PNRR-TAG-CLIM",
  "framework": "pnrr",
  "section": "pnrr:climate-and-digital-tagging",
  "title": {
   "en": "Climate tagging coefficient assigned",
   "it": "Coefficiente di tagging climatico assegnato"
  },
  "evidence": "Intervention field and coefficient (0%, 40% or 100%) per Annex VI of the RRF Regulation; contributes to the plan-wide 37% climate target",
  "weight": 3,
  "reference": "Reg. (EU) 2021/241 Art. 18(4)(e), Annex VI"
 },
 {
  "id": "PNRR-TAG-DIG",
  "framework": "pnrr",
  "section": "pnrr:climate-and-digital-tagging",
  "title": {
   "en": "Digital tagging coefficient assigned",
   "it": "Coefficiente di tagging digitale assegnato"
  },
  "evidence": "Intervention field and coefficient per Annex VII of the RRF Regulation; contributes to the plan-wide 20% digital target",
  "weight": 3,
  "reference": "Reg. (EU) 2021/241 Art. 18(4)(f), Annex VII"
 },
 {
  "id": "PNRR-DF-01",
  "framework": "pnrr",
  "section": "pnrr:integrity-double-funding-and-controls",
  "title": {
   "en": "No double funding",
   "it": "Nessun doppio finanziamento"
  },
  "evidence": "Declaration and cross-check that the same cost is not covered by other EU or national funds",
  "weight": 5,
  "reference": "Reg. (EU) 2021/241 Art. 9"
 },
 {
  "id": "PNRR-COI-01",
  "framework": "pnrr",
  "section": "pnrr:integrity-double-funding-and-controls",
  "title": {
   "en": "Conflict-of-interest declarations and beneficial owner data",
   "it": "Dichiarazioni sul conflitto di interessi e dati sul titolare effettivo"
  },
  "evidence": "Declarations by staff and contractors; collection of beneficial owner (titolare effettivo) data for recipients and contractors",
  "weight": 5,
  "reference": "Reg. (EU) 2021/241 Art. 22(2)(d)"
 },
 {
  "id": "PNRR-FRAUD-01",
  "framework": "pnrr",
  "section": "pnrr:integrity-double-funding-and-controls",
  "title": {
   "en": "Anti-fraud and anti-corruption measures",
   "it": "Misure antifrode e anticorruzione"
  },
  "evidence": "Risk indicators/red flags checks (e.g. Arachne), reporting of irregularities, link to Modello 231 special part on public funds",
  "weight": 4,
  "reference": "Reg. (EU) 2021/241 Art. 22"
 },
 {
  "id": "PNRR-SA-01",
  "framework": "pnrr",
  "section": "pnrr:integrity-double-funding-and-controls",
  "title": {
   "en": "State aid compatibility (where the beneficiary is an undertaking)",
   "it": "Compatibilità con la disciplina degli aiuti di Stato (se il beneficiario è un'impresa)"
  },
  "evidence": "State aid basis identified (GBER article, de minimis, notified scheme) and RNA registration",
  "weight": 3,
  "reference": "TFEU Arts 107-108; Registro Nazionale Aiuti"
 },
 {
  "id": "PNRR-EQ-01",
  "framework": "pnrr",
  "section": "pnrr:horizontal-principles-gender-youth-territory",
  "title": {
   "en": "Gender and youth employment commitments",
   "it": "Impegni per l'occupazione femminile e giovanile"
  },
  "evidence": "Tender clauses reserving a share (at least 30% unless justified) of new hires for people under 36 and for women; gender staff report for firms with 50 or more employees, gender report for firms with 15-50 employees",
  "weight": 4,
  "reference": "D.L. 31 maggio 2021 n. 77 (conv. L. 108/2021) art. 47"
 },
 {
  "id": "PNRR-EQ-02",
  "framework": "pnrr",
  "section": "pnrr:horizontal-principles-gender-youth-territory",
  "title": {
   "en": "Compliance with disability hiring rules",
   "it": "Rispetto delle norme sul collocamento dei disabili"
  },
  "evidence": "Declaration of compliance with L. 68/1999 and related reporting",
  "weight": 3,
  "reference": "D.L. 31 maggio 2021 n. 77 (conv. L. 108/2021) art. 47; L. 68/1999"
 },
 {
  "id": "PNRR-SUD-01",
  "framework": "pnrr",
  "section": "pnrr:horizontal-principles-gender-youth-territory",
  "title": {
   "en": "Territorial allocation to the South (for administrations)",
   "it": "Quota territoriale al Mezzogiorno (per le amministrazioni)"
  },
  "evidence": "Evidence that at least 40% of territorially allocable resources go to the southern regions, where the administration manages calls",
  "weight": 2,
  "reference": "D.L. 31 maggio 2021 n. 77 (conv. L. 108/2021) art. 2 comma 6-bis"
 },
 {
  "id": "PNRR-VIS-01",
  "framework": "pnrr",
  "section": "pnrr:publicity-and-procurement",
  "title": {
   "en": "EU funding visibility",
   "it": "Visibilità del finanziamento UE"
  },
  "evidence": "EU emblem and funding statement (Finanziato dall'Unione europea - NextGenerationEU) on project communication, signage and documents",
  "weight": 3,
  "reference": "Reg. (EU) 2021/241 Art. 34"
 },
 {
  "id": "PNRR-PROC-01",
  "framework": "pnrr",
  "section": "pnrr:publicity-and-procurement",
  "title": {
   "en": "Public procurement rules respected",
   "it": "Rispetto delle norme sugli appalti pubblici"
  },
  "evidence": "Procurement under D.Lgs. 36/2023 and PNRR-specific rules (D.L. 77/2021 and later acts); ANAC publication",
  "weight": 4,
  "reference": "D.Lgs. 31 marzo 2023 n. 36; D.L. 31 maggio 2021 n. 77 (conv. L. 108/2021)"
 }
];
