import { strFromU8, unzipSync } from 'fflate';
import type { TextPage } from '../../../../domain/documents/index.ts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
}

export interface DocxText {
  readonly pages: TextPage[];
  /** 'breaks': pages follow explicit or last-rendered page breaks; 'single': none, all is page 1. */
  readonly pagination: 'breaks' | 'single';
  /** docProps/core.xml's dcterms:modified, else dcterms:created (ISO 8601), when present; ADR 0055. */
  readonly metadataDate?: string;
}

/**
 * The date a DOCX's core properties give: when it was last saved (its content's date; "created" is
 * kept from the template or the copy it started from), else when it was created.
 */
function coreDate(xml: Uint8Array | undefined): string | undefined {
  if (!xml) return undefined;
  const core = strFromU8(xml);
  const read = (tag: string) => new RegExp(`<dcterms:${tag}\\b[^>]*>\\s*([^<]+?)\\s*</dcterms:${tag}>`).exec(core)?.[1];
  return read('modified') ?? read('created');
}

/**
 * Text of a DOCX by reading word/document.xml (the ZIP was checked at upload). One line per
 * paragraph; a table row is one line with its cells separated by tabs. A new page starts at an
 * explicit page break (`<w:br w:type="page"/>`), a paragraph with `pageBreakBefore`, or a
 * `lastRenderedPageBreak` Word left where it last laid out a page; a break on a page that has no
 * text yet is the same break seen twice and counts once. Headers, footers and notes are not read.
 */
export function extractDocx(bytes: Uint8Array): DocxText {
  const files = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' || f.name === 'docProps/core.xml' });
  const xml = files['word/document.xml'];
  if (!xml) throw new Error('DOCX without word/document.xml');
  const body = strFromU8(xml);
  const pages: string[][] = [[]];
  let line = '';
  let inText = false;
  let tableDepth = 0;
  let breaks = 0;
  const pageHasText = () => (pages[pages.length - 1] as string[]).some((l) => l.trim() !== '') || line.trim() !== '';
  const newPage = () => {
    if (!pageHasText()) return;
    if (line !== '' && tableDepth === 0) {
      (pages[pages.length - 1] as string[]).push(line);
      line = '';
    }
    pages.push([]);
    breaks++;
  };
  const re =
    /<(\/?)(w:p|w:tc|w:tr|w:tbl|w:t|w:tab|w:br|w:cr|w:lastRenderedPageBreak|w:pageBreakBefore)(?=[\s/>])([^>]*?)(\/?)>|([^<]+)|<[^>]*>/g;
  for (const m of body.matchAll(re)) {
    const [, close, tag, attrs = '', selfClose, text] = m;
    if (text !== undefined) {
      if (inText) line += decode(text);
      continue;
    }
    if (!tag) continue;
    if (tag === 'w:t') inText = !close && !selfClose;
    else if (tag === 'w:tab' && !close && !/w:val=/.test(attrs))
      line += '\t'; // a run's tab, not a tab stop
    else if ((tag === 'w:br' || tag === 'w:cr') && !close) {
      if (/w:type="page"/.test(attrs)) newPage();
      else if (tableDepth === 0) {
        (pages[pages.length - 1] as string[]).push(line);
        line = '';
      } else line += ' ';
    } else if (tag === 'w:lastRenderedPageBreak' && !close) newPage();
    else if (tag === 'w:pageBreakBefore' && !close && !/w:val="(0|false|off)"/.test(attrs)) newPage();
    else if (tag === 'w:tbl') tableDepth += close ? -1 : 1;
    else if (tag === 'w:p' && close) {
      if (tableDepth > 0) line += ' ';
      else {
        (pages[pages.length - 1] as string[]).push(line);
        line = '';
      }
    } else if (tag === 'w:tc' && close) line = `${line.trimEnd()}\t`;
    else if (tag === 'w:tr' && close) {
      (pages[pages.length - 1] as string[]).push(line.replace(/[\t ]+$/, ''));
      line = '';
    }
  }
  if (line !== '') (pages[pages.length - 1] as string[]).push(line);
  const made = coreDate(files['docProps/core.xml']);
  return {
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
    pagination: breaks > 0 ? 'breaks' : 'single',
    ...(made ? { metadataDate: made } : {}),
  };
}
