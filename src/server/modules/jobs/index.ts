export { createJobRunner } from './runner.ts';
export type { JobHandler, JobRunner, JobsDeps } from './runner.ts';
export type { JobRow } from './repository.ts';
export { insertJob } from './repository.ts';
