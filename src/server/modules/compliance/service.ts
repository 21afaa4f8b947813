import type { z } from 'zod';
import type {
  AnswerBody,
  ComplianceItem,
  EvidenceItem,
  complianceOverview,
  complianceScopePatch,
  createTaskBody,
  gapRow,
  historyEntry,
  paDashboard,
  pnrrView,
  projectControl,
  remediationTask,
  taxonomyActivityBody,
  taxonomyView,
  updateTaskBody,
} from '../../../contract/compliance.ts';
import {
  CONTROLS,
  COMPLIANCE_FRAMEWORKS,
  DEFAULT_SCOPE,
  FRAMEWORKS,
  PNRR_DNSH_EX_ANTE,
  PNRR_DNSH_EX_POST,
  PNRR_TARGETS,
  activityAlignment,
  answerProblems,
  assessFramework,
  currentRelease,
  diffReleases,
  dnshPhase,
  dnshStatus,
  frameworkApplicability,
  hubSummary,
  itemApplicability,
  itemResult,
  taggingShare,
  taxonomyKpis,
  type ActivityAssessment,
  type AnswerState,
  type ComplianceFrameworkId,
  type ComplianceScope,
  type FrameworkAssessment,
  type ItemData,
} from '../../../domain/compliance/index.ts';
import type { ComplianceHubSummary } from '../../../domain/scoring/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';

export interface ComplianceDeps {
  db: Db;
  now: () => Date;
}
export type Lang = 'en' | 'it';

// ———————————————————————————————————————— catalogue

/** The current version of each framework (the last release of the data module, loaded at start). */
const currentVersions = (): Map<string, string> => new Map(COMPLIANCE_FRAMEWORKS.map((f) => [f, currentRelease(f).version]));

export interface CatalogueItem extends ItemData {
  readonly version: string;
  readonly sectionNames: { en: string; it: string };
}

/** The current items, read from the database (the loaded copy), in the reference's order. */
export async function catalogue(db: Db): Promise<CatalogueItem[]> {
  const rows = await repo.itemRows(db, currentVersions());
  return rows.map((r) => ({
    id: r.itemId,
    framework: r.framework as ComplianceFrameworkId,
    section: r.sectionId,
    sectionNames: { en: r.sectionEn, it: r.sectionIt },
    title: { en: r.titleEn, it: r.titleIt },
    evidence: r.evidence,
    weight: r.weight,
    reference: r.reference,
    version: r.version,
  }));
}

const controlOf = new Map(CONTROLS.flatMap((c) => c.items.map((i) => [i, c.id] as const)));

export async function listFrameworks(deps: ComplianceDeps, lang: Lang) {
  const rows = await repo.frameworkRows(deps.db);
  const current = currentVersions();
  return FRAMEWORKS.map((f) => {
    const versions = rows.filter((r) => r.id === f.id);
    const cur = versions.find((r) => r.version === current.get(f.id));
    return { id: f.id, version: current.get(f.id)!, name: f.name[lang], itemCount: cur?.itemCount ?? 0, names: f.name, versions: versions.map((v) => v.version) };
  });
}

export async function listControls(deps: ComplianceDeps, lang: Lang) {
  const items = await catalogue(deps.db);
  const fw = new Map(items.map((i) => [i.id, i.framework]));
  return CONTROLS.map((c) => ({ id: c.id, title: c.title[lang], items: [...c.items], titles: c.title, frameworks: [...new Set(c.items.map((i) => fw.get(i)!).filter(Boolean))] }));
}

export async function frameworkDiff(deps: ComplianceDeps, framework: ComplianceFrameworkId, q: { from?: string | undefined; to?: string | undefined }) {
  const versions = (await repo.frameworkRows(deps.db)).filter((r) => r.id === framework).map((r) => r.version);
  const to = q.to ?? versions[versions.length - 1] ?? currentRelease(framework).version;
  const from = q.from ?? versions[versions.length - 2] ?? to;
  if (!versions.includes(from) || !versions.includes(to)) throw new AppError('NOT_FOUND');
  const toItems = (rows: repo.ItemRow[]): ItemData[] => rows.map((r) => ({ id: r.itemId, framework, section: r.sectionId, title: { en: r.titleEn, it: r.titleIt }, evidence: r.evidence, weight: r.weight, reference: r.reference }));
  const d = diffReleases(toItems(await repo.itemRowsOfVersion(deps.db, framework, from)), toItems(await repo.itemRowsOfVersion(deps.db, framework, to)));
  return { framework, from, to, added: [...d.added], removed: [...d.removed], changed: d.changed.map((c) => ({ itemId: c.itemId, fields: [...c.fields] })) };
}

