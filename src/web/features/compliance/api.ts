import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AnswerBody,
  Control,
  EvidenceRef,
  FrameworkId,
  FrameworkInfo,
  FrameworkStatus,
  ItemAnswer,
  ProjectCompliance,
} from '../../../contract/compliance.ts';
import type { DocumentSummary } from '../../../contract/documents.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import type {
  ComplianceItem,
  ComplianceScope,
  HistoryEntry,
  OverviewProject,
  PaDashboard,
  PnrrView,
  ScopeView,
  TaxonomyActivityBody,
  TaxonomyView,
} from './types.ts';
import {
  type Raw,
  str,
  num,
  arr,
  answerOf,
  text,
  toEvidenceRef,
  toItem,
  toScope,
  scopeBody,
  toTaxonomy,
  toPnrr,
  toOverview,
  toPaDashboard,
  toHistory,
} from './adapters.ts';
import { base, k, useRefresh } from './api-base.ts';

/**
 * The compliance hub's fetch layer, the one file that knows the server's paths and shapes
 * (src/contract/compliance.ts and issue 13's API contract). The routes beyond the contract's
 * (items, scope, taxonomy, pnrr, overview, pa-dashboard) were agreed in words with the server's
 * builder: every answer goes through a `to…` adapter here, so a shape that differs is fixed in one place.
 */

export type { AnswerBody, Control, EvidenceRef, FrameworkId, FrameworkInfo, FrameworkStatus, ItemAnswer, ProjectCompliance };
export {
  TAXONOMY_CONDITIONS,
  CSRD_SCOPES,
  DNSH_STATUSES,
  ENTITY_SIZES,
  ESRS_TOPICS,
  GDPR_FLAGS,
  EXPOSURES_231,
  FRAMEWORK_IDS,
  FRAMEWORK_STATUSES,
  GDPR_ROLES,
  ITEM_ANSWERS,
  PNRR_MISSIONS,
  PNRR_ROLES,
  TAGGING_COEFFICIENTS,
  TAXONOMY_OBJECTIVES,
  VOLUNTARY_FRAMEWORKS,
} from './types.ts';
export type {
  ComplianceItem,
  ComplianceScope,
  DnshStatus,
  PaDashboard,
  ScopeView,
  FrameworkResult,
  HistoryEntry,
  OverviewProject,
  PaProject,
  PnrrCheck,
  PnrrTag,
  PnrrView,
  TaxonomyActivity,
  TaxonomyActivityBody,
  TaxonomyCondition,
  TaxonomyConditions,
  TaxonomyKpi,
  TaxonomyObjective,
  TaxonomyView,
} from './types.ts';
export {
  frameworkOfItem,
  toEvidence,
  toEvidenceRef,
  toItem,
  toScope,
  scopeBody,
  toTaxonomy,
  toPnrr,
  toOverview,
  toPaDashboard,
  toHistory,
} from './adapters.ts';

// ----- paths and hooks (shared paths and keys in api-base.ts; gaps and tasks in api-tasks.ts) -----
export { complianceKeys, gapsExportUrl } from './api-base.ts';
export { useAssignees, useGaps, useSaveTask, useTasks, type GapRow, type RemediationTask } from './api-tasks.ts';

