export { registerBackupRoutes } from './routes.ts';
export { registerBackupJobs, scheduleBackups, requestRun, runBackup, runRestoreTest } from './service.ts';
export { createBackup, verifyBackup, listBackups, BackupCorruptError } from './archive.ts';
export { restoreBackup, RestoreRefusedError, databaseHoldsData } from './restore.ts';
export { registerMaintenance, MAINTENANCE_RETRY_AFTER_SECONDS, type MaintenanceState } from './maintenance.ts';
export { registerRestoreJob, runLiveRestore, RESTORE_JOB } from './restore-live.ts';
