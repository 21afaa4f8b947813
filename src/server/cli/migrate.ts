// npm run migrate — applies the pending migrations once (ADR 0051): the Compose one-shot service and the
// Kubernetes Job run it before the web and worker instances, which never migrate at boot on PostgreSQL.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { latestMigration } from '../db/migration-state.ts';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({ ...config, migrateAtBoot: true }).catch((err: Error) => {
  console.error(`migration failed: ${err.message}`);
  process.exit(1);
});
try {
  if (!(await database.schemaCurrent())) throw new Error('the schema is still behind after migrating');
  console.log(
    `database migrated to ${latestMigration().tag} (${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}) in ${Math.round(performance.now() - started)} ms`,
  );
} catch (err) {
  console.error(`migration failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
