// npm run funding:import -- --source incentivi|pnrr|padigitale FILE_OR_URL
// Imports one open-data file into the funding catalogue (issue 14) and prints the report as JSON.
// Same database as the server (DATABASE_URL, else DATA_DIR's PGlite; stop the server first on PGlite).
// Exit codes: 0 imported; 1 malformed or unreadable file (nothing imported) or database error; 2 usage.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirError } from '../db/data-dir.ts';
import { IMPORT_SOURCES, type ImportSource } from '../../domain/funding/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { runImport } from '../modules/funding/index.ts';

const usage = `usage: npm run funding:import -- --source ${IMPORT_SOURCES.join('|')} FILE_OR_URL`;
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { source: { type: 'string' } } });
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const { positionals, values } = parsed;
const source = values.source as ImportSource | undefined;
if (!source || !IMPORT_SOURCES.includes(source) || positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const origin = positionals[0]!;

const config = loadConfig();
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  console.error(err instanceof DataDirError ? err.message : String(err));
  process.exit(1);
}
const now = () => new Date();
let code: number;
try {
  const { ok, run } = await runImport({ db: database.db, now }, { source, origin, trigger: 'cli' });
  await recordAudit(
    { db: database.db, now },
    {
      actorId: null,
      action: 'funding.import',
      target: run.id,
      outcome: ok ? 'success' : 'failure',
      ip: null,
      details: { via: 'cli', source, status: run.status },
    },
  );
  const out = { status: run.status, source, origin, ...run.report, error: run.error };
  if (ok) console.log(JSON.stringify(out, null, 2));
  else console.error(JSON.stringify(out, null, 2));
  code = ok ? 0 : 1;
} catch (err) {
  console.error(String(err));
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
