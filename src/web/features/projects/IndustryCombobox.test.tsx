import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/i18n.ts';
import { IndustryCombobox } from './IndustryCombobox.tsx';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('projects');
});
afterEach(cleanup);

const seen = { value: '' };
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const onChange = (code: string) => {
    seen.value = code;
    setValue(code);
  };
  return <IndustryCombobox id="industry" label="Industry" value={value} onChange={onChange} />;
}

describe('IndustryCombobox', () => {
  it('searches by words, moves with the arrows and picks with Enter', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Industry' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'computer programming' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    const at = options.findIndex((o) => /^62\.01 /.test(o.textContent ?? ''));
    expect(at).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= at; i++) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[at]?.id ?? null);
    expect(options[at]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(seen.value).toBe('62.01');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('industry-selected').textContent).toContain('62.01 — Computer programming activities');
  });

  it('never offers a section letter, which the API refuses', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'energia' } });
    const codes = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.some((c) => /^[A-U]\s/.test(c))).toBe(false);
  });

  it('typing clears a previous choice; a whole valid code is accepted on leaving the field', () => {
    render(<Harness initial="35.11" />);
    const box = screen.getByRole('combobox');
    expect((box as HTMLInputElement).value).toBe('35.11 — Production of electricity');
    fireEvent.change(box, { target: { value: '86.1' } });
    expect(seen.value).toBe('');
    fireEvent.blur(box);
    expect(seen.value).toBe('86.1');
  });
});
