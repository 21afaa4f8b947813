import type { ComplianceFrameworkId, ItemData, TaxonomyObjective } from './data/types.ts';

export const ENTITY_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export const CSRD_SCOPES = ['in-scope', 'voluntary', 'out-of-scope'] as const;
export const GDPR_ROLES = ['controller', 'processor', 'none'] as const;
export const EXPOSURES_231 = ['none', 'low', 'high'] as const;
export const PNRR_ROLES = ['none', 'administration', 'implementing-body', 'beneficiary', 'contractor'] as const;
export const ESRS_TOPICS = ['E1', 'E2', 'E3', 'E4', 'E5', 'S1', 'S2', 'S3', 'S4', 'G1'] as const;
/** Coefficients of the RRF tagging annexes: 0 %, 40 % or 100 %. */
export const TAGGING_COEFFICIENTS = [0, 40, 100] as const;
export type TaggingCoefficient = (typeof TAGGING_COEFFICIENTS)[number];
export const VOLUNTARY_FRAMEWORKS = ['gri', 'sasb', 'tcfd'] as const;

/** An activity the project claims under the Taxonomy: the activity's number (e.g. '4.1'), its NACE code, the objective claimed. */
export interface ClaimedActivity {
  readonly activityId: string;
  readonly nace: string;
  readonly objective: TaxonomyObjective;
}

/**
 * The scoping answers of a project (reference section 1.3). Every field has a neutral default
 * (DEFAULT_SCOPE) so a project that was never scoped still gets a defined answer.
 */
export interface ComplianceScope {
  readonly entitySize: (typeof ENTITY_SIZES)[number] | null;
  readonly csrdScope: (typeof CSRD_SCOPES)[number];
  /** NACE code of the entity's main sector (e.g. '35.11'). */
  readonly sector: string | null;
  /** Voluntary reporting frameworks the entity reports under (GRI "in accordance with", SASB, TCFD). */
  readonly reporting: readonly (typeof VOLUNTARY_FRAMEWORKS)[number][];
  /** SICS industry code (e.g. 'IF-EU'); required for SASB to apply. */
  readonly sasbIndustry: string | null;
  /** SASB category item ids (e.g. 'SASB-ENV-GHG') that are disclosure topics in the industry standard. */
  readonly sasbTopics: readonly string[];
  /** GRI Topic Standard item ids (e.g. 'GRI-305') listed as material topics (GRI 3-2). */
  readonly griMaterialTopics: readonly string[];
  /** ESRS topical standards found material (ESRS 2 SBM-3). */
  readonly esrsMaterialTopics: readonly (typeof ESRS_TOPICS)[number][];
  readonly taxonomyActivities: readonly ClaimedActivity[];
  /** Totals (EUR) the Taxonomy KPIs divide by. */
  readonly taxonomyTotals: { readonly turnover: number | null; readonly capex: number | null; readonly opex: number | null };
  readonly gdpr: {
    readonly role: (typeof GDPR_ROLES)[number];
    readonly consent: boolean;
    readonly children: boolean;
    readonly specialCategories: boolean;
    readonly criminalData: boolean;
    readonly automatedDecisions: boolean;
    readonly jointControllers: boolean;
    readonly establishedOutsideEu: boolean;
    readonly dpoRequired: boolean;
    readonly transfersOutsideEea: boolean;
  };
  readonly exposure231: (typeof EXPOSURES_231)[number];
  /** D.Lgs. 231 special-part item ids (e.g. 'D231-SP-PA') the risk mapping found exposed. */
  readonly offenceFamilies231: readonly string[];
  readonly pnrr: {
    readonly role: (typeof PNRR_ROLES)[number];
    /** EUR of PNRR money involved. */
    readonly amount: number | null;
    readonly mission: string | null;
    readonly component: string | null;
    readonly measure: string | null;
    /** Codice Unico di Progetto: 15 characters. */
    readonly cup: string | null;
    /** DNSH regime: 1 (substantial contribution to mitigation) or 2 (do no harm only). */
    readonly dnshRegime: 1 | 2 | null;
    /** Intervention field (RRF Annex VI) and its climate coefficient, percent. */
    readonly climateField: string | null;
    readonly climateCoefficient: TaggingCoefficient | null;
    /** Intervention field (RRF Annex VII) and its digital coefficient, percent. */
    readonly digitalField: string | null;
    readonly digitalCoefficient: TaggingCoefficient | null;
  };
}

