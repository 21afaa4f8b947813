export { registerBackupRoutes } from './routes.ts';
export { registerBackupJobs, scheduleBackups, requestRun, runBackup, runRestoreTest } from './service.ts';
export { createBackup, verifyBackup, listBackups, BackupCorruptError } from './archive.ts';
export { restoreBackup, RestoreRefusedError, databaseHoldsData } from './restore.ts';
