import type { NumberLanguage } from './numbers.ts';
import { sentenceAmounts } from './sentence-amounts.ts';
import { documentCurrency, documentDollar, documentPeso } from './sentence-currency-code.ts';
import { documentContext } from './sentence-period-document.ts';
import type { DocumentDating, SentenceDocument } from './sentence-figure.ts';
import { acceptFileDate, textDating } from './document-date.ts';
import type { FileDate } from './document-date.ts';
import { textDate } from './document-date-text.ts';
import { plainApostrophes } from './sentence-split.ts';

/**
 * What the whole document says that each sentence needs: its current period, date and currency.
 * `date` is one the document is known to carry: the uploader's statement (ADR 0107), which beats
 * everything the text and the file say; `file` is the date the uploaded file carries outside its text
 * (its metadata, else the upload day: ADR 0055), taken where the text gives none and does not
 * contradict it (document-date.ts). `dated` says which date the periods were read against, and whence.
 */
export function sentenceDocument(written: string, date: string | null, lang: NumberLanguage, file?: FileDate | null): SentenceDocument {
  const text = plainApostrophes(written);
  // the text's own date (a dateline, a publication line) beats the file's; the day after the period a
  // release announces is only the earliest it can be, so a file's date that fits the text beats that
  const own = date === null ? textDate(text) : null;
  const stated = own && own.source !== 'period' ? own.date : null;
  const dating = date === null && stated === null && file ? textDating(text) : null;
  const fromFile = dating ? acceptFileDate(dating, file) : null;
  const used: DocumentDating | null = date
    ? { date, source: 'stated' }
    : stated && own
      ? { date: stated, source: own.source }
      : fromFile && file
        ? { date: fromFile, source: file.source }
        : (own ?? null);
  const context = documentContext(text, used?.date ?? null);
  // a text that writes no year takes every year from the file's date: the reviewer is told which date
  const yearFrom = fromFile && dating?.years.length === 0 ? (file as FileDate).source : undefined;
  const currency = documentCurrency(text);
  const dollar = documentDollar(text, currency);
  const peso = documentPeso(text);
  const base = { context, dated: used, ...(yearFrom ? { yearFrom } : {}), ...(dollar ? { dollar } : {}), ...(peso ? { peso } : {}) };
  if (currency) return { ...base, currency, currencyStated: true };
  const counts = new Map<string, number>();
  for (const a of sentenceAmounts(text, lang)) if (a.currency) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return { ...base, currency: top ? top[0] : lang === 'it' ? 'EUR' : null, currencyStated: false };
}
