import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: SHA-1, 30-second steps, 6 digits, which
 * every authenticator app accepts. better-auth's twoFactor plugin was not used: it answers through
 * its own HTTP cookies (not mounted here, ADR 0003) and keeps recovery codes encrypted, not hashed.
 */
export const TOTP = { stepSeconds: 30, digits: 6, window: 1 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 section 5.3: HMAC over the 8-byte counter, dynamic truncation, modulo 10^digits. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP.digits, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (unixSeconds: number) => Math.floor(unixSeconds / TOTP.stepSeconds);

export function totp(
  key: Buffer,
  unixSeconds: number,
  digits: number = TOTP.digits,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  return hotp(key, stepAt(unixSeconds), digits, algorithm);
}

/**
 * The step a 6-digit code matches, within ±1 step of now (clock drift), or null. Steps at or before
 * `lastStep` never match: a code is good once.
 */
export function matchStep(key: Buffer, code: string, unixSeconds: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(unixSeconds);
  for (let d = -TOTP.window; d <= TOTP.window; d += 1) {
    const step = now + d;
    if (lastStep !== null && step <= lastStep) continue;
    const want = Buffer.from(hotp(key, step));
    if (timingSafeEqual(want, Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read (Key Uri Format). */
export function otpauthUri(secretBase32: string, account: string, issuer = 'Capital Readiness'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}

/** A new 160-bit secret (RFC 4226 recommends 160 bits). */
export const newSecret = () => randomBytes(20);

/** Ten recovery codes like "k7mq-2xfp-9rtd" (60 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'capital-readiness', 'totp-secret-v1', 32));
}

/** Encrypts the TOTP secret at rest (AES-256-GCM): a copy of the database alone does not give codes. */
export function sealSecret(plain: Buffer, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

export function openSecret(sealed: string, authSecret: string): Buffer {
  const [v, iv, body, tag] = sealed.split('.');
  if (v !== 'v1' || !iv || !body || !tag) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
