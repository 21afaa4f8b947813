import { and, desc, eq, isNull } from 'drizzle-orm';
import { valueAt, type Citation, type Lang } from '../../../domain/advice/index.ts';
import { dealQuestions, documentFigures, documents, evaluations, projectRoadmaps } from '../../db/schema/index.ts';
import type { AdviceSession } from '../../../contract/advice.ts';
import type { Db } from '../../db/types.ts';
import type { BlobStore } from '../documents/index.ts';
import { textKey } from '../documents/index.ts';
import { projectGaps } from '../compliance/index.ts';
import type { ResolvedProject } from '../access/index.ts';

/** One page (or sheet) of a document's extracted text. */
export interface DocPage {
  readonly documentId: string;
  readonly filename: string;
  readonly page: number;
  readonly text: string;
}

export type EvaluationRow = typeof evaluations.$inferSelect;
export type Gap = Awaited<ReturnType<typeof projectGaps>>[number];

/** Everything an answer may draw on: the project's own records, read once per question (ADR 0043). */
export interface Records {
  readonly project: ResolvedProject;
  readonly lang: Lang;
  readonly evaluation: EvaluationRow | null;
  readonly pages: readonly DocPage[];
  readonly figures: readonly (typeof documentFigures.$inferSelect)[];
  readonly gaps: readonly Gap[];
  readonly roadmap: readonly { id: string; title: string }[];
  readonly questions: readonly { id: string; body: string }[];
  readonly documents: readonly (typeof documents.$inferSelect)[];
  /** Call titles the answer named (filled by the calls form from the live catalogue). */
  readonly calls: Map<string, string>;
}

export interface AdviceDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
  ai: { readonly baseUrl: string; readonly apiKey: string; readonly model: string } | null;
  /** Renders a session's PDF (app.ts: the CPU worker pool's 'advice.sessionPdf'; default: sessionPdf on this thread). */
  renderPdf?: (session: AdviceSession, lang: Lang, creationDate: Date, owner: string) => Promise<Buffer>;
}

async function readText(blobs: BlobStore, id: string): Promise<{ page?: number; sheet?: string; text: string }[]> {
  try {
    const chunks: Buffer[] = [];
    for await (const c of await blobs.get(textKey(id))) chunks.push(c as Buffer);
    return (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { parts: { page?: number; sheet?: string; text: string }[] }).parts;
  } catch {
    return []; // text not kept (deleted, never analysed): nothing to cite from it
  }
}

/** Reads the project's records the engine answers from; only what the caller may view (the project was resolved by the access rule). */
export async function loadRecords(deps: AdviceDeps, project: ResolvedProject, lang: Lang): Promise<Records> {
  const id = project.row.id;
  const [evaluation] = await deps.db
    .select()
    .from(evaluations)
    .where(eq(evaluations.projectId, id))
    .orderBy(desc(evaluations.version))
    .limit(1);
  const docs = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.projectId, id), isNull(documents.deletedAt)))
    .orderBy(documents.filename, desc(documents.version));
  const latest = docs.filter((d, i) => i === 0 || docs[i - 1]!.filename !== d.filename);
  const pages: DocPage[] = [];
  for (const d of latest.filter((x) => x.status === 'analysed'))
    for (const [i, part] of (await readText(deps.blobs, d.id)).entries())
      pages.push({ documentId: d.id, filename: d.filename, page: part.page ?? (part.sheet ? 0 : i + 1), text: part.text });
  const figures = await deps.db
    .select()
    .from(documentFigures)
    .where(and(eq(documentFigures.projectId, id), eq(documentFigures.status, 'accepted')));
  const gaps = await projectGaps({ db: deps.db, now: deps.now }, project, undefined, lang);
  const [road] = await deps.db.select().from(projectRoadmaps).where(eq(projectRoadmaps.projectId, id));
  const roadmap = (road?.phases ?? []).flatMap((p) => p.items.map((it) => ({ id: it.id, title: it.title })));
  const questions = await deps.db
    .select({ id: dealQuestions.id, body: dealQuestions.body })
    .from(dealQuestions)
    .where(and(eq(dealQuestions.projectId, id), eq(dealQuestions.status, 'open')));
  return { project, lang, evaluation: evaluation ?? null, pages, figures, gaps, roadmap, questions, documents: latest, calls: new Map() };
}

/** The text at the place a citation names, or null: what the citation rule checks each quote against. */
export function sourceOf(r: Records, c: Citation): string | null {
  switch (c.kind) {
    case 'document': {
      const [docId, page] = c.ref.split(':');
      const p = r.pages.find((x) => x.documentId === docId && String(x.page) === page);
      return p?.text ?? null;
    }
    case 'evaluation': {
      const sep = c.ref.indexOf(':');
      if (!r.evaluation || c.ref.slice(0, sep) !== String(r.evaluation.version)) return null;
      const v = valueAt(r.evaluation.result, c.ref.slice(sep + 1));
      return v === undefined || (typeof v === 'object' && v !== null) ? null : String(v);
    }
    case 'compliance':
      return r.gaps.find((g) => g.itemId === c.ref)?.title ?? null;
    case 'figure':
      return r.figures.find((f) => f.id === c.ref)?.quote ?? null;
    case 'roadmap':
      return r.roadmap.find((x) => x.id === c.ref)?.title ?? null;
    case 'question':
      return r.questions.find((q) => q.id === c.ref)?.body ?? null;
    case 'call':
      return r.calls.get(c.ref) ?? null;
  }
}
