import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, openSecret, otpauthUri, sealSecret, totp } from './totp.ts';

// Oracle: RFC 6238 Appendix B, the published test vectors (8 digits; seeds are ASCII "1234567890"
// repeated to 20, 32 and 64 bytes for SHA-1, SHA-256 and SHA-512).
const SEED1 = Buffer.from('12345678901234567890');
const SEED256 = Buffer.from('12345678901234567890123456789012');
const SEED512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');
const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at T=%i gives the Appendix B codes', (t, sha1, sha256, sha512) => {
    expect(totp(SEED1, t, 8)).toBe(sha1);
    expect(totp(SEED256, t, 8, 'sha256')).toBe(sha256);
    expect(totp(SEED512, t, 8, 'sha512')).toBe(sha512);
  });

  it('HOTP matches RFC 4226 Appendix D (counters 0 to 9)', () => {
    const want = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(want.map((_, i) => hotp(SEED1, i))).toEqual(want);
  });

  it('accepts one step of drift either way, refuses two, and never the same step twice', () => {
    const t = 1_800_000_000; // step 60_000_000 exactly
    const code = totp(SEED1, t);
    expect(matchStep(SEED1, code, t, null)).toBe(60_000_000);
    expect(matchStep(SEED1, code, t + 30, null)).toBe(60_000_000);
    expect(matchStep(SEED1, code, t - 30, null)).toBe(60_000_000);
    expect(matchStep(SEED1, code, t + 60, null)).toBeNull();
    expect(matchStep(SEED1, code, t, 60_000_000)).toBeNull();
    expect(matchStep(SEED1, 'abcdef', t, null)).toBeNull();
  });

  it('base32 round-trips (RFC 4648 section 10: "foobar" is MZXW6YTBOI)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEED1))).toEqual(SEED1);
  });

  it('seals the secret so that only the same auth secret opens it', () => {
    const sealed = sealSecret(SEED1, 'one secret that is long enough');
    expect(sealed).not.toContain(base32Encode(SEED1));
    expect(openSecret(sealed, 'one secret that is long enough')).toEqual(SEED1);
    expect(() => openSecret(sealed, 'another secret')).toThrow();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ada@example.com')).toBe(
      'otpauth://totp/Capital%20Readiness%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Capital+Readiness&algorithm=SHA1&digits=6&period=30',
    );
  });
});
