// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line),
// each in its own process so one benchmark's heap and JIT state do not colour the next.
// Every benchmark prints its figures as ratios against a baseline measured in the same run.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmark matched');
process.exit(failed === 0 ? 0 : 1);
