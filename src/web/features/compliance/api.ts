import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, Control, EvidenceRef, FrameworkId, FrameworkInfo, FrameworkStatus, ItemAnswer, ProjectCompliance } from '../../../contract/compliance.ts';
import type { DocumentSummary } from '../../../contract/documents.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/**
 * The compliance hub's fetch layer, the one file that knows the server's paths and shapes
 * (src/contract/compliance.ts and issue 13's API contract). The routes beyond the contract's
 * (items, scope, taxonomy, pnrr, overview, pa-dashboard) were agreed in words with the server's
 * builder: every answer goes through a `to…` adapter here, so a shape that differs is fixed in one place.
 */

export type { AnswerBody, Control, EvidenceRef, FrameworkId, FrameworkInfo, FrameworkStatus, ItemAnswer, ProjectCompliance };
export { ENTITY_SIZES, FRAMEWORK_IDS, FRAMEWORK_STATUSES, GDPR_ROLES, ITEM_ANSWERS, PNRR_MISSIONS, PNRR_ROLES, TAXONOMY_OBJECTIVES } from './types.ts';
export type { ComplianceItem, ComplianceScope, FrameworkResult, HistoryEntry, OverviewProject, PaProject, PnrrCheck, PnrrTag, PnrrView, TaxonomyActivity, TaxonomyActivityBody, TaxonomyKpi, TaxonomyObjective, TaxonomyView } from './types.ts';
import { ENTITY_SIZES, FRAMEWORK_IDS, GDPR_ROLES, PNRR_ROLES, TAXONOMY_OBJECTIVES } from './types.ts';
import type { ComplianceItem, ComplianceScope, FrameworkResult, HistoryEntry, OverviewProject, PaProject, PnrrTag, PnrrView, TaxonomyActivityBody, TaxonomyKpi, TaxonomyObjective, TaxonomyView } from './types.ts';

// ----- adapters (the one place to change when the server's shape differs) -----
type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const arr = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const answerOf = (v: unknown): ItemAnswer | null => (v === 'met' || v === 'partial' || v === 'not_met' || v === 'not_applicable' ? v : typeof v === 'object' && v ? answerOf((v as Raw).answer) : null);
const statusOf = (v: unknown): FrameworkStatus | null => (v === 'compliant' || v === 'partial' || v === 'non-compliant' ? v : null);
/** A text the server may send per language ({ en, it }) or already in the caller's. */
const text = (v: unknown, lng: string): string => (typeof v === 'string' ? v : typeof v === 'object' && v ? String((v as Raw)[lng] ?? (v as Raw).en ?? '') : '');

/** The framework an item id belongs to, by its prefix (the reference's id convention). */
export function frameworkOfItem(itemId: string): FrameworkId | null {
  const prefix = itemId.split('-')[0]?.toUpperCase() ?? '';
  const map: Record<string, FrameworkId> = { EUT: 'eu-taxonomy', GRI: 'gri', SASB: 'sasb', TCFD: 'tcfd', GDPR: 'gdpr', CSRD: 'csrd-esrs', ESRS1: 'csrd-esrs', ESRS2: 'csrd-esrs', D231: 'dlgs-231', PNRR: 'pnrr' };
  if (map[prefix]) return map[prefix];
  if (/^(ESRS|E[1-5]|S[1-4]|G1)$/.test(prefix)) return 'csrd-esrs';
  return null;
}

export function toItem(r: Raw, lng: string): ComplianceItem {
  const id = String(r.id ?? r.itemId ?? '');
  const fw = (FRAMEWORK_IDS as readonly string[]).includes(String(r.framework)) ? (r.framework as FrameworkId) : (frameworkOfItem(id) ?? 'gri');
  const applicable = r.applicable !== false;
  return {
    id,
    framework: fw,
    section: text(r.section, lng),
    title: text(r.title, lng),
    evidenceExpected: text(r.evidenceExpected ?? r.evidence_expected, lng),
    weight: num(r.weight) ?? 1,
    reference: text(r.reference, lng),
    applicable,
    inapplicableReason: applicable ? null : (str(r.inapplicableReason) ?? str(r.applicabilityReason) ?? str(r.reasonCode) ?? 'scope'),
    answer: answerOf(r.answer),
    result: num(r.result),
    reason: str(r.reason),
    remedy: str(r.remedy),
    deadline: str(r.deadline),
    owner: str(r.owner),
    dueDate: str(r.dueDate),
    notes: str(r.notes),
    evidence: arr(r.evidence) as unknown as EvidenceRef[],
    controlIds: Array.isArray(r.controlIds) ? (r.controlIds as string[]) : [],
    overridden: r.overridden === true,
  };
}

const kpi = (v: unknown): TaxonomyKpi => {
  const o = (typeof v === 'object' && v ? v : {}) as Raw;
  return { aligned: num(o.aligned ?? o.alignedShare), eligible: num(o.eligible ?? o.eligibleShare) };
};
/** The scope as the form edits it: every field present, booleans as booleans, the activity list a list (null before the first save). */
export function toScope(r: unknown): ComplianceScope | null {
  if (!r || typeof r !== 'object') return null;
  const o = r as Raw;
  const pick = <T extends string>(v: unknown, allowed: readonly T[]): T | null => (allowed.includes(v as T) ? (v as T) : null);
  return {
    entitySize: pick(o.entitySize, ENTITY_SIZES),
    csrdInScope: o.csrdInScope === true,
    sector: str(o.sector),
    sasbIndustry: str(o.sasbIndustry),
    taxonomyActivities: arr(o.taxonomyActivities).map((a) => ({ nace: String(a.nace ?? ''), objective: pick(a.objective, TAXONOMY_OBJECTIVES) ?? 'CCM' })),
    gdprRole: pick(o.gdprRole, GDPR_ROLES),
    exposure231: o.exposure231 === true,
    pnrrInvolved: o.pnrrInvolved === true,
    pnrrRole: pick(o.pnrrRole, PNRR_ROLES),
    cup: str(o.cup),
    mission: str(o.mission),
    component: str(o.component),
  };
}

export function toTaxonomy(r: Raw, lng: string): TaxonomyView {
  const k = (r.kpis ?? {}) as Raw;
  return {
    activities: arr(r.activities).map((a) => ({
      id: String(a.id ?? a.activityId ?? a.nace),
      nace: String(a.nace ?? ''),
      name: text(a.name, lng),
      objective: (str(a.objective) as TaxonomyObjective | null) ?? null,
      eligible: a.eligible === true,
      substantialContribution: answerOf(a.substantialContribution),
      dnsh: Object.fromEntries(Object.entries((a.dnsh ?? {}) as Raw).map(([o, v]) => [o, answerOf(v)])),
      minimumSafeguards: answerOf(a.minimumSafeguards),
      aligned: a.aligned === true,
      turnover: num(a.turnover),
      capex: num(a.capex),
      opex: num(a.opex),
    })),
    kpis: { turnover: kpi(k.turnover), capex: kpi(k.capex), opex: kpi(k.opex) },
    readiness: num(r.readiness ?? r.score),
  };
}

const tag = (v: unknown): PnrrTag => {
  const o = (typeof v === 'object' && v ? v : {}) as Raw;
  return { field: str(o.field ?? o.interventionField), coefficient: num(o.coefficient) };
};
export function toPnrr(r: Raw, lng: string): PnrrView {
  const tagging = (r.tagging ?? r) as Raw;
  const targets = (tagging.targets ?? {}) as Raw;
  return {
    involved: r.involved !== false,
    role: str(r.role),
    cup: str(r.cup),
    mission: str(r.mission),
    component: str(r.component),
    dnshStatus: statusOf(r.dnshStatus ?? (r.dnsh as Raw | undefined)?.status),
    checks: arr(r.checks ?? (r.dnsh as Raw | undefined)?.checks).map((c) => ({
      itemId: String(c.itemId ?? c.id),
      title: text(c.title, lng),
      phase: c.phase === 'ex_post' || c.phase === 'ex-post' ? 'ex_post' : 'ex_ante',
      answer: answerOf(c.answer),
      reason: str(c.reason),
      remedy: str(c.remedy),
      deadline: str(c.deadline),
    })),
    climate: tag(tagging.climate),
    digital: tag(tagging.digital),
    targets: { climate: num(targets.climate) ?? 0.37, digital: num(targets.digital) ?? 0.2 },
  };
}

export function toOverview(r: unknown): OverviewProject[] {
  const list = Array.isArray(r) ? (r as Raw[]) : arr((r as Raw | null)?.projects);
  return list.map((p) => ({ projectId: String(p.projectId ?? p.id), title: String(p.title ?? ''), frameworks: arr(p.frameworks) as unknown as FrameworkResult[] }));
}

export function toPaDashboard(r: unknown): PaProject[] {
  const list = Array.isArray(r) ? (r as Raw[]) : arr((r as Raw | null)?.projects);
  return list.map((p) => {
    const tagging = (p.tagging ?? {}) as Raw;
    return {
      projectId: String(p.projectId ?? p.id),
      title: String(p.title ?? ''),
      mission: str(p.mission),
      component: str(p.component),
      dnshStatus: statusOf(p.dnshStatus),
      climateCoefficient: num(p.climateCoefficient ?? (tagging.climate as Raw | undefined)?.coefficient),
      digitalCoefficient: num(p.digitalCoefficient ?? (tagging.digital as Raw | undefined)?.coefficient),
      cup: str(p.cup),
    };
  });
}

export function toHistory(r: unknown): HistoryEntry[] {
  const list = Array.isArray(r) ? (r as Raw[]) : arr((r as Raw | null)?.entries);
  return list.map((e) => ({ at: String(e.at ?? e.createdAt ?? ''), target: String(e.itemId ?? e.controlId ?? e.target ?? ''), answer: answerOf(e.answer), by: str(e.by ?? (e.actor as Raw | undefined)?.name) }));
}

// ----- paths and hooks -----
const base = (projectId: string) => `/api/projects/${projectId}/compliance`;
export const gapsExportUrl = (projectId: string, format: 'csv' | 'xlsx', framework: FrameworkId) => `${base(projectId)}/gaps.${format}?framework=${encodeURIComponent(framework)}`;

export const complianceKeys = {
  all: ['compliance'] as const,
  project: (projectId: string) => ['compliance', 'project', projectId] as const,
};
const k = (projectId: string, ...rest: unknown[]) => [...complianceKeys.project(projectId), ...rest];

export function useFrameworks() {
  return useQuery<FrameworkInfo[]>({ queryKey: ['compliance', 'frameworks'], queryFn: () => apiRequest('GET', '/api/compliance/frameworks'), ...CACHE_TIERS.dynamic });
}
export function useControls() {
  return useQuery<Control[]>({ queryKey: ['compliance', 'controls'], queryFn: () => apiRequest('GET', '/api/compliance/controls'), ...CACHE_TIERS.dynamic });
}
export function useProjectCompliance(projectId: string) {
  return useQuery<ProjectCompliance>({ queryKey: k(projectId, 'summary'), queryFn: () => apiRequest('GET', base(projectId)), ...CACHE_TIERS.dynamic });
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
  return useQuery<ComplianceScope | null>({ queryKey: k(projectId, 'scope'), queryFn: async () => toScope(await apiRequest('GET', `${base(projectId)}/scope`)), ...CACHE_TIERS.dynamic });
}
export function useTaxonomy(projectId: string, lng: string) {
  return useQuery<TaxonomyView>({ queryKey: k(projectId, 'taxonomy', lng), queryFn: async () => toTaxonomy((await apiRequest<Raw>('GET', `${base(projectId)}/taxonomy`)) ?? {}, lng), ...CACHE_TIERS.dynamic });
}
export function usePnrr(projectId: string, lng: string) {
  return useQuery<PnrrView>({ queryKey: k(projectId, 'pnrr', lng), queryFn: async () => toPnrr((await apiRequest<Raw>('GET', `${base(projectId)}/pnrr`)) ?? {}, lng), ...CACHE_TIERS.dynamic });
}
export function useHistory(projectId: string) {
  return useQuery<HistoryEntry[]>({ queryKey: k(projectId, 'history'), queryFn: async () => toHistory(await apiRequest('GET', `${base(projectId)}/history`)), ...CACHE_TIERS.dynamic });
}
export function useOverview() {
  return useQuery<OverviewProject[]>({ queryKey: ['compliance', 'overview'], queryFn: async () => toOverview(await apiRequest('GET', '/api/compliance/overview')), ...CACHE_TIERS.dynamic });
}
export function usePaDashboard() {
  return useQuery<PaProject[]>({ queryKey: ['compliance', 'pa-dashboard'], queryFn: async () => toPaDashboard(await apiRequest('GET', '/api/compliance/pa-dashboard')), ...CACHE_TIERS.dynamic });
}
/** The project's documents (issue 12's route), to pick one as evidence. */
export function useProjectDocuments(projectId: string) {
  return useQuery<DocumentSummary[]>({ queryKey: ['/api/projects', projectId, 'documents'], queryFn: () => apiRequest('GET', `/api/projects/${projectId}/documents`), ...CACHE_TIERS.dynamic });
}

/** Every answer changes scores, gaps, items, the hub and the PA view: refresh them all (and the project, whose score may follow). */
function useRefresh(projectId: string) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: complianceKeys.all }), client.invalidateQueries({ queryKey: ['/api/projects', projectId] })]);
}

export function useSaveScope(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: (scope: ComplianceScope) => apiRequest<ComplianceScope>('PUT', `${base(projectId)}/scope`, scope), onSuccess: refresh });
}
export function useAnswerItem(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: ({ itemId, body }: { itemId: string; body: AnswerBody }) => apiRequest('PUT', `${base(projectId)}/items/${encodeURIComponent(itemId)}`, body), onSuccess: refresh });
}
export function useAnswerControl(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: ({ controlId, body }: { controlId: string; body: AnswerBody }) => apiRequest('PUT', `${base(projectId)}/controls/${encodeURIComponent(controlId)}`, body), onSuccess: refresh });
}
export function useSaveActivity(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: ({ activityId, body }: { activityId: string; body: TaxonomyActivityBody }) => apiRequest('PUT', `${base(projectId)}/taxonomy/activities/${encodeURIComponent(activityId)}`, body), onSuccess: refresh });
}
