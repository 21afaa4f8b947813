export { registerCommentRoutes } from './routes.ts';
export type { CommentDeps } from './service.ts';
