import type { AidFormValue, CatalogueRecord, ParseResult, SizeValue, SkippedRow } from './record.ts';
import { toNuts } from './regions.ts';
import { splitCodes } from './ateco.ts';
import { clean, multiValue, parseAmount, parseDate, parseJsonWithNaN } from './text-formats.ts';

export const INCENTIVI_LICENCE = 'IODL 2.0 — Fonte: Incentivi.gov.it, Ministero delle Imprese e del Made in Italy';

const AID_FORMS: Readonly<Record<string, AidFormValue>> = {
  'Contributo/Fondo perduto': 'grant',
  'Prestito/Anticipo rimborsabile': 'subsidised_loan',
  'Capitale di rischio': 'equity',
  'Interventi a garanzia': 'guarantee',
  'Agevolazione fiscale': 'tax_credit',
};
const SIZES: Readonly<Record<string, SizeValue>> = {
  Microimpresa: 'micro',
  'Piccola Impresa': 'small',
  'Media Impresa': 'medium',
  'Grande Impresa': 'large',
  'Non classificabile/classificato': 'other',
};

/** One aid form for the source's list: the single one named, 'mixed' for several, 'other' for none we know. */
export function aidFormOf(forms: readonly string[]): AidFormValue {
  const known = [...new Set(forms.map((f) => AID_FORMS[f] ?? 'other'))];
  if (known.length === 0) return 'other';
  if (known.length === 1) return known[0]!;
  return 'mixed';
}

const REQUIRED = ['ID_Incentivo', 'Titolo', 'Soggetto_Concedente', 'Forma_agevolazione', 'Regioni'] as const;
const ALL_MUNICIPALITIES = /^t[ui]tti i comuni$/i;

/**
 * The incentivi.gov.it open-data export (JSON array of records; bare NaN tokens; multi-valued
 * fields JSON-encoded inside strings). Field meanings: the portal's open-data page and
 * shared/data/funding/incentivi-gov-it-subset/SOURCE.md.
 */
export function parseIncentivi(text: string): ParseResult {
  let data: unknown;
  try {
    data = parseJsonWithNaN(text);
  } catch (err) {
    return { ok: false, error: `not JSON: ${(err as Error).message}` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'expected a JSON array of incentives' };
  const first = data.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined;
  if (data.length > 0 && (!first || REQUIRED.some((f) => !(f in first)))) {
    return { ok: false, error: `missing fields: ${REQUIRED.filter((f) => !first || !(f in first)).join(', ')}` };
  }
  const records: CatalogueRecord[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  data.forEach((raw, i) => {
    const row = i + 1;
    if (!raw || typeof raw !== 'object') return void skipped.push({ row, reason: 'not an object' });
    const r = raw as Record<string, unknown>;
    const id = clean(r.ID_Incentivo);
    const title = clean(r.Titolo);
    if (!id) return void skipped.push({ row, reason: 'no ID_Incentivo' });
    if (!title) return void skipped.push({ row, reason: `incentive ${id}: no title` });
    if (seen.has(id)) return void skipped.push({ row, reason: `incentive ${id}: duplicate id` });
    seen.add(id);
    const regions = toNuts(multiValue(r.Regioni));
    const minAid = parseAmount(r.Agevolazione_Concedibile_min);
    const maxAid = parseAmount(r.Agevolazione_Concedibile_max);
    const maxCost = parseAmount(r.Spesa_Ammessa_max);
    const note = clean(r.Note_di_apertura_chiusura) ?? '';
    const comuni = clean(r.Comuni) ?? '';
    const closesAt = parseDate(r.Data_chiusura);
    records.push({
      source: 'incentivi',
      sourceRecordId: id,
      title,
      funder: clean(r.Soggetto_Concedente) ?? 'n/d',
      programme: null,
      description: clean(r.Descrizione),
      aidForm: aidFormOf(multiValue(r.Forma_agevolazione)),
      minAmount: minAid !== null && minAid > 0 ? minAid : null,
      // "0" as the maximum means none was published.
      maxAmount: maxAid !== null && maxAid > 0 ? maxAid : null,
      budget: (() => {
        const b = parseAmount(r.Stanziamento_incentivo);
        return b !== null && b > 0 ? b : null;
      })(),
      // Aid intensity: the maximum aid over the maximum eligible cost, only when both are published and it is a share.
      cofinancingShare:
        maxAid && maxCost && maxAid > 0 && maxCost > 0 && maxAid <= maxCost ? Math.round((maxAid / maxCost) * 10_000) / 10_000 : null,
      sizes: [...new Set(multiValue(r.Dimensioni).flatMap((d) => (SIZES[d] ? [SIZES[d]] : [])))].sort(),
      legalForms: multiValue(r.Tipologia_Soggetto),
      sectors: splitCodes(typeof r.Codici_ATECO === 'string' ? r.Codici_ATECO : ''),
      regions: regions.codes,
      municipalities: ALL_MUNICIPALITIES.test(comuni) ? [] : multiValue(comuni),
      opensAt: parseDate(r.Data_apertura),
      closesAt,
      untilFundsRunOut: /esauriment/i.test(note) || (closesAt === null && /sportello/i.test(note)),
      closedBySource: false,
      requiredDocuments: [],
      url: clean(r.Link_istituzionale),
      licence: INCENTIVI_LICENCE,
      language: 'it',
    });
  });
  return { ok: true, records, skipped };
}
