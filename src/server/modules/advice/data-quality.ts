import { and, desc, eq, isNull, notExists } from 'drizzle-orm';
import type { DataQuality } from '../../../contract/advice.ts';
import { SUBFACTOR_NAMES, type Lang } from '../../../domain/advice/index.ts';
import type { CrScore } from '../../../domain/scoring/index.ts';
import { complianceAnswers, complianceEvidence, documentFigures, documents, evaluations, projectInputs } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ProjectRow } from '../access/index.ts';
import { dqSay } from './dq-messages.ts';

type Finding = DataQuality['findings'][number];
const PENALTY: Readonly<Record<Finding['severity'], number>> = { high: 20, medium: 10, low: 5 };
const pct = (x: number) => (Math.round(x * 1000) / 10).toString();

/**
 * The data quality of one project (issue 25): completeness, consistency and freshness findings, each
 * with its fix link and, when it touches the score, the share of the score's weight it holds back from
 * the confidence. Score = 100 − 20 per high, 10 per medium, 5 per low finding, at least 0.
 */
export async function projectDataQuality(db: Db, p: ProjectRow, lang: Lang, now: Date): Promise<DataQuality> {
  const out: Finding[] = [];
  const add = (f: Omit<Finding, 'message'>, values: Record<string, string | number> = {}) =>
    out.push({ ...f, message: dqSay(lang, f.code, values) });
  const evalUrl = `/projects/evaluation?project=${p.id}`;
  const [latest] = await db.select().from(evaluations).where(eq(evaluations.projectId, p.id)).orderBy(desc(evaluations.version)).limit(1);
  const score = (latest?.result as { score?: CrScore } | undefined)?.score;
  const [draft] = await db.select().from(projectInputs).where(eq(projectInputs.projectId, p.id)).limit(1);
  const docs = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.projectId, p.id), isNull(documents.deletedAt), eq(documents.status, 'analysed')));

  // Completeness
  if (!latest) add({ code: 'no_evaluation', severity: 'high', category: 'completeness', fixUrl: evalUrl, confidenceEffect: 1 });
  if (score)
    for (const f of score.subFactors) {
      const name = SUBFACTOR_NAMES[f.id]?.[lang] ?? f.id;
      if (f.status === 'missing')
        add(
          { code: 'input_missing', severity: 'high', category: 'completeness', fixUrl: evalUrl, confidenceEffect: f.weight },
          { name, weight: pct(f.weight) },
        );
      else if (f.status === 'scored' && f.evidence === 'declared' && f.pillar !== 'compliance')
        add(
          {
            code: 'declared_only',
            severity: 'low',
            category: 'completeness',
            fixUrl: `/documents?project=${p.id}`,
            confidenceEffect: f.weight,
          },
          { name },
        );
    }
  if (docs.length === 0)
    add({
      code: 'no_documents',
      severity: 'medium',
      category: 'completeness',
      fixUrl: `/documents?project=${p.id}`,
      confidenceEffect: score ? 1 - score.confidence.share : null,
    });
  for (const [field, value] of [
    ['region', p.region],
    ['applicantSize', p.applicantSize],
    ['fundingSought', p.fundingSought],
  ] as const)
    if (value === null || value === undefined)
      add(
        { code: 'project_field_missing', severity: 'low', category: 'completeness', fixUrl: `/projects/${p.id}`, confidenceEffect: null },
        { field },
      );

  // Consistency: accepted document figures against the inputs the score uses.
  const figures = await db
    .select()
    .from(documentFigures)
    .where(and(eq(documentFigures.projectId, p.id), eq(documentFigures.status, 'accepted')));
  const inputs: Record<string, number | null | undefined> = {
    tam: (draft?.inputs.market as { tamEur?: number | null } | undefined)?.tamEur,
    funding_sought: p.fundingSought,
  };
  for (const f of figures) {
    const input = inputs[f.key];
    if (input === null || input === undefined || f.period !== null) continue;
    if (Math.abs(f.value - input) > 0.01 * Math.max(Math.abs(input), 1))
      add(
        {
          code: 'figure_differs',
          severity: 'medium',
          category: 'consistency',
          fixUrl: f.documentId ? `/documents/${f.documentId}` : evalUrl,
          confidenceEffect: null,
        },
        { key: f.key, file: f.sourceFilename, figure: f.value, input },
      );
  }
  // Consistency: compliance items answered "met" that carry no evidence.
  const unevidenced = await db
    .select({ itemId: complianceAnswers.itemId })
    .from(complianceAnswers)
    .where(
      and(
        eq(complianceAnswers.projectId, p.id),
        eq(complianceAnswers.answer, 'met'),
        notExists(db.select().from(complianceEvidence).where(eq(complianceEvidence.answerId, complianceAnswers.id))),
      ),
    )
    .orderBy(complianceAnswers.itemId)
    .limit(20);
  for (const u of unevidenced)
    add(
      {
        code: 'answer_without_evidence',
        severity: 'low',
        category: 'consistency',
        fixUrl: `/compliance?project=${p.id}&item=${encodeURIComponent(u.itemId)}`,
        confidenceEffect: null,
      },
      { item: u.itemId },
    );

  // Freshness
  if (latest && draft && draft.savedAt.getTime() > latest.createdAt.getTime())
    add(
      { code: 'evaluation_stale', severity: 'medium', category: 'freshness', fixUrl: evalUrl, confidenceEffect: null },
      { version: latest.version },
    );
  const year = now.getUTCFullYear();
  for (const f of figures)
    if (f.period !== null && f.period < year - 1 && ['tam', 'headcount', 'funding_sought'].includes(f.key))
      add(
        {
          code: 'figure_stale',
          severity: 'low',
          category: 'freshness',
          fixUrl: f.documentId ? `/documents/${f.documentId}` : evalUrl,
          confidenceEffect: null,
        },
        { key: f.key, file: f.sourceFilename, period: f.period },
      );

  const total = out.reduce((a, f) => a + PENALTY[f.severity], 0);
  return { projectId: p.id, projectTitle: p.title, score: Math.max(0, 100 - total), findings: out };
}
