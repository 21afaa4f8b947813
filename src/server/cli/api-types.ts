// npm run api:types — writes src/contract/api-types.d.ts from the live OpenAPI document of this server's code
// (built in process on a throwaway embedded database; no server needs to run).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { API_TYPES_FILE, apiTypesSource } from '../lib/api-types.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'cr-api-types-'));
const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
const database = await openDatabase(config);
try {
  const app = await buildApp({ config, database, logger: false, jobPollMs: 0, engineWorkers: 1 });
  const source = await apiTypesSource(app.swagger());
  await app.close();
  await writeFile(API_TYPES_FILE, source);
  console.log(`wrote ${API_TYPES_FILE.pathname} (${source.length} characters)`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
