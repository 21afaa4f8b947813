export { createJobRunner, HEARTBEAT_MS, LEASE_MS, PROGRESS_MS, SHUTDOWN_BOUND_MS } from './runner.ts';
export type { JobContext, JobHandler, JobRunner, JobsDeps } from './runner.ts';
export type { JobRow } from './repository.ts';
export { cancelJob, findJob, insertJob, jobsWith, pruneJobs, recordOutcome, releaseOrphans } from './repository.ts';
export { createScheduler, SCHEDULE_JOB, slotKey, type Schedule } from './schedules.ts';
