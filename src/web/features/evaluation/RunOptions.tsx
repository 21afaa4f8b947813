import { useTranslation } from 'react-i18next';
import { EVALUATION_NOTE_MAX } from '../../../domain/evaluation/note.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { NativeSelect } from './input-fields.tsx';

export const ITERATION_CHOICES = [10_000, 100_000, 1_000_000] as const;

/** The seed as typed: undefined when empty; `invalid` when not a whole number in the contract's range. */
export function parseSeed(seed: string): { value: number | undefined; invalid: boolean } {
  const value = seed.trim() === '' ? undefined : Number(seed);
  return { value, invalid: value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= 2 ** 31 - 1) };
}

/** What a run is asked for: Monte Carlo iterations, an optional seed, and an optional note saying why. */
export function RunOptions({
  iterations,
  onIterations,
  seed,
  onSeed,
  note,
  onNote,
}: {
  iterations: number;
  onIterations: (n: number) => void;
  seed: string;
  onSeed: (s: string) => void;
  note: string;
  onNote: (s: string) => void;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const seedInvalid = parseSeed(seed).invalid;
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor="f-iterations">{t('run.iterations')}</Label>
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
