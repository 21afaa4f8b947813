import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setupI18n } from '../test/i18n.ts';
import { RealizationStatusBadge } from './realization-status.tsx';

beforeAll(setupI18n);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('a realization status in the reader language', () => {
  const detail = { code: 'at_risk' as const, items: ['Turbine order'], dueSoon: ['Permit filing'] };

  it('words the reason from its code and items in English', async () => {
    render(<RealizationStatusBadge status="at_risk" reason={detail} />);
    expect((await screen.findByTestId('realization-status')).textContent).toContain(
      'At risk — over budget (within 10 %): Turbine order; not started, ending within 7 days: Permit filing',
    );
  });

  it('and in Italian on an Italian screen, with no English left (the server once sent only an English sentence)', async () => {
    await i18n.changeLanguage('it');
    render(<RealizationStatusBadge status="late" reason={{ code: 'overdue', items: ['Collaudo'], dueSoon: [] }} />);
    const text = (await screen.findByTestId('realization-status')).textContent!;
    expect(text).toContain('Oltre la data di fine e non conclusi: Collaudo');
    expect(text).not.toMatch(/Past its end|Delivery/);
  });
});
