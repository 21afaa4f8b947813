import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, createPublicKey, verify as edVerify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reports, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, ...(who ? { cookie: who.cookie } : {}), payload });
const has = (tool: string) => spawnSync(tool, ['-v']).error === undefined;
/** Total length of the DER value that starts the buffer (tag, length header, content), per X.690 §8.1.3. */
function derLength(buf: Buffer): number {
  const first = buf[1]!;
  if (first < 0x80) return 2 + first;
  const octets = first & 0x7f;
  let len = 0;
  for (let i = 0; i < octets; i++) len = len * 256 + buf[2 + i]!;
  return 2 + octets + len;
}

async function evaluatedProject(owner: Person) {
  const p = await call(owner, 'POST', '/api/projects', {
    title: 'Caffè Più agrivoltaico',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().id as string;
  const run = await call(owner, 'POST', `/api/projects/${id}/evaluations`, { iterations: 2_000, seed: 7 });
  expect(run.statusCode, run.body).toBe(201);
  return { id, run: run.json() as { version: number; npv: number; irr: number | null; score: { total: number } } };
}
const setTier = (u: Person, tier: 'free' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));

// Oracle for the figures: Intl.NumberFormat with the Results screen's documented options
// (money: currency, 0 decimals; IRR: percent, ≤ 1 decimal; CR score: exactly 1 decimal), written
// here independently of the code under test. pdftotext's spaces and the word joiner are normalised.
const loc = (l: 'en' | 'it') => (l === 'it' ? 'it-IT' : 'en-GB');
const norm = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\u2212/g, '-');
const expectedFigures = (l: 'en' | 'it', r: { npv: number; irr: number | null; score: { total: number } }) =>
  [
    new Intl.NumberFormat(loc(l), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(r.npv),
    ...(r.irr === null ? [] : [new Intl.NumberFormat(loc(l), { style: 'percent', maximumFractionDigits: 1 }).format(r.irr)]),
    new Intl.NumberFormat(loc(l), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r.score.total),
  ].map(norm);

describe('sealed reports', () => {
  const work = mkdtempSync(join(tmpdir(), 'reports-test-'));

  it('seals an evaluation report in English and Italian whose text holds the stored NPV, IRR and CR score', async () => {
    const owner = await signUp(t);
    const { id, run } = await evaluatedProject(owner);
    await setTier(owner, 'enterprise');
    for (const language of ['en', 'it'] as const) {
      const res = await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created.verifyUrl).toBe(`http://localhost:3000/verify/${created.id}`);
      const pdf = await call(owner, 'GET', `/api/reports/${created.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(created.sha256);
      if (!has('pdftotext')) {
        console.warn('pdftotext (poppler-utils) is not installed: the PDF text check is skipped');
        continue;
      }
      const file = join(work, `report-${language}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      const text = norm(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'));
      for (const figure of expectedFigures(language, run)) expect(text, `${language}: ${figure}`).toContain(figure);
      expect(text).toContain(language === 'it' ? 'Rapporto di valutazione' : 'Evaluation report');
      expect(text).toContain('Caffè Più');
      const info = execFileSync('pdfinfo', [file]).toString('utf8');
      expect(info).toMatch(/Tagged:\s+yes/);
      expect(info).toContain(language === 'it' ? 'Rapporto di valutazione: Caffè Più' : 'Evaluation report: Caffè Più');
    }
  });

  it('publishes a hash and an Ed25519 signature that verify with Node against the published key; one changed byte fails /check', async () => {
    const owner = await signUp(t);
    const { id } = await evaluatedProject(owner);
    await setTier(owner, 'enterprise');
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    const bytes = (await call(owner, 'GET', `/api/reports/${created.id}/pdf`)).rawPayload;

    const pem = await call(null, 'GET', '/.well-known/report-signing-key');
    expect(pem.statusCode).toBe(200);
    expect(pem.body).toContain('BEGIN PUBLIC KEY');
    const jwk = await call(null, 'GET', '/.well-known/report-signing-key?format=jwk');
    expect(jwk.json()).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });

    const v = await call(null, 'GET', `/api/verify/${created.id}`);
    expect(v.statusCode).toBe(200);
    const body = v.json();
    expect(body).toMatchObject({
      id: created.id,
      kind: 'evaluation',
      methodologyVersion: 'cr-v1',
      sha256: created.sha256,
      signature: { algorithm: 'Ed25519', valid: true },
      revoked: false,
      project: { title: 'Caffè Più agrivoltaico' },
    });
    // Nothing personal: no e-mail, no user id, no name of the person who generated it.
    expect(JSON.stringify(body)).not.toContain(owner.email);
    expect(JSON.stringify(body)).not.toContain(owner.id);

    const key = createPublicKey(pem.body);
    const digest = createHash('sha256').update(bytes).digest();
    expect(edVerify(null, digest, key, Buffer.from(body.signature.value, 'base64'))).toBe(true);

    const same = await call(null, 'POST', `/api/verify/${created.id}/check`, { sha256: digest.toString('hex') });
    expect(same.json()).toEqual({ matches: true });
    const changed = Buffer.from(bytes);
    const mid = Math.floor(changed.length / 2);
    changed[mid] = changed[mid]! ^ 0x01;
    const other = createHash('sha256').update(changed).digest('hex');
    expect((await call(null, 'POST', `/api/verify/${created.id}/check`, { sha256: other })).json()).toEqual({ matches: false });
    expect(edVerify(null, Buffer.from(other, 'hex'), key, Buffer.from(body.signature.value, 'base64'))).toBe(false);
  });

  it('embeds a PDF signature that a CMS verifier (openssl cms) accepts over the signed byte ranges', async () => {
    if (!has('openssl')) return console.warn('openssl is not installed: the CMS check is skipped');
    const owner = await signUp(t);
    const { id } = await evaluatedProject(owner);
    await setTier(owner, 'enterprise');
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'it' })).json();
    const pdf = (await call(owner, 'GET', `/api/reports/${created.id}/pdf`)).rawPayload;
    const latin = pdf.toString('latin1');
    const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(latin);
    expect(m).not.toBeNull();
    const [a, b, c, d] = m!.slice(1).map(Number) as [number, number, number, number];
    expect(a).toBe(0);
    expect(c + d).toBe(pdf.length); // the signature covers the whole file but its own hole
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const hole = latin.slice(a + b, c);
    // The hole is zero-padded; the DER's own length header says where the signature ends (a signature may itself end in a 0x00 byte,
    // so stripping trailing zeros would cut it: that made this check fail about once in 256 runs).
    const padded = Buffer.from(hole.replace(/[<>\s]/g, ''), 'hex');
    const der = padded.subarray(0, derLength(padded));
    const dataFile = join(work, 'signed.bin');
    const sigFile = join(work, 'sig.der');
    writeFileSync(dataFile, signed);
    writeFileSync(sigFile, der);
    const ok = spawnSync('openssl', [
      'cms',
      '-verify',
      '-noverify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      sigFile,
      '-content',
      dataFile,
      '-out',
      '/dev/null',
    ]);
    expect(ok.status, ok.stderr.toString()).toBe(0);
    // One changed byte inside the signed ranges and the CMS signature no longer verifies.
    signed[100] = signed[100]! ^ 0x01;
    writeFileSync(dataFile, signed);
    const bad = spawnSync('openssl', [
      'cms',
      '-verify',
      '-noverify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      sigFile,
      '-content',
      dataFile,
      '-out',
      '/dev/null',
    ]);
    expect(bad.status).not.toBe(0);
  });

  it('gates the download by plan (free → 403 PLAN_REQUIRED), previews a watermarked copy for every plan, and hides reports from strangers', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { id } = await evaluatedProject(owner);
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    const denied = await call(owner, 'GET', `/api/reports/${created.id}/pdf`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('PLAN_REQUIRED');
    const preview = await call(owner, 'GET', `/api/reports/${created.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(createHash('sha256').update(preview.rawPayload).digest('hex')).not.toBe(created.sha256);
    if (has('pdftotext')) {
      const file = join(work, 'preview.pdf');
      writeFileSync(file, preview.rawPayload);
      // The copy says what it is (its keywords; the diagonal word is drawn rotated) and carries no signature.
      expect(execFileSync('pdfinfo', [file]).toString('utf8')).toMatch(/Keywords:\s+PREVIEW/);
      expect(preview.rawPayload.toString('latin1')).not.toContain('/ByteRange');
    }
    await setTier(owner, 'enterprise');
    expect((await call(owner, 'GET', `/api/reports/${created.id}/pdf`)).statusCode).toBe(200);
    for (const url of [`/api/reports/${created.id}/pdf`, `/api/reports/${created.id}/preview`])
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/reports/${created.id}/revoke`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/projects/${id}/reports`)).statusCode).toBe(404);
    const list = (await call(owner, 'GET', `/api/projects/${id}/reports`)).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([created.id]);
  });

  it('revokes once; verification shows it; the row is otherwise sealed by the database', async () => {
    const owner = await signUp(t);
    const { id } = await evaluatedProject(owner);
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'it' })).json();
    const revoked = await call(owner, 'POST', `/api/reports/${created.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await call(owner, 'POST', `/api/reports/${created.id}/revoke`)).json().code).toBe('REPORT_REVOKED');
    const v = (await call(null, 'GET', `/api/verify/${created.id}`)).json();
    expect(v.revoked).toBe(true);
    expect(v.signature.valid).toBe(true);
    await expect(
      t.database.db
        .update(reports)
        .set({ sha256: 'f'.repeat(64) })
        .where(eq(reports.id, created.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`update reports set revoked_at = now() where id = ${created.id}`)).rejects.toThrow();
  });

  it('answers 409 for an evaluation report without an evaluation and for compliance until the hub is wired', async () => {
    const owner = await signUp(t);
    const p = (
      await call(owner, 'POST', '/api/projects', { title: 'Empty', industry: '35.11', targetMarket: 'x', estimatedBudget: 100_000 })
    ).json();
    expect((await call(owner, 'POST', `/api/projects/${p.id}/reports`, { kind: 'evaluation', language: 'en' })).json().code).toBe(
      'REPORT_EVALUATION_REQUIRED',
    );
    expect((await call(owner, 'POST', `/api/projects/${p.id}/reports`, { kind: 'compliance', language: 'en' })).json().code).toBe(
      'COMPLIANCE_NOT_ASSESSED',
    );
    expect((await call(null, 'GET', '/api/verify/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('showcase', () => {
  it('publishes chosen fields only with a CR badge linking to the verification; unpublishing takes page and badge down', async () => {
    const owner = await signUp(t);
    const { id, run } = await evaluatedProject(owner);
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    const pub = await t.call({
      method: 'PUT',
      url: `/api/projects/${id}/showcase`,
      cookie: owner.cookie,
      payload: { fields: ['industry', 'score'], reportId: created.id },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const { slug, badgeUrl } = pub.json();
    expect(badgeUrl).toBe(`http://localhost:3000/api/showcase/${slug}/badge.svg`);

    const page = (await call(null, 'GET', `/api/showcase/${slug}`)).json();
    expect(page.title).toBe('Caffè Più agrivoltaico');
    expect(page.industry).toBe('35.11');
    expect(page).not.toHaveProperty('estimatedBudget'); // not chosen, not shown
    expect(page.score.total).toBe(run.score.total);
    expect(page.report.verifyUrl).toBe(`http://localhost:3000/verify/${created.id}`);

    const badge = await call(null, 'GET', `/api/showcase/${slug}/badge.svg`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.headers['cache-control']).toBe('public, no-cache');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Oracle for the score's text: one decimal, English digits (docs/methodology/cr-score.md "Display").
    expect(badge.body).toContain(run.score.total.toFixed(1));
    expect(badge.body).toContain(`/verify/${created.id}`);
    const again = await t.call({
      method: 'GET',
      url: `/api/showcase/${slug}/badge.svg`,
      headers: { 'if-none-match': String(badge.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const stranger = await signUp(t);
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${id}/showcase`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${id}/showcase`, cookie: owner.cookie })).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/showcase/${slug}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/showcase/${slug}/badge.svg`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/showcase')).json().some((s: { slug: string }) => s.slug === slug)).toBe(false);
  });
});

describe('reports and personal data', () => {
  it("keeps a team project's sealed report verifiable after its author is erased, without the author", async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    const { id } = await evaluatedProject(owner);
    // The editor (the one to be erased) seals a report on the owner's project: it must outlive them.
    const { workspaces, workspaceMembers, projects, users } = await import('../../db/schema/index.ts');
    // Team workspaces are an Enterprise feature: without it the editor would keep read access only (issue 22).
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const [team] = await t.database.db.insert(workspaces).values({ name: 'Team', kind: 'team' }).returning();
    await t.database.db.insert(workspaceMembers).values([
      { workspaceId: team!.id, userId: owner.id, role: 'owner' },
      { workspaceId: team!.id, userId: editor.id, role: 'editor' },
    ]);
    await t.database.db.update(projects).set({ workspaceId: team!.id }).where(eq(projects.id, id));
    const created = (await call(editor, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    expect(created.id).toBeDefined();
    const erased = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: editor.cookie,
      payload: { password: 'a sound passphrase' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.database.db
      .select({ createdBy: reports.createdBy, sha256: reports.sha256 })
      .from(reports)
      .where(eq(reports.id, created.id));
    expect(row).toEqual({ createdBy: null, sha256: created.sha256 });
    const v = (await call(null, 'GET', `/api/verify/${created.id}`)).json();
    expect(v.signature.valid).toBe(true);
  });
});
