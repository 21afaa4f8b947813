// npm run audit:verify — walks the audit chain; exit 0 when intact, 1 with the first broken link.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyAuditChain } from '../modules/audit/index.ts';

const database = await openDatabase(loadConfig()).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  const result = await verifyAuditChain({ db: database.db });
  if (result.ok) {
    console.log(`audit chain intact: ${result.checked} entries verified`);
  } else {
    console.error(
      `audit chain BROKEN at seq ${result.firstBroken!.seq} (${result.firstBroken!.reason}); ${result.checked} entries verified before it`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
