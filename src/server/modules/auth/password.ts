import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

/** Hashes a password with argon2id (Node's built-in), encoded in the PHC string format. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await argon2Async('argon2id', { message: password, nonce, ...ARGON2_PARAMS });
  const { memory: m, passes: t, parallelism: p } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${nonce.toString('base64url')}$${tag.toString('base64url')}`;
}

/** Verifies a password against a PHC argon2id string, in constant time; false for anything malformed. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(hash);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match;
  const want = Buffer.from(expected!, 'base64url');
  const got = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64url'),
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: want.length,
  });
  return got.length === want.length && timingSafeEqual(got, want);
}
