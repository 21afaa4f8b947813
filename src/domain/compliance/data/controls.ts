import type { Bilingual } from './types.ts';

/**
 * Shared controls ("assess once"): each is one thing an organisation does, mapped to the framework
 * items it satisfies. Built from the reference's crosswalk (section 10: board oversight, materiality,
 * GHG, transition plan, physical risk, energy, water, pollution, biodiversity, resources, health and
 * safety, human rights, anti-corruption, whistleblowing, privacy, tax, DNSH) and, for the rest, from
 * the items' evidence text (the same document proves them). Every item is mapped by at most one
 * control (a test checks it), so answering two controls never fights over an item.
 */
export interface ControlData {
  readonly id: string;
  readonly title: Bilingual;
  readonly items: readonly string[];
}

const c = (id: string, en: string, it: string, items: string[]): ControlData => ({ id, title: { en, it }, items });

export const CONTROLS: readonly ControlData[] = [
  c('CTL-BOARD-OVERSIGHT', 'Board oversight of sustainability and climate matters', 'Supervisione del consiglio su sostenibilità e clima', ['GRI-2-9', 'GRI-2-10', 'GRI-2-11', 'GRI-2-12', 'GRI-2-14', 'GRI-2-17', 'GRI-2-18', 'TCFD-GOV-a', 'TCFD-GOV-b', 'ESRS2-GOV-1', 'ESRS2-GOV-2', 'D231-ODV-04']),
  c('CTL-MATERIALITY', 'Materiality assessment (impact and financial)', 'Analisi di materialità (d\'impatto e finanziaria)', ['GRI-1-R3', 'GRI-3-1', 'GRI-3-2', 'GRI-3-3', 'SASB-GEN-02', 'TCFD-STR-a', 'ESRS1-DMA-01', 'ESRS1-DMA-02', 'ESRS1-DMA-03', 'ESRS2-IRO-1', 'ESRS2-SBM-3']),
  c('CTL-GHG', 'Greenhouse-gas inventory (Scopes 1, 2, 3)', 'Inventario dei gas serra (Scope 1, 2, 3)', ['GRI-305', 'SASB-ENV-GHG', 'TCFD-MT-b', 'TCFD-XI-1', 'ESRS-E1-6', 'EUT-SC-CCM', 'EUT-DNSH-CCM']),
  c('CTL-TRANSITION-PLAN', 'Climate transition plan and targets', 'Piano di transizione climatica e obiettivi', ['EUT-KPI-PLAN', 'TCFD-MT-c', 'TCFD-SUP-TP', 'ESRS-E1-1', 'ESRS-E1-4', 'PNRR-TAG-CLIM']),
  c('CTL-PHYSICAL-RISK', 'Physical climate risk and vulnerability assessment', 'Valutazione del rischio climatico fisico e della vulnerabilità', ['EUT-SC-CCA', 'EUT-DNSH-CCA', 'SASB-BMI-PHYS', 'TCFD-STR-c', 'TCFD-XI-3', 'ESRS-E1-9', 'PNRR-DNSH-01']),
  c('CTL-ENERGY', 'Energy consumption measured and managed', 'Consumi energetici misurati e gestiti', ['GRI-302', 'SASB-ENV-ENERGY', 'TCFD-MT-a', 'ESRS-E1-5']),
  c('CTL-CLIMATE-POLICY', 'Climate policy, actions and climate metrics', 'Politica climatica, azioni e metriche sul clima', ['ESRS-E1-2', 'ESRS-E1-3', 'ESRS-E1-7', 'ESRS-E1-8', 'TCFD-XI-2', 'TCFD-XI-4', 'TCFD-XI-5', 'TCFD-XI-6', 'TCFD-SUP-S2', 'TCFD-SUP-SECT']),
  c('CTL-WATER', 'Water use and discharges managed', 'Prelievi e scarichi idrici gestiti', ['EUT-SC-WTR', 'EUT-DNSH-WATER', 'GRI-303', 'SASB-ENV-WATER', 'ESRS-E3-1', 'ESRS-E3-2', 'ESRS-E3-3', 'ESRS-E3-4', 'ESRS-E3-5']),
  c('CTL-POLLUTION', 'Pollution and substances of concern controlled', 'Inquinamento e sostanze preoccupanti sotto controllo', ['EUT-SC-PPC', 'EUT-DNSH-POLL', 'SASB-ENV-AIR', 'SASB-ENV-WASTE', 'ESRS-E2-1', 'ESRS-E2-2', 'ESRS-E2-3', 'ESRS-E2-4', 'ESRS-E2-5', 'ESRS-E2-6', 'D231-SP-ENV']),
  c('CTL-BIODIVERSITY', 'Biodiversity impacts assessed near sensitive areas', 'Impatti sulla biodiversità valutati vicino ad aree sensibili', ['EUT-SC-BIO', 'EUT-DNSH-BIO', 'GRI-304', 'SASB-ENV-ECO', 'ESRS-E4-1', 'ESRS-E4-2', 'ESRS-E4-3', 'ESRS-E4-4', 'ESRS-E4-5', 'ESRS-E4-6', 'GRI-411']),
  c('CTL-CIRCULARITY', 'Resources, waste and circular design', 'Risorse, rifiuti e progettazione circolare', ['EUT-SC-CE', 'EUT-DNSH-CE', 'GRI-301', 'GRI-306', 'SASB-BMI-MATERIALS', 'SASB-BMI-DESIGN', 'ESRS-E5-1', 'ESRS-E5-2', 'ESRS-E5-3', 'ESRS-E5-4', 'ESRS-E5-5', 'ESRS-E5-6', 'PNRR-DNSH-03']),
  c('CTL-HEALTH-SAFETY', 'Occupational health and safety system', 'Sistema di salute e sicurezza sul lavoro', ['GRI-403', 'SASB-HUM-HS', 'ESRS-S1-14', 'D231-SP-OHS']),
  c('CTL-HUMAN-RIGHTS', 'Human-rights due diligence and remediation', 'Due diligence sui diritti umani e rimedi', ['EUT-MS-HR', 'GRI-2-23', 'GRI-2-24', 'GRI-2-25', 'GRI-408', 'GRI-409', 'GRI-410', 'SASB-SOC-HRCR', 'ESRS2-GOV-4', 'ESRS1-DD-01', 'ESRS-S1-17', 'D231-SP-LAB']),
  c('CTL-ANTI-CORRUPTION', 'Anti-bribery and anti-fraud programme', 'Programma anticorruzione e antifrode', ['EUT-MS-CORR', 'GRI-205', 'SASB-LG-ETHICS', 'ESRS-G1-3', 'ESRS-G1-4', 'D231-SP-PA', 'D231-SP-CORP', 'D231-SP-AML', 'PNRR-FRAUD-01']),
  c('CTL-WHISTLEBLOWING', 'Whistleblowing and grievance channels', 'Canali di segnalazione e reclamo', ['D231-MOD-07', 'GRI-2-16', 'GRI-2-26', 'ESRS-S1-3', 'ESRS-S2-3', 'ESRS-S3-3', 'ESRS-S4-3']),
  c('CTL-CODE-OF-CONDUCT', 'Code of ethics and disciplinary system', 'Codice etico e sistema disciplinare', ['D231-MOD-08', 'D231-MOD-06', 'ESRS-G1-1']),
  c('CTL-PRIVACY-PROGRAMME', 'Privacy programme and accountability', 'Programma privacy e responsabilizzazione', ['GDPR-ART24', 'GDPR-ART5-2', 'GDPR-ART40-42', 'GRI-418', 'SASB-SOC-PRIV']),
  c('CTL-DATA-SECURITY', 'Information security measures', 'Misure di sicurezza delle informazioni', ['GDPR-ART32', 'SASB-SOC-DATASEC', 'D231-SP-CYB']),
  c('CTL-GDPR-RECORDS', 'Records of processing, principles and retention', 'Registro dei trattamenti, principi e conservazione', ['GDPR-ART30', 'GDPR-ART5', 'GDPR-ART5-RET']),
  c('CTL-GDPR-LAWFUL-BASIS', 'Lawful basis and consent per purpose', 'Base giuridica e consenso per finalità', ['GDPR-ART6', 'GDPR-ART7', 'GDPR-ART8', 'GDPR-ART9', 'GDPR-ART10']),
  c('CTL-GDPR-NOTICES', 'Privacy notices and request handling', 'Informative privacy e gestione delle richieste', ['GDPR-ART12', 'GDPR-ART13', 'GDPR-ART14']),
  c('CTL-GDPR-RIGHTS', 'Data-subject rights procedure', 'Procedura per i diritti degli interessati', ['GDPR-ART15', 'GDPR-ART16', 'GDPR-ART17', 'GDPR-ART18', 'GDPR-ART19', 'GDPR-ART20', 'GDPR-ART21', 'GDPR-ART22']),
  c('CTL-GDPR-BY-DESIGN', 'Data protection by design and DPIA', 'Protezione dei dati fin dalla progettazione e DPIA', ['GDPR-ART25', 'GDPR-ART35', 'GDPR-ART36']),
  c('CTL-GDPR-PROCESSORS', 'Processors, joint controllers and EU representative', 'Responsabili, contitolari e rappresentante UE', ['GDPR-ART26', 'GDPR-ART27', 'GDPR-ART28']),
  c('CTL-GDPR-BREACH', 'Personal-data breach procedure', 'Procedura di gestione dei data breach', ['GDPR-ART33', 'GDPR-ART34']),
  c('CTL-GDPR-DPO', 'Data Protection Officer', 'Responsabile della protezione dei dati', ['GDPR-ART37', 'GDPR-ART38', 'GDPR-ART39']),
  c('CTL-GDPR-TRANSFERS', 'Transfers outside the EEA', 'Trasferimenti fuori dal SEE', ['GDPR-ART44', 'GDPR-ART45', 'GDPR-ART46', 'GDPR-ART47', 'GDPR-ART49']),
  c('CTL-TRAINING', 'Compliance training and communication', 'Formazione e comunicazione sulla compliance', ['GDPR-TRAIN', 'D231-TRN-01', 'D231-TRN-02']),
  c('CTL-231-MODEL', 'Organisational model (Modello 231) and risk mapping', 'Modello organizzativo 231 e mappatura dei rischi', ['D231-APP-01', 'D231-MOD-01', 'D231-MOD-02', 'D231-MOD-03', 'D231-MOD-04', 'D231-MOD-10', 'D231-MOD-11', 'D231-SP-OTHER']),
  c('CTL-231-ODV', 'Supervisory body (OdV) and information flows', 'Organismo di Vigilanza e flussi informativi', ['D231-ODV-01', 'D231-ODV-02', 'D231-ODV-03', 'D231-ODV-05', 'D231-MOD-05']),
  c('CTL-DELEGATIONS', 'Delegations, powers and responsibilities', 'Deleghe, poteri e responsabilità', ['D231-MOD-09', 'GRI-2-13']),
  c('CTL-THIRD-PARTIES', 'Supplier and third-party due diligence', 'Due diligence su fornitori e terzi', ['D231-3P-01', 'GRI-308', 'GRI-414', 'ESRS-G1-2', 'ESRS-G1-6', 'SASB-BMI-SUPPLY', 'GRI-204']),
  c('CTL-CONFLICTS', 'Conflicts of interest and beneficial owners', 'Conflitti di interesse e titolari effettivi', ['GRI-2-15', 'PNRR-COI-01']),
  c('CTL-TAX', 'Tax governance', 'Governance fiscale', ['EUT-MS-TAX', 'GRI-207', 'D231-SP-TAX']),
  c('CTL-FAIR-COMPETITION', 'Fair competition', 'Concorrenza leale', ['EUT-MS-COMP', 'GRI-206', 'SASB-LG-COMP']),
  c('CTL-LEGAL-COMPLIANCE', 'Legal compliance monitoring and proceedings', 'Monitoraggio della conformità legale e procedimenti', ['GRI-2-27', 'SASB-LG-LEGAL', 'D231-APP-02', 'EUT-MS-EXT']),
  c('CTL-TAXONOMY-INVENTORY', 'Taxonomy activity inventory and eligibility', 'Inventario delle attività e ammissibilità alla Tassonomia', ['EUT-SCOPE-01', 'EUT-ELIG-01', 'EUT-ELIG-02', 'EUT-MAT-01']),
  c('CTL-TAXONOMY-KPIS', 'Taxonomy KPIs (turnover, CapEx, OpEx) and templates', 'KPI della Tassonomia (fatturato, CapEx, OpEx) e modelli', ['EUT-KPI-TURN', 'EUT-KPI-CAPEX', 'EUT-KPI-OPEX', 'EUT-KPI-TMPL', 'EUT-KPI-CTX', 'EUT-KPI-NG', 'EUT-SC-DC', 'CSRD-TAX-01']),
  c('CTL-TAXONOMY-FILE', 'Technical screening file per activity', 'Fascicolo di vaglio tecnico per attività', ['EUT-TSC-01', 'EUT-TSC-02', 'EUT-SC-TYPE']),
  c('CTL-ASSURANCE', 'External assurance of sustainability information', 'Assurance esterna delle informazioni di sostenibilità', ['EUT-ASSUR-01', 'CSRD-ASSUR-01', 'GRI-2-5', 'SASB-GEN-07']),
  c('CTL-REPORTING-BASIS', 'Basis of preparation of the sustainability report', 'Criteri di redazione del report di sostenibilità', ['GRI-1-R1', 'GRI-2-1', 'GRI-2-2', 'GRI-2-3', 'GRI-2-4', 'ESRS2-BP-1', 'ESRS2-BP-2', 'ESRS1-VC-01', 'ESRS1-TH-01', 'ESRS1-PHASE-01', 'CSRD-LOC-01', 'CSRD-SCOPE-01', 'TCFD-SUP-FIN']),
  c('CTL-REPORT-INDEX', 'Content index, omissions and statement of use', 'Indice dei contenuti, omissioni e dichiarazione d\'uso', ['GRI-1-R2', 'GRI-1-R4', 'GRI-1-R5', 'GRI-1-R6', 'GRI-1-R7', 'GRI-1-R8', 'GRI-1-R9', 'GRI-SECTOR-01', 'SASB-GEN-01', 'SASB-GEN-03', 'SASB-GEN-04', 'SASB-GEN-05', 'SASB-GEN-06', 'SASB-GEN-08', 'ESRS2-IRO-2', 'CSRD-TAG-01']),
  c('CTL-POLICIES-TARGETS', 'Policies, actions, metrics and targets for material topics', 'Politiche, azioni, metriche e obiettivi sui temi materiali', ['ESRS2-MDR-P', 'ESRS2-MDR-A', 'ESRS2-MDR-M', 'ESRS2-MDR-T']),
  c('CTL-WORKFORCE', 'Workforce data and employment practices', 'Dati sulla forza lavoro e pratiche di impiego', ['GRI-2-7', 'GRI-2-8', 'GRI-401', 'SASB-HUM-LABOR', 'ESRS-S1-1', 'ESRS-S1-4', 'ESRS-S1-5', 'ESRS-S1-6', 'ESRS-S1-7', 'ESRS-S1-10', 'ESRS-S1-11', 'ESRS-S1-15']),
  c('CTL-SOCIAL-DIALOGUE', 'Collective bargaining and social dialogue', 'Contrattazione collettiva e dialogo sociale', ['GRI-2-30', 'GRI-402', 'GRI-407', 'ESRS-S1-2', 'ESRS-S1-8']),
  c('CTL-SKILLS', 'Training and skills development', 'Formazione e sviluppo delle competenze', ['GRI-404', 'ESRS-S1-13']),
  c('CTL-REMUNERATION', 'Remuneration policy and pay metrics', 'Politica di remunerazione e metriche retributive', ['GRI-2-19', 'GRI-2-20', 'GRI-2-21', 'ESRS-S1-16', 'ESRS2-GOV-3', 'TCFD-XI-7']),
  c('CTL-EQUALITY', 'Diversity, equal opportunity and inclusive hiring', 'Diversità, pari opportunità e assunzioni inclusive', ['GRI-405', 'GRI-406', 'ESRS-S1-9', 'ESRS-S1-12', 'SASB-HUM-EDI', 'PNRR-EQ-01', 'PNRR-EQ-02']),
  c('CTL-VALUE-CHAIN-WORKERS', 'Value-chain workers', 'Lavoratori nella catena del valore', ['ESRS-S2-1', 'ESRS-S2-2', 'ESRS-S2-4', 'ESRS-S2-5']),
  c('CTL-COMMUNITIES', 'Stakeholder and community engagement', 'Coinvolgimento degli stakeholder e delle comunità', ['GRI-2-29', 'GRI-413', 'GRI-203', 'ESRS2-SBM-2', 'ESRS1-DMA-04', 'ESRS-S3-1', 'ESRS-S3-2', 'ESRS-S3-4', 'ESRS-S3-5']),
  c('CTL-CUSTOMERS', 'Customer health, safety and fair marketing', 'Salute e sicurezza dei clienti e marketing corretto', ['GRI-416', 'GRI-417', 'SASB-SOC-QUALITY', 'SASB-SOC-SELLING', 'SASB-SOC-WELFARE', 'SASB-SOC-ACCESS', 'ESRS-S4-1', 'ESRS-S4-2', 'ESRS-S4-4', 'ESRS-S4-5']),
  c('CTL-PUBLIC-POLICY', 'Political engagement and memberships', 'Attività politiche e associative', ['GRI-415', 'GRI-2-28', 'ESRS-G1-5']),
  c('CTL-STRATEGY', 'Strategy, business model and resilience', 'Strategia, modello di business e resilienza', ['GRI-2-22', 'GRI-2-6', 'GRI-201', 'GRI-202', 'ESRS2-SBM-1', 'TCFD-STR-b', 'SASB-BMI-RESIL']),
  c('CTL-RISK-MANAGEMENT', 'Enterprise risk management and internal control', 'Gestione dei rischi d\'impresa e controllo interno', ['TCFD-RM-a', 'TCFD-RM-b', 'TCFD-RM-c', 'ESRS2-GOV-5', 'SASB-LG-CRIT', 'SASB-LG-SYSRISK']),
  c('CTL-PNRR-MAPPING', 'PNRR measure, milestones and timeline', 'Misura PNRR, milestone e cronoprogramma', ['PNRR-MAP-01', 'PNRR-MT-01', 'PNRR-DL-01']),
  c('CTL-PNRR-CUP', 'CUP and CIG on every act and payment', 'CUP e CIG su ogni atto e pagamento', ['PNRR-CUP-01', 'PNRR-CUP-02']),
  c('CTL-PNRR-MONITORING', 'PNRR reporting, ReGiS, accounting and audit trail', 'Rendicontazione PNRR, ReGiS, contabilità e pista di controllo', ['PNRR-REP-01', 'PNRR-REGIS-01', 'PNRR-ACC-01', 'PNRR-DOC-01']),
  c('CTL-PNRR-DNSH-CONTRACTS', 'DNSH constraints in tenders and contracts', 'Vincoli DNSH in bandi e contratti', ['PNRR-DNSH-02']),
  c('CTL-PNRR-FUNDING-RULES', 'No double funding and State-aid basis', 'Nessun doppio finanziamento e base per gli aiuti di Stato', ['PNRR-DF-01', 'PNRR-SA-01']),
  c('CTL-PNRR-PUBLICITY', 'EU visibility, procurement and territorial rules', 'Visibilità UE, appalti e vincoli territoriali', ['PNRR-VIS-01', 'PNRR-PROC-01', 'PNRR-SUD-01', 'PNRR-TAG-DIG']),
];
