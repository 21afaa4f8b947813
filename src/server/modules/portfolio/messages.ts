import type { CellErrorCode, ImportField } from '../../../domain/portfolio/index.ts';

/** The import's cell messages in both languages (the web app has the same under portfolio:import.error.*). */
const MESSAGES: Record<CellErrorCode, { en: string; it: string }> = {
  required: { en: 'A value is required.', it: 'Il valore è obbligatorio.' },
  notANumber: { en: 'Not a number (e.g. 1,234.56 or 1.234,56).', it: 'Non è un numero (es. 1.234,56 o 1,234.56).' },
  negative: { en: 'Must not be negative.', it: 'Non può essere negativo.' },
  notADate: { en: 'Not a date (yyyy-mm-dd, dd/mm/yyyy or an Excel date).', it: 'Non è una data (aaaa-mm-gg, gg/mm/aaaa o data Excel).' },
  unknownIndustry: { en: 'Unknown NACE/ATECO code.', it: 'Codice NACE/ATECO sconosciuto.' },
  unknownRegion: {
    en: 'Unknown region: use a NUTS 2 code (e.g. ITC4) or a country code.',
    it: 'Regione sconosciuta: usa un codice NUTS 2 (es. ITC4) o un codice paese.',
  },
  unknownStage: {
    en: 'Unknown stage (idea, validation, early revenue, growth, expansion).',
    it: 'Fase sconosciuta (idea, validazione, primi ricavi, crescita, espansione).',
  },
  scoreRange: { en: 'Must be between 0 and 100.', it: 'Deve essere tra 0 e 100.' },
  tooLong: { en: 'Too long (at most 200 characters).', it: 'Troppo lungo (al massimo 200 caratteri).' },
  unmappedRequired: { en: 'No column is mapped to this required field.', it: 'Nessuna colonna associata a questo campo obbligatorio.' },
};

export function cellMessage(code: CellErrorCode, field: ImportField, lang: 'en' | 'it'): string {
  const m = MESSAGES[code][lang];
  return code === 'unmappedRequired' ? `${m} (${field})` : m;
}