// ———————————————————————————————————————— a project's state

/** Stored scope merged over the defaults (a field added later gets its default). */
function scopeOf(row: repo.ScopeRow | undefined): ComplianceScope {
  if (!row) return DEFAULT_SCOPE;
  const s = row.scope as Partial<ComplianceScope>;
  return {
    ...DEFAULT_SCOPE,
    ...s,
    gdpr: { ...DEFAULT_SCOPE.gdpr, ...(s.gdpr ?? {}) },
    pnrr: { ...DEFAULT_SCOPE.pnrr, ...(s.pnrr ?? {}) },
    taxonomyTotals: { ...DEFAULT_SCOPE.taxonomyTotals, ...(s.taxonomyTotals ?? {}) },
  };
}

interface ProjectState {
  scope: ComplianceScope;
  scopeRow: repo.ScopeRow | undefined;
  items: CatalogueItem[];
  /** Current answers of the current versions, by item id. */
  answers: Map<string, repo.AnswerRow>;
  evidenceCount: Map<string, number>;
  assessments: FrameworkAssessment[];
}

async function stateOf(db: Db, projectId: string, items?: CatalogueItem[]): Promise<ProjectState> {
  const cat = items ?? (await catalogue(db));
  const [scopeRow] = await repo.scopeRows(db, [projectId]);
  const scope = scopeOf(scopeRow);
  const versions = currentVersions();
  const answers = new Map((await repo.currentAnswers(db, [projectId])).filter((a) => versions.get(a.framework) === a.frameworkVersion).map((a) => [a.itemId, a]));
  const counts = await repo.evidenceCounts(db, [...answers.values()].map((a) => a.id));
  const evidenceCount = new Map([...answers.values()].map((a) => [a.itemId, counts.get(a.id) ?? 0]));
  const states = new Map<string, AnswerState>([...answers.values()].map((a) => [a.itemId, { answer: a.answer, evidenceCount: evidenceCount.get(a.itemId) ?? 0 }]));
  const assessments = COMPLIANCE_FRAMEWORKS.map((f) => assessFramework(f, cat, scope, states));
  return { scope, scopeRow, items: cat, answers, evidenceCount, assessments };
}

const frameworkView = (a: FrameworkAssessment) => ({
  id: a.framework,
  applicable: a.applicability.applicable,
  score: a.applicability.applicable ? a.score : null,
  status: a.applicability.applicable ? a.status : null,
  answered: a.answered,
  total: a.total,
  gaps: a.gaps.map((g) => ({ ...g })),
});

/** Each applicable framework's status, score and progress (no gaps): what a funding request's package carries. */
export async function frameworkStatuses(db: Db, projectId: string) {
  const s = await stateOf(db, projectId);
  return s.assessments
    .map(frameworkView)
    .filter((f) => f.applicable)
    .map((f) => ({ id: f.id, status: f.status, score: f.score, answered: f.answered, total: f.total }));
}

/** GET /api/projects/:id/compliance. */
export async function projectCompliance(deps: ComplianceDeps, p: ResolvedProject) {
  const s = await stateOf(deps.db, p.row.id);
  return { frameworks: s.assessments.map(frameworkView) };
}

/**
 * The compliance report's data (issue 16's sealed report): the project's framework results with the
 * framework names and item titles in the report's language; null when the project has no assessment
 * (the report then answers 409 COMPLIANCE_NOT_ASSESSED rather than print an empty hub).
 */
export async function complianceReportData(db: Db, projectId: string, lang: Lang) {
  if ((await hubSummaryFor(db, projectId)) === null) return null;
  const s = await stateOf(db, projectId);
  const items = await catalogue(db);
  return {
    compliance: { frameworks: s.assessments.map(frameworkView) },
    frameworkNames: Object.fromEntries(FRAMEWORKS.map((f) => [f.id, f.name[lang]])),
    itemTitles: Object.fromEntries(items.map((i) => [i.id, i.title[lang]])),
  };
}

