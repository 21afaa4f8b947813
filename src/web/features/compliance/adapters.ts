import type { EvidenceRef, FrameworkId, FrameworkStatus, ItemAnswer } from '../../../contract/compliance.ts';
import { DNSH_STATUSES, FRAMEWORK_IDS, TAXONOMY_OBJECTIVES } from './types.ts';
import type {
  ComplianceItem,
  ComplianceScope,
  DnshStatus,
  HistoryEntry,
  OverviewProject,
  PaDashboard,
  PnrrTag,
  PnrrView,
  ScopeView,
  TaxonomyCondition,
  TaxonomyKpi,
  TaxonomyObjective,
  TaxonomyView,
} from './types.ts';

/**
 * The server's answers as the screens' types: every compliance answer goes through a `to…` adapter
 * here, so a shape that differs from the contract is fixed in one place.
 */

export type Raw = Record<string, unknown>;
export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const arr = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
export const answerOf = (v: unknown): ItemAnswer | null =>
  v === 'met' || v === 'partial' || v === 'not_met' || v === 'not_applicable'
    ? v
    : typeof v === 'object' && v
      ? answerOf((v as Raw).answer)
      : null;
const statusOf = (v: unknown): FrameworkStatus | null => (v === 'compliant' || v === 'partial' || v === 'non-compliant' ? v : null);
/** A text the server may send per language ({ en, it }) or already in the caller's. */
export const text = (v: unknown, lng: string): string =>
  typeof v === 'string' ? v : typeof v === 'object' && v ? String((v as Raw)[lng] ?? (v as Raw).en ?? '') : '';

/** The framework an item id belongs to, by its prefix (the reference's id convention). */
export function frameworkOfItem(itemId: string): FrameworkId | null {
  const prefix = itemId.split('-')[0]?.toUpperCase() ?? '';
  const map: Record<string, FrameworkId> = {
    EUT: 'eu-taxonomy',
    GRI: 'gri',
    SASB: 'sasb',
    TCFD: 'tcfd',
    GDPR: 'gdpr',
    CSRD: 'csrd-esrs',
    ESRS1: 'csrd-esrs',
    ESRS2: 'csrd-esrs',
    D231: 'dlgs-231',
    PNRR: 'pnrr',
  };
  if (map[prefix]) return map[prefix];
  if (/^(ESRS|E[1-5]|S[1-4]|G1)$/.test(prefix)) return 'csrd-esrs';
  return null;
}

/** A stored evidence row (kind document/link) as the answer body's reference; the file name kept beside. */
export function toEvidence(e: Raw): EvidenceRef & { filename?: string } {
  if (e.kind === 'link' || (e.url && !e.documentId)) return { url: String(e.url ?? ''), description: String(e.description ?? '') };
  const ref: EvidenceRef & { filename?: string } = { documentId: String(e.documentId ?? '') };
  const page = num(e.page);
  if (page !== null) ref.page = page;
  const filename = str(e.filename);
  if (filename) ref.filename = filename;
  return ref;
}
/** Only what the answer body accepts (the contract's union is strict). */
export const toEvidenceRef = (e: EvidenceRef & { filename?: string }): EvidenceRef =>
  'documentId' in e
    ? e.page !== undefined
      ? { documentId: e.documentId, page: e.page }
      : { documentId: e.documentId }
    : { url: e.url, description: e.description };

/** An item of GET …/compliance/items: `reason` is the applicability code, `answerReason` the reason typed with "not applicable". */
export function toItem(r: Raw, lng: string): ComplianceItem {
  const id = String(r.id ?? '');
  const fw = (FRAMEWORK_IDS as readonly string[]).includes(String(r.framework))
    ? (r.framework as FrameworkId)
    : (frameworkOfItem(id) ?? 'gri');
  const applicable = r.applicable !== false;
  const by = r.answeredBy as Raw | null | undefined;
  return {
    id,
    framework: fw,
    section: text(r.sections ?? r.section, lng) || text(r.section, lng),
    title: text(r.titles ?? r.title, lng) || text(r.title, lng),
    evidenceExpected: text(r.evidenceExpectedTexts ?? r.evidenceExpected, lng) || text(r.evidenceExpected, lng),
    weight: num(r.weight) ?? 1,
    reference: text(r.reference, lng),
    applicable,
    inapplicableReason: applicable ? null : (str(r.reason) ?? 'scope'),
    answer: answerOf(r.answer),
    result: num(r.result),
    reason: str(r.answerReason),
    remedy: str(r.remedy),
    deadline: str(r.deadline),
    owner: str(r.owner),
    dueDate: str(r.dueDate),
    notes: str(r.notes),
    evidence: arr(r.evidence).map(toEvidence),
    controlIds: Array.isArray(r.controlIds) ? (r.controlIds as string[]) : [],
    overridden: r.overridden === true,
    answeredViaControl: str(r.answeredViaControl),
    answeredAt: str(r.answeredAt),
    answeredBy: by ? str(by.name) : null,
  };
}

/** Percent (0..100) from the server as a share (0..1) for the formatters. */
const share = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : n / 100;
};
const kpi = (v: unknown): TaxonomyKpi => {
  const o = (typeof v === 'object' && v ? v : {}) as Raw;
  return { aligned: share(o.alignedShare), eligible: share(o.eligibleShare) };
};

/** The stored scope (GET/PUT …/scope answers the scope's fields at top level plus scoped/updatedAt/applicability). */
export function toScope(r: unknown): ScopeView {
  return r as ScopeView;
}
/** The PUT body: the scope's own fields (the server merges; the view-only fields are left out). */
export function scopeBody(s: ComplianceScope | ScopeView): ComplianceScope {
  const { scoped: _s, updatedAt: _u, applicability: _a, ...body } = s as ScopeView;
  void _s;
  void _u;
  void _a;
  return body;
}