export const DEFAULT_SCOPE: ComplianceScope = {
  entitySize: null,
  csrdScope: 'out-of-scope',
  sector: null,
  reporting: [],
  sasbIndustry: null,
  sasbTopics: [],
  griMaterialTopics: [],
  esrsMaterialTopics: [],
  taxonomyActivities: [],
  taxonomyTotals: { turnover: null, capex: null, opex: null },
  gdpr: {
    role: 'controller',
    consent: true,
    children: false,
    specialCategories: false,
    criminalData: false,
    automatedDecisions: false,
    jointControllers: false,
    establishedOutsideEu: false,
    dpoRequired: false,
    transfersOutsideEea: false,
  },
  exposure231: 'none',
  offenceFamilies231: [],
  pnrr: {
    role: 'none',
    amount: null,
    mission: null,
    component: null,
    measure: null,
    cup: null,
    dnshRegime: null,
    climateField: null,
    climateCoefficient: null,
    digitalField: null,
    digitalCoefficient: null,
  },
};

/**
 * Why a framework or an item does not apply: a stable code the screens translate
 * (compliance namespace, `reason.<code>`).
 */
export const INAPPLICABLE_REASONS = [
  'csrd-out-of-scope',
  'no-taxonomy-claim',
  'not-reported',
  'no-sasb-industry',
  'no-personal-data',
  'no-231-exposure',
  'no-pnrr-funding',
  'activity-not-claimed',
  'objective-not-claimed',
  'no-nuclear-or-gas-activity',
  'gri-topic-not-material',
  'sasb-topic-not-in-industry',
  'esrs-topic-not-material',
  'controller-only',
  'no-consent-basis',
  'no-children-data',
  'no-special-categories',
  'no-criminal-data',
  'no-automated-decisions',
  'no-joint-controllers',
  'established-in-eu',
  'dpo-not-required',
  'no-transfers',
  'offence-family-not-exposed',
  'administrations-only',
  'not-an-undertaking',
] as const;
export type InapplicableReason = (typeof INAPPLICABLE_REASONS)[number];

export type Applicability =
  { readonly applicable: true; readonly reason: null } | { readonly applicable: false; readonly reason: InapplicableReason };

const yes: Applicability = { applicable: true, reason: null };
const no = (reason: InapplicableReason): Applicability => ({ applicable: false, reason });

/**
 * Whether a framework applies at all (reference 1.3): CSRD by its scope; the Taxonomy when the
 * entity reports under the CSRD or claims an activity; GRI, SASB (with an industry) and TCFD when
 * the entity reports under them; the GDPR unless no personal data is processed; 231 unless there is
 * no exposure; the PNRR only with plan money.
 * @example frameworkApplicability('pnrr', DEFAULT_SCOPE) // { applicable: false, reason: 'no-pnrr-funding' }
 */
export function frameworkApplicability(framework: ComplianceFrameworkId, scope: ComplianceScope): Applicability {
  switch (framework) {
    case 'csrd-esrs':
      return scope.csrdScope === 'out-of-scope' ? no('csrd-out-of-scope') : yes;
    case 'eu-taxonomy':
      return scope.csrdScope !== 'out-of-scope' || scope.taxonomyActivities.length > 0 ? yes : no('no-taxonomy-claim');
    case 'gri':
    case 'tcfd':
      return scope.reporting.includes(framework) ? yes : no('not-reported');
    case 'sasb':
      if (!scope.reporting.includes('sasb')) return no('not-reported');
      return scope.sasbIndustry ? yes : no('no-sasb-industry');
    case 'gdpr':
      return scope.gdpr.role === 'none' ? no('no-personal-data') : yes;
    case 'dlgs-231':
      return scope.exposure231 === 'none' ? no('no-231-exposure') : yes;
    case 'pnrr':
      return scope.pnrr.role === 'none' ? no('no-pnrr-funding') : yes;
  }
}

