export { registerAdminRoutes } from './routes.ts';
export { updateUser } from './repository.ts';
