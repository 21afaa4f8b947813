/**
 * The catalogue's normalised record (issue 14): what every importer produces and the database
 * stores, one call per record. The literal lists mirror src/contract/funding.ts (the domain imports
 * nothing outside itself; the contract's types are the same unions).
 */
export const AID_FORM_VALUES = ['grant', 'subsidised_loan', 'guarantee', 'equity', 'tax_credit', 'mixed', 'other'] as const;
export type AidFormValue = (typeof AID_FORM_VALUES)[number];
export const SIZE_VALUES = ['micro', 'small', 'medium', 'large', 'other'] as const;
export type SizeValue = (typeof SIZE_VALUES)[number];
export const SOURCE_VALUES = ['incentivi', 'pnrr', 'padigitale', 'curated'] as const;
export type SourceValue = (typeof SOURCE_VALUES)[number];

export interface CatalogueRecord {
  source: SourceValue;
  /** Stable id in the source: with `source`, the key an import matches on. */
  sourceRecordId: string;
  title: string;
  funder: string;
  programme: string | null;
  description: string | null;
  aidForm: AidFormValue;
  /** Aid per applicant (EUR), when published. */
  minAmount: number | null;
  maxAmount: number | null;
  /** The call's total allocation (EUR), when published. */
  budget: number | null;
  cofinancingShare: number | null;
  sizes: SizeValue[];
  legalForms: string[];
  /** ATECO/NACE codes as published (e.g. "62.01", "01"). */
  sectors: string[];
  /** NUTS codes; IT = all of Italy; empty = no restriction published. */
  regions: string[];
  municipalities: string[];
  opensAt: string | null;
  closesAt: string | null;
  untilFundsRunOut: boolean;
  /** The source itself says the call is closed (e.g. PA digitale's TERMINATO), whatever the dates say. */
  closedBySource: boolean;
  requiredDocuments: string[];
  url: string | null;
  licence: string | null;
  language: 'it' | 'en';
}

/** The fields compared between imports (everything but the key). */
export const RECORD_FIELDS = [
  'title',
  'funder',
  'programme',
  'description',
  'aidForm',
  'minAmount',
  'maxAmount',
  'budget',
  'cofinancingShare',
  'sizes',
  'legalForms',
  'sectors',
  'regions',
  'municipalities',
  'opensAt',
  'closesAt',
  'untilFundsRunOut',
  'closedBySource',
  'requiredDocuments',
  'url',
  'licence',
  'language',
] as const satisfies readonly (keyof CatalogueRecord)[];
export type RecordField = (typeof RECORD_FIELDS)[number];

/** One canonical text per record (fixed key order, lists as given): its hash is the idempotency check. */
export function canonicalRecord(r: CatalogueRecord): string {
  return JSON.stringify([r.source, r.sourceRecordId, ...RECORD_FIELDS.map((f) => r[f] ?? null)]);
}

/** The fields whose values differ between two versions of a record. */
export function changedFields(before: Pick<CatalogueRecord, RecordField>, after: Pick<CatalogueRecord, RecordField>): RecordField[] {
  return RECORD_FIELDS.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
}

export interface SkippedRow {
  /** 1-based record number in the file (a CSV's header is row 0). */
  row: number;
  reason: string;
}

/** A parser's answer: the records and the rows it skipped, or a malformed file (nothing is imported). */
export type ParseResult = { ok: true; records: CatalogueRecord[]; skipped: SkippedRow[] } | { ok: false; error: string };
