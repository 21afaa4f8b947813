import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime, formatPayback, formatScore } from '../../lib/format.ts';
import type { EvaluationSummary } from '../projects/api.ts';
import { money, percent } from './display.ts';

/**
 * The headline of the version a run just stored, shown beside the Run button: NPV, IRR, payback,
 * P(NPV < 0), the CR score and its tier, and the way to the full results (`onOpen`).
 */
export function RunSummary({ run, currency, onOpen }: { run: EvaluationSummary; currency: string; onOpen: () => void }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const none = t('preview.none');
  const rows: [string, string, string][] = [
    ['score', t('summary.score'), `${formatScore(lng, run.score.total)} / 100 · ${t(`score:tier.${run.score.tier}`)}`],
    ['npv', t('metrics.npv.label'), money(lng, run.npv, currency)],
    ['irr', t('metrics.irr.label'), run.irr === null ? none : percent(lng, run.irr)],
    ['payback', t('metrics.payback.label'), formatPayback(t, lng, run.paybackYears)],
    ['pNeg', t('summary.pNeg'), run.probabilityNpvNegative === null ? none : percent(lng, run.probabilityNpvNegative)],
  ];
  return (
    <section
      aria-labelledby="run-summary-title"
      className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-3"
      data-testid="run-summary"
    >
      <h3 id="run-summary-title" className="text-sm font-semibold">
        {t('summary.title', { version: run.version })}{' '}
        <span className="font-normal text-muted-foreground">· {formatDateTime(lng, run.createdAt)}</span>
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rows.map(([id, label, value]) => (
          <div key={id} className={id === 'score' ? 'col-span-2' : undefined}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`run-summary-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {run.note ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground" data-testid="run-summary-note">
          {t('summary.note', { note: run.note })}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onOpen} data-testid="open-results">
        {t('summary.open', { version: run.version })}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </section>
  );
}

/** The sentence a screen reader hears when a run finishes (the summary's essentials). */
export function runAnnouncement(
  t: (key: string, values?: Record<string, unknown>) => string,
  lng: string,
  run: EvaluationSummary,
  currency: string,
): string {
  return t('summary.announce', {
    version: run.version,
    score: formatScore(lng, run.score.total),
    tier: t(`score:tier.${run.score.tier}`),
    npv: money(lng, run.npv, currency),
  });
}

/** The default "open the results": the results heading below the workspace, focused and scrolled to. */
export function focusResults() {
  const heading = document.getElementById('results-heading');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView({ block: 'start' });
}

/**
 * The Run button was disabled while the server worked, which drops the focus: once it is enabled
 * again after a run stored a version (`afterRunRef`), give the focus back to it and bring the summary under it into view.
 */
export function useFocusAfterRun(
  busy: boolean,
  lastRun: unknown,
  afterRunRef: RefObject<boolean>,
  runRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (busy || !afterRunRef.current) return;
    afterRunRef.current = false;
    if (!document.activeElement || document.activeElement === document.body) runRef.current?.focus({ preventScroll: true });
    document.querySelector('[data-testid="run-summary"]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [busy, lastRun, afterRunRef, runRef]);
}
