import type {
  ComplianceScopeBody,
  EvidenceRef,
  FrameworkId,
  FrameworkStatus,
  ItemAnswer,
  ProjectCompliance,
} from '../../../contract/compliance.ts';

/**
 * The shapes the compliance screens draw, and the contract's lists as plain values. What the server
 * sends is turned into these by the adapters in api.ts (the one file to change when its shapes differ).
 */

export type FrameworkResult = ProjectCompliance['frameworks'][number];

// The contract's lists as plain values: the web imports schema modules for their types only (zod stays
// out of the bundle). The checks below fail the type check if these and the contract's drift apart.
export const FRAMEWORK_IDS = [
  'eu-taxonomy',
  'gri',
  'sasb',
  'tcfd',
  'gdpr',
  'csrd-esrs',
  'dlgs-231',
  'pnrr',
] as const satisfies readonly FrameworkId[];
export const ITEM_ANSWERS = ['met', 'partial', 'not_met', 'not_applicable'] as const satisfies readonly ItemAnswer[];
export const FRAMEWORK_STATUSES = ['compliant', 'partial', 'non-compliant'] as const satisfies readonly FrameworkStatus[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsMatch: [
  Same<(typeof FRAMEWORK_IDS)[number], FrameworkId>,
  Same<(typeof ITEM_ANSWERS)[number], ItemAnswer>,
  Same<(typeof FRAMEWORK_STATUSES)[number], FrameworkStatus>,
] = [true, true, true];
void listsMatch;

export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export type TaxonomyObjective = (typeof TAXONOMY_OBJECTIVES)[number];
export const ENTITY_SIZES = ['micro', 'small', 'medium', 'large'] as const satisfies readonly NonNullable<ComplianceScope['entitySize']>[];
export const CSRD_SCOPES = ['in-scope', 'voluntary', 'out-of-scope'] as const satisfies readonly ComplianceScope['csrdScope'][];
export const GDPR_ROLES = ['controller', 'processor', 'none'] as const satisfies readonly ComplianceScope['gdpr']['role'][];
export const EXPOSURES_231 = ['none', 'low', 'high'] as const satisfies readonly ComplianceScope['exposure231'][];
export const PNRR_ROLES = [
  'none',
  'administration',
  'implementing-body',
  'beneficiary',
  'contractor',
] as const satisfies readonly ComplianceScope['pnrr']['role'][];
export const VOLUNTARY_FRAMEWORKS = ['gri', 'sasb', 'tcfd'] as const satisfies readonly ComplianceScope['reporting'][number][];
export const ESRS_TOPICS = [
  'E1',
  'E2',
  'E3',
  'E4',
  'E5',
  'S1',
  'S2',
  'S3',
  'S4',
  'G1',
] as const satisfies readonly ComplianceScope['esrsMaterialTopics'][number][];
/** The GDPR scope's yes/no triggers (every key of `gdpr` but the role). */
export const GDPR_FLAGS = [
  'consent',
  'children',
  'specialCategories',
  'criminalData',
  'automatedDecisions',
  'jointControllers',
  'establishedOutsideEu',
  'dpoRequired',
  'transfersOutsideEea',
] as const satisfies readonly Exclude<keyof ComplianceScope['gdpr'], 'role'>[];
export const PNRR_MISSIONS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7'] as const;
export const TAGGING_COEFFICIENTS = [0, 40, 100] as const;
export const DNSH_STATUSES = ['compliant', 'remediation', 'non-compliant', 'incomplete', 'not-applicable'] as const;
export type DnshStatus = (typeof DNSH_STATUSES)[number];
const listsMatch2: [
  Same<(typeof TAXONOMY_OBJECTIVES)[number], ComplianceScope['taxonomyActivities'][number]['objective']>,
  Same<(typeof PNRR_ROLES)[number], ComplianceScope['pnrr']['role']>,
  Same<(typeof GDPR_ROLES)[number], ComplianceScope['gdpr']['role']>,
] = [true, true, true];
void listsMatch2;
const listsMatch3: [
  Same<(typeof ESRS_TOPICS)[number], ComplianceScope['esrsMaterialTopics'][number]>,
  Same<(typeof GDPR_FLAGS)[number], Exclude<keyof ComplianceScope['gdpr'], 'role'>>,
] = [true, true];
void listsMatch3;

/** GET/PUT /api/projects/:id/compliance/scope: the contract's scope, edited whole by the form (PUT merges). */
export type ComplianceScope = ComplianceScopeBody;
export type ScopeView = ComplianceScopeBody & {
  scoped: boolean;
  updatedAt: string | null;
  applicability: { framework: FrameworkId; applicable: boolean; reason: string | null }[];
};

/** One requirement item of a framework with the project's answer (GET …/compliance/items?framework=). */
export interface ComplianceItem {
  id: string;
  framework: FrameworkId;
  section: string;
  title: string;
  evidenceExpected: string;
  weight: number;
  reference: string;
  applicable: boolean;
  /** Why the item does not apply (a code the locale words), null when it applies. */
  inapplicableReason: string | null;
  answer: ItemAnswer | null;
  /** 1 / 0.5 / 0, null when not applicable. */
  result: number | null;
  reason: string | null;
  remedy: string | null;
  deadline: string | null;
  owner: string | null;
  dueDate: string | null;
  notes: string | null;
  /** Document references carry the stored file name beside (kept if the document is deleted). */
  evidence: (EvidenceRef & { filename?: string })[];
  controlIds: string[];
  overridden: boolean;
  /** The control whose answer this is (null when answered on the item or unanswered). */
  answeredViaControl: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface TaxonomyActivity {
  id: string;
  nace: string;
  name: string;
  objective: TaxonomyObjective | null;
  eligible: boolean;
  substantialContribution: ItemAnswer | null;
  dnsh: Partial<Record<TaxonomyObjective, ItemAnswer | null>>;
  minimumSafeguards: ItemAnswer | null;
  aligned: boolean;
  turnover: number | null;
  capex: number | null;
  opex: number | null;
  /** The conditions still not met (the server's words for the gap). */
  gaps: string[];
  conditions: TaxonomyConditions;
}
export interface TaxonomyKpi {
  aligned: number | null;
  eligible: number | null;
}
export interface TaxonomyView {
  applicable: boolean;
  activities: TaxonomyActivity[];
  kpis: { turnover: TaxonomyKpi; capex: TaxonomyKpi; opex: TaxonomyKpi };
  readiness: number | null;
}
/** PUT …/taxonomy/activities/:activityId (a new activity needs `nace` and `objective`). */
export type TaxonomyActivityBody = {
  nace?: string;
  objective?: TaxonomyObjective;
  eligible?: TaxonomyCondition;
  substantialContribution?: TaxonomyCondition;
  dnsh?: Partial<Record<TaxonomyObjective, TaxonomyCondition>>;
  minimumSafeguards?: TaxonomyCondition;
  turnover?: number;
  capex?: number;
  opex?: number;
};
/** A Taxonomy condition as the server stores it (unknown = not assessed yet). */
export const TAXONOMY_CONDITIONS = ['met', 'not_met', 'unknown'] as const;
export type TaxonomyCondition = (typeof TAXONOMY_CONDITIONS)[number];
/** The four Art. 3 conditions of one activity as stored, for the editing form. */
export interface TaxonomyConditions {
  eligible: TaxonomyCondition;
  substantialContribution: TaxonomyCondition;
  dnsh: Partial<Record<TaxonomyObjective, TaxonomyCondition>>;
  minimumSafeguards: TaxonomyCondition;
}

export interface PnrrCheck {
  itemId: string;
  title: string;
  phase: 'ex_ante' | 'ex_post';
  answer: ItemAnswer | null;
  reason: string | null;
  remedy: string | null;
  deadline: string | null;
}
export interface PnrrTag {
  field: string | null;
  /** As a share (0, 0.4, 1); the server sends 0/40/100. */
  coefficient: number | null;
}
export interface PnrrView {
  involved: boolean;
  role: string | null;
  cup: string | null;
  mission: string | null;
  component: string | null;
  dnshStatus: DnshStatus | null;
  checks: PnrrCheck[];
  climate: PnrrTag;
  digital: PnrrTag;
  /** The plan's targets as shares (0.37, 0.20). */
  targets: { climate: number; digital: number };
}

export interface OverviewProject {
  projectId: string;
  title: string;
  scoped: boolean;
  nextStep: 'scope' | 'answer' | 'close-gaps' | 'done';
  frameworks: FrameworkResult[];
}
export interface PaProject {
  projectId: string;
  title: string;
  mission: string | null;
  component: string | null;
  dnshStatus: DnshStatus | null;
  climateCoefficient: number | null;
  digitalCoefficient: number | null;
  cup: string | null;
}
export interface HistoryEntry {
  at: string;
  target: string;
  answer: ItemAnswer | null;
  by: string | null;
}

export interface TaggingShare {
  /** Shares 0..1 (the server sends percentages). */
  share: number | null;
  target: number;
  meetsTarget: boolean | null;
  untagged: number;
}
export interface PaDashboard {
  projects: PaProject[];
  tagging: { climate: TaggingShare; digital: TaggingShare };
}
