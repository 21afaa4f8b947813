export { registerDashboardRoutes } from './routes.ts';
export { WAITING_ANSWER_DAYS } from './service.ts';
