/**
 * A server process for the restart test (job.test.ts): it takes the due analysis job (with its lease),
 * says "analysing" when the analyser is called, and then never finishes, until the test kills it
 * with SIGKILL, as a crash or `kill -9` would. Run with Node 24 (type stripping), configured by the
 * same environment variables as the server.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { createJobRunner } from '../jobs/index.ts';
import { registerDocumentJobs } from './job.ts';
import { blobStoreFor } from './storage/index.ts';
import { testCrossRisks } from './test-analyser.ts';

const config = loadConfig();
const database = await openDatabase(config);
const now = () => new Date();
const jobs = createJobRunner({ db: database.db, now });
registerDocumentJobs(
  {
    db: database.db,
    now,
    blobs: blobStoreFor(config),
    jobs,
    analyse: async () => {
      process.stdout.write('analysing\n');
      return new Promise(() => undefined);
    },
    crossRisks: testCrossRisks,
    maxBytes: config.documentMaxBytes,
    tmpDir: config.uploadTmpDir,
    clamav: null,
    ai: null,
  },
  jobs,
);
await jobs.drain();
