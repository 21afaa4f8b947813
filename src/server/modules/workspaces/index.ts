export { registerWorkspaceRoutes } from './routes.ts';
export {
  workspaceForNewProject,
  workspaceTier,
  bestTierOf,
  membershipOrNotFound,
  hashToken,
  INVITATION_TTL_MS,
  type WorkspaceDeps,
} from './service.ts';
export { personalWorkspaceOf, findWorkspace, countProjects as countWorkspaceProjects, listMembers } from './repository.ts';
