import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/i18n.ts';
import { ReadOnlyPlan, ReadOnlyPlanLink } from './ReadOnlyPlan.tsx';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('projects');
});
afterEach(cleanup);

const show = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('the read-only mark of a project (issue 22)', () => {
  it('above the plan limit: says so, with the server’s upgrade link', () => {
    show(
      <ReadOnlyPlan
        full
        project={{ readOnlyReason: 'plan_limit', upgradeUrl: '/quick-checkout?plan=business_monthly&returnTo=%2Fprojects%2Fp1' }}
      />,
    );
    expect(screen.getByTestId('read-only-badge').textContent).toBe('Read-only (plan limit)');
    expect(screen.getByTestId('read-only-upgrade').getAttribute('href')).toBe(
      '/quick-checkout?plan=business_monthly&returnTo=%2Fprojects%2Fp1',
    );
  });

  it('a team member beyond the plan’s seats: the reason is the seats, the way up Enterprise', () => {
    show(
      <ReadOnlyPlanLink
        project={{ readOnlyReason: 'team_seats', upgradeUrl: '/quick-checkout?plan=enterprise&returnTo=%2Fprojects%2Fp1' }}
      />,
    );
    expect(screen.getByTestId('read-only-badge').textContent).toBe('Read-only (team seats)');
    expect(screen.getByRole('link', { name: 'Ask the owner to move to Enterprise' }).getAttribute('href')).toBe(
      '/quick-checkout?plan=enterprise&returnTo=%2Fprojects%2Fp1',
    );
  });

  it('an editable project carries no mark', () => {
    const { container } = show(<ReadOnlyPlan full project={{ readOnlyReason: null, upgradeUrl: null }} />);
    expect(container.textContent).toBe('');
  });
});