export function useFrameworks() {
  return useQuery<FrameworkInfo[]>({
    queryKey: ['compliance', 'frameworks'],
    queryFn: () => apiRequest('GET', '/api/compliance/frameworks'),
    ...CACHE_TIERS.dynamic,
  });
}
export function useControls() {
  return useQuery<Control[]>({
    queryKey: ['compliance', 'controls'],
    queryFn: () => apiRequest('GET', '/api/compliance/controls'),
    ...CACHE_TIERS.dynamic,
  });
}
/** GET /api/projects/:id/compliance/controls: the controls with this project's answer, applicable and overridden items. */
export type ProjectControl = Control & {
  answer: ItemAnswer | null;
  answeredAt: string | null;
  applicableItems: number;
  answeredItems: number;
  overriddenItems: string[];
};
export function useProjectControls(projectId: string, lng: string) {
  return useQuery<ProjectControl[]>({
    queryKey: k(projectId, 'controls', lng),
    queryFn: async () =>
      arr(await apiRequest('GET', `${base(projectId)}/controls`)).map((c) => ({
        id: String(c.id ?? ''),
        title: text(c.titles ?? c.title, lng) || text(c.title, lng),
        items: Array.isArray(c.items) ? (c.items as string[]) : [],
        frameworks: Array.isArray(c.frameworks) ? (c.frameworks as FrameworkId[]) : [],
        answer: answerOf(c.answer),
        answeredAt: str(c.answeredAt),
        applicableItems: num(c.applicableItems) ?? 0,
        answeredItems: num(c.answeredItems) ?? 0,
        overriddenItems: Array.isArray(c.overriddenItems) ? (c.overriddenItems as string[]) : [],
      })),
    ...CACHE_TIERS.dynamic,
  });
}
export function useProjectCompliance(projectId: string) {
  return useQuery<ProjectCompliance>({
    queryKey: k(projectId, 'summary'),
    queryFn: () => apiRequest('GET', base(projectId)),
    ...CACHE_TIERS.dynamic,
  });
}
export function useItems(projectId: string, framework: FrameworkId | null, lng: string) {
  const q = framework ? `?framework=${encodeURIComponent(framework)}` : '';
  return useQuery<ComplianceItem[]>({
    queryKey: k(projectId, 'items', framework ?? 'all', lng),
    queryFn: async () => arr(await apiRequest('GET', `${base(projectId)}/items${q}`)).map((r) => toItem(r, lng)),
    ...CACHE_TIERS.dynamic,
  });
}
export function useScope(projectId: string) {
  return useQuery<ScopeView>({
    queryKey: k(projectId, 'scope'),
    queryFn: async () => toScope(await apiRequest('GET', `${base(projectId)}/scope`)),
    ...CACHE_TIERS.dynamic,
  });
}
export function useTaxonomy(projectId: string, lng: string) {
  return useQuery<TaxonomyView>({
    queryKey: k(projectId, 'taxonomy', lng),
    queryFn: async () => toTaxonomy((await apiRequest<Raw>('GET', `${base(projectId)}/taxonomy`)) ?? {}),
    ...CACHE_TIERS.dynamic,
  });
}
export function usePnrr(projectId: string, lng: string) {
  return useQuery<PnrrView>({
    queryKey: k(projectId, 'pnrr', lng),
    queryFn: async () => toPnrr((await apiRequest<Raw>('GET', `${base(projectId)}/pnrr`)) ?? {}),
    ...CACHE_TIERS.dynamic,
  });
}
export function useHistory(projectId: string) {
  return useQuery<HistoryEntry[]>({
    queryKey: k(projectId, 'history'),
    queryFn: async () => toHistory(await apiRequest('GET', `${base(projectId)}/history`)),
    ...CACHE_TIERS.dynamic,
  });
}
export function useOverview() {
  return useQuery<OverviewProject[]>({
    queryKey: ['compliance', 'overview'],
    queryFn: async () => toOverview(await apiRequest('GET', '/api/compliance/overview')),
    ...CACHE_TIERS.dynamic,
  });
}
export function usePaDashboard() {
  return useQuery<PaDashboard>({
    queryKey: ['compliance', 'pa-dashboard'],
    queryFn: async () => toPaDashboard(await apiRequest('GET', '/api/compliance/pa-dashboard')),
    ...CACHE_TIERS.dynamic,
  });
}
/** DELETE …/items/:itemId/override: the item follows its control again. */
export function useClearOverride(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (itemId: string) => apiRequest('DELETE', `${base(projectId)}/items/${encodeURIComponent(itemId)}/override`),
    onSuccess: refresh,
  });
}

/** The project's documents (issue 12's route), to pick one as evidence. */
export function useProjectDocuments(projectId: string) {
  return useQuery<DocumentSummary[]>({
    queryKey: ['/api/projects', projectId, 'documents'],
    queryFn: () => apiRequest('GET', `/api/projects/${projectId}/documents`),
    ...CACHE_TIERS.dynamic,
  });
}

export function useSaveScope(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (scope: ComplianceScope | ScopeView) => apiRequest<ScopeView>('PUT', `${base(projectId)}/scope`, scopeBody(scope)),
    onSuccess: refresh,
  });
}
export function useAnswerItem(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: AnswerBody }) =>
      apiRequest('PUT', `${base(projectId)}/items/${encodeURIComponent(itemId)}`, {
        ...body,
        ...(body.evidence ? { evidence: body.evidence.map(toEvidenceRef) } : {}),
      }),
    onSuccess: refresh,
  });
}
export function useAnswerControl(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ controlId, body }: { controlId: string; body: AnswerBody }) =>
      apiRequest('PUT', `${base(projectId)}/controls/${encodeURIComponent(controlId)}`, body),
    onSuccess: refresh,
  });
}
export function useSaveActivity(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: string; body: TaxonomyActivityBody }) =>
      apiRequest('PUT', `${base(projectId)}/taxonomy/activities/${encodeURIComponent(activityId)}`, body),
    onSuccess: refresh,
  });
}
