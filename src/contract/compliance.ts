import { z } from 'zod';
import {
  CSRD_SCOPES,
  ENTITY_SIZES,
  ESRS_TOPICS,
  EXPOSURES_231,
  GDPR_ROLES,
  INAPPLICABLE_REASONS,
  PNRR_ROLES,
  TAXONOMY_OBJECTIVES,
  VOLUNTARY_FRAMEWORKS,
} from '../domain/compliance/index.ts';

/**
 * The compliance hub (issue 13): frameworks as versioned data, per-project scoping, shared controls
 * mapped to framework items, answers with evidence, scores per the reference's section 1.2.
 */

export const FRAMEWORK_IDS = ['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'dlgs-231', 'pnrr'] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

export const ITEM_ANSWERS = ['met', 'partial', 'not_met', 'not_applicable'] as const;
export type ItemAnswer = (typeof ITEM_ANSWERS)[number];

export const FRAMEWORK_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

/** GET /api/compliance/frameworks → FrameworkInfo[]. */
export const frameworkInfo = z.object({
  id: z.enum(FRAMEWORK_IDS),
  version: z.string(),
  /** In the request's language (Accept-Language: it → Italian, else English). */
  name: z.string(),
  itemCount: z.number().int(),
  /** Added: the name in both languages, and every version loaded (oldest first; `version` is the current one). */
  names: z.object({ en: z.string(), it: z.string() }).optional(),
  versions: z.array(z.string()).optional(),
});
export type FrameworkInfo = z.infer<typeof frameworkInfo>;

/** GET /api/compliance/controls → Control[]. */
export const control = z.object({
  id: z.string(),
  /** In the request's language. */
  title: z.string(),
  items: z.array(z.string()),
  /** Added: the title in both languages and the frameworks its items belong to. */
  titles: z.object({ en: z.string(), it: z.string() }).optional(),
  frameworks: z.array(z.enum(FRAMEWORK_IDS)).optional(),
});
export type Control = z.infer<typeof control>;

export const evidenceRef = z.union([
  z.object({ documentId: z.uuid(), page: z.number().int().positive().optional() }).strict(),
  z.object({ url: z.url(), description: z.string().trim().min(1).max(500) }).strict(),
]);
export type EvidenceRef = z.infer<typeof evidenceRef>;

/** PUT /api/projects/:id/compliance/items/:itemId and …/controls/:controlId. */
export const answerBody = z
  .object({
    answer: z.enum(ITEM_ANSWERS),
    reason: z.string().trim().max(2000).optional(),
    remedy: z.string().trim().max(2000).optional(),
    deadline: z.iso.date().optional(),
    owner: z.string().trim().max(200).optional(),
    dueDate: z.iso.date().optional(),
    notes: z.string().trim().max(5000).optional(),
    evidence: z.array(evidenceRef).max(20).optional(),
  })
  .strict();
export type AnswerBody = z.infer<typeof answerBody>;

export const gap = z.object({ itemId: z.string(), weight: z.number().int().min(1).max(5), result: z.number().min(0).max(1) });

/** GET /api/projects/:id/compliance. */
export const projectCompliance = z.object({
  frameworks: z.array(
    z.object({
      id: z.enum(FRAMEWORK_IDS),
      applicable: z.boolean(),
      /** 0..100, null when not applicable or no applicable item. */
      score: z.number().int().min(0).max(100).nullable(),
      status: z.enum(FRAMEWORK_STATUSES).nullable(),
      answered: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      gaps: z.array(gap),
    }),
  ),
});
export type ProjectCompliance = z.infer<typeof projectCompliance>;

// ———————————————————————————————————————————————————————————————— added by the compliance server (issue 13)

const bilingual = z.object({ en: z.string(), it: z.string() });
const isoDate = z.iso.date();
const at = z.string().describe('ISO 8601 timestamp');

export const INAPPLICABLE_REASON_CODES = INAPPLICABLE_REASONS;
export const frameworkIdParams = z.object({ frameworkId: z.enum(FRAMEWORK_IDS) });
export const itemParams = z.object({ id: z.uuid(), itemId: z.string().min(1).max(40) });
export const controlParams = z.object({ id: z.uuid(), controlId: z.string().min(1).max(60) });
export const activityParams = z.object({ id: z.uuid(), activityId: z.string().regex(/^(?:(?:CE|BIO|WTR|PPC|CCA) )?\d{1,2}\.\d{1,2}$/, "a Taxonomy activity number such as '4.1' or 'CE 5.4'") });
export const taskParams = z.object({ id: z.uuid(), taskId: z.uuid() });
/** `?framework=` on the items list and the gap exports; absent = every framework. */
export const frameworkQuery = z.object({ framework: z.enum(FRAMEWORK_IDS).optional() });
export const diffQuery = z.object({ from: z.string().max(20).optional(), to: z.string().max(20).optional() });

/** One piece of stored evidence: a document page (with the file name, kept if the document is deleted) or a link. */
export const evidenceItem = z.object({
  id: z.uuid(),
  kind: z.enum(['document', 'link']),
  documentId: z.uuid().nullable(),
  filename: z.string().nullable(),
  page: z.number().int().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});
export type EvidenceItem = z.infer<typeof evidenceItem>;

/**
 * GET /api/projects/:id/compliance/items?framework= → ComplianceItem[] (reference order).
 * `applicable`/`reason`: by the project's scope (reason: an INAPPLICABLE_REASON_CODES code the UI
 * translates, null when applicable). `answer` null = unanswered. `result` 1 / 0.5 / 0, null when
 * answered not applicable. `answerReason` is the reason given with a "not applicable" answer.
 */
export const complianceItem = z.object({
  id: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  version: z.string(),
  sectionId: z.string(),
  /** Section name and title in the request's language; both languages beside. */
  section: z.string(),
  sections: bilingual,
  title: z.string(),
  titles: bilingual,
  /** What demonstrates the item (English only in this release). */
  evidenceExpected: z.string(),
  weight: z.number().int().min(1).max(5),
  reference: z.string(),
  applicable: z.boolean(),
  reason: z.enum(INAPPLICABLE_REASONS).nullable(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  result: z.number().nullable(),
  answerReason: z.string().nullable(),
  remedy: z.string().nullable(),
  deadline: z.string().nullable(),
  evidence: z.array(evidenceItem),
  owner: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** The shared controls mapping this item (at most one in this release). */
  controlIds: z.array(z.string()),
  /** Answered on the item itself over its control's answer. */
  overridden: z.boolean(),
  /** The control whose answer this is, when it came from a control. */
  answeredViaControl: z.string().nullable(),
  answeredAt: at.nullable(),
  answeredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ComplianceItem = z.infer<typeof complianceItem>;
export const complianceItemList = z.array(complianceItem);

/** PUT …/items/:itemId → the item as the list shows it. PUT …/controls/:controlId → ControlAnswerResult. */
export const controlAnswerResult = z.object({
  controlId: z.string(),
  /** Items given the control's answer (a new version each). */
  answered: z.array(z.string()),
  /** Items left as they were because they carry an override. */
  skippedOverridden: z.array(z.string()),
});

/** DELETE …/items/:itemId/override: the item follows its control again (takes the control's last answer, if any). */
export const overrideCleared = z.object({ itemId: z.string(), controlId: z.string().nullable(), answer: z.enum(ITEM_ANSWERS).nullable() });

/** GET /api/projects/:id/compliance/controls → the controls with this project's state. */
export const projectControl = control.extend({
  /** The answer shared by every non-overridden mapped item that has one from this control, else null. */
  answer: z.enum(ITEM_ANSWERS).nullable(),
  answeredAt: at.nullable(),
  /** Mapped items the scope makes applicable / of those, answered / overridden. */
  applicableItems: z.number().int(),
  answeredItems: z.number().int(),
  overriddenItems: z.array(z.string()),
});
export const projectControlList = z.array(projectControl);

// ——— scope (reference 1.3)

const claimedActivity = z.object({
  activityId: activityParams.shape.activityId,
  nace: z.string().trim().min(1).max(20),
  objective: z.enum(TAXONOMY_OBJECTIVES),
});
const nullableMoney = z.number().finite().min(0).max(1e13).nullable();

/** The scoping answers; PUT takes any subset (merged over the stored scope; unknown keys ignored). */
export const complianceScope = z.object({
  entitySize: z.enum(ENTITY_SIZES).nullable(),
  csrdScope: z.enum(CSRD_SCOPES),
  sector: z.string().trim().max(20).nullable(),
  reporting: z.array(z.enum(VOLUNTARY_FRAMEWORKS)).max(3),
  sasbIndustry: z.string().trim().max(20).nullable(),
  sasbTopics: z.array(z.string().regex(/^SASB-(ENV|SOC|HUM|BMI|LG)-[A-Z]+$/)).max(40),
  griMaterialTopics: z.array(z.string().regex(/^GRI-\d{3}$/)).max(60),
  esrsMaterialTopics: z.array(z.enum(ESRS_TOPICS)).max(10),
  taxonomyActivities: z.array(claimedActivity).max(50),
  /** Totals the Taxonomy KPIs divide by, EUR. */
  taxonomyTotals: z.object({ turnover: nullableMoney, capex: nullableMoney, opex: nullableMoney }),
  gdpr: z.object({
    role: z.enum(GDPR_ROLES),
    consent: z.boolean(),
    children: z.boolean(),
    specialCategories: z.boolean(),
    criminalData: z.boolean(),
    automatedDecisions: z.boolean(),
    jointControllers: z.boolean(),
    establishedOutsideEu: z.boolean(),
    dpoRequired: z.boolean(),
    transfersOutsideEea: z.boolean(),
  }),
  exposure231: z.enum(EXPOSURES_231),
  offenceFamilies231: z.array(z.string().regex(/^D231-SP-[A-Z]+$/)).max(20),
  pnrr: z.object({
    role: z.enum(PNRR_ROLES),
    amount: nullableMoney,
    /** 'M1' … 'M7' and e.g. 'M2C3'. */
    mission: z.string().regex(/^M[1-7]$/).nullable(),
    component: z.string().regex(/^M[1-7](C[1-4])?$/).nullable(),
    measure: z.string().trim().max(60).nullable(),
    /** Codice Unico di Progetto: 15 letters/digits. */
    cup: z.string().regex(/^[A-Z0-9]{15}$/, 'a CUP is 15 letters and digits').nullable(),
    dnshRegime: z.union([z.literal(1), z.literal(2)]).nullable(),
    climateField: z.string().trim().max(20).nullable(),
    climateCoefficient: z.union([z.literal(0), z.literal(40), z.literal(100)]).nullable(),
    digitalField: z.string().trim().max(20).nullable(),
    digitalCoefficient: z.union([z.literal(0), z.literal(40), z.literal(100)]).nullable(),
  }),
});
export type ComplianceScopeBody = z.infer<typeof complianceScope>;
export const complianceScopePatch = complianceScope.partial().extend({
  gdpr: complianceScope.shape.gdpr.partial().optional(),
  pnrr: complianceScope.shape.pnrr.partial().optional(),
  taxonomyTotals: complianceScope.shape.taxonomyTotals.partial().optional(),
});

/** GET/PUT /api/projects/:id/compliance/scope → the scope's fields plus `scoped`, `updatedAt`, `applicability`. */
export const complianceScopeView = complianceScope.extend({
  /** false until the scope was saved once (the defaults are then shown). */
  scoped: z.boolean(),
  updatedAt: at.nullable(),
  applicability: z.array(z.object({ framework: z.enum(FRAMEWORK_IDS), applicable: z.boolean(), reason: z.enum(INAPPLICABLE_REASONS).nullable() })),
});

// ——— gaps and remediation tasks

/** GET /api/projects/:id/compliance/gaps?framework= (JSON; the same rows as gaps.csv / gaps.xlsx). */
export const gapRow = z.object({
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  title: z.string(),
  weight: z.number().int(),
  result: z.number(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  reference: z.string(),
  evidenceExpected: z.string(),
  /** The expected evidence while none is attached, else null. */
  evidenceMissing: z.string().nullable(),
  owner: z.string().nullable(),
  dueDate: z.string().nullable(),
  taskId: z.uuid().nullable(),
});
export const gapList = z.array(gapRow);

export const createTaskBody = z.object({ itemId: z.string().min(1).max(40), owner: z.string().trim().min(1).max(200), dueDate: isoDate, notes: z.string().trim().max(2000).optional() }).strict();
export const updateTaskBody = z.object({ owner: z.string().trim().min(1).max(200).optional(), dueDate: isoDate.optional(), notes: z.string().trim().max(2000).nullable().optional(), status: z.enum(['open', 'done']).optional() }).strict();
export const remediationTask = z.object({
  id: z.uuid(),
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  owner: z.string(),
  dueDate: z.string(),
  notes: z.string().nullable(),
  status: z.enum(['open', 'done']),
  createdAt: at,
  updatedAt: at,
});
export const remediationTaskList = z.array(remediationTask);

// ——— history

/** GET /api/projects/:id/compliance/history?framework= → every answer version, newest first (at most 500). */
export const historyEntry = z.object({
  id: z.uuid(),
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  frameworkVersion: z.string(),
  answer: z.enum(ITEM_ANSWERS),
  /** The answer this version replaced (null for the first). */
  previousAnswer: z.enum(ITEM_ANSWERS).nullable(),
  reason: z.string().nullable(),
  remedy: z.string().nullable(),
  deadline: z.string().nullable(),
  owner: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  evidenceCount: z.number().int(),
  controlId: z.string().nullable(),
  overridden: z.boolean(),
  /** null once the author's account was erased (the content stays). */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: at,
});
export const historyList = z.array(historyEntry);

// ——— EU Taxonomy

const condition = z.enum(['met', 'not_met', 'unknown']);
export const taxonomyActivityBody = z
  .object({
    nace: z.string().trim().min(1).max(20).optional(),
    objective: z.enum(TAXONOMY_OBJECTIVES).optional(),
    eligible: condition.optional(),
    substantialContribution: condition.optional(),
    dnsh: z.object({ CCM: condition, CCA: condition, WTR: condition, CE: condition, PPC: condition, BIO: condition }).partial().optional(),
    minimumSafeguards: condition.optional(),
    turnover: z.number().finite().min(0).max(1e13).optional(),
    capex: z.number().finite().min(0).max(1e13).optional(),
    opex: z.number().finite().min(0).max(1e13).optional(),
  })
  .strict();
export const taxonomyActivity = z.object({
  activityId: z.string(),
  nace: z.string(),
  objective: z.enum(TAXONOMY_OBJECTIVES),
  eligible: condition,
  substantialContribution: condition,
  dnsh: z.record(z.string(), condition),
  minimumSafeguards: condition,
  turnover: z.number(),
  capex: z.number(),
  opex: z.number(),
  /** Binary per activity (labelled "aligned" only when every condition is met). */
  aligned: z.boolean(),
  gaps: z.array(z.string()),
});
const kpiShare = z.object({ total: z.number().nullable(), eligible: z.number(), aligned: z.number(), alignedShare: z.number().nullable(), eligibleShare: z.number().nullable() });
/** GET /api/projects/:id/compliance/taxonomy. `readiness` is the framework's 1.2 score — a readiness indicator, not alignment. */
export const taxonomyView = z.object({
  applicable: z.boolean(),
  activities: z.array(taxonomyActivity),
  totals: complianceScope.shape.taxonomyTotals,
  kpis: z.object({ turnover: kpiShare, capex: kpiShare, opex: kpiShare }),
  readiness: z.object({ score: z.number().int().nullable(), status: z.enum(FRAMEWORK_STATUSES).nullable() }),
});

// ——— PNRR

const dnshCheck = z.object({ itemId: z.string(), phase: z.enum(['ex-ante', 'ex-post']), title: z.string(), answer: z.enum(ITEM_ANSWERS).nullable(), remedy: z.string().nullable(), deadline: z.string().nullable(), reason: z.string().nullable(), evidenceCount: z.number().int() });
export const DNSH_STATUSES = ['compliant', 'remediation', 'non-compliant', 'incomplete', 'not-applicable'] as const;
const tagging = z.object({ field: z.string().nullable(), coefficient: z.number().int().nullable(), amount: z.number().nullable(), contribution: z.number().nullable(), target: z.number() });
/** GET /api/projects/:id/compliance/pnrr. */
export const pnrrView = z.object({
  applicable: z.boolean(),
  role: z.enum(PNRR_ROLES),
  mission: z.string().nullable(),
  component: z.string().nullable(),
  measure: z.string().nullable(),
  cup: z.string().nullable(),
  dnshRegime: z.number().int().nullable(),
  dnsh: z.object({ status: z.enum(DNSH_STATUSES), exAnte: z.array(dnshCheck), exPost: z.array(dnshCheck) }),
  /** contribution = amount × coefficient / 100, EUR; target: the plan's 37 % (climate) / 20 % (digital). */
  tagging: z.object({ climate: tagging, digital: tagging }),
  score: z.number().int().nullable(),
  status: z.enum(FRAMEWORK_STATUSES).nullable(),
});

// ——— hub across projects

const frameworkCell = z.object({
  id: z.enum(FRAMEWORK_IDS),
  applicable: z.boolean(),
  score: z.number().int().nullable(),
  status: z.enum(FRAMEWORK_STATUSES).nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  gapCount: z.number().int(),
});
/** GET /api/compliance/overview → the caller's visible projects × frameworks, and per framework totals. */
export const complianceOverview = z.object({
  projects: z.array(
    z.object({
      projectId: z.uuid(),
      title: z.string(),
      scoped: z.boolean(),
      frameworks: z.array(frameworkCell),
      /** What to do next: 'scope' (never scoped), 'answer' (applicable items unanswered), 'close-gaps', or 'done'. */
      nextStep: z.enum(['scope', 'answer', 'close-gaps', 'done']),
    }),
  ),
  frameworks: z.array(z.object({ id: z.enum(FRAMEWORK_IDS), name: z.string(), applicableProjects: z.number().int(), compliant: z.number().int(), partial: z.number().int(), nonCompliant: z.number().int(), averageScore: z.number().nullable() })),
});

const taggingShareView = z.object({ share: z.number().nullable(), target: z.number(), meetsTarget: z.boolean().nullable(), taggedAmount: z.number(), untagged: z.number().int() });
/** GET /api/compliance/pa-dashboard → the caller's visible PNRR projects and their tagging against the plan's targets. */
export const paDashboard = z.object({
  projects: z.array(
    z.object({
      projectId: z.uuid(),
      title: z.string(),
      role: z.enum(PNRR_ROLES),
      mission: z.string().nullable(),
      component: z.string().nullable(),
      measure: z.string().nullable(),
      cup: z.string().nullable(),
      amount: z.number().nullable(),
      dnshStatus: z.enum(DNSH_STATUSES),
      climate: z.object({ field: z.string().nullable(), coefficient: z.number().int().nullable() }),
      digital: z.object({ field: z.string().nullable(), coefficient: z.number().int().nullable() }),
      score: z.number().int().nullable(),
      status: z.enum(FRAMEWORK_STATUSES).nullable(),
    }),
  ),
  tagging: z.object({ climate: taggingShareView, digital: taggingShareView }),
});

/** GET /api/compliance/frameworks/:frameworkId/diff?from=&to= → what changed between two versions (defaults: the two latest; equal when only one). */
export const frameworkDiff = z.object({
  framework: z.enum(FRAMEWORK_IDS),
  from: z.string(),
  to: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ itemId: z.string(), fields: z.array(z.string()) })),
});
