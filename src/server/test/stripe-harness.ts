import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/** The app on the `stripe` driver against the local fake; webhooks signed with the SDK's own test-header helper. */
export const STRIPE_TEST_SECRET = 'whsec_test_billing';

export type StripeHarness = {
  t: TestApp;
  fake: FakeStripe;
  event: (type: string, object: object, id?: string) => { id: string; type: string; data: { object: Record<string, unknown> } };
  deliver: (e: object, secret?: string) => ReturnType<TestApp['call']>;
  tierOf: (userId: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function stripeHarness(): Promise<StripeHarness> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  const signer = new Stripe('sk_test_fake');
  let eventSeq = 0;
  const event: StripeHarness['event'] = (type, object, id = `evt_${++eventSeq}`) =>
    ({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } }) as never;
  const deliver: StripeHarness['deliver'] = (e, secret = STRIPE_TEST_SECRET) => {
    const payload = JSON.stringify(e);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.call({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      origin: null,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };
  const tierOf = async (id: string) =>
    (await t.database.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id)))[0]!.tier;
  return {
    t,
    fake,
    event,
    deliver,
    tierOf,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
