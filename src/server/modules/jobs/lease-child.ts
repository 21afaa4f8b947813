/**
 * A worker process for the lease tests (leases.test.ts): it polls the jobs table with the lease given in
 * JOB_LEASE_MS, says "claimed <id>" when it starts a `test.hang` job, which never finishes on its own.
 * The test then kills it with SIGKILL (a crash) or sends SIGTERM, on which it shuts down as main.ts does:
 * no new claim, the running job given JOB_SHUTDOWN_MS to finish, then released. Run with Node 24.
 */
import { openDatabase } from '../../db/client.ts';
import { createJobRunner } from './runner.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '', migrateAtBoot: false });
const jobs = createJobRunner({ db: database.db, now: () => new Date(), leaseMs: Number(process.env.JOB_LEASE_MS) });
jobs.register('test.hang', {
  run: (job, { signal }) =>
    new Promise((_resolve, reject) => {
      process.stdout.write(`claimed ${job.id}\n`);
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    }),
});
process.once('SIGTERM', () => {
  void jobs.shutdown(Number(process.env.JOB_SHUTDOWN_MS)).then(async (released) => {
    process.stdout.write(`released ${released}\n`);
    await database.close();
    process.exit(0);
  });
});
jobs.start(100);
setInterval(() => undefined, 1 << 30); // the poll timer is unref'd: keep the process until it is killed
