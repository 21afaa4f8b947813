import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/types.ts';
import type { BlobStore } from '../documents/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailDeps } from '../outbox/index.ts';
import type { SigningConfig } from '../reports/index.ts';

/** What provider health and auto-heal work with (issue 26, ADR 0053). */
export interface OperationsDeps {
  db: Db;
  database: Database;
  now: () => Date;
  config: Config;
  blobs: BlobStore;
  jobs: JobRunner;
  mail: MailDeps;
  signing: SigningConfig | undefined;
  /** NODE_ENV=production or an https public origin: the generated signing key is then degraded. */
  production: boolean;
}
