import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EVALUATION_JOB_THRESHOLD } from '../contract/evaluation-runs.ts';
import { observabilityOf, type ObservabilityConfig } from './config-observability.ts';

/** Everything the server reads from its environment, read once, in one place. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Where the embedded database (and later documents) live. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when null the embedded PGlite database under dataDir is used. */
  readonly databaseUrl: string | null;
  /** The origin users reach the app at; decides secure cookies, HSTS and same-origin checks. */
  readonly publicOrigin: string;
  readonly secureCookies: boolean;
  readonly trustProxy: boolean;
  /** Signs session cookies; when absent a random one is generated once and kept in the database. */
  readonly authSecret: string | null;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteHours: number;
  /** Registrations and forgot-password requests per client address per hour (issue 26, ADR 0048). */
  readonly registerPerAddressHour: number;
  readonly forgotPasswordPerAddressHour: number;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly logLevel: string;
  /** The built SPA; served when present. */
  readonly webDist: string;
  /** Seed demo accounts at start (embedded default only unless set explicitly). */
  readonly seedDemo: boolean;
  /** ROLE (ADR 0051): `all` (default) serves HTTP and runs jobs; `web` serves HTTP only; `worker` runs jobs and answers probes. */
  readonly role: Role;
  /** Whether this process migrates at boot: the embedded default and ROLE=all do; web and worker on PostgreSQL never (`npm run migrate`). */
  readonly migrateAtBoot: boolean;
  /** On SIGTERM, how long to keep serving (health 503, Connection: close) before closing. */
  readonly shutdownGraceMs: number;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in may do nothing but set it up. */
  readonly requireAdmin2fa: boolean;
  /** BACKUP_DIR (default DATA_DIR/backups), BACKUP_KEEP (newest kept, default 7), BACKUP_SCHEDULE (daily unless `off`): ADR 0056. */
  readonly backups: { readonly dir: string; readonly keep: number; readonly scheduled: boolean };
  /** DEPENDENCY_AUDIT_FILE: the JSON of the last `npm audit --json` (CI writes it); absent, the readiness check says "not measured". */
  readonly dependencyAuditFile: string | null;
  /** Where uploaded documents are stored: files under DATA_DIR/blobs, or an S3-compatible bucket (issue 12). */
  readonly blobStore:
    | { readonly kind: 'fs'; readonly dir: string }
    | {
        readonly kind: 's3';
        readonly endpoint: string;
        readonly bucket: string;
        readonly region: string;
        readonly accessKeyId: string;
        readonly secretAccessKey: string;
      };
  /** EVALUATION_JOB_THRESHOLD: draws above which an evaluation runs as a job the browser follows (ADR 0058). */
  readonly evaluationJobThreshold: number;
  /** DOCUMENT_MAX_BYTES: the largest file one upload may carry (default 25 MB). */
  readonly documentMaxBytes: number;
  /** Where uploads are streamed to while they are hashed and checked (default: the OS temp dir). */
  readonly uploadTmpDir: string;
  /** CLAMAV_HOST / CLAMAV_PORT: when set, every upload is scanned by clamd before its analysis. */
  readonly clamav: { readonly host: string; readonly port: number } | null;
  /** DB_QUEUE_MAX: past this many statements waiting per database connection (PGlite 1, PostgreSQL the pool), new API requests get 503 SERVER_BUSY (ADR 0034). */
  readonly dbQueueMax: number;
  /** READ_CACHE_BYTES: the read cache's bound (ADR 0045; default 32 MiB, 0 turns it off). */
  readonly readCacheBytes: number;
  /** READ_CACHE_MAX_AGE_MS: the longest an answer is kept even without a write (default 60 s; a bound for anything derived from the clock). */
  readonly readCacheMaxAgeMs: number;
  /** AI_BASE_URL / AI_API_KEY / AI_MODEL: an optional OpenAI-compatible model for the document analysis. */
  readonly ai: { readonly baseUrl: string; readonly apiKey: string; readonly model: string } | null;
  /**
   * WEBHOOK_ALLOWED_HOSTS: comma list of host[:port] an admin allows webhooks to reach although they are
   * private, loopback or plain http (e.g. `127.0.0.1:4000` for a local receiver); none by default (ADR 0041).
   */
  readonly webhookAllowedHosts: readonly string[];
  /** Billing (issue 22): the seller on invoices, the bank-transfer details, and Stripe when STRIPE_SECRET_KEY is set. */
  readonly billing: BillingConfig;
  /** Metrics and traces (issue 26): METRICS_TOKEN, METRICS_PORT, METRICS_HOST, OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly observability: ObservabilityConfig;
}

export interface BillingConfig {
  readonly seller: {
    readonly name: string;
    readonly address: string;
    readonly country: string;
    readonly vatNumber: string;
    readonly taxCode: string;
    readonly email: string;
  };
  /** True when BILLING_SELLER_* were not set: invoices and pro-formas say "example seller". */
  readonly sellerIsExample: boolean;
  readonly bank: { readonly beneficiary: string; readonly iban: string; readonly bic: string };
  /** True when BILLING_IBAN was not set: the pro-forma is marked "example bank details". */
  readonly bankIsExample: boolean;
  readonly stripe: {
    readonly secretKey: string;
    readonly webhookSecret: string;
    readonly prices: Readonly<Record<string, string>>;
    readonly apiBase: string | null;
  } | null;
}

