import type { EvidenceRef, FrameworkId, FrameworkStatus, ItemAnswer, ProjectCompliance } from '../../../contract/compliance.ts';

/**
 * The shapes the compliance screens draw, and the contract's lists as plain values. What the server
 * sends is turned into these by the adapters in api.ts (the one file to change when its shapes differ).
 */

export type FrameworkResult = ProjectCompliance['frameworks'][number];

// The contract's lists as plain values: the web imports schema modules for their types only (zod stays
// out of the bundle). The checks below fail the type check if these and the contract's drift apart.
export const FRAMEWORK_IDS = ['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'dlgs-231', 'pnrr'] as const satisfies readonly FrameworkId[];
export const ITEM_ANSWERS = ['met', 'partial', 'not_met', 'not_applicable'] as const satisfies readonly ItemAnswer[];
export const FRAMEWORK_STATUSES = ['compliant', 'partial', 'non-compliant'] as const satisfies readonly FrameworkStatus[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsMatch: [Same<(typeof FRAMEWORK_IDS)[number], FrameworkId>, Same<(typeof ITEM_ANSWERS)[number], ItemAnswer>, Same<(typeof FRAMEWORK_STATUSES)[number], FrameworkStatus>] = [true, true, true];
void listsMatch;

export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export type TaxonomyObjective = (typeof TAXONOMY_OBJECTIVES)[number];
export const ENTITY_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export const GDPR_ROLES = ['none', 'controller', 'processor', 'both'] as const;
export const PNRR_ROLES = ['administration', 'implementing_body', 'contractor'] as const;
export const PNRR_MISSIONS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7'] as const;

/** GET/PUT /api/projects/:id/compliance/scope. */
export interface ComplianceScope {
  entitySize: (typeof ENTITY_SIZES)[number] | null;
  csrdInScope: boolean;
  sector: string | null;
  sasbIndustry: string | null;
  taxonomyActivities: { nace: string; objective: TaxonomyObjective }[];
  gdprRole: (typeof GDPR_ROLES)[number] | null;
  exposure231: boolean;
  pnrrInvolved: boolean;
  pnrrRole: (typeof PNRR_ROLES)[number] | null;
  cup: string | null;
  mission: string | null;
  component: string | null;
}

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
  evidence: EvidenceRef[];
  controlIds: string[];
  overridden: boolean;
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
}
export interface TaxonomyKpi {
  aligned: number | null;
  eligible: number | null;
}
export interface TaxonomyView {
  activities: TaxonomyActivity[];
  kpis: { turnover: TaxonomyKpi; capex: TaxonomyKpi; opex: TaxonomyKpi };
  readiness: number | null;
}
export type TaxonomyActivityBody = { turnover?: number | null; capex?: number | null; opex?: number | null };

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
  coefficient: number | null;
}
export interface PnrrView {
  involved: boolean;
  role: string | null;
  cup: string | null;
  mission: string | null;
  component: string | null;
  dnshStatus: FrameworkStatus | null;
  checks: PnrrCheck[];
  climate: PnrrTag;
  digital: PnrrTag;
  /** The plan's targets as shares (0.37, 0.20). */
  targets: { climate: number; digital: number };
}

export interface OverviewProject {
  projectId: string;
  title: string;
  frameworks: FrameworkResult[];
}
export interface PaProject {
  projectId: string;
  title: string;
  mission: string | null;
  component: string | null;
  dnshStatus: FrameworkStatus | null;
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