/** Condition of the Taxonomy ('met' | 'not_met' | 'unknown') as an answer (unknown = not answered). */
const condition = (v: unknown): ItemAnswer | null => (v === 'met' ? 'met' : v === 'not_met' ? 'not_met' : null);
const cond = (v: unknown): TaxonomyCondition => (v === 'met' || v === 'not_met' ? v : 'unknown');
export function toTaxonomy(r: Raw): TaxonomyView {
  const k = (r.kpis ?? {}) as Raw;
  const readiness = (r.readiness ?? {}) as Raw;
  return {
    applicable: r.applicable !== false,
    activities: arr(r.activities).map((a) => ({
      id: String(a.activityId ?? ''),
      nace: String(a.nace ?? ''),
      name: String(a.activityId ?? ''),
      objective: (TAXONOMY_OBJECTIVES as readonly string[]).includes(String(a.objective)) ? (a.objective as TaxonomyObjective) : null,
      eligible: a.eligible === 'met',
      substantialContribution: condition(a.substantialContribution),
      dnsh: Object.fromEntries(Object.entries((a.dnsh ?? {}) as Raw).map(([o, v]) => [o, condition(v)])),
      minimumSafeguards: condition(a.minimumSafeguards),
      aligned: a.aligned === true,
      turnover: num(a.turnover),
      capex: num(a.capex),
      opex: num(a.opex),
      gaps: Array.isArray(a.gaps) ? (a.gaps as string[]) : [],
      conditions: {
        eligible: cond(a.eligible),
        substantialContribution: cond(a.substantialContribution),
        dnsh: Object.fromEntries(Object.entries((a.dnsh ?? {}) as Raw).map(([o, v]) => [o, cond(v)])),
        minimumSafeguards: cond(a.minimumSafeguards),
      },
    })),
    kpis: { turnover: kpi(k.turnover), capex: kpi(k.capex), opex: kpi(k.opex) },
    readiness: num(readiness.score),
  };
}

const dnshOf = (v: unknown): DnshStatus | null => ((DNSH_STATUSES as readonly string[]).includes(String(v)) ? (v as DnshStatus) : null);
const tag = (v: unknown): PnrrTag => {
  const o = (typeof v === 'object' && v ? v : {}) as Raw;
  return { field: str(o.field), coefficient: share(o.coefficient) };
};
export function toPnrr(r: Raw): PnrrView {
  const tagging = (r.tagging ?? {}) as Raw;
  const dnsh = (r.dnsh ?? {}) as Raw;
  const check = (c: Raw) => ({
    itemId: String(c.itemId ?? ''),
    title: String(c.title ?? ''),
    phase: c.phase === 'ex-post' ? ('ex_post' as const) : ('ex_ante' as const),
    answer: answerOf(c.answer),
    reason: str(c.reason),
    remedy: str(c.remedy),
    deadline: str(c.deadline),
  });
  return {
    involved: r.applicable === true,
    role: str(r.role),
    cup: str(r.cup),
    mission: str(r.mission),
    component: str(r.component),
    dnshStatus: dnshOf(dnsh.status),
    checks: [...arr(dnsh.exAnte), ...arr(dnsh.exPost)].map(check),
    climate: tag(tagging.climate),
    digital: tag(tagging.digital),
    targets: {
      climate: share((tagging.climate as Raw | undefined)?.target) ?? 0.37,
      digital: share((tagging.digital as Raw | undefined)?.target) ?? 0.2,
    },
  };
}

const NEXT_STEPS = ['scope', 'answer', 'close-gaps', 'done'] as const;
export function toOverview(r: unknown): OverviewProject[] {
  return arr((r as Raw | null)?.projects).map((p) => ({
    projectId: String(p.projectId),
    title: String(p.title ?? ''),
    scoped: p.scoped === true,
    nextStep: (NEXT_STEPS as readonly string[]).includes(String(p.nextStep)) ? (p.nextStep as OverviewProject['nextStep']) : 'scope',
    // The overview counts gaps per framework (gapCount) rather than listing them.
    frameworks: arr(p.frameworks).map((f) => ({
      id: f.id as FrameworkId,
      applicable: f.applicable === true,
      score: num(f.score),
      status: statusOf(f.status),
      answered: num(f.answered) ?? 0,
      total: num(f.total) ?? 0,
      gaps: [],
    })),
  }));
}

export function toPaDashboard(r: unknown): PaDashboard {
  const o = (r ?? {}) as Raw;
  const t = (o.tagging ?? {}) as Raw;
  const shareView = (v: unknown) => {
    const x = (v ?? {}) as Raw;
    return {
      share: share(x.share),
      target: share(x.target) ?? 0,
      meetsTarget: typeof x.meetsTarget === 'boolean' ? x.meetsTarget : null,
      untagged: num(x.untagged) ?? 0,
    };
  };
  return {
    projects: arr(o.projects).map((p) => ({
      projectId: String(p.projectId),
      title: String(p.title ?? ''),
      mission: str(p.mission),
      component: str(p.component),
      dnshStatus: dnshOf(p.dnshStatus),
      climateCoefficient: share((p.climate as Raw | undefined)?.coefficient),
      digitalCoefficient: share((p.digital as Raw | undefined)?.coefficient),
      cup: str(p.cup),
    })),
    tagging: { climate: shareView(t.climate), digital: shareView(t.digital) },
  };
}

export function toHistory(r: unknown): HistoryEntry[] {
  return arr(r).map((e) => ({
    at: String(e.createdAt ?? ''),
    target: String(e.itemId ?? ''),
    answer: answerOf(e.answer),
    by: str((e.author as Raw | null | undefined)?.name),
  }));
}
