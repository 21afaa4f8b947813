// npm run admin -- create --email E --password P [--username U]
// Creates an admin account, or promotes an existing account to admin (its password is then kept).
// Works on whichever database the environment configures (DATA_DIR's PGlite or DATABASE_URL);
// on PGlite the server must be stopped first, since the data directory is locked.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirError } from '../db/data-dir.ts';
import { ensureAuthSecret } from '../db/secret.ts';
import { users } from '../db/schema/index.ts';
import { createAuth } from '../modules/auth/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { enqueueMail } from '../modules/outbox/index.ts';
import { authMailer } from '../mail-templates.ts';
import { PASSWORD_MIN_LENGTH } from '../../contract/auth.ts';

const usage = 'usage: npm run admin -- create --email E --password P [--username NAME]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
});
if (positionals[0] !== 'create' || !values.email) {
  console.error(usage);
  process.exit(2);
}
const email = values.email.trim().toLowerCase();
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(`"${values.email}" is not an e-mail address.\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  console.error(err instanceof DataDirError ? err.message : String(err));
  process.exit(1);
}
const { db } = database;
const now = () => new Date();
try {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db.update(users).set({ role: 'admin', updatedAt: now() }).where(eq(users.id, existing.id));
    await recordAudit(
      { db, now },
      { actorId: null, action: 'admin.promote', target: existing.id, outcome: 'success', ip: null, details: { via: 'cli' } },
    );
    console.log(`${email} is now an admin (existing account; its password is unchanged).`);
  } else {
    const password = values.password ?? '';
    if (password.length < PASSWORD_MIN_LENGTH) {
      console.error(`A new account needs --password of at least ${PASSWORD_MIN_LENGTH} characters.`);
      process.exit(2);
    }
    const auth = createAuth({
      db,
      config,
      secret: await ensureAuthSecret(db, config.authSecret),
      mailer: authMailer((m) => enqueueMail({ db, now, transport: null }, m)),
    });
    const res = await auth.api.signUpEmail({ body: { email, password, name: values.username ?? email.split('@')[0]!, role: 'proponent' } });
    await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, res.user.id));
    await recordAudit(
      { db, now },
      { actorId: null, action: 'admin.create', target: res.user.id, outcome: 'success', ip: null, details: { via: 'cli' } },
    );
    console.log(`Admin account ${email} created.`);
  }
} finally {
  await database.close();
}
