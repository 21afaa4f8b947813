import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { P, json, controls, item, pnrrItem, serve, show, complianceHooks } from './ComplianceTab-setup.tsx';

complianceHooks();

/** The compliance screens against a fetch that answers like the server (the shapes of src/contract/compliance.ts and features/compliance/api.ts). */

describe('ComplianceTab', () => {
  it('heads with the ESG matrix: status in words with an icon, score, progress; a framework that does not apply says so', async () => {
    serve(() => undefined);
    show(`/projects/${P}?tab=compliance`);
    // The first render loads the lazy screens and the locales: allow for a loaded machine.
    const matrix = await screen.findByTestId('esg-matrix');
    expect(within(matrix).getByTestId('matrix-gdpr').textContent).toContain('Compliant');
    expect(within(matrix).getByTestId('matrix-gdpr-score').textContent).toBe('85 / 100');
    expect(within(matrix).getByTestId('matrix-tcfd').textContent).toContain('Non-compliant');
    expect(within(matrix).getByTestId('matrix-tcfd').textContent).toContain('3 of 22 answered');
    expect(within(matrix).getByTestId('matrix-pnrr').textContent).toContain('Does not apply');
  });

  it('answers a control once: its current answer preselected, how far it reaches, one PUT; an overridden item can follow it again', async () => {
    // GET /api/projects/:id/compliance/controls (contract projectControl): four mapped items, one out of scope,
    // one answered on its own. By hand: 3 applicable items in TCFD, GRI and CSRD/ESRS → "3 items in 3 frameworks".
    const projectControls = [
      {
        ...controls[0]!,
        items: [...controls[0]!.items, 'E1-1'],
        answer: 'partial',
        answeredAt: '2026-11-20T10:00:00.000Z',
        applicableItems: 3,
        answeredItems: 3,
        overriddenItems: ['GRI-2-9'],
      },
    ];
    const items = [
      item({
        id: 'TCFD-GOV-a',
        framework: 'tcfd',
        answer: 'partial',
        owner: 'Bea',
        answeredViaControl: 'CTL-BOARD',
        controlIds: ['CTL-BOARD'],
      }),
      item({ id: 'GRI-2-9', framework: 'gri', answer: 'met', overridden: true, controlIds: ['CTL-BOARD'] }),
      item({ id: 'ESRS2-GOV-1', framework: 'csrd-esrs', answer: 'partial', answeredViaControl: 'CTL-BOARD', controlIds: ['CTL-BOARD'] }),
      item({ id: 'E1-1', framework: 'csrd-esrs', applicable: false, reason: 'esrs-topic-not-material' }),
    ];
    const calls = serve((c) => {
      if (c.method === 'PUT') return json({ ok: true });
      if (c.method === 'DELETE') return json({ itemId: 'GRI-2-9', controlId: 'CTL-BOARD', answer: 'partial' });
      if (c.url.endsWith(`/api/projects/${P}/compliance/controls`)) return json(projectControls);
      if (c.url.includes('/compliance/items')) return json(items);
      return undefined;
    });
    show(`/projects/${P}?tab=compliance&section=controls`);
    const control = await screen.findByTestId('control');
    await waitFor(() => expect(within(control).getByTestId('control-reach').textContent).toBe('answers 3 items in 3 frameworks'));
    expect(calls.some((c) => c.url.endsWith('/api/compliance/controls'))).toBe(false);
    const details = control.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect((await within(control).findByRole<HTMLInputElement>('radio', { name: 'Partial' })).checked).toBe(true);
    expect((within(control).getByLabelText('Owner') as HTMLInputElement).value).toBe('Bea');
    const overridden = within(control)
      .getAllByTestId('control-item')
      .find((li) => li.dataset.itemId === 'GRI-2-9')!;
    expect(within(overridden).getByTestId('answered-separately').textContent).toBe('answered separately');
    fireEvent.click(within(overridden).getByRole('button', { name: 'Follow the control again for GRI-2-9' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/projects/${P}/compliance/items/GRI-2-9/override`));
    fireEvent.click(within(control).getByRole('radio', { name: 'Met' }));
    fireEvent.change(within(control).getByLabelText('Owner'), { target: { value: 'Ada' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Save answer' }));
    expect(await within(control).findByText('Saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/projects/${P}/compliance/controls/CTL-BOARD`);
    expect(put.body).toEqual({ answer: 'met', owner: 'Ada' });
  });

  it("enforces the PNRR rule in the form, and words a server refusal in the reader's language", async () => {
    const calls = serve((c) => {
      if (c.url.includes('/compliance/items?framework=pnrr')) return json([pnrrItem]);
      if (c.method === 'PUT')
        return json({ code: 'VALIDATION_FAILED', message: 'x', details: { fields: [{ path: 'deadline', code: 'custom' }] } }, 400);
      return undefined;
    });
    show(`/projects/${P}?tab=compliance&section=items&framework=pnrr`);
    const row = await screen.findByTestId('item');
    const details = row.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    fireEvent.click(await within(row).findByRole('radio', { name: 'Not met' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    expect(within(row).getByText('An ex-ante “no” needs a remedy.')).toBeTruthy();
    expect(within(row).getByText('An ex-ante “no” needs a deadline.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(row).getByLabelText('Remedy'), { target: { value: 'Complete the checklist' } });
    fireEvent.change(within(row).getByLabelText('Remedy deadline'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    // The server still refuses (say, a deadline past the plan's end): its field is named in words, not codes.
    expect(await within(row).findByText('An ex-ante “no” needs a deadline.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      answer: 'not_met',
      remedy: 'Complete the checklist',
      deadline: '2026-12-31',
      evidence: [],
    });
  });
});
