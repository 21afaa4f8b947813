import { FIGURE_KEYS, close, findAmounts } from '../../../../domain/documents/index.ts';
import type { FigureKey } from '../../../../domain/documents/index.ts';
import type { AnalysisResult, ExtractedFigure } from './types.ts';

export interface AiConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
}

/** How many characters of the document the model is shown (the first ones, page by page). */
export const AI_MAX_CHARS = 60_000;
export const AI_TIMEOUT_MS = 30_000;

type Part = AnalysisResult['text'][number];

/** Whitespace collapsed, lower case: the form in which a quote is looked for in the text. */
export function normaliseForQuote(s: string): string {
  return s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function cellLines(cells: Readonly<Record<string, string>>): string {
  return Object.entries(cells)
    .map(([a, t]) => `${a}: ${t}`)
    .join('\n');
}

function documentForPrompt(parts: readonly Part[]): string {
  let out = '';
  for (const p of parts) {
    const head = p.page !== undefined ? `=== page ${p.page} ===` : `=== sheet ${p.sheet} ===`;
    const body = p.cells ? cellLines(p.cells) : p.text;
    const chunk = `${head}\n${body}\n`;
    if (out.length + chunk.length > AI_MAX_CHARS) {
      out += chunk.slice(0, Math.max(0, AI_MAX_CHARS - out.length));
      break;
    }
    out += chunk;
  }
  return out;
}

const SYSTEM = [
  'You read business documents (English or Italian) and list their key figures.',
  `Keys: ${FIGURE_KEYS.join(', ')}.`,
  'Answer with JSON only: {"figures":[{"key":"revenue","period":2025,"value":1200000,"currency":"EUR","page":3,"sheet":null,"cell":null,"quote":"..."}]}.',
  'value is in base units (1200000 for "€ 1.2m"; a table headed "(€ \'000)" multiplies by 1000); period is the year or null.',
  'quote must be copied exactly from the document text of that page or sheet, including the number. Do not invent figures.',
].join(' ');

interface RawFigure {
  key?: unknown;
  period?: unknown;
  value?: unknown;
  currency?: unknown;
  page?: unknown;
  sheet?: unknown;
  cell?: unknown;
  quote?: unknown;
}

/** The model's answer as figures, or [] when it is not the JSON asked for. */
function parseAnswer(content: string): RawFigure[] {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return [];
  try {
    const parsed = JSON.parse(content.slice(start, end + 1)) as { figures?: unknown };
    return Array.isArray(parsed.figures) ? (parsed.figures as RawFigure[]) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps a proposed figure only when its quote is in the document's own text on the page or sheet it
 * cites (whitespace-normalised, case-insensitive) and a number in the quote, at some scale (× 1,
 * thousand, million, billion), is the proposed value within 0.5 %. Otherwise the figure is dropped.
 */
export function verifyAiFigure(raw: RawFigure, parts: readonly Part[]): ExtractedFigure | null {
  if (typeof raw.key !== 'string' || !(FIGURE_KEYS as readonly string[]).includes(raw.key)) return null;
  if (typeof raw.value !== 'number' || !Number.isFinite(raw.value)) return null;
  if (typeof raw.quote !== 'string' || raw.quote.trim() === '' || raw.quote.length > 500) return null;
  const period =
    typeof raw.period === 'number' && Number.isInteger(raw.period) && raw.period >= 1900 && raw.period <= 2100 ? raw.period : null;
  const page = typeof raw.page === 'number' && Number.isInteger(raw.page) ? raw.page : undefined;
  const sheet = typeof raw.sheet === 'string' && raw.sheet !== '' ? raw.sheet : undefined;
  const cell = typeof raw.cell === 'string' && /^[A-Z]{1,3}[1-9]\d*$/.test(raw.cell) ? raw.cell : undefined;
  const part =
    page !== undefined ? parts.find((p) => p.page === page) : sheet !== undefined ? parts.find((p) => p.sheet === sheet) : undefined;
  if (!part) return null;
  const quote = normaliseForQuote(raw.quote);
  // a sheet is shown to the model as "B3: 1,200,000" lines, so a quote may use that form too
  const haystacks = [part.text, ...(part.cells ? [Object.values(part.cells).join(' '), cellLines(part.cells)] : [])].map(normaliseForQuote);
  if (!haystacks.some((h) => h.includes(quote))) return null;
  if (sheet !== undefined && cell !== undefined && part.cells?.[cell] === undefined) return null;
  const value = raw.value;
  const numbers = [...findAmounts(raw.quote, 'en'), ...findAmounts(raw.quote, 'it')].map((a) => a.value);
  const consistent = numbers.some((n) =>
    [1, 1e3, 1e6, 1e9].some((m) => close(n * m, value, 0.005) || close(-Math.abs(n) * m, value, 0.005)),
  );
  if (!consistent) return null;
  const currency = typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : null;
  return {
    key: raw.key as FigureKey,
    period,
    value,
    currency: raw.key === 'headcount' ? null : currency,
    source: 'ai',
    citation: { ...(page !== undefined ? { page } : { sheet, ...(cell ? { cell } : {}) }), quote: raw.quote.trim() },
  };
}

export interface AiOutcome {
  readonly figures: ExtractedFigure[];
  readonly status: 'used' | 'failed';
  readonly proposed: number;
  readonly dropped: number;
}

/**
 * Asks an OpenAI-compatible `/chat/completions` for figures and keeps the verified ones. Any failure
 * (network, status, timeout, an answer that is not JSON) gives no figures and status 'failed': the
 * rules' result stands.
 */
export async function aiFigures(parts: readonly Part[], ai: AiConfig, fetchImpl: typeof fetch = fetch): Promise<AiOutcome> {
  try {
    const res = await fetchImpl(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ai.apiKey}` },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: documentForPrompt(parts) },
        ],
      }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
    if (!res.ok) return { figures: [], status: 'failed', proposed: 0, dropped: 0 };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const raw = typeof content === 'string' ? parseAnswer(content) : [];
    const figures = raw.map((r) => verifyAiFigure(r, parts)).filter((f): f is ExtractedFigure => f !== null);
    return { figures, status: 'used', proposed: raw.length, dropped: raw.length - figures.length };
  } catch {
    return { figures: [], status: 'failed', proposed: 0, dropped: 0 };
  }
}
