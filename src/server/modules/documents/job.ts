import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RiskFlag } from '../../../contract/documents.ts';
import type { JobRow, JobRunner } from '../jobs/index.ts';
import type { ExtractedFigure, ProjectDocumentFigures } from './analysis/types.ts';
import type { StoredFigureMarks } from '../../db/schema/documents.ts';
import * as repo from './repository.ts';
import { clamScan, extensionOf } from './safety/index.ts';
import { ANALYSE_JOB, PURGE_JOB, textKey, type DocumentDeps } from './service.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/** Risks found at upload (the file's own structure): kept across analyses. */
const UPLOAD_RISKS = new Set(['pdf_javascript', 'pdf_embedded_files']);
/** Risks that need the whole project: recomputed for every analysed document after each analysis. */
export const CROSS_RISKS = new Set(['figures_disagree', 'plan_disagrees_with_inputs']);

export const ANALYSE_ATTEMPTS = 3;

const dedupe = (risks: RiskFlag[]) => {
  const seen = new Set<string>();
  return risks.filter((r) => {
    const k = `${r.code}:${JSON.stringify(r.detail)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const extracted = (f: repo.FigureRow): ExtractedFigure => ({
  key: f.key as ExtractedFigure['key'],
  period: f.period,
  value: f.value,
  currency: f.currency,
  source: f.source,
  citation: {
    ...(f.page != null ? { page: f.page } : {}),
    ...(f.sheet != null ? { sheet: f.sheet } : {}),
    ...(f.cell != null ? { cell: f.cell } : {}),
    quote: f.quote,
  },
  ...markFields(f.marks),
});

/** The stored marks back into an extracted figure's fields (cross-document risks tell quarters apart by them). */
function markFields(m: StoredFigureMarks | null): Pick<ExtractedFigure, 'periodDetail' | 'marks' | 'confidence' | 'reason'> {
  if (!m) return {};
  const { periodDetail, confidence, reason, ...marks } = m;
  return {
    ...(periodDetail ? { periodDetail } : {}),
    ...(Object.keys(marks).length > 0 ? { marks } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    ...(reason ? { reason } : {}),
  };
}

/** An extracted figure's sentence-reader fields as one stored value, or null when it has none. */
function storedMarks(f: ExtractedFigure): StoredFigureMarks | null {
  const m: StoredFigureMarks = {
    ...(f.marks ?? {}),
    ...(f.periodDetail ? { periodDetail: f.periodDetail } : {}),
    ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
    ...(f.reason ? { reason: f.reason } : {}),
  };
  return Object.keys(m).length > 0 ? m : null;
}

/** Recomputes the cross-document risks of every analysed document of the project. */
export async function refreshCrossRisks(deps: DocumentDeps, projectId: string): Promise<void> {
  const docs = await repo.analysedWithFigures(deps.db, projectId);
  if (docs.length === 0) return;
  const facts = await repo.projectFacts(deps.db, projectId);
  const input: ProjectDocumentFigures[] = docs.map(({ doc, figures }) => ({
    documentId: doc.id,
    filename: doc.filename,
    figures: figures.map(extracted),
  }));
  const cross = deps.crossRisks(input, facts?.inputs ?? null);
  for (const { doc } of docs) {
    const own = (doc.risks ?? []).filter((r) => !CROSS_RISKS.has(r.code));
    const next = dedupe([...own, ...(cross.get(doc.id) ?? [])]);
    if (JSON.stringify(next) !== JSON.stringify(doc.risks ?? [])) await repo.setRisks(deps.db, doc.id, next);
  }
}

/**
 * One analysis (ADR 0016), idempotent: it may run again after a crash or a retry and gives the same
 * rows. processing → (clamd scan: quarantined and stop) → the bytes copied to a temp file → the
 * analyser → the text stored as `<id>.text` → figures, findings and `analysed` in one transaction →
 * the project's cross-document risks.
 */
export async function analyseOne(deps: DocumentDeps, documentId: string): Promise<void> {
  const d = await repo.findDocument(deps.db, documentId);
  if (!d || d.status === 'quarantined') return;
  await repo.setStatus(deps.db, d.id, 'processing');

  if (deps.clamav) {
    const verdict = await clamScan(deps.clamav, await deps.blobs.get(d.storageKey)).catch((err: Error) => {
      // Never analysed unscanned: the job retries, and after its last attempt the document says why.
      throw Object.assign(new Error(`virus scan unavailable: ${err.message}`), { code: 'scan_unavailable' });
    });
    if (verdict.infected) {
      await repo.setStatus(deps.db, d.id, 'quarantined', { code: 'infected', message: verdict.signature });
      await deps.blobs.delete(textKey(d.id));
      return;
    }
  }

  await mkdir(deps.tmpDir, { recursive: true });
  const path = join(deps.tmpDir, `analyse-${d.id}-${randomUUID()}${extensionOf(d.filename)}`);
  try {
    await pipeline(await deps.blobs.get(d.storageKey), createWriteStream(path, { mode: 0o600 }));
    const facts = await repo.projectFacts(deps.db, d.projectId);
    const result = await deps.analyse(
      { path, filename: d.filename, mediaType: d.mediaType, uploadedAt: d.createdAt.toISOString(), statedDate: d.statedDate },
      { ai: deps.ai, industry: facts?.industry ?? null },
      { owner: d.uploadedBy ?? d.projectId },
    );
    // a defect of the reader, not of the file: the document is analysed with what could be read, the operator is told
    const unread = result.risks.find((r) => r.code === 'sentences_unread');
    if (unread) deps.log?.warn?.({ document: d.id, ...unread.detail }, 'sentence reader failed on some pages; their tables were read');
    const text = {
      parts: result.text.map((t) => ({
        ...(t.page !== undefined ? { page: t.page } : {}),
        ...(t.sheet !== undefined ? { sheet: t.sheet } : {}),
        text: t.text,
        ...(t.cells ? { cells: { ...t.cells } } : {}),
      })),
    };
    await deps.blobs.put(textKey(d.id), Readable.from([Buffer.from(JSON.stringify(text), 'utf8')]));
    const uploadRisks = (d.risks ?? []).filter((r) => UPLOAD_RISKS.has(r.code));
    await repo.storeAnalysis(
      deps.db,
      d,
      {
        dated: result.dated === undefined ? null : (result.dated ?? { none: true }),
        kind: result.kind,
        kindConfidence: result.kindConfidence,
        pages: result.pages,
        textLayer: result.textLayer,
        ocr: result.ocr,
        language: result.language,
        checklist: [...result.checklist],
        risks: dedupe([...uploadRisks, ...result.risks.filter((r) => !CROSS_RISKS.has(r.code))]),
        figures: result.figures.map((f) => ({
          key: f.key,
          period: f.period,
          value: f.value,
          currency: f.currency,
          source: f.source,
          page: f.citation.page ?? null,
          sheet: f.citation.sheet ?? null,
          cell: f.citation.cell ?? null,
          quote: f.citation.quote,
          marks: storedMarks(f),
        })),
      },
      deps.now(),
    );
  } finally {
    await rm(path, { force: true });
  }
  await refreshCrossRisks(deps, d.projectId);
  await emitWebhookEvent(deps, 'document.analysed', d.projectId, { documentId: d.id, filename: d.filename });
}

/** The documents module's jobs: the analysis (retried with backoff, then `failed` with the reason) and a deleted project's purge. */
export function registerDocumentJobs(deps: DocumentDeps, jobs: JobRunner): void {
  jobs.register(ANALYSE_JOB, {
    maxAttempts: ANALYSE_ATTEMPTS,
    run: async (job: JobRow) => {
      const id = String(job.payload.documentId);
      try {
        await analyseOne(deps, id);
      } catch (err) {
        // Until the runner's last attempt gives up (onFailed), the document waits for its retry.
        await repo.setStatus(deps.db, id, 'queued', { code: 'retrying', message: String((err as Error)?.message ?? err).slice(0, 500) });
        throw err;
      }
    },
    onFailed: async (job, error) => {
      const id = String(job.payload.documentId);
      const d = await repo.findDocument(deps.db, id);
      if (!d || d.status === 'quarantined') return;
      const code = (error as { code?: unknown }).code;
      await repo.setStatus(deps.db, id, 'failed', {
        code: typeof code === 'string' && /^[a-z_]+$/u.test(code) ? code : 'analysis_failed',
        message: error.message.slice(0, 500),
      });
    },
  });
  jobs.register(PURGE_JOB, {
    run: async (job: JobRow) => {
      const ids = (job.payload.documentIds as string[]).filter((id) => typeof id === 'string');
      // Only documents whose row is gone: a project that was not deleted (or was handed over) keeps its files.
      const alive = await repo.existingDocumentIds(deps.db, ids);
      for (const id of ids.filter((i) => !alive.has(i))) {
        await deps.blobs.delete(id);
        await deps.blobs.delete(textKey(id));
      }
    },
  });
}