/** GDPR items that bind the controller only (a processor assists, Art. 28(3)). */
const CONTROLLER_ONLY = new Set([
  'GDPR-ART5-2',
  'GDPR-ART6',
  'GDPR-ART7',
  'GDPR-ART8',
  'GDPR-ART12',
  'GDPR-ART13',
  'GDPR-ART14',
  'GDPR-ART15',
  'GDPR-ART16',
  'GDPR-ART17',
  'GDPR-ART18',
  'GDPR-ART19',
  'GDPR-ART20',
  'GDPR-ART21',
  'GDPR-ART22',
  'GDPR-ART24',
  'GDPR-ART25',
  'GDPR-ART26',
  'GDPR-ART34',
  'GDPR-ART35',
  'GDPR-ART36',
]);
const GDPR_CONDITIONS: Readonly<Record<string, [keyof ComplianceScope['gdpr'], InapplicableReason]>> = {
  'GDPR-ART7': ['consent', 'no-consent-basis'],
  'GDPR-ART8': ['children', 'no-children-data'],
  'GDPR-ART9': ['specialCategories', 'no-special-categories'],
  'GDPR-ART10': ['criminalData', 'no-criminal-data'],
  'GDPR-ART22': ['automatedDecisions', 'no-automated-decisions'],
  'GDPR-ART26': ['jointControllers', 'no-joint-controllers'],
  'GDPR-ART27': ['establishedOutsideEu', 'established-in-eu'],
  'GDPR-ART37': ['dpoRequired', 'dpo-not-required'],
  'GDPR-ART38': ['dpoRequired', 'dpo-not-required'],
  'GDPR-ART39': ['dpoRequired', 'dpo-not-required'],
  'GDPR-ART44': ['transfersOutsideEea', 'no-transfers'],
  'GDPR-ART45': ['transfersOutsideEea', 'no-transfers'],
  'GDPR-ART46': ['transfersOutsideEea', 'no-transfers'],
  'GDPR-ART47': ['transfersOutsideEea', 'no-transfers'],
  'GDPR-ART49': ['transfersOutsideEea', 'no-transfers'],
};
const SC_OBJECTIVE: Readonly<Record<string, TaxonomyObjective>> = {
  'EUT-SC-CCM': 'CCM',
  'EUT-SC-CCA': 'CCA',
  'EUT-SC-WTR': 'WTR',
  'EUT-SC-CE': 'CE',
  'EUT-SC-PPC': 'PPC',
  'EUT-SC-BIO': 'BIO',
};
/** Taxonomy activity number of an `EUT-ACT-*` item: 'EUT-ACT-4.1' → '4.1', 'EUT-ACT-CE-5.4' → 'CE 5.4'. */
export function activityOfItem(itemId: string): string | null {
  const m = /^EUT-ACT-(?:(CE|BIO)-)?(.+)$/.exec(itemId);
  if (!m) return null;
  return m[1] ? `${m[1]} ${m[2]}` : (m[2] ?? null);
}
/** Activities 4.26–4.31 (Complementary Climate Delegated Act: nuclear and fossil gas). */
const NUCLEAR_GAS = /^4\.(2[6-9]|3[01])$/;

/**
 * Whether one item applies to a project of this scope, with the reason when it does not (reference
 * 1.3). The framework must apply first; then the item's own driver: claimed Taxonomy activities and
 * objectives, material GRI/ESRS topics, the SASB industry's topics, the GDPR role and triggers, the
 * 231 risk mapping, the PNRR role.
 * @example itemApplicability({ id: 'GDPR-ART9', framework: 'gdpr', … }, DEFAULT_SCOPE).reason // 'no-special-categories'
 */
export function itemApplicability(item: Pick<ItemData, 'id' | 'framework'>, scope: ComplianceScope): Applicability {
  const fw = frameworkApplicability(item.framework, scope);
  if (!fw.applicable) return fw;
  const id = item.id;
  switch (item.framework) {
    case 'eu-taxonomy': {
      const act = activityOfItem(id);
      if (act !== null) return scope.taxonomyActivities.some((a) => a.activityId === act) ? yes : no('activity-not-claimed');
      const objective = SC_OBJECTIVE[id];
      if (objective) return scope.taxonomyActivities.some((a) => a.objective === objective) ? yes : no('objective-not-claimed');
      if (id === 'EUT-KPI-NG')
        return scope.taxonomyActivities.some((a) => NUCLEAR_GAS.test(a.activityId)) ? yes : no('no-nuclear-or-gas-activity');
      return yes;
    }
    case 'gri':
      if (/^GRI-\d{3}$/.test(id)) return scope.griMaterialTopics.includes(id) ? yes : no('gri-topic-not-material');
      return yes;
    case 'sasb':
      if (id.startsWith('SASB-GEN-')) return yes;
      return scope.sasbTopics.includes(id) ? yes : no('sasb-topic-not-in-industry');
    case 'csrd-esrs': {
      const m = /^ESRS-([ESG]\d)-/.exec(id);
      if (m) return (scope.esrsMaterialTopics as readonly string[]).includes(m[1] ?? '') ? yes : no('esrs-topic-not-material');
      return yes;
    }
    case 'gdpr': {
      if (scope.gdpr.role === 'processor' && CONTROLLER_ONLY.has(id)) return no('controller-only');
      const cond = GDPR_CONDITIONS[id];
      if (cond && !scope.gdpr[cond[0]]) return no(cond[1]);
      return yes;
    }
    case 'dlgs-231':
      if (id.startsWith('D231-SP-')) return scope.offenceFamilies231.includes(id) ? yes : no('offence-family-not-exposed');
      return yes;
    case 'pnrr':
      if (id === 'PNRR-SUD-01') return scope.pnrr.role === 'administration' ? yes : no('administrations-only');
      if (id === 'PNRR-SA-01')
        return scope.pnrr.role === 'beneficiary' || scope.pnrr.role === 'contractor' ? yes : no('not-an-undertaking');
      return yes;
    case 'tcfd':
      return yes;
  }
}
