import type { CatalogueRecord, ParseResult, SkippedRow } from './record.ts';
import { clean, parseAmount, parseDate, parseDelimited, parseJsonWithNaN, tableOf } from './text-formats.ts';

export const PADIGITALE_LICENCE = 'CC BY 4.0 — Dati PNRR PADigitale2026 Copyright (c) Dipartimento per la trasformazione digitale';
const FUNDER = 'Presidenza del Consiglio dei Ministri – Dipartimento per la trasformazione digitale';
const PORTAL = 'https://padigitale2026.gov.it/';
const REQUIRED = [
  'titolo',
  'misura',
  'data_inizio_bando',
  'data_fine_bando',
  'stato',
  'totale_importo_stanziato',
  'soggetti_destinatari',
] as const;

interface Notice {
  title: string | null;
  measure: string | null;
  description: string | null;
  opens: unknown;
  closes: unknown;
  state: unknown;
  amount: unknown;
  recipients: string[];
}

/**
 * PA digitale 2026 notices: the open-data `avvisi.csv`, the same rows as `avvisi.json`, or the older
 * detailed extract (`id`, `name`, `startDate`, … `beneficiari`). The notice's title is its key (the
 * CSV has no id; the detailed extract's `name` is the same title), so the formats update one record.
 * The notices are PNRR Mission 1 lump-sum grants to public administrations, all of Italy.
 */
export function parsePadigitale(text: string): ParseResult {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  let notices: Notice[];
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = parseJsonWithNaN(trimmed);
    } catch (err) {
      return { ok: false, error: `not JSON: ${(err as Error).message}` };
    }
    if (!Array.isArray(data)) return { ok: false, error: 'expected a JSON array of notices' };
    const first = (data[0] ?? {}) as Record<string, unknown>;
    if (data.length > 0 && 'titolo' in first) {
      const missing = REQUIRED.filter((f) => !(f in first));
      if (missing.length) return { ok: false, error: `missing fields: ${missing.join(', ')}` };
      notices = data.map((r: Record<string, unknown>) => fromFlat(r));
    } else if (data.length > 0 && 'name' in first && 'startDate' in first) {
      notices = data.map((r: Record<string, unknown>) => ({
        title: clean(r.name),
        measure: clean(r.misura),
        description: clean(r.oggettoBando),
        opens: r.startDate,
        closes: r.endDate,
        state: r.status,
        amount: r.totalProgramAmount ?? r.fondiDisponibili,
        recipients: Array.isArray(r.beneficiari) ? r.beneficiari.map(String) : [],
      }));
    } else if (data.length === 0) notices = [];
    else return { ok: false, error: 'unknown notice fields (expected titolo… or name/startDate…)' };
  } else {
    let rows: string[][];
    try {
      rows = parseDelimited(trimmed, ',');
    } catch (err) {
      return { ok: false, error: `not a CSV: ${(err as Error).message}` };
    }
    const table = tableOf(rows, REQUIRED);
    if ('error' in table) return { ok: false, error: table.error };
    notices = table.records.map(fromFlat);
  }
  const records: CatalogueRecord[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  notices.forEach((n, i) => {
    const row = i + 1;
    if (!n.title) return void skipped.push({ row, reason: 'no title' });
    if (seen.has(n.title)) return void skipped.push({ row, reason: `"${n.title}": duplicate title` });
    seen.add(n.title);
    const amount = parseAmount(n.amount);
    records.push({
      source: 'padigitale',
      sourceRecordId: n.title,
      title: n.title,
      funder: FUNDER,
      programme: n.measure ? `PNRR M1 – ${n.measure}` : 'PNRR M1',
      description: n.description,
      aidForm: 'grant',
      minAmount: null,
      maxAmount: null,
      budget: amount !== null && amount > 0 ? amount : null,
      cofinancingShare: null,
      sizes: ['other'],
      legalForms: n.recipients,
      sectors: [],
      regions: ['IT'],
      municipalities: [],
      opensAt: parseDate(n.opens),
      closesAt: parseDate(n.closes),
      untilFundsRunOut: false,
      closedBySource: /^terminat/i.test(String(n.state ?? '')),
      requiredDocuments: [],
      url: PORTAL,
      licence: PADIGITALE_LICENCE,
      language: 'it',
    });
  });
  return { ok: true, records, skipped };
}

function fromFlat(r: Record<string, unknown>): Notice {
  return {
    title: clean(r.titolo),
    measure: clean(r.misura),
    description: null,
    opens: r.data_inizio_bando,
    closes: r.data_fine_bando,
    state: r.stato,
    amount: r.totale_importo_stanziato,
    recipients: String(r.soggetti_destinatari ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
