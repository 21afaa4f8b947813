import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OcrTools {
  /** Tesseract languages to use, e.g. "eng+ita" (those of eng and ita that are installed). */
  readonly languages: string;
}

let detected: Promise<OcrTools | null> | null = null;

/**
 * Whether OCR can run here: `pdftoppm` (poppler-utils) and `tesseract` with English or Italian data,
 * detected once per process at run time. Neither is required: without them a scanned PDF is
 * reported as such (`ocr: 'unavailable'`).
 */
export function ocrTools(): Promise<OcrTools | null> {
  detected ??= (async () => {
    try {
      await run('pdftoppm', ['-v']);
      const { stdout, stderr } = await run('tesseract', ['--list-langs']);
      const langs = `${stdout}\n${stderr}`.split(/\s+/);
      const wanted = ['eng', 'ita'].filter((l) => langs.includes(l));
      return wanted.length > 0 ? { languages: wanted.join('+') } : null;
    } catch {
      return null;
    }
  })();
  return detected;
}

/** Text of each page: rendered at 200 dpi in grey, read by tesseract, one page at a time. */
export async function ocrPdfPages(path: string, pages: number, tools: OcrTools): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cr-ocr-'));
  try {
    const out: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const base = join(dir, `p${n}`);
      await run('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', '-f', String(n), '-l', String(n), path, base], {
        timeout: 60_000,
      });
      const { stdout } = await run('tesseract', [`${base}.png`, 'stdout', '-l', tools.languages], {
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      });
      out.push(
        stdout
          .replace(/\f/g, '')
          .replace(/[ \t]+\n/g, '\n')
          .trim(),
      );
      await rm(`${base}.png`, { force: true });
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads a file (kept here so the extractors share one import of fs/promises). */
export function readBytes(path: string): Promise<Uint8Array> {
  return readFile(path);
}
