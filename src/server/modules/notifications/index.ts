export { registerNotificationRoutes } from './routes.ts';
export { sendNotification } from './service.ts';
