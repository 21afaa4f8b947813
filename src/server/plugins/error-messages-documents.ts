import type { FileUnsafeReason } from '../../contract/constants.ts';

/** Uploads' and documents' error codes: status and English/Italian message, merged into error-messages.ts. */
export const DOCUMENTS_STATUS = {
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_UNSAFE: 422,
  FILE_EMPTY: 400,
  STORAGE_QUOTA_EXCEEDED: 413,
  DOCUMENT_NOT_FOUND: 404,
  DOCUMENT_NOT_READY: 409,
  DOCUMENT_QUARANTINED: 409,
  DOCUMENT_NOT_FAILED: 409,
  FIGURE_NOT_FOUND: 404,
} as const;

export const DOCUMENTS_MESSAGES: Readonly<Record<keyof typeof DOCUMENTS_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  FILE_TOO_LARGE: {
    en: 'This file is larger than the limit for one upload.',
    it: 'Questo file supera il limite per un singolo caricamento.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    en: 'Upload a PDF, DOCX, XLSX or CSV file whose content matches its extension.',
    it: 'Carica un file PDF, DOCX, XLSX o CSV il cui contenuto corrisponda alla sua estensione.',
  },
  FILE_UNSAFE: {
    en: 'This file was refused because it could be unsafe.',
    it: 'Questo file è stato rifiutato perché potrebbe non essere sicuro.',
  },
  FILE_EMPTY: { en: 'This file is empty.', it: 'Questo file è vuoto.' },
  STORAGE_QUOTA_EXCEEDED: {
    en: 'Your plan’s document storage is full. Delete documents or upgrade to upload more.',
    it: 'Lo spazio per i documenti del tuo piano è esaurito. Elimina dei documenti o passa a un piano superiore per caricarne altri.',
  },
  DOCUMENT_NOT_FOUND: { en: 'Document not found.', it: 'Documento non trovato.' },
  DOCUMENT_NOT_READY: { en: 'This document has not been analysed yet.', it: 'Questo documento non è ancora stato analizzato.' },
  DOCUMENT_QUARANTINED: {
    en: 'This document was quarantined by the virus scan: it cannot be downloaded or read again.',
    it: 'Questo documento è stato messo in quarantena dalla scansione antivirus: non può essere scaricato né letto di nuovo.',
  },
  DOCUMENT_NOT_FAILED: {
    en: 'Only a document whose analysis failed can be retried.',
    it: 'Si può ritentare solo un documento la cui analisi non è riuscita.',
  },
  FIGURE_NOT_FOUND: { en: 'Figure not found.', it: 'Dato non trovato.' },
};

/** FILE_UNSAFE names its reason: the message says which check refused the file. */
export const FILE_UNSAFE_REASONS: Readonly<Record<FileUnsafeReason, Readonly<Record<'en' | 'it', string>>>> = {
  archive_too_many_entries: {
    en: 'This file was refused: the document archive holds too many parts.',
    it: 'Questo file è stato rifiutato: l’archivio del documento contiene troppe parti.',
  },
  archive_too_large: {
    en: 'This file was refused: it would expand to far more data than a document holds.',
    it: 'Questo file è stato rifiutato: una volta espanso occuperebbe molti più dati di un documento.',
  },
  archive_ratio: {
    en: 'This file was refused: a part of it is compressed suspiciously well (an archive bomb).',
    it: 'Questo file è stato rifiutato: una sua parte è compressa in modo sospetto (una bomba di compressione).',
  },
  archive_path: {
    en: 'This file was refused: it names parts outside the document (absolute or "..").',
    it: 'Questo file è stato rifiutato: contiene parti con percorsi esterni al documento (assoluti o "..").',
  },
  archive_corrupt: {
    en: 'This file was refused: the document archive is damaged.',
    it: 'Questo file è stato rifiutato: l’archivio del documento è danneggiato.',
  },
  macros: {
    en: 'This file was refused: it contains macros. Save it without macros (as .docx or .xlsx) and upload it again.',
    it: 'Questo file è stato rifiutato: contiene macro. Salvalo senza macro (come .docx o .xlsx) e caricalo di nuovo.',
  },
  encrypted: {
    en: 'This file was refused: it is protected by a password. Remove the password and upload it again.',
    it: 'Questo file è stato rifiutato: è protetto da password. Rimuovi la password e caricalo di nuovo.',
  },
};
