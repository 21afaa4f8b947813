import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadDocument, UploadError } from './api.ts';

/** A stand-in for XMLHttpRequest: records the request, then plays progress and an answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 201, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadDocument', () => {
  it('posts the file as multipart field "file" with cookies and the reader\'s language, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: JSON.stringify({ id: 'd1', status: 'queued' }) };
    const progress: number[] = [];
    const file = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    const out = await uploadDocument('p1', file, { language: 'it', onProgress: (f) => progress.push(f) });
    expect(out).toEqual({ id: 'd1', status: 'queued' });
    const x = FakeXhr.last!;
    expect([x.method, x.url, x.withCredentials, x.headers['Accept-Language']]).toEqual(['POST', '/api/projects/p1/documents', true, 'it']);
    expect((x.sent!.get('file') as File).name).toBe('plan.pdf');
    expect(progress).toEqual([0.5, 1]);
  });

  it("a refusal carries the code and the server's (translated) message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 415, body: JSON.stringify({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'Tipo di file non ammesso.' }) };
    const err = await uploadDocument('p1', new File(['MZ'], 'setup.pdf'), { language: 'it', onProgress: () => undefined }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UploadError);
    expect(err).toMatchObject({ status: 415, code: 'FILE_TYPE_NOT_ALLOWED', message: 'Tipo di file non ammesso.' });
  });
});
