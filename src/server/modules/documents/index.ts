export { registerDocumentRoutes } from './routes.ts';
export { registerDocumentJobs, analyseOne, ANALYSE_ATTEMPTS } from './job.ts';
export { scheduleProjectPurge, queueErasurePurge, uploadDocument, ANALYSE_JOB, type DocumentDeps } from './service.ts';
export { uploadsBy } from './repository.ts';
export { blobStoreFor, fsBlobStore, s3BlobStore, hashingCounter, type BlobStore } from './storage/index.ts';
export type { AnalyseDocument, AnalysisResult, CrossDocumentRisks } from './analysis/types.ts';
export { analyseDocument, crossDocumentRisks } from './analysis/index.ts';
export { viewsBy as documentViewsBy, deleteViewsBy as eraseDocumentViews } from './views.ts';
export { textKey } from './service.ts';
