import { createHash, sign as edSign, verify as edVerify, type KeyObject } from 'node:crypto';
import type { SigningMaterial } from './keys.ts';

export const SIGNATURE_ALGORITHM = 'Ed25519';

export const sha256Hex = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Seals rendered PDF bytes (ADR 0025): an embedded PAdES signature (CMS, ETSI.CAdES.detached) with the
 * platform's certificate, then the SHA-256 of those final bytes and the platform's Ed25519 signature
 * over the 32 bytes of that hash. What is published for verification is of the final signed PDF.
 */
export async function sealPdf(
  pdf: Buffer,
  material: Pick<SigningMaterial, 'p12' | 'p12Password' | 'privateKey'>,
  meta: { issuer: string; contact: string; signingTime: Date },
) {
  // The signing libraries (with node-forge) load on the first seal, not at every process's start.
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }, { SUBFILTER_ETSI_CADES_DETACHED }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
    import('@signpdf/utils'),
  ]);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Sealed report',
    contactInfo: meta.contact,
    name: meta.issuer,
    location: meta.contact,
    signingTime: meta.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16_384,
    appName: 'CapitalReadiness',
  });
  const signer = new P12Signer(material.p12, { passphrase: material.p12Password });
  const bytes = Buffer.from(await new SignPdf().sign(withPlaceholder, signer, meta.signingTime));
  const sha256 = sha256Hex(bytes);
  const signature = edSign(null, Buffer.from(sha256, 'hex'), material.privateKey).toString('base64');
  return { bytes, sha256, signature };
}

/** True when `signature` (base64) is the key's Ed25519 signature over the hash's 32 bytes. */
export function signatureValid(sha256: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return edVerify(null, Buffer.from(sha256, 'hex'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
