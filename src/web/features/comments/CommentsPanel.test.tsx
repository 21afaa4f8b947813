import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RELATION_CAPABILITIES } from '../../../domain/access/index.ts';
import type { Comment } from '../../../contract/comments.ts';
import type { ProjectAccessDto } from '../../../contract/workspaces.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { CommentsPanel } from './CommentsPanel.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const P = '11111111-1111-4111-8111-111111111111';
const comment = (id: string, author: Comment['author'], body: string): Comment => ({
  id,
  projectId: P,
  author,
  body,
  createdAt: '2026-03-01T10:00:00.000Z',
});

function serve(answer: (method: string, body: unknown) => Response) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call.method, call.body);
    }),
  );
  return calls;
}

const access = (level: 'owner' | 'grant:read' | 'grant:comment'): ProjectAccessDto => ({
  via: level === 'owner' ? 'member' : 'grant',
  level: level === 'owner' ? 'owner' : level === 'grant:read' ? 'read' : 'comment',
  capabilities: { ...RELATION_CAPABILITIES[level] },
});
const show = (a: ProjectAccessDto) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CommentsPanel project={{ id: P, access: a }} />
    </QueryClientProvider>,
  );

describe('CommentsPanel', () => {
  it('lists the conversation with its authors, an erased one as "Deleted account"; read access gets a note, not a form', async () => {
    serve(() => json([comment('c1', { id: 'u1', name: 'Olivia' }, 'First'), comment('c2', null, 'Second')]));
    show(access('grant:read'));
    const authors = await screen.findAllByTestId('comment-author');
    expect(authors.map((a) => a.textContent)).toEqual(['Olivia', 'Deleted account']);
    expect(screen.getAllByTestId('comment-body').map((b) => b.textContent)).toEqual(['First', 'Second']);
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(screen.getByTestId('comments-read-only')).toBeTruthy();
  });

  it('counts the characters left, posts, clears the field and says so', async () => {
    const calls = serve((method, body) =>
      method === 'POST' ? json(comment('c9', { id: 'u2', name: 'Ivo' }, (body as { body: string }).body), 201) : json([]),
    );
    show(access('grant:comment'));
    await screen.findByTestId('no-comments');
    const field = screen.getByLabelText('Your comment');
    // Oracle: 2000 allowed − 5 typed ("Hello") = 1995, written the English way.
    fireEvent.change(field, { target: { value: 'Hello' } });
    expect(screen.getByTestId('comment-count').textContent).toBe('1,995 characters left.');
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment posted.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: 'Hello' });
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('posts with Ctrl+Enter, while Enter alone stays in the text', async () => {
    const calls = serve((method, body) =>
      method === 'POST' ? json(comment('c9', { id: 'u2', name: 'Ivo' }, (body as { body: string }).body), 201) : json([]),
    );
    show(access('owner'));
    await screen.findByTestId('no-comments');
    const field = screen.getByLabelText('Your comment');
    fireEvent.change(field, { target: { value: 'Two\nlines' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Comment posted.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ body: 'Two\nlines' }]);
  });

  it('shows a refused body next to the field', async () => {
    serve((method) =>
      method === 'POST'
        ? json({ code: 'VALIDATION_FAILED', message: 'invalid', details: { fields: [{ path: 'body', code: 'too_big' }] } }, 400)
        : json([]),
    );
    show(access('owner'));
    await screen.findByTestId('no-comments');
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write between 1 and 2,000 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Your comment').getAttribute('aria-invalid')).toBe('true');
  });
});
