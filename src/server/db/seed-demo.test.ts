import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createAuth } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedSampleProjects } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('creates the four demo accounts and three flagged sample projects, once', async () => {
    const auth = createAuth({ db: t.database.db, config: t.config, secret: 'x'.repeat(32), mailer: { verification: async () => {}, passwordReset: async () => {} } });
    const signUp = (a: { email: string; password: string; name: string; role: string }) => auth.api.signUpEmail({ body: a });
    expect(await seedDemoAccounts(t.database.db, signUp)).toBe(4);
    expect(await seedSampleProjects(t.database.db)).toBe(3);
    expect(await seedDemoAccounts(t.database.db, signUp)).toBe(0);
    expect(await seedSampleProjects(t.database.db)).toBe(0);
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: DEMO_PASSWORD } });
      expect(res.json().user.role).toBe(a.role);
      if (a.role === 'proponent') {
        const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
        const list = (await t.call({ method: 'GET', url: '/api/projects', cookie })).json() as Array<{ title: string; isSample: boolean }>;
        expect(list).toHaveLength(3);
        expect(list.every((p) => p.isSample && p.title.startsWith('Sample'))).toBe(true);
      }
    }
  });
});
