export { registerNotificationRoutes } from './routes.ts';
export { sendNotification } from './service.ts';
export { NOTIFICATION_CATALOGUE } from './catalogue.ts';
