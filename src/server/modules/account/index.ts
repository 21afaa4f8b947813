export { registerAccountRoutes } from './routes.ts';
export { notificationRouting } from './service.ts';
