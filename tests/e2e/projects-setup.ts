// Helpers shared by projects.spec.ts and projects-views.spec.ts.
import type { Page } from '@playwright/test';
import { registerUser, signIn } from './support/fixtures.ts';

/** The first assertion after a full page load waits for the page's code and strings on a busy machine. */
export const FIRST_LOAD = { timeout: 15_000 };

export const minimal = (title: string) => ({
  title,
  industry: '35.11',
  targetMarket: 'Italian utilities',
  estimatedBudget: 2_500_000,
  country: 'IT',
});

export async function newProponent(page: Page) {
  const account = await registerUser(page.request, 'proponent');
  await signIn(page, account);
  return account;
}
