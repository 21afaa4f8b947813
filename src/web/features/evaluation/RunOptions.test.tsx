import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanSimulation } from '../../../domain/finance/index.ts';
import { setupI18n } from '../../test/i18n.ts';
import { RunOptions, runOptionsOf, useRunChoices } from './RunOptions.tsx';
import { SimulationMethod } from './SimulationMethod.tsx';

beforeAll(setupI18n);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function Harness() {
  const choices = useRunChoices();
  return (
    <>
      <RunOptions {...choices} />
      <output data-testid="options">{JSON.stringify(runOptionsOf(choices.iterations, 7, choices.method))}</output>
    </>
  );
}
const seen = () => JSON.parse(screen.getByTestId('options').textContent!) as unknown;

describe('run options: sampling and a convergence stop', () => {
  it('by default a fixed plain run; choosing Latin hypercube and "within ±1%" asks the engine for them, the iterations as the maximum', async () => {
    render(<Harness />);
    const sampling = await screen.findByLabelText('Sampling');
    expect(seen()).toEqual({ iterations: 10_000, seed: 7 });
    fireEvent.change(sampling, { target: { value: 'lhs' } });
    fireEvent.change(screen.getByLabelText('Stop'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByLabelText('Maximum iterations'), { target: { value: '100000' } });
    expect(seen()).toEqual({ iterations: 100_000, seed: 7, sampling: 'lhs', convergence: { tolerance: 0.01, maxIterations: 100_000 } });
    expect(screen.getByText(/at most 100,000 iterations/)).toBeTruthy();
  });

  const simulation = {
    sampling: 'lhs',
    convergence: {
      tolerance: 0.01,
      maxIterations: 100_000,
      converged: true,
      iterationsUsed: 24_576,
      precision: { mean: 0.0021, p10: 0.0093, p90: null },
    },
  } as unknown as PlanSimulation;

  it('shows the method, the iterations used and the precision achieved, in English and Italian', async () => {
    const { rerender } = render(<SimulationMethod simulation={simulation} />);
    expect(screen.getByTestId('mc-method').textContent).toBe(
      'Latin hypercube sampling · stopped after 24,576 iterations: mean ±0.21%, P10 ±0.93%, P90 ±— at 95% confidence (target ±1%)',
    );
    await i18n.changeLanguage('it');
    rerender(<SimulationMethod simulation={simulation} />);
    expect(screen.getByTestId('mc-method').textContent).toMatch(/^Campionamento a ipercubo latino · fermato dopo 24\.576 iterazioni/);
  });

  it('says plain Monte Carlo for versions stored before the method was recorded', () => {
    render(<SimulationMethod simulation={{} as PlanSimulation} />);
    expect(screen.getByTestId('mc-method').textContent).toBe('Plain Monte Carlo');
  });
});
