import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdviceAnswer, AdviceSession, SessionSummary } from '../../../contract/advice.ts';
import {
  formOf,
  keepCited,
  questionLanguage,
  say,
  type AnswerSentence,
  type Lang,
  type StoredAnswer,
} from '../../../domain/advice/index.ts';
import { aiQuestions, aiSessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveProject, type ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { callsFit, investorAsks, planMissing, raiseScore, whyScore } from './forms.ts';
import { phraseWithModel } from './phrase-ai.ts';
import { loadRecords, sourceOf, type AdviceDeps, type Records } from './records.ts';
import { retrieve } from './retrieval.ts';

type SessionRow = typeof aiSessions.$inferSelect;
type QuestionRow = typeof aiQuestions.$inferSelect;

export async function createSession(deps: AdviceDeps, user: SessionUser, p: ResolvedProject): Promise<{ id: string }> {
  const [row] = await deps.db.insert(aiSessions).values({ projectId: p.row.id, createdBy: user.id, createdAt: deps.now() }).returning();
  return { id: row!.id };
}

/** A session and its project, resolved through the one access rule: whoever may view the project may read and ask. */
export async function sessionOf(deps: AdviceDeps, user: SessionUser, id: string): Promise<{ row: SessionRow; project: ResolvedProject }> {
  const [row] = await deps.db.select().from(aiSessions).where(eq(aiSessions.id, id));
  if (!row) throw new AppError('AI_SESSION_NOT_FOUND');
  try {
    return { row, project: await resolveProject(deps.db, user, row.projectId, deps.now()) };
  } catch (err) {
    if (err instanceof AppError) throw new AppError('AI_SESSION_NOT_FOUND');
    throw err;
  }
}

const answerView = (q: QuestionRow, lang: Lang): AdviceAnswer => {
  const sentences = q.answer.sentences.map((s) => ({ text: s.text, citations: [...s.citations], ...(s.ai ? { ai: true } : {}) }));
  const none = sentences.length === 0;
  return {
    id: q.id,
    question: q.text,
    askedAt: q.createdAt.toISOString(),
    form: q.answer.form,
    answer: none ? say(lang, 'notInRecords') : sentences.map((s) => s.text).join(' '),
    citations: sentences.flatMap((s) => s.citations),
    sentences,
    notInRecords: none,
    ai: sentences.some((s) => s.ai === true),
  };
};

async function compose(deps: AdviceDeps, r: Records, text: string): Promise<StoredAnswer> {
  const form = formOf(text);
  const byForm: Record<string, () => Promise<AnswerSentence[]> | AnswerSentence[]> = {
    'why-score': () => whyScore(r),
    'raise-score': () => raiseScore(deps, r),
    'calls-fit': () => callsFit(deps, r),
    'investor-asks': () => investorAsks(r),
    'plan-missing': () => planMissing(r),
  };
  let sentences = form in byForm ? await byForm[form]!() : [];
  let used = form;
  if (sentences.length === 0) {
    sentences = await retrieve(deps.db, r, text, questionLanguage(text));
    used = 'retrieval';
  }
  const { kept, dropped } = keepCited(sentences, (c) => sourceOf(r, c));
  const phrased = await phraseWithModel(deps, text, kept, (s) => s.citations.map((c) => sourceOf(r, c) ?? '').join('\n'));
  return { form: phrased.sentences.length === 0 ? 'none' : used, sentences: phrased.sentences, dropped };
}

/** Asks a question in a session: the answer is composed from the project's records only, cited, and kept. */
export async function ask(deps: AdviceDeps, user: SessionUser, sessionId: string, text: string, lang: Lang): Promise<AdviceAnswer> {
  const { row, project } = await sessionOf(deps, user, sessionId);
  const r = await loadRecords(deps, project, lang);
  const answer = await compose(deps, r, text);
  const [q] = await deps.db
    .insert(aiQuestions)
    .values({ sessionId: row.id, askedBy: user.id, text, language: lang, answer, createdAt: deps.now() })
    .returning();
  return answerView(q!, lang);
}

async function summaries(deps: AdviceDeps, rows: readonly SessionRow[], titles: ReadonlyMap<string, string>): Promise<SessionSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await deps.db
    .select({ id: aiQuestions.sessionId, n: count() })
    .from(aiQuestions)
    .where(inArray(aiQuestions.sessionId, ids))
    .groupBy(aiQuestions.sessionId);
  const firsts = await deps.db
    .selectDistinctOn([aiQuestions.sessionId], { id: aiQuestions.sessionId, text: aiQuestions.text })
    .from(aiQuestions)
    .where(inArray(aiQuestions.sessionId, ids))
    .orderBy(aiQuestions.sessionId, asc(aiQuestions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    projectTitle: titles.get(r.projectId) ?? '',
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    questions: counts.find((c) => c.id === r.id)?.n ?? 0,
    firstQuestion: firsts.find((f) => f.id === r.id)?.text ?? null,
  }));
}

/** GET /api/projects/:id/ai-sessions: every session of the project (shared within its access), newest first. */
export async function projectSessions(deps: AdviceDeps, p: ResolvedProject): Promise<SessionSummary[]> {
  const rows = await deps.db.select().from(aiSessions).where(eq(aiSessions.projectId, p.row.id)).orderBy(desc(aiSessions.createdAt));
  return summaries(deps, rows, new Map([[p.row.id, p.row.title]]));
}

/** GET /api/ai-sessions: the sessions of every project the caller may view (the one access rule), newest first. */
export async function mySessions(deps: AdviceDeps, user: SessionUser, visible: (ids: string[]) => Promise<Map<string, { title: string }>>) {
  const rows = await deps.db.select().from(aiSessions).orderBy(desc(aiSessions.createdAt)).limit(500);
  const seen = await visible([...new Set(rows.map((r) => r.projectId))]);
  const mine = rows.filter((r) => seen.has(r.projectId)).slice(0, 100);
  return summaries(deps, mine, new Map([...seen].map(([id, p]) => [id, p.title])));
}

export async function getSession(deps: AdviceDeps, user: SessionUser, id: string, lang: Lang): Promise<AdviceSession> {
  const { row, project } = await sessionOf(deps, user, id);
  const [summary] = await summaries(deps, [row], new Map([[project.row.id, project.row.title]]));
  const qs = await deps.db.select().from(aiQuestions).where(eq(aiQuestions.sessionId, id)).orderBy(asc(aiQuestions.createdAt));
  return { ...summary!, answers: qs.map((q) => answerView(q, lang)) };
}
