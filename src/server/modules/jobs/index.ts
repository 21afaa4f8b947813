export { createJobRunner, HEARTBEAT_MS, LEASE_MS, SHUTDOWN_BOUND_MS } from './runner.ts';
export type { JobHandler, JobRunner, JobsDeps } from './runner.ts';
export type { JobRow } from './repository.ts';
export { insertJob, pruneJobs, releaseOrphans } from './repository.ts';
export { createScheduler, SCHEDULE_JOB, slotKey, type Schedule } from './schedules.ts';
