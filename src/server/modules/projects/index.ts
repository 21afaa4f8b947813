export { registerProjectRoutes } from './routes.ts';
export type { ProjectDeps } from './service.ts';
export { transitionById as moveProjectStatus } from './repository.ts';
export { lifecycleStages } from './service.ts';
export { PROJECT_READ_TABLES } from './read-cache.ts';
