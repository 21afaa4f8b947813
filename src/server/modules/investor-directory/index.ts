export { registerInvestorDirectoryRoutes } from './routes.ts';
export { thesisOfUser } from './service.ts';
