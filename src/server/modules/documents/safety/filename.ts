/**
 * File names arrive from the user's machine and are shown on screens and sent back in
 * Content-Disposition headers: they are cleaned once, at upload, and the cleaned name is what the
 * database keeps. The stored object is never named by it (ADR 0016).
 */

/** Bidirectional controls (RLO, LRI, …), zero-width marks and the BOM: they can disguise "evil‮fdp.exe" as a PDF. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;
export const FILENAME_MAX_CHARS = 200;

/**
 * The name to store and show: no directories (either slash), no control or bidi characters, NFC,
 * single spaces, no leading dots, at most 200 characters (the extension kept), never empty.
 */
export function sanitizeFilename(raw: string): string {
  let s = raw.normalize('NFC');
  s = s.split(/[\\/]/u).pop() ?? '';
  s = s.replace(CONTROL, '').replace(INVISIBLE, '');
  s = s.replace(/\s+/gu, ' ').trim();
  s = s.replace(/^[.\s]+/u, '');
  const chars = Array.from(s);
  if (chars.length > FILENAME_MAX_CHARS) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(s.slice(dot)) : [];
    const keepExt = ext.length <= 16 ? ext : [];
    s =
      chars
        .slice(0, FILENAME_MAX_CHARS - keepExt.length)
        .join('')
        .trimEnd() + keepExt.join('');
  }
  return s === '' ? 'document' : s;
}

/** The lower-case extension with its dot ('.pdf'), or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * unescaped, which attr-char does not allow. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII fallback (RFC 6266: quoted, no quote, backslash or percent sign, non-ASCII
 * replaced by "_") and the exact name as `filename*` (RFC 5987, UTF-8).
 */
export function contentDisposition(name: string): string {
  const clean = sanitizeFilename(name);
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
}
