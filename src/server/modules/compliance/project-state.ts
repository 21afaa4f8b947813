import type { ComplianceItem, EvidenceItem } from '../../../contract/compliance.ts';
import {
  COMPLIANCE_FRAMEWORKS,
  DEFAULT_SCOPE,
  FRAMEWORKS,
  assessFramework,
  hubSummary,
  itemApplicability,
  itemEvidence,
  itemEvidenceTexts,
  itemResult,
  type AnswerState,
  type ComplianceFrameworkId,
  type ComplianceScope,
  type FrameworkAssessment,
} from '../../../domain/compliance/index.ts';
import type { ComplianceHubSummary } from '../../../domain/scoring/index.ts';
import type { Db } from '../../db/types.ts';
import type { ResolvedProject } from '../access/index.ts';
import * as repo from './repository.ts';
import { type ComplianceDeps, type Lang, currentVersions, type CatalogueItem, catalogue, controlOf } from './catalogue.ts';

/** A project's compliance state (scope, answers, assessments) and the views built from it. */

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

export interface ProjectState {
  scope: ComplianceScope;
  scopeRow: repo.ScopeRow | undefined;
  items: CatalogueItem[];
  /** Current answers of the current versions, by item id. */
  answers: Map<string, repo.AnswerRow>;
  evidenceCount: Map<string, number>;
  assessments: FrameworkAssessment[];
}

export async function stateOf(db: Db, projectId: string, items?: CatalogueItem[]): Promise<ProjectState> {
  const cat = items ?? (await catalogue(db));
  const [scopeRow] = await repo.scopeRows(db, [projectId]);
  const scope = scopeOf(scopeRow);
  const versions = currentVersions();
  const answers = new Map(
    (await repo.currentAnswers(db, [projectId])).filter((a) => versions.get(a.framework) === a.frameworkVersion).map((a) => [a.itemId, a]),
  );
  const counts = await repo.evidenceCounts(
    db,
    [...answers.values()].map((a) => a.id),
  );
  const evidenceCount = new Map([...answers.values()].map((a) => [a.itemId, counts.get(a.id) ?? 0]));
  const states = new Map<string, AnswerState>(
    [...answers.values()].map((a) => [a.itemId, { answer: a.answer, evidenceCount: evidenceCount.get(a.itemId) ?? 0 }]),
  );
  const assessments = COMPLIANCE_FRAMEWORKS.map((f) => assessFramework(f, cat, scope, states));
  return { scope, scopeRow, items: cat, answers, evidenceCount, assessments };
}

export const frameworkView = (a: FrameworkAssessment) => ({
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
  // Most projects have no assessment: answered from one query, without reading the 380-item catalogue.
  if (!(await repo.hasAssessment(db, projectId))) return null;
  const s = await stateOf(db, projectId);
  if (!s.scopeRow && s.answers.size === 0) return null;
  return hubSummary(s.assessments);
}

export async function evidenceViews(db: Db, answerIds: string[]): Promise<Map<string, EvidenceItem[]>> {
  const out = new Map<string, EvidenceItem[]>();
  for (const e of await repo.evidenceOf(db, answerIds)) {
    const list = out.get(e.answerId) ?? [];
    list.push({
      id: e.id,
      kind: e.url ? 'link' : 'document',
      documentId: e.documentId,
      filename: e.sourceFilename,
      page: e.page,
      url: e.url,
      description: e.description,
    });
    out.set(e.answerId, list);
  }
  return out;
}

export function itemView(i: CatalogueItem, s: ProjectState, lang: Lang, evidence: Map<string, EvidenceItem[]>): ComplianceItem {
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
    evidenceExpected: itemEvidence(i, i.version, lang),
    evidenceExpectedTexts: itemEvidenceTexts(i, i.version),
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
export async function projectItems(
  deps: ComplianceDeps,
  p: ResolvedProject,
  framework: ComplianceFrameworkId | undefined,
  lang: Lang,
): Promise<ComplianceItem[]> {
  const s = await stateOf(deps.db, p.row.id);
  const items = framework ? s.items.filter((i) => i.framework === framework) : s.items;
  const evidence = await evidenceViews(
    deps.db,
    items.map((i) => s.answers.get(i.id)?.id).filter((x): x is string => !!x),
  );
  return items.map((i) => itemView(i, s, lang, evidence));
}

/** How far the project's compliance questions are answered, over the frameworks that apply to it (the cycle guide reads this). */
export async function answeredProgress(db: Db, projectId: string): Promise<{ scoped: boolean; answered: number; total: number }> {
  const s = await stateOf(db, projectId);
  const applicable = s.assessments.map(frameworkView).filter((v) => v.applicable);
  return {
    scoped: s.scopeRow !== undefined,
    answered: applicable.reduce((a, v) => a + v.answered, 0),
    total: applicable.reduce((a, v) => a + v.total, 0),
  };
}
