export { registerAdminDashboardRoutes } from './routes.ts';
