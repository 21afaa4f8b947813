import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDealQuery } from './useDealQuery.ts';

// The e2e walk (deal-flow-views.spec.ts) lost mode=list on a loaded machine: List was clicked, then a ticket typed
// before the next render, and the second write started from the address of the last render.
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/deal-flow?pipeline=p1']}>{children}</MemoryRouter>
);

describe('the deal flow address', () => {
  it('keeps both of two writes made before the next render (mode, then a filter)', () => {
    const { result } = renderHook(() => ({ q: useDealQuery(), location: useLocation() }), { wrapper });
    act(() => {
      result.current.q.setMode('list');
      result.current.q.setFilters({ ticketMin: 500_000 });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('mode')).toBe('list');
    expect(params.get('ticketMin')).toBe('500000');
    expect(params.get('pipeline')).toBe('p1');
    expect(result.current.q.mode).toBe('list');
    expect(result.current.q.filters.ticketMin).toBe(500_000);
  });

  it("keeps both when the two writes come from two users of the hook (the page's List button, the filters' ticket)", () => {
    const { result } = renderHook(() => ({ page: useDealQuery(), filters: useDealQuery(), location: useLocation() }), { wrapper });
    act(() => {
      result.current.page.setMode('list');
      result.current.filters.setFilters({ ticketMin: 500_000 });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('mode')).toBe('list');
    expect(params.get('ticketMin')).toBe('500000');
    expect(params.get('pipeline')).toBe('p1');
  });

  it('does not bring back a landed write when Back returns to the address it started from', () => {
    const { result } = renderHook(() => ({ q: useDealQuery(), location: useLocation(), navigate: useNavigate() }), { wrapper });
    act(() => result.current.q.apply({ stage: 's1' }, 'list')); // a saved view applied: a new history entry
    act(() => void result.current.navigate(-1)); // Back, to the address the view was applied on
    act(() => result.current.q.setFilters({ ticketMin: 1_000 }));
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('mode')).toBeNull();
    expect(params.get('stage')).toBeNull();
    expect(params.get('ticketMin')).toBe('1000');
  });
});
