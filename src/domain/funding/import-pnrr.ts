import type { CatalogueRecord, ParseResult, SkippedRow } from './record.ts';
import { clean, parseAmount, parseDate, parseDelimited, tableOf } from './text-formats.ts';

export const PNRR_LICENCE = 'CC BY 4.0 — Fonte: Italia Domani, Open Data PNRR (MEF)';

const COL = {
  id: 'Numero seriale',
  submeasure: 'Codice Univoco Submisura',
  submeasureName: 'Descrizione Submisura',
  title: 'Titolo Bando o Avviso',
  cig: 'CIG',
  issuer: 'Soggetto emanante',
  pnrrAmount: 'Importo previsto PNRR',
  otherAmount: 'Importo previsto altri fondi',
  opens: 'Data apertura bando',
  closes: 'Data chiusura effettiva bando',
  untilFunds: 'Fino ad esaurimento risorse',
  state: 'Stato del Bando',
  link: 'Link al bando',
  recipients: 'Destinatari del Bando o dell’Avviso',
} as const;
const REQUIRED = [COL.id, COL.submeasure, COL.title, COL.cig, COL.issuer, COL.opens, COL.closes, COL.state, COL.link] as const;
/** Source states that say the call no longer takes applications. */
const CLOSED_STATES = /^(chiuso|aggiudicato|gara deserta|concluso|terminato)/i;
/** A procurement tender, not a funding call: it has a CIG, or its title says it is a tender. */
const TENDER_TITLE = /^(gara|procedura (negoziata|aperta|ristretta))\b/i;

/**
 * Italia Domani's "PNRR Bandi e Avvisi" CSV (`;`, UTF-8 with BOM, Italian numbers, dd/mm/yyyy dates).
 * Procurement tenders in the same file are skipped with their reason; the rest are national calls.
 */
export function parsePnrr(text: string): ParseResult {
  let rows: string[][];
  try {
    rows = parseDelimited(text, ';');
  } catch (err) {
    return { ok: false, error: `not a CSV: ${(err as Error).message}` };
  }
  const table = tableOf(rows, REQUIRED);
  if ('error' in table) return { ok: false, error: table.error };
  const records: CatalogueRecord[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  table.records.forEach((r, i) => {
    const row = i + 1;
    if ((rows[i + 1]?.length ?? 0) !== table.header.length)
      return void skipped.push({ row, reason: `expected ${table.header.length} fields, found ${rows[i + 1]?.length ?? 0}` });
    const id = clean(r[COL.id]);
    const title = clean(r[COL.title]);
    if (!id) return void skipped.push({ row, reason: 'no serial number' });
    if (!title) return void skipped.push({ row, reason: `call ${id}: no title` });
    if (seen.has(id)) return void skipped.push({ row, reason: `call ${id}: duplicate serial number` });
    if (clean(r[COL.cig]))
      return void skipped.push({ row, reason: `call ${id}: procurement tender (CIG ${clean(r[COL.cig])}), not a funding call` });
    if (TENDER_TITLE.test(title)) return void skipped.push({ row, reason: `call ${id}: procurement tender (title), not a funding call` });
    seen.add(id);
    const pnrr = parseAmount(r[COL.pnrrAmount]);
    const other = parseAmount(r[COL.otherAmount]);
    const budget = pnrr === null && other === null ? null : (pnrr ?? 0) + (other ?? 0);
    const recipients = clean(r[COL.recipients]);
    const submeasure = [clean(r[COL.submeasure]), clean(r[COL.submeasureName])].filter(Boolean).join(' ');
    records.push({
      source: 'pnrr',
      sourceRecordId: id,
      title,
      funder: clean(r[COL.issuer]) ?? 'n/d',
      programme: submeasure ? `PNRR ${submeasure}` : 'PNRR',
      description: recipients ? `Destinatari: ${recipients}` : null,
      // The file records no aid form (calls for grants, loans and vouchers are mixed): left as 'other'.
      aidForm: 'other',
      minAmount: null,
      maxAmount: null,
      budget: budget !== null && budget > 0 ? budget : null,
      cofinancingShare: null,
      sizes: [],
      legalForms: recipients ? [recipients] : [],
      sectors: [],
      regions: ['IT'],
      municipalities: [],
      opensAt: parseDate(r[COL.opens]),
      closesAt: parseDate(r[COL.closes]),
      untilFundsRunOut: /^s[iì]$/i.test(r[COL.untilFunds] ?? ''),
      closedBySource: CLOSED_STATES.test(r[COL.state] ?? ''),
      requiredDocuments: [],
      url: clean(r[COL.link]),
      licence: PNRR_LICENCE,
      language: 'it',
    });
  });
  return { ok: true, records, skipped };
}
