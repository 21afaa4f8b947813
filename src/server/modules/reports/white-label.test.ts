import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { solidPng } from '../../../../tests/fixtures/images.ts';
import { inspectLogo } from '../workspaces/logo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, ...(who ? { cookie: who.cookie } : {}), payload, headers: { 'accept-language': lang } });
const has = (tool: string) => spawnSync(tool, ['-v']).error === undefined;
const work = mkdtempSync(join(tmpdir(), 'white-label-test-'));
const setTier = (u: Person, tier: 'free' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));
const b64 = (b: Buffer) => b.toString('base64');

async function evaluatedProjectIn(owner: Person, workspaceId?: string) {
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Lumen',
    industry: '35.11',
    targetMarket: 'EU utilities',
    estimatedBudget: 1_000_000,
    ...(workspaceId ? { workspaceId } : {}),
  });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().id as string;
  expect((await call(owner, 'POST', `/api/projects/${id}/evaluations`, { iterations: 1_000, seed: 3 })).statusCode).toBe(201);
  return id;
}

/** pdfimages -list: one line per embedded image after the two header lines. */
const imagesIn = (file: string) => execFileSync('pdfimages', ['-list', file]).toString('utf8').trim().split('\n').slice(2).filter(Boolean);

describe('workspace logo', () => {
  it('reads PNG and JPEG sizes from their own headers and refuses anything else', () => {
    expect(inspectLogo(solidPng(120, 40))).toEqual({ mediaType: 'image/png', width: 120, height: 40 });
    // A minimal JPEG header by hand: SOI, APP0 (JFIF, 16 bytes), SOF0 with height 50 and width 200.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0,
      0x00, 0x11, 0x08, 0x00, 0x32, 0x00, 0xc8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
    ]);
    expect(inspectLogo(jpeg)).toEqual({ mediaType: 'image/jpeg', width: 200, height: 50 });
    expect(inspectLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(inspectLogo(Buffer.from('GIF89a\x10\x00\x10\x00'))).toBeNull();
    expect(inspectLogo(solidPng(8, 8))).toBeNull(); // under 16 px a side
    expect(inspectLogo(Buffer.concat([solidPng(20, 20), Buffer.alloc(512 * 1024)]))).toBeNull(); // over 512 KB
  });

  it('is set by owners of an Enterprise team workspace only, shown to members, removable', async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    await setTier(owner, 'enterprise');
    const ws = (await call(owner, 'POST', '/api/workspaces', { name: 'Acme Capital' })).json();
    const { workspaceMembers } = await import('../../db/schema/index.ts');
    await t.database.db.insert(workspaceMembers).values({ workspaceId: ws.id, userId: editor.id, role: 'editor' });
    const png = solidPng(96, 32);
    expect((await call(editor, 'PUT', `/api/workspaces/${ws.id}/logo`, { contentBase64: b64(png) })).json().code).toBe('FORBIDDEN');
    const bad = await call(owner, 'PUT', `/api/workspaces/${ws.id}/logo`, { contentBase64: b64(Buffer.from('not an image at all')) }, 'it');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'LOGO_INVALID', message: expect.stringContaining('PNG o JPEG') });
    const set = await call(owner, 'PUT', `/api/workspaces/${ws.id}/logo`, { contentBase64: b64(png) });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ mediaType: 'image/png', width: 96, height: 32 });
    const seen = await call(editor, 'GET', `/api/workspaces/${ws.id}/logo`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(seen.rawPayload, png)).toBe(0);
    expect((await call(await signUp(t), 'GET', `/api/workspaces/${ws.id}/logo`)).statusCode).toBe(404);
    const listed = (await call(owner, 'GET', '/api/workspaces')).json().find((w: { id: string }) => w.id === ws.id);
    expect(listed.logo).toMatchObject({ mediaType: 'image/png', width: 96, height: 32 });
    // The plan follows the workspace's owners: once the owner is on the free plan, no logo can be set.
    await setTier(owner, 'free');
    const denied = await call(owner, 'PUT', `/api/workspaces/${ws.id}/logo`, { contentBase64: b64(png) }, 'it');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: 'Serve il piano Enterprise.' });
    expect((await call(owner, 'DELETE', `/api/workspaces/${ws.id}/logo`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/workspaces/${ws.id}/logo`)).json().code).toBe('LOGO_NOT_FOUND');
    // A personal workspace has none.
    await setTier(owner, 'enterprise');
    const personal = (await call(owner, 'GET', '/api/workspaces')).json().find((w: { kind: string }) => w.kind === 'personal');
    expect((await call(owner, 'PUT', `/api/workspaces/${personal.id}/logo`, { contentBase64: b64(png) })).json().code).toBe(
      'LOGO_TEAM_ONLY',
    );
  });

  it("prints an Enterprise team workspace's logo and name on its reports; a free-plan report carries neither", async () => {
    const owner = await signUp(t);
    await setTier(owner, 'enterprise');
    const ws = (await call(owner, 'POST', '/api/workspaces', { name: 'Acme Capital Partners' })).json();
    expect((await call(owner, 'PUT', `/api/workspaces/${ws.id}/logo`, { contentBase64: b64(solidPng(120, 40)) })).statusCode).toBe(200);
    const branded = await evaluatedProjectIn(owner, ws.id);
    const created = (await call(owner, 'POST', `/api/projects/${branded}/reports`, { kind: 'evaluation', language: 'en' })).json();
    expect((await call(null, 'GET', `/api/verify/${created.id}`)).json().issuer).toBe('Acme Capital Partners');
    const pdf = (await call(owner, 'GET', `/api/reports/${created.id}/pdf`)).rawPayload;

    // The same workspace, its logo still stored, once its owner is on the free plan: the platform's header.
    await setTier(owner, 'free');
    const freeReport = (await call(owner, 'POST', `/api/projects/${branded}/reports`, { kind: 'evaluation', language: 'en' })).json();
    expect((await call(null, 'GET', `/api/verify/${freeReport.id}`)).json().issuer).toBe('Capital Readiness');
    // The free plan cannot download: the report's own stored bytes are read for the check.
    const { reports } = await import('../../db/schema/index.ts');
    const [freeRow] = await t.database.db.select({ bytes: reports.bytes }).from(reports).where(eq(reports.id, freeReport.id));

    if (!has('pdfimages') || !has('pdftotext'))
      return console.warn('poppler-utils is not installed: the image and text checks are skipped');
    const a = join(work, 'branded.pdf');
    const b = join(work, 'free.pdf');
    writeFileSync(a, pdf);
    writeFileSync(b, freeRow!.bytes);
    const images = imagesIn(a);
    // Oracle: the 120×40 PNG we uploaded, once per page (pdfkit embeds it once and draws it on every page).
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((line) => /\s120\s+40\s/.test(line))).toBe(true);
    expect(execFileSync('pdftotext', [a, '-']).toString('utf8')).toContain('Acme Capital Partners');
    expect(imagesIn(b)).toEqual([]);
    expect(execFileSync('pdftotext', [b, '-']).toString('utf8')).not.toContain('Acme');
  });
});
