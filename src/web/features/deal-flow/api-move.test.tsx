import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { useMoveCard } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

// Oracle: the order the user made the moves in. The server answers the first move last; the second move must not reach it
// before the first is answered, or the server would record them in the wrong order.
describe('moving a deal card twice in a row', () => {
  it('sends the second move only after the first one is answered, in the order they were made', async () => {
    const sent: string[] = [];
    let answerFirst: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const { stageId } = JSON.parse(String(init?.body)) as { stageId: string };
        sent.push(stageId);
        if (stageId === 'screening') await new Promise<void>((resolve) => (answerFirst = resolve));
        return new Response(JSON.stringify({ id: 'c1', stageId }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMoveCard(), { wrapper });
    act(() => {
      result.current.mutate({ id: 'c1', stageId: 'screening' });
      result.current.mutate({ id: 'c1', stageId: 'due_diligence' });
    });
    await waitFor(() => expect(sent).toEqual(['screening']));
    // the first is still unanswered: the second waits
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual(['screening']);
    act(() => answerFirst?.());
    await waitFor(() => expect(sent).toEqual(['screening', 'due_diligence']));
  });
});
