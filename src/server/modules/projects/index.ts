export { registerProjectRoutes } from './routes.ts';
export type { ProjectDeps } from './service.ts';
export { lifecycleOf } from './service.ts';
export { countForOwner as countProjects, findForOwner as findOwnedProject, transitionForOwner as moveProjectStatus } from './repository.ts';
