import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { newSelfIssuedP12 } from './keys-p12.ts';

/**
 * The platform's report-signing material (ADR 0025):
 * - an Ed25519 key that signs each sealed report's SHA-256 (REPORT_SIGNING_KEY, a PKCS#8 PEM, or one
 *   generated on first start and kept in `settings`, so every instance sharing the database signs alike);
 * - a P12 (certificate + RSA key) for the PDF's embedded PAdES signature (REPORT_SIGNING_P12 +
 *   REPORT_SIGNING_P12_PASSWORD, or a self-issued certificate generated on first start, kept the same way).
 */
export interface SigningMaterial {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SHA-256 of the public key's SPKI DER, hex: names the key in each report row. */
  keyId: string;
  p12: Buffer;
  p12Password: string;
}

export interface SigningConfig {
  signingKeyPem: string | null;
  p12Path: string | null;
  p12Password: string | null;
}

export function signingConfigFrom(env: NodeJS.ProcessEnv): SigningConfig {
  return {
    signingKeyPem: env.REPORT_SIGNING_KEY?.trim() ? env.REPORT_SIGNING_KEY.replace(/\\n/g, '\n') : null,
    p12Path: env.REPORT_SIGNING_P12?.trim() || null,
    p12Password: env.REPORT_SIGNING_P12_PASSWORD ?? null,
  };
}

async function kept(db: Db, key: string, make: () => string | Promise<string>): Promise<string> {
  const [existing] = await db.select().from(settings).where(eq(settings.key, key));
  if (existing) return existing.value;
  await db
    .insert(settings)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row!.value;
}

const newEd25519 = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The signing material, generated and kept on first use. `makeP12` builds the self-issued certificate
 * (an RSA key generated in JavaScript: seconds of CPU): the app runs it in the CPU worker (ADR 0033).
 */
export async function loadSigningMaterial(
  db: Db,
  config: SigningConfig,
  issuer: string,
  makeP12: (issuer: string) => string | Promise<string> = newSelfIssuedP12,
): Promise<SigningMaterial> {
  const pem = config.signingKeyPem ?? (await kept(db, 'report_signing_key', newEd25519));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('REPORT_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKey = createPublicKey(privateKey);
  const keyId = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
  const p12 = config.p12Path
    ? readFileSync(config.p12Path)
    : Buffer.from(await kept(db, 'report_signing_p12', () => makeP12(issuer)), 'base64');
  return { privateKey, publicKey, keyId, p12, p12Password: config.p12Path ? (config.p12Password ?? '') : '' };
}
