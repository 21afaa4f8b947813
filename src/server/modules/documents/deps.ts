import type { Db } from '../../db/types.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { AnalyseDocument, CrossDocumentRisks } from './analysis/types.ts';
import type { ClamavOptions } from './safety/index.ts';
import type { BlobStore } from './storage/index.ts';

/** What the documents module's services need (service.ts, service-figures.ts). */
export interface DocumentDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
  jobs: JobRunner;
  analyse: AnalyseDocument;
  crossRisks: CrossDocumentRisks;
  /** The largest file one upload may carry. */
  maxBytes: number;
  /** Where uploads and analysis copies are streamed to. */
  tmpDir: string;
  clamav: ClamavOptions | null;
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  log?: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void };
}
