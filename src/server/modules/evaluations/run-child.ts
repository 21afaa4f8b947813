/**
 * A worker process for the evaluation-runs crash test (evaluation-runs.test.ts): it polls the jobs table
 * with the lease given in JOB_LEASE_MS and runs `evaluation.run` jobs as a ROLE=worker instance does (the
 * real handler, a CPU pool of one thread). The test kills it with SIGKILL mid-run. Run with Node 24.
 */
import { openDatabase } from '../../db/client.ts';
import { defaultAssumptionsFor } from '../../industries.ts';
import { WorkerPool } from '../../lib/worker-pool.ts';
import { createJobRunner } from '../jobs/index.ts';
import { registerEvaluationRunJob } from './runs.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '', migrateAtBoot: false });
const jobs = createJobRunner({ db: database.db, now: () => new Date(), leaseMs: Number(process.env.JOB_LEASE_MS) });
const pool = new WorkerPool(new URL('../../workers/cpu.worker.ts', import.meta.url), 1);
registerEvaluationRunJob({ db: database.db, now: () => new Date(), pool, jobs, defaults: defaultAssumptionsFor, jobThreshold: 0 });
jobs.start(100);
process.stdout.write('polling\n');
setInterval(() => undefined, 1 << 30); // the poll timer is unref'd: keep the process until it is killed
