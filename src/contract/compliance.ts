/**
 * The compliance hub (issue 13): frameworks as versioned data, per-project scoping, shared controls
 * mapped to framework items, answers with evidence, scores per the reference's section 1.2.
 */
export {
  FRAMEWORK_IDS,
  ITEM_ANSWERS,
  FRAMEWORK_STATUSES,
  frameworkInfo,
  control,
  evidenceRef,
  answerBody,
  gap,
  projectCompliance,
  INAPPLICABLE_REASON_CODES,
  frameworkIdParams,
  itemParams,
  controlParams,
  activityParams,
  taskParams,
  frameworkQuery,
  diffQuery,
} from './compliance/frameworks.ts';
export type {
  FrameworkId,
  ItemAnswer,
  FrameworkStatus,
  FrameworkInfo,
  Control,
  EvidenceRef,
  AnswerBody,
  ProjectCompliance,
} from './compliance/frameworks.ts';
export {
  evidenceItem,
  complianceItem,
  complianceItemList,
  controlAnswerResult,
  overrideCleared,
  projectControl,
  projectControlList,
} from './compliance/items.ts';
export type { EvidenceItem, ComplianceItem } from './compliance/items.ts';
export { complianceScope, complianceScopePatch, complianceScopeView } from './compliance/scope.ts';
export type { ComplianceScopeBody } from './compliance/scope.ts';
export {
  gapRow,
  gapList,
  createTaskBody,
  updateTaskBody,
  remediationTask,
  remediationTaskList,
  taskAssigneeList,
  historyEntry,
  historyList,
} from './compliance/gaps-history.ts';
export { taxonomyActivityBody, taxonomyActivity, taxonomyView, DNSH_STATUSES, pnrrView } from './compliance/taxonomy-pnrr.ts';
export { complianceOverview, paDashboard, frameworkDiff } from './compliance/hub.ts';
