import { describe, expect, it } from 'vitest';
import { sentenceDocument } from './sentence-document.ts';

// Which date a document's periods are read against, and whence (ADR 0107). Oracle: each text's own
// words and the calendar (a release on its period, with no dateline, is no earlier than the day after
// the period ends). The sentences are invented ("Ferlano").
const BODY = 'Ferlano S.p.A. ha chiuso il terzo trimestre con ricavi pari a 12,4 milioni di euro.';
const read = (text: string, stated: string | null, file: { date: string; source: 'metadata' | 'upload' } | null = null) =>
  sentenceDocument(text, stated, 'it', file).dated;

describe('the date a document is read against', () => {
  it('the uploader’s stated date beats the text’s dateline and the file', () => {
    const text = `Milano, 14 marzo 2024 – ${BODY}`;
    expect(read(text, '2024-05-02', { date: '2024-03-20', source: 'metadata' })).toEqual({ date: '2024-05-02', source: 'stated' });
    expect(read(text, null, { date: '2024-03-20', source: 'metadata' })).toEqual({ date: '2024-03-14', source: 'dateline' });
  });

  it('a publication line, else the file’s metadata, else the upload day', () => {
    expect(read(`Comunicato stampa del 14 marzo 2024. ${BODY}`, null)).toEqual({ date: '2024-03-14', source: 'published' });
    expect(read(BODY, null, { date: '2023-11-08', source: 'metadata' })).toEqual({ date: '2023-11-08', source: 'metadata' });
    expect(read(BODY, null, { date: '2023-12-01', source: 'upload' })).toEqual({ date: '2023-12-01', source: 'upload' });
  });

  it('the period the text announces gives the earliest day it can be; a file that fits the text beats it', () => {
    const text = 'Ferlano S.p.A. ha approvato i risultati al 30 giugno 2024: ricavi pari a 12,4 milioni di euro.';
    expect(read(text, null)).toEqual({ date: '2024-07-01', source: 'period' });
    expect(read(text, null, { date: '2024-09-12', source: 'metadata' })).toEqual({ date: '2024-09-12', source: 'metadata' });
  });

  it('none: no date in the text, no file, none stated', () => {
    expect(read(BODY, null)).toBeNull();
  });
});
