/**
 * Lenient readers for what the open-data files actually contain: JSON with bare NaN tokens,
 * delimiter-separated values with quoted fields, Italian-formatted numbers and dates.
 */

/**
 * JSON.parse after turning bare NaN / Infinity / -Infinity tokens (outside strings) into null.
 * incentivi.gov.it's export writes NaN for missing dates, which strict JSON refuses.
 */
export function parseJsonWithNaN(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
    } else if (text.startsWith('NaN', i)) {
      out += 'null';
      i += 2;
    } else if (text.startsWith('-Infinity', i)) {
      out += 'null';
      i += 8;
    } else if (text.startsWith('Infinity', i)) {
      out += 'null';
      i += 7;
    } else out += ch;
  }
  return JSON.parse(out);
}

/** A multi-valued field: a JSON-encoded list inside a string ("[\"Lazio\"]"), an actual list, or a `;`-separated text. */
export function multiValue(v: unknown): string[] {
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
  if (typeof v !== 'string') return [];
  const s = v.trim();
  if (!s) return [];
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map((x) => String(x).trim()).filter(Boolean);
    } catch {
      // not JSON after all: fall through to the separator
    }
  }
  return s
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * RFC 4180 records with a chosen delimiter: quoted fields may hold delimiters, newlines and doubled
 * quotes. A leading byte-order mark is dropped. Blank lines are skipped.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
    field = '';
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n') endRow();
    else if (ch !== '\r') field += ch;
    i++;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows as objects keyed by the (trimmed) header; checks that the required columns are there. */
export function tableOf(
  rows: string[][],
  required: readonly string[],
): { header: string[]; records: Record<string, string>[] } | { error: string } {
  const header = (rows[0] ?? []).map((h) => h.trim());
  const missing = required.filter((c) => !header.includes(c));
  if (rows.length === 0) return { error: 'empty file' };
  if (missing.length > 0) return { error: `missing columns: ${missing.join(', ')}` };
  const records = rows.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
  return { header, records };
}

/**
 * An amount as the files write it: "47480", "47479.88", "68196721,31", "1.234.567,89", 1000000.0.
 * Blank, "N/A" and non-numbers are null.
 */
export function parseAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  let s = v.trim().replace(/[€\s]/g, '');
  if (!s || !/^-?[\d.,]+$/.test(s)) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3}){2,}$/.test(s)) s = s.replace(/\./g, '');
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** "2025-01-01T00:00:00", "2025-01-01" or "10/02/2023" → "2025-01-01"; anything else null. */
export function parseDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return valid(m[1]!, m[2]!, m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return valid(m[3]!, m[2]!.padStart(2, '0'), m[1]!.padStart(2, '0'));
  return null;
}

function valid(y: string, mo: string, d: string): string | null {
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Collapses whitespace; null when empty. */
export function clean(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s ? s : null;
}