/**
 * What cr-v2 reads (issue 13): the hub's summary when the project has a compliance assessment (a
 * saved scope or at least one answer), else null — the run then stays on cr-v1.
 */
export async function hubSummaryFor(db: Db, projectId: string): Promise<ComplianceHubSummary | null> {
  const s = await stateOf(db, projectId);
  if (!s.scopeRow && s.answers.size === 0) return null;
  return hubSummary(s.assessments);
}

async function evidenceViews(db: Db, answerIds: string[]): Promise<Map<string, EvidenceItem[]>> {
  const out = new Map<string, EvidenceItem[]>();
  for (const e of await repo.evidenceOf(db, answerIds)) {
    const list = out.get(e.answerId) ?? [];
    list.push({ id: e.id, kind: e.url ? 'link' : 'document', documentId: e.documentId, filename: e.sourceFilename, page: e.page, url: e.url, description: e.description });
    out.set(e.answerId, list);
  }
  return out;
}

function itemView(i: CatalogueItem, s: ProjectState, lang: Lang, evidence: Map<string, EvidenceItem[]>): ComplianceItem {
  const a = s.answers.get(i.id);
  const app = itemApplicability(i, s.scope);
  const ctl = controlOf.get(i.id);
  return {
    id: i.id,
    framework: i.framework,
    version: i.version,
    sectionId: i.section,
    section: i.sectionNames[lang],
    sections: i.sectionNames,
    title: i.title[lang],
    titles: i.title,
    evidenceExpected: i.evidence,
    weight: i.weight,
    reference: i.reference,
    applicable: app.applicable,
    reason: app.reason,
    answer: a?.answer ?? null,
    result: a ? itemResult(a.answer) : app.applicable ? 0 : null,
    answerReason: a?.reason ?? null,
    remedy: a?.remedy ?? null,
    deadline: a?.deadline ?? null,
    evidence: a ? (evidence.get(a.id) ?? []) : [],
    owner: a?.owner ?? null,
    dueDate: a?.dueDate ?? null,
    notes: a?.notes ?? null,
    controlIds: ctl ? [ctl] : [],
    overridden: a?.overridden ?? false,
    answeredViaControl: a && !a.overridden ? a.controlId : null,
    answeredAt: a ? a.createdAt.toISOString() : null,
    answeredBy: a?.authorId ? { id: a.authorId, name: a.authorName ?? '' } : null,
  };
}

/** GET /api/projects/:id/compliance/items?framework=. */
export async function projectItems(deps: ComplianceDeps, p: ResolvedProject, framework: ComplianceFrameworkId | undefined, lang: Lang): Promise<ComplianceItem[]> {
  const s = await stateOf(deps.db, p.row.id);
  const items = framework ? s.items.filter((i) => i.framework === framework) : s.items;
  const evidence = await evidenceViews(deps.db, items.map((i) => s.answers.get(i.id)?.id).filter((x): x is string => !!x));
  return items.map((i) => itemView(i, s, lang, evidence));
}

// ———————————————————————————————————————— answers

