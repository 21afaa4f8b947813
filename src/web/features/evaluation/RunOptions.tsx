import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationOptions } from '../../../domain/evaluation/index.ts';
import { EVALUATION_NOTE_MAX } from '../../../domain/evaluation/note.ts';
import type { SamplingMethod } from '../../../domain/finance/index.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { NativeSelect } from './input-fields.tsx';

export const ITERATION_CHOICES = [10_000, 100_000, 1_000_000] as const;
/** Convergence targets offered (relative half-width at 95 % confidence); null = a fixed number of iterations. */
export const TOLERANCE_CHOICES = [0.005, 0.01, 0.02, 0.05] as const;

/** How the run draws and when it stops: the sampling method and, optionally, a convergence target. */
export interface RunMethod {
  sampling: SamplingMethod;
  tolerance: number | null;
}

/** The run's choices as the workspace keeps them: iterations (the maximum when converging), seed, note, method. */
export function useRunChoices() {
  const [iterations, onIterations] = useState<number>(ITERATION_CHOICES[0]);
  const [seed, onSeed] = useState('');
  const [note, onNote] = useState('');
  const [method, onMethod] = useState<RunMethod>({ sampling: 'random', tolerance: null });
  return { iterations, onIterations, seed, onSeed, note, onNote, method, onMethod };
}

/**
 * The engine options of a run (the preview's and the stored version's alike): with a convergence
 * target, the iterations chosen are its maximum (ADR 0050).
 */
export function runOptionsOf(iterations: number, seed: number, method: RunMethod): EvaluationOptions {
  return {
    iterations,
    seed,
    ...(method.sampling === 'lhs' ? { sampling: 'lhs' as const } : {}),
    ...(method.tolerance !== null ? { convergence: { tolerance: method.tolerance, maxIterations: iterations } } : {}),
  };
}

/** The seed as typed: undefined when empty; `invalid` when not a whole number in the contract's range. */
export function parseSeed(seed: string): { value: number | undefined; invalid: boolean } {
  const value = seed.trim() === '' ? undefined : Number(seed);
  return { value, invalid: value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= 2 ** 31 - 1) };
}

/**
 * What a run is asked for: Monte Carlo iterations, an optional seed, the sampling method, an optional
 * convergence stop, and an optional note saying why.
 */
export function RunOptions({ iterations, onIterations, seed, onSeed, note, onNote, method, onMethod }: ReturnType<typeof useRunChoices>) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const seedInvalid = parseSeed(seed).invalid;
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor="f-iterations">{method.tolerance === null ? t('run.iterations') : t('run.maxIterations')}</Label>
          <NativeSelect id="f-iterations" value={iterations} onChange={(e) => onIterations(Number(e.target.value))}>
            {ITERATION_CHOICES.map((n) => (
              <option key={n} value={n}>
                {formatNumber(lng, n, 0)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-seed">{t('run.seed')}</Label>
          <Input
            id="f-seed"
            inputMode="numeric"
            value={seed}
            onChange={(e) => onSeed(e.target.value)}
            aria-invalid={seedInvalid || undefined}
            aria-describedby="f-seed-hint"
          />
        </div>
      </div>
      <p id="f-seed-hint" className={cn('text-xs', seedInvalid ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {seedInvalid ? t('run.seedInvalid') : t('run.seedHint')}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor="f-sampling">{t('run.sampling')}</Label>
          <NativeSelect
            id="f-sampling"
            value={method.sampling}
            onChange={(e) => onMethod({ ...method, sampling: e.target.value === 'lhs' ? 'lhs' : 'random' })}
          >
            <option value="random">{t('run.samplingRandom')}</option>
            <option value="lhs">{t('run.samplingLhs')}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="f-stop">{t('run.stop')}</Label>
          <NativeSelect
            id="f-stop"
            value={method.tolerance ?? ''}
            aria-describedby="f-stop-hint"
            onChange={(e) => onMethod({ ...method, tolerance: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('run.stopFixed')}</option>
            {TOLERANCE_CHOICES.map((tol) => (
              <option key={tol} value={tol}>
                {t('run.stopAt', { pct: formatPercent(lng, tol, tol < 0.01 ? 1 : 0) })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id="f-stop-hint" className="text-xs text-muted-foreground">
        {method.tolerance === null ? t('run.stopFixedHint') : t('run.stopHint', { max: formatNumber(lng, iterations, 0) })}
      </p>
      <div className="grid gap-1">
        <Label htmlFor="f-note">{t('run.note')}</Label>
        <textarea
          id="f-note"
          rows={2}
          maxLength={EVALUATION_NOTE_MAX}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          aria-describedby="f-note-hint"
          className="min-h-16 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
          placeholder={t('run.notePlaceholder')}
        />
        <p id="f-note-hint" className="text-xs text-muted-foreground">
          {t('run.noteHint', { count: EVALUATION_NOTE_MAX - note.length, left: formatNumber(lng, EVALUATION_NOTE_MAX - note.length, 0) })}
        </p>
      </div>
    </>
  );
}
