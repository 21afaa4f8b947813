/**
 * A workspace logo's bytes checked by what they are, not by what the upload says (ADR 0031): PNG or
 * JPEG by their magic bytes, at most 512 KB, width and height read from the image's own header
 * (PNG IHDR; JPEG start-of-frame) within 16..4,000 pixels.
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4000;

export interface LogoFacts {
  mediaType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): { width: number; height: number } | null {
  // Signature (8), then the first chunk must be IHDR: length (4) 'IHDR' (4) width (4) height (4).
  if (b.length < 33 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG: walk the markers to the first start-of-frame (SOF0..SOF15 but DHT C4, JPG C8, DAC CC). */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + length;
  }
  return null;
}

/** The logo's type and size, or null when it is not an acceptable PNG or JPEG. */
export function inspectLogo(bytes: Buffer): LogoFacts | null {
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) return null;
  let facts: LogoFacts | null = null;
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    const size = pngSize(bytes);
    facts = size ? { mediaType: 'image/png', ...size } : null;
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    facts = size ? { mediaType: 'image/jpeg', ...size } : null;
  }
  if (!facts) return null;
  const ok = (n: number) => Number.isInteger(n) && n >= LOGO_MIN_SIDE && n <= LOGO_MAX_SIDE;
  return ok(facts.width) && ok(facts.height) ? facts : null;
}