export type Role = 'all' | 'web' | 'worker';

function roleOf(value: string | undefined): Role {
  const v = value?.trim().toLowerCase() || 'all';
  if (v === 'all' || v === 'web' || v === 'worker') return v;
  throw new Error(`ROLE must be all, web or worker, got "${value}"`);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Statements allowed to wait for the database before new API requests are turned away (docs/performance.md). */
export const DEFAULT_DB_QUEUE_MAX = 200;

/** Builds the configuration from environment variables (see the README's configuration table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const publicOrigin = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const url = new URL(publicOrigin);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl,
    publicOrigin: url.origin,
    secureCookies: url.protocol === 'https:',
    trustProxy: bool(env.TRUST_PROXY, false),
    authSecret: env.AUTH_SECRET?.trim() || null,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 60, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    registerPerAddressHour: int(env.REGISTER_PER_ADDRESS_HOUR, 10, 'REGISTER_PER_ADDRESS_HOUR'),
    forgotPasswordPerAddressHour: int(env.FORGOT_PASSWORD_PER_ADDRESS_HOUR, 10, 'FORGOT_PASSWORD_PER_ADDRESS_HOUR'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Capital Readiness <no-reply@localhost>',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    webDist: resolve(env.WEB_DIST?.trim() || 'dist/web'),
    seedDemo: bool(env.SEED_DEMO, databaseUrl === null),
    role: roleOf(env.ROLE),
    migrateAtBoot: databaseUrl === null || roleOf(env.ROLE) === 'all',
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 2000, 'SHUTDOWN_GRACE_MS'),
    requireAdmin2fa: bool(env.REQUIRE_ADMIN_2FA, false),
    blobStore: blobStoreOf(env, resolve(env.DATA_DIR?.trim() || 'data')),
    backups: {
      dir: resolve(env.BACKUP_DIR?.trim() || join(resolve(env.DATA_DIR?.trim() || 'data'), 'backups')),
      keep: Math.max(1, int(env.BACKUP_KEEP, 7, 'BACKUP_KEEP')),
      scheduled: !['off', '0', 'false', 'no'].includes((env.BACKUP_SCHEDULE ?? '').trim().toLowerCase()),
    },
    dependencyAuditFile: env.DEPENDENCY_AUDIT_FILE?.trim() ? resolve(env.DEPENDENCY_AUDIT_FILE.trim()) : null,
    evaluationJobThreshold: int(env.EVALUATION_JOB_THRESHOLD, EVALUATION_JOB_THRESHOLD, 'EVALUATION_JOB_THRESHOLD'),
    documentMaxBytes: int(env.DOCUMENT_MAX_BYTES, 25 * 1024 * 1024, 'DOCUMENT_MAX_BYTES'),
    uploadTmpDir: resolve(env.UPLOAD_TMP_DIR?.trim() || tmpdir()),
    dbQueueMax: int(env.DB_QUEUE_MAX, DEFAULT_DB_QUEUE_MAX, 'DB_QUEUE_MAX'),
    readCacheBytes: int(env.READ_CACHE_BYTES, 32 * 1024 * 1024, 'READ_CACHE_BYTES'),
    readCacheMaxAgeMs: int(env.READ_CACHE_MAX_AGE_MS, 60_000, 'READ_CACHE_MAX_AGE_MS'),
    clamav: env.CLAMAV_HOST?.trim() ? { host: env.CLAMAV_HOST.trim(), port: int(env.CLAMAV_PORT, 3310, 'CLAMAV_PORT') } : null,
    ai:
      env.AI_BASE_URL?.trim() && env.AI_MODEL?.trim()
        ? { baseUrl: env.AI_BASE_URL.trim().replace(/\/+$/, ''), apiKey: env.AI_API_KEY?.trim() ?? '', model: env.AI_MODEL.trim() }
        : null,
    billing: billingOf(env),
    observability: observabilityOf(env),
    webhookAllowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h.length > 0),
  };
}

/** BILLING_* and STRIPE_*: placeholders are clearly labelled as such, never presented as real details. */
function billingOf(env: NodeJS.ProcessEnv): BillingConfig {
  const v = (name: string) => env[name]?.trim() || '';
  const sellerIsExample = !v('BILLING_SELLER_NAME');
  const bankIsExample = !v('BILLING_IBAN');
  const prices: Record<string, string> = {};
  for (const [k, value] of Object.entries(env))
    if (k.startsWith('STRIPE_PRICE_') && value?.trim()) prices[k.slice('STRIPE_PRICE_'.length).toLowerCase()] = value.trim();
  return {
    seller: {
      name: v('BILLING_SELLER_NAME') || 'Example Seller S.r.l. (set BILLING_SELLER_NAME)',
      address: v('BILLING_SELLER_ADDRESS') || 'Via Esempio 1, 00100 Roma RM',
      country: v('BILLING_SELLER_COUNTRY') || 'IT',
      vatNumber: v('BILLING_SELLER_VAT') || 'IT00000000000',
      taxCode: v('BILLING_SELLER_TAX_CODE') || v('BILLING_SELLER_VAT').replace(/^IT/, '') || '00000000000',
      email: v('BILLING_SELLER_EMAIL') || 'billing@example.invalid',
    },
    sellerIsExample,
    bank: {
      beneficiary: v('BILLING_BENEFICIARY') || 'EXAMPLE BENEFICIARY – set BILLING_BENEFICIARY',
      iban: v('BILLING_IBAN') || 'IT00X0000000000000000000000',
      bic: v('BILLING_BIC') || 'EXAMPLEXXXX',
    },
    bankIsExample,
    stripe: v('STRIPE_SECRET_KEY')
      ? { secretKey: v('STRIPE_SECRET_KEY'), webhookSecret: v('STRIPE_WEBHOOK_SECRET'), prices, apiBase: v('STRIPE_API_BASE') || null }
      : null,
  };
}

/** S3 when S3_BUCKET is set (every S3_* variable then required but the endpoint's default region); else files under DATA_DIR/blobs. */
function blobStoreOf(env: NodeJS.ProcessEnv, dataDir: string): Config['blobStore'] {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'fs', dir: join(dataDir, 'blobs') };
  const need = (name: string) => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`${name} must be set when S3_BUCKET is (documents are stored in S3)`);
    return v;
  };
  return {
    kind: 's3',
    endpoint: need('S3_ENDPOINT'),
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
  };
}