async function resolveEvidence(db: Db, projectId: string, body: AnswerBody): Promise<repo.NewEvidence[]> {
  const refs = body.evidence ?? [];
  const docIds = refs.flatMap((r) => ('documentId' in r ? [r.documentId] : []));
  const live = await repo.liveDocuments(db, projectId, docIds);
  const fields: { path: string; message: string; code: string }[] = [];
  const out: repo.NewEvidence[] = refs.map((r, i) => {
    if ('url' in r) return { url: r.url, description: r.description };
    const name = live.get(r.documentId);
    if (name === undefined) fields.push({ path: `evidence.${i}.documentId`, message: 'not a document of this project', code: 'document_not_found' });
    return { documentId: r.documentId, sourceFilename: name ?? '', page: r.page ?? null };
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return out;
}

function problemsOrThrow(itemIds: readonly string[], body: AnswerBody, prefix: (id: string) => string) {
  const fields = itemIds.flatMap((id) => answerProblems(id, body).map((p) => ({ path: `${prefix(id)}${p.path}`, message: p.message, code: p.code })));
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

const newAnswer = (p: ResolvedProject, i: CatalogueItem, body: AnswerBody, user: SessionUser, at: Date, controlId: string | null, overridden: boolean): repo.NewAnswer => ({
  projectId: p.row.id,
  framework: i.framework,
  frameworkVersion: i.version,
  itemId: i.id,
  answer: body.answer,
  reason: body.reason || null,
  remedy: body.remedy || null,
  deadline: body.deadline ?? null,
  owner: body.owner || null,
  dueDate: body.dueDate ?? null,
  notes: body.notes || null,
  controlId,
  overridden,
  authorId: user.id,
  createdAt: at,
});

/**
 * PUT …/items/:itemId: a new version of the item's answer. An item mapped to a control is marked
 * overridden (a later answer of the control leaves it alone). 400 VALIDATION_FAILED for a "not
 * applicable" without reason, the PNRR DNSH rules, or evidence naming a document that is not a live
 * document of this project.
 */
export async function answerItem(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, itemId: string, body: AnswerBody, lang: Lang): Promise<ComplianceItem> {
  const items = await catalogue(deps.db);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw new AppError('NOT_FOUND');
  problemsOrThrow([itemId], body, () => '');
  const evidence = await resolveEvidence(deps.db, p.row.id, body);
  const ctl = controlOf.get(itemId) ?? null;
  await repo.insertAnswers(deps.db, [newAnswer(p, item, body, user, deps.now(), ctl, ctl !== null)], evidence);
  const s = await stateOf(deps.db, p.row.id, items);
  const ev = await evidenceViews(deps.db, [s.answers.get(itemId)!.id]);
  return itemView(item, s, lang, ev);
}

/** PUT …/controls/:controlId: the same answer on every mapped item that is not overridden. */
export async function answerControl(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, controlId: string, body: AnswerBody) {
  const ctl = CONTROLS.find((c) => c.id === controlId);
  if (!ctl) throw new AppError('NOT_FOUND');
  const items = await catalogue(deps.db);
  const s = await stateOf(deps.db, p.row.id, items);
  const mapped = ctl.items.map((id) => items.find((i) => i.id === id)).filter((i): i is CatalogueItem => !!i);
  const skippedOverridden = mapped.filter((i) => s.answers.get(i.id)?.overridden).map((i) => i.id);
  const targets = mapped.filter((i) => !skippedOverridden.includes(i.id));
  // Rules per item that will take the answer, as if answered one by one (e.g. an ex-ante DNSH item among them).
  problemsOrThrow(targets.map((i) => i.id), body, (id) => `items.${id}.`);
  const evidence = await resolveEvidence(deps.db, p.row.id, body);
  const at = deps.now();
  await repo.insertAnswers(deps.db, targets.map((i) => newAnswer(p, i, body, user, at, ctl.id, false)), evidence);
  return { controlId: ctl.id, answered: targets.map((i) => i.id), skippedOverridden };
}

/**
 * DELETE …/items/:itemId/override: the item follows its control again. When the control has an
 * answer (its latest version on a mapped, non-overridden item), the item gets a copy of it (with its
 * evidence) as a new version; otherwise the item keeps its answer, no longer marked overridden.
 */
export async function clearOverride(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, itemId: string) {
  const items = await catalogue(deps.db);
  const item = items.find((i) => i.id === itemId);
  const ctlId = controlOf.get(itemId);
  if (!item || !ctlId) throw new AppError('NOT_FOUND');
  const s = await stateOf(deps.db, p.row.id, items);
  const current = s.answers.get(itemId);
  const ctl = CONTROLS.find((c) => c.id === ctlId)!;
  const source = ctl.items
    .map((id) => s.answers.get(id))
    .filter((a): a is repo.AnswerRow => !!a && !a.overridden && a.controlId === ctlId)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const from = source ?? current;
  if (!current?.overridden || !from) return { itemId, controlId: ctlId, answer: current?.answer ?? null };
  const evidence: repo.NewEvidence[] = (await repo.evidenceOf(deps.db, [from.id])).map((e) =>
    e.url ? { url: e.url, description: e.description ?? '' } : { documentId: e.documentId ?? '', sourceFilename: e.sourceFilename ?? '', page: e.page },
  );
  const live = evidence.filter((e) => 'url' in e || e.documentId !== '');
  await repo.insertAnswers(
    deps.db,
    [{ ...newAnswer(p, item, { answer: from.answer }, user, deps.now(), ctlId, false), reason: from.reason, remedy: from.remedy, deadline: from.deadline, owner: from.owner, dueDate: from.dueDate, notes: from.notes }],
    live,
  );
  return { itemId, controlId: ctlId, answer: from.answer };
}

/** GET /api/projects/:id/compliance/controls: the controls with this project's state. */
export async function projectControls(deps: ComplianceDeps, p: ResolvedProject, lang: Lang): Promise<z.infer<typeof projectControl>[]> {
  const s = await stateOf(deps.db, p.row.id);
  const fw = new Map(s.items.map((i) => [i.id, i]));
  return CONTROLS.map((c) => {
    const mine = c.items.map((id) => s.answers.get(id)).filter((a): a is repo.AnswerRow => !!a && !a.overridden && a.controlId === c.id);
    const answers = new Set(mine.map((a) => a.answer));
    const last = mine.reduce<Date | null>((m, a) => (m === null || a.createdAt > m ? a.createdAt : m), null);
    return {
      id: c.id,
      title: c.title[lang],
      items: [...c.items],
      titles: c.title,
      frameworks: [...new Set(c.items.map((i) => fw.get(i)?.framework).filter((x): x is ComplianceFrameworkId => !!x))],
      answer: answers.size === 1 ? [...answers][0]! : null,
      answeredAt: last ? last.toISOString() : null,
      applicableItems: c.items.filter((i) => fw.get(i) && itemApplicability(fw.get(i)!, s.scope).applicable).length,
      answeredItems: c.items.filter((i) => s.answers.has(i)).length,
      overriddenItems: c.items.filter((i) => s.answers.get(i)?.overridden),
    };
  });
}

/** GET …/history: every answer version, newest first. */
export async function projectHistory(deps: ComplianceDeps, p: ResolvedProject, framework: ComplianceFrameworkId | undefined): Promise<z.infer<typeof historyEntry>[]> {
  const rows = await repo.answerHistory(deps.db, p.row.id, framework, 500);
  const counts = await repo.evidenceCounts(deps.db, rows.map((r) => r.id));
  return rows.map((r, i) => {
    const previous = rows.slice(i + 1).find((o) => o.itemId === r.itemId && o.frameworkVersion === r.frameworkVersion);
    return {
      id: r.id,
      itemId: r.itemId,
      framework: r.framework as ComplianceFrameworkId,
      frameworkVersion: r.frameworkVersion,
      answer: r.answer,
      previousAnswer: previous?.answer ?? null,
      reason: r.reason,
      remedy: r.remedy,
      deadline: r.deadline,
      owner: r.owner,
      dueDate: r.dueDate,
      notes: r.notes,
      evidenceCount: counts.get(r.id) ?? 0,
      controlId: r.controlId,
      overridden: r.overridden,
      author: r.authorId ? { id: r.authorId, name: r.authorName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

// ———————————————————————————————————————— scope

function scopeView(s: ProjectState) {
  return {
    ...s.scope,
    reporting: [...s.scope.reporting],
    sasbTopics: [...s.scope.sasbTopics],
    griMaterialTopics: [...s.scope.griMaterialTopics],
    esrsMaterialTopics: [...s.scope.esrsMaterialTopics],
    taxonomyActivities: s.scope.taxonomyActivities.map((a) => ({ ...a })),
    offenceFamilies231: [...s.scope.offenceFamilies231],
    scoped: !!s.scopeRow,
    updatedAt: s.scopeRow ? s.scopeRow.updatedAt.toISOString() : null,
    applicability: COMPLIANCE_FRAMEWORKS.map((f) => {
      const a = frameworkApplicability(f, s.scope);
      return { framework: f, applicable: a.applicable, reason: a.reason };
    }),
  };
}

export async function getScope(deps: ComplianceDeps, p: ResolvedProject) {
  return scopeView(await stateOf(deps.db, p.row.id));
}

/** PUT …/scope: any subset, merged over the stored scope (nested gdpr/pnrr/taxonomyTotals too). */
export async function putScope(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, patch: z.infer<typeof complianceScopePatch>) {
  const s = await stateOf(deps.db, p.row.id);
  const next: ComplianceScope = {
    ...s.scope,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    gdpr: { ...s.scope.gdpr, ...(patch.gdpr ?? {}) },
    pnrr: { ...s.scope.pnrr, ...(patch.pnrr ?? {}) },
    taxonomyTotals: { ...s.scope.taxonomyTotals, ...(patch.taxonomyTotals ?? {}) },
  } as ComplianceScope;
  await repo.saveScope(deps.db, p.row.id, next as unknown as Record<string, unknown>, null, user.id, deps.now());
  return scopeView(await stateOf(deps.db, p.row.id));
}

// ———————————————————————————————————————— gaps and tasks

/** Gap rows of the applicable frameworks (reference 1.2: result < 1, weight desc then id). */
export async function projectGaps(deps: ComplianceDeps, p: ResolvedProject, framework: ComplianceFrameworkId | undefined, lang: Lang): Promise<z.infer<typeof gapRow>[]> {
  const s = await stateOf(deps.db, p.row.id);
  const tasks = await repo.tasksOf(deps.db, p.row.id);
  const byId = new Map(s.items.map((i) => [i.id, i]));
  return s.assessments
    .filter((a) => a.applicability.applicable && (!framework || a.framework === framework))
    .flatMap((a) =>
      a.gaps.map((g) => {
        const i = byId.get(g.itemId)!;
        const ans = s.answers.get(g.itemId);
        const task = tasks.find((t) => t.itemId === g.itemId && t.status === 'open');
        return {
          itemId: g.itemId,
          framework: a.framework,
          title: i.title[lang],
          weight: g.weight,
          result: g.result,
          answer: ans?.answer ?? null,
          reference: i.reference,
          evidenceExpected: i.evidence,
          evidenceMissing: (s.evidenceCount.get(g.itemId) ?? 0) > 0 ? null : i.evidence,
          owner: task?.owner ?? ans?.owner ?? null,
          dueDate: task?.dueDate ?? ans?.dueDate ?? ans?.deadline ?? null,
          taskId: task?.id ?? null,
        };
      }),
    );
}

const taskView = (t: repo.TaskRow, fw: ComplianceFrameworkId): z.infer<typeof remediationTask> => ({
  id: t.id,
  itemId: t.itemId,
  framework: fw,
  owner: t.owner,
  dueDate: t.dueDate,
  notes: t.notes,
  status: t.status,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

async function frameworkOfItem(db: Db, itemId: string): Promise<ComplianceFrameworkId> {
  const i = (await catalogue(db)).find((x) => x.id === itemId);
  if (!i) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'itemId', message: 'unknown item', code: 'invalid_value' }] });
  return i.framework;
}

export async function listTasks(deps: ComplianceDeps, p: ResolvedProject) {
  const items = new Map((await catalogue(deps.db)).map((i) => [i.id, i.framework]));
  return (await repo.tasksOf(deps.db, p.row.id)).map((t) => taskView(t, items.get(t.itemId) ?? 'gri'));
}

export async function createTask(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, body: z.infer<typeof createTaskBody>) {
  const fw = await frameworkOfItem(deps.db, body.itemId);
  const at = deps.now();
  const row = await repo.insertTask(deps.db, { projectId: p.row.id, itemId: body.itemId, owner: body.owner, dueDate: body.dueDate, notes: body.notes ?? null, createdBy: user.id, createdAt: at, updatedAt: at });
  return taskView(row, fw);
}

export async function updateTask(deps: ComplianceDeps, p: ResolvedProject, taskId: string, body: z.infer<typeof updateTaskBody>) {
  const row = await repo.updateTask(deps.db, p.row.id, taskId, { ...body, updatedAt: deps.now() });
  if (!row) throw new AppError('NOT_FOUND');
  return taskView(row, await frameworkOfItem(deps.db, row.itemId));
}

// ———————————————————————————————————————— EU Taxonomy

type StoredAssessment = Partial<Omit<ActivityAssessment, 'activityId' | 'nace' | 'objective'>>;

function activityViews(s: ProjectState): ActivityAssessment[] {
  const stored = (s.scopeRow?.taxonomy ?? {}) as Record<string, StoredAssessment>;
  return s.scope.taxonomyActivities.map((a) => {
    const x = stored[a.activityId] ?? {};
    return {
      activityId: a.activityId,
      nace: a.nace,
      objective: a.objective,
      eligible: x.eligible ?? 'unknown',
      substantialContribution: x.substantialContribution ?? 'unknown',
      dnsh: x.dnsh ?? {},
      minimumSafeguards: x.minimumSafeguards ?? 'unknown',
      turnover: x.turnover ?? 0,
      capex: x.capex ?? 0,
      opex: x.opex ?? 0,
    };
  });
}

function taxonomyOf(s: ProjectState): z.infer<typeof taxonomyView> {
  const acts = activityViews(s);
  const k = taxonomyKpis(acts, s.scope.taxonomyTotals);
  const a = s.assessments.find((x) => x.framework === 'eu-taxonomy')!;
  return {
    applicable: a.applicability.applicable,
    activities: acts.map((x) => {
      const r = activityAlignment(x);
      return { ...x, dnsh: { ...x.dnsh }, aligned: r.aligned, gaps: r.gaps };
    }),
    totals: { ...s.scope.taxonomyTotals },
    kpis: { turnover: { ...k.turnover }, capex: { ...k.capex }, opex: { ...k.opex } },
    readiness: { score: a.applicability.applicable ? a.score : null, status: a.applicability.applicable ? a.status : null },
  };
}

export async function getTaxonomy(deps: ComplianceDeps, p: ResolvedProject) {
  return taxonomyOf(await stateOf(deps.db, p.row.id));
}

/** PUT …/taxonomy/activities/:activityId: records the activity's conditions and amounts; a new activity is claimed (needs nace and objective). */
export async function putTaxonomyActivity(deps: ComplianceDeps, user: SessionUser, p: ResolvedProject, activityId: string, body: z.infer<typeof taxonomyActivityBody>) {
  const s = await stateOf(deps.db, p.row.id);
  let activities = [...s.scope.taxonomyActivities];
  const existing = activities.find((a) => a.activityId === activityId);
  if (!existing) {
    if (!body.nace || !body.objective) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: body.nace ? 'objective' : 'nace', message: 'a newly claimed activity needs its NACE code and objective', code: 'invalid_value' }] });
    }
    activities.push({ activityId, nace: body.nace, objective: body.objective });
  } else if (body.nace || body.objective) {
    activities = activities.map((a) => (a.activityId === activityId ? { ...a, nace: body.nace ?? a.nace, objective: body.objective ?? a.objective } : a));
  }
  const stored = { ...((s.scopeRow?.taxonomy ?? {}) as Record<string, StoredAssessment>) };
  const before = stored[activityId] ?? {};
  const { nace: _n, objective: _o, ...rest } = body;
  void _n;
  void _o;
  stored[activityId] = { ...before, ...rest, dnsh: { ...(before.dnsh ?? {}), ...(rest.dnsh ?? {}) } };
  await repo.saveScope(deps.db, p.row.id, { ...s.scope, taxonomyActivities: activities } as unknown as Record<string, unknown>, stored, user.id, deps.now());
  const view = taxonomyOf(await stateOf(deps.db, p.row.id));
  return view.activities.find((a) => a.activityId === activityId)!;
}

// ———————————————————————————————————————— PNRR

function pnrrOf(s: ProjectState, lang: Lang): z.infer<typeof pnrrView> {
  const a = s.assessments.find((x) => x.framework === 'pnrr')!;
  const byId = new Map(s.items.map((i) => [i.id, i]));
  const check = (id: string) => {
    const ans = s.answers.get(id);
    return {
      itemId: id,
      phase: dnshPhase(id)!,
      title: byId.get(id)?.title[lang] ?? id,
      answer: ans?.answer ?? null,
      remedy: ans?.remedy ?? null,
      deadline: ans?.deadline ?? null,
      reason: ans?.reason ?? null,
      evidenceCount: s.evidenceCount.get(id) ?? 0,
    };
  };
  const answers = Object.fromEntries([...PNRR_DNSH_EX_ANTE, ...PNRR_DNSH_EX_POST].map((id) => [id, s.answers.get(id)?.answer ?? null]));
  const pn = s.scope.pnrr;
  const tag = (field: string | null, coefficient: number | null, target: number) => ({ field, coefficient, amount: pn.amount, contribution: pn.amount !== null && coefficient !== null ? (pn.amount * coefficient) / 100 : null, target });
  return {
    applicable: a.applicability.applicable,
    role: pn.role,
    mission: pn.mission,
    component: pn.component,
    measure: pn.measure,
    cup: pn.cup,
    dnshRegime: pn.dnshRegime,
    dnsh: { status: dnshStatus(a.applicability.applicable, answers), exAnte: PNRR_DNSH_EX_ANTE.map(check), exPost: PNRR_DNSH_EX_POST.map(check) },
    tagging: { climate: tag(pn.climateField, pn.climateCoefficient, PNRR_TARGETS.climate), digital: tag(pn.digitalField, pn.digitalCoefficient, PNRR_TARGETS.digital) },
    score: a.applicability.applicable ? a.score : null,
    status: a.applicability.applicable ? a.status : null,
  };
}

export async function getPnrr(deps: ComplianceDeps, p: ResolvedProject, lang: Lang) {
  return pnrrOf(await stateOf(deps.db, p.row.id), lang);
}

// ———————————————————————————————————————— across the caller's projects

/** The hub across projects: each visible project × framework, and per framework totals. */
export async function overview(deps: ComplianceDeps, projects: readonly { id: string; title: string }[], lang: Lang): Promise<z.infer<typeof complianceOverview>> {
  const items = await catalogue(deps.db);
  const rows: z.infer<typeof complianceOverview>['projects'] = [];
  for (const p of projects) {
    const s = await stateOf(deps.db, p.id, items);
    const frameworks = s.assessments.map((a) => {
      const v = frameworkView(a);
      return { id: v.id, applicable: v.applicable, score: v.score, status: v.status, answered: v.answered, total: v.total, gapCount: v.applicable ? v.gaps.length : 0 };
    });
    const app = frameworks.filter((f) => f.applicable);
    const nextStep = !s.scopeRow ? 'scope' : app.some((f) => f.answered < f.total) ? 'answer' : app.some((f) => f.gapCount > 0) ? 'close-gaps' : 'done';
    rows.push({ projectId: p.id, title: p.title, scoped: !!s.scopeRow, frameworks, nextStep: nextStep as 'scope' | 'answer' | 'close-gaps' | 'done' });
  }
  return {
    projects: rows,
    frameworks: FRAMEWORKS.map((f) => {
      const cells = rows.map((r) => r.frameworks.find((x) => x.id === f.id)!).filter((c) => c.applicable);
      const scored = cells.filter((c) => c.score !== null);
      return {
        id: f.id,
        name: f.name[lang],
        applicableProjects: cells.length,
        compliant: cells.filter((c) => c.status === 'compliant').length,
        partial: cells.filter((c) => c.status === 'partial').length,
        nonCompliant: cells.filter((c) => c.status === 'non-compliant').length,
        averageScore: scored.length > 0 ? Math.round((10 * scored.reduce((a, c) => a + c.score!, 0)) / scored.length) / 10 : null,
      };
    }),
  };
}

/** /pa-dashboard: the visible projects with PNRR money, and their tagging against the plan's targets. */
export async function paDashboardOf(deps: ComplianceDeps, projects: readonly { id: string; title: string }[], lang: Lang): Promise<z.infer<typeof paDashboard>> {
  const items = await catalogue(deps.db);
  const out: z.infer<typeof paDashboard>['projects'] = [];
  for (const p of projects) {
    const s = await stateOf(deps.db, p.id, items);
    if (s.scope.pnrr.role === 'none') continue;
    const v = pnrrOf(s, lang);
    const pn = s.scope.pnrr;
    out.push({
      projectId: p.id,
      title: p.title,
      role: pn.role,
      mission: pn.mission,
      component: pn.component,
      measure: pn.measure,
      cup: pn.cup,
      amount: pn.amount,
      dnshStatus: v.dnsh.status,
      climate: { field: pn.climateField, coefficient: pn.climateCoefficient },
      digital: { field: pn.digitalField, coefficient: pn.digitalCoefficient },
      score: v.score,
      status: v.status,
    });
  }
  return {
    projects: out,
    tagging: {
      climate: taggingShare(out.map((o) => ({ amount: o.amount, coefficient: o.climate.coefficient })), PNRR_TARGETS.climate),
      digital: taggingShare(out.map((o) => ({ amount: o.amount, coefficient: o.digital.coefficient })), PNRR_TARGETS.digital),
    },
  };
}
