import { createHash } from 'node:crypto';
import { canonicalRecord, type CatalogueRecord } from '../../../../domain/funding/index.ts';

/** A record's content hash: an import compares it with the stored one to tell unchanged from updated. */
export const hashRecord = (r: CatalogueRecord) => createHash('sha256').update(canonicalRecord(r)).digest('hex');
