import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness.ts';
import { loadFrameworks } from './loader.ts';
import { t, projectOf, put } from './compliance-setup.ts';

// Oracles: the reference's section 1.2 (scores worked by hand in each case), its section 12 counts,
// the issue's PNRR rules, and cr-v1's own score for the same inputs (cr-v2 differs only in compliance).

describe('compliance hub', () => {
  it('frameworks are loaded once with their items (section 12 counts); a second load adds nothing', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'GET', url: '/api/compliance/frameworks', cookie: u.cookie, headers: { 'accept-language': 'it' } });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; version: string; name: string; itemCount: number }[];
    expect(list.map((f) => [f.id, f.itemCount])).toEqual([
      ['eu-taxonomy', 58],
      ['gri', 74],
      ['sasb', 34],
      ['tcfd', 22],
      ['gdpr', 40],
      ['csrd-esrs', 99],
      ['dlgs-231', 30],
      ['pnrr', 23],
    ]);
    expect(list.find((f) => f.id === 'eu-taxonomy')!.name).toBe('Tassonomia UE');
    expect(await loadFrameworks(t.database.db)).toBe(0);
    const controls = (await t.call({ method: 'GET', url: '/api/compliance/controls', cookie: u.cookie })).json();
    expect(controls.find((c: { id: string }) => c.id === 'CTL-ANTI-CORRUPTION').items).toContain('D231-SP-PA');
  });

  it('scope decides applicability; a control answers items of three frameworks; scores move as section 1.2 says', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const before = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance`, cookie: u.cookie })).json();
    expect(before.frameworks.find((f: { id: string }) => f.id === 'pnrr')).toMatchObject({ applicable: false, score: null, status: null });

    const scope = await put(u.cookie, `/api/projects/${id}/compliance/scope`, {
      exposure231: 'high',
      offenceFamilies231: ['D231-SP-PA'],
      pnrr: {
        role: 'beneficiary',
        amount: 500_000,
        mission: 'M2',
        component: 'M2C2',
        cup: 'J12B21000010001',
        climateCoefficient: 100,
        digitalCoefficient: 0,
      },
      taxonomyActivities: [{ activityId: '4.1', nace: 'D35.11', objective: 'CCM' }],
    });
    expect(scope.statusCode).toBe(200);
    expect(
      scope
        .json()
        .applicability.filter((a: { applicable: boolean }) => a.applicable)
        .map((a: { framework: string }) => a.framework),
    ).toEqual(['eu-taxonomy', 'gdpr', 'dlgs-231', 'pnrr']);

    const items = (
      await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/items?framework=eu-taxonomy`, cookie: u.cookie })
    ).json();
    expect(items.find((i: { id: string }) => i.id === 'EUT-ACT-4.3')).toMatchObject({
      applicable: false,
      reason: 'activity-not-claimed',
      answer: null,
    });

    // CTL-ANTI-CORRUPTION maps EUT-MS-CORR (Taxonomy), D231-SP-PA (231) and PNRR-FRAUD-01 (PNRR), among others.
    const ctl = await put(u.cookie, `/api/projects/${id}/compliance/controls/CTL-ANTI-CORRUPTION`, { answer: 'met' });
    expect(ctl.statusCode).toBe(200);
    expect(ctl.json().answered).toEqual(expect.arrayContaining(['EUT-MS-CORR', 'D231-SP-PA', 'PNRR-FRAUD-01']));

    const after = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance`, cookie: u.cookie })).json();
    const pnrr = after.frameworks.find((f: { id: string }) => f.id === 'pnrr');
    // PNRR applicable items for a beneficiary: 23 minus PNRR-SUD-01 (administrations only) = 22, Σ W = 89
    // (the reference's weights); PNRR-FRAUD-01 (W4) met: round(100·4/89) = round(4.49) = 4; W5 items unanswered → non-compliant.
    expect(pnrr).toMatchObject({ applicable: true, score: 4, status: 'non-compliant', answered: 1, total: 22 });
    expect(pnrr.gaps[0]).toEqual({ itemId: 'PNRR-COI-01', weight: 5, result: 0 });
    const d231 = after.frameworks.find((f: { id: string }) => f.id === 'dlgs-231');
    // 231: 21 core items + 1 exposed special part = 22 items; D231-SP-PA (W5) met.
    expect(d231).toMatchObject({ answered: 1, total: 22 });

    // An override on one item: a later control answer leaves it alone.
    const own = await put(u.cookie, `/api/projects/${id}/compliance/items/PNRR-FRAUD-01`, {
      answer: 'partial',
      notes: 'Arachne checks not yet run',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ answer: 'partial', overridden: true, result: 0.5, controlIds: ['CTL-ANTI-CORRUPTION'] });
    const again = (await put(u.cookie, `/api/projects/${id}/compliance/controls/CTL-ANTI-CORRUPTION`, { answer: 'not_met' })).json();
    expect(again.skippedOverridden).toEqual(['PNRR-FRAUD-01']);
    // Clearing the override: the item takes the control's latest answer again, as a new version.
    const cleared = await t.call({
      method: 'DELETE',
      url: `/api/projects/${id}/compliance/items/PNRR-FRAUD-01/override`,
      cookie: u.cookie,
    });
    expect(cleared.json()).toEqual({ itemId: 'PNRR-FRAUD-01', controlId: 'CTL-ANTI-CORRUPTION', answer: 'not_met' });
    const fraud = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/items?framework=pnrr`, cookie: u.cookie }))
      .json()
      .find((i: { id: string }) => i.id === 'PNRR-FRAUD-01');
    expect(fraud).toMatchObject({ answer: 'not_met', overridden: false, answeredViaControl: 'CTL-ANTI-CORRUPTION' });
    await put(u.cookie, `/api/projects/${id}/compliance/items/PNRR-FRAUD-01`, { answer: 'partial', notes: 'Arachne checks not yet run' });

    const history = (
      await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/history?framework=pnrr`, cookie: u.cookie })
    ).json();
    expect(history[0]).toMatchObject({ itemId: 'PNRR-FRAUD-01', answer: 'partial', previousAnswer: 'not_met', overridden: true });
    expect(history.filter((h: { itemId: string }) => h.itemId === 'PNRR-FRAUD-01').map((h: { answer: string }) => h.answer)).toEqual([
      'partial',
      'not_met',
      'partial',
      'met',
    ]);
    expect(history[0].author.id).toBe(u.id);
  });

  it('refuses not applicable without reason and the PNRR DNSH rules (400 VALIDATION_FAILED)', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const na = await put(u.cookie, `/api/projects/${id}/compliance/items/GDPR-ART30`, { answer: 'not_applicable' });
    expect(na.statusCode).toBe(400);
    expect(na.json().code).toBe('VALIDATION_FAILED');
    // A control carrying the ex-ante item is refused as a whole (before the item is overridden below).
    const ctl = await put(u.cookie, `/api/projects/${id}/compliance/controls/CTL-PHYSICAL-RISK`, { answer: 'not_met' });
    expect(ctl.statusCode).toBe(400);
    expect(ctl.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'items.PNRR-DNSH-01.remedy',
      'items.PNRR-DNSH-01.deadline',
    ]);
    const exAnte = await put(u.cookie, `/api/projects/${id}/compliance/items/PNRR-DNSH-01`, {
      answer: 'not_met',
      remedy: 'Redo the checklist',
    });
    expect(exAnte.statusCode).toBe(400);
    expect(exAnte.json().details.fields.map((f: { path: string }) => f.path)).toEqual(['deadline']);
    expect(
      (
        await put(u.cookie, `/api/projects/${id}/compliance/items/PNRR-DNSH-01`, {
          answer: 'not_met',
          remedy: 'Redo the checklist',
          deadline: '2027-03-31',
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(u.cookie, `/api/projects/${id}/compliance/items/PNRR-DNSH-03`, { answer: 'not_met' })).statusCode).toBe(200);
    await put(u.cookie, `/api/projects/${id}/compliance/scope`, { pnrr: { role: 'implementing-body' } });
    const view = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/pnrr`, cookie: u.cookie })).json();
    expect(view.dnsh.status).toBe('non-compliant');
    expect(view.dnsh.exAnte[0]).toMatchObject({
      itemId: 'PNRR-DNSH-01',
      answer: 'not_met',
      remedy: 'Redo the checklist',
      deadline: '2027-03-31',
    });
    expect((await put(u.cookie, '/api/projects/' + id + '/compliance/items/NOPE-1', { answer: 'met' })).statusCode).toBe(404);
  });
});
