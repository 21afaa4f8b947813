import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { DropCheck } from './DropCheck.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const R = '22222222-2222-4222-8222-222222222222';
const bytes = new TextEncoder().encode('%PDF-1.7 sealed report bytes');
// Oracle: `printf '%s' '%PDF-1.7 sealed report bytes' | sha256sum` (coreutils), not the code under test.
const published = 'b69e98674194ce2bb5694d76c04577289290454d86cd4caeef12c66320a4f60c';

function serve() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { sha256: string };
      bodies.push(body);
      return new Response(JSON.stringify({ matches: body.sha256 === published }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DropCheck reportId={R} published={published} />
    </QueryClientProvider>,
  );

describe('DropCheck', () => {
  it('hashes the chosen file in the browser and sends only the hash; the same bytes match', async () => {
    const bodies = serve();
    show();
    fireEvent.change(await screen.findByTestId('drop-input'), {
      target: { files: [new File([bytes], 'report.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/report\.pdf matches the sealed report/)).toBeTruthy();
    expect(bodies).toEqual([{ sha256: published }]);
  });

  it('says a file with one changed byte does not match', async () => {
    serve();
    show();
    const changed = bytes.slice();
    changed[3] = changed[3]! ^ 1;
    fireEvent.change(await screen.findByTestId('drop-input'), {
      target: { files: [new File([changed], 'changed.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/changed\.pdf does not match/)).toBeTruthy();
    expect(screen.getByTestId('drop-result').getAttribute('data-matches')).toBe('false');
  });
});
