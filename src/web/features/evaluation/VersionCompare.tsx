import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareEvaluations, type ComparableEvaluation, type ComparedMetric } from '../../../domain/evaluation/index.ts';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatNumber, formatScore } from '../../lib/format.ts';
import { useEvaluation, useEvaluations, type EvaluationDetail, type EvaluationSummary } from '../projects/api.ts';
import { describeInput, describeMove, signed, type MetricKind } from './compare-text.ts';
import { decimal } from './display.ts';
import { NativeSelect } from './input-fields.tsx';

const METRIC_ROWS: readonly [ComparedMetric, MetricKind, string][] = [
  ['npv', 'money', 'evaluation:metrics.npv.label'],
  ['irr', 'fraction', 'evaluation:metrics.irr.label'],
  ['paybackYears', 'years', 'evaluation:metrics.payback.label'],
  ['probabilityNpvNegative', 'fraction', 'evaluation:summary.pNeg'],
];

/**
 * The History tab's comparison of two stored versions (defaults: the latest two): the CR score's
 * move and the sub-factors that made it, the inputs that changed, the results, and both notes.
 */
export function VersionCompare({ projectId, currency }: { projectId: string; currency: string }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const list = useEvaluations(projectId);
  const [pick, setPick] = useState<{ from: number; to: number } | null>(null);
  const versions = [...(list.data ?? [])].sort((a, b) => b.version - a.version);
  if (versions.length < 2) return null;
  const from = pick?.from ?? versions[1]!.version;
  const to = pick?.to ?? versions[0]!.version;
  const option = (e: EvaluationSummary) => (
    <option key={e.version} value={e.version}>
      {t('compare.option', { version: e.version, date: formatDateTime(lng, e.createdAt) })}
    </option>
  );
  return (
    <Card data-testid="version-compare" aria-labelledby="compare-heading">
      <CardHeader>
        <h2 id="compare-heading" className="text-lg leading-tight font-semibold">
          {t('compare.heading')}
        </h2>
        <CardDescription>{t('compare.help')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 sm:max-w-xl">
          <div className="grid gap-1">
            <Label htmlFor="compare-from">{t('compare.from')}</Label>
            <NativeSelect id="compare-from" value={from} onChange={(e) => setPick({ from: Number(e.target.value), to })}>
              {versions.map(option)}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="compare-to">{t('compare.to')}</Label>
            <NativeSelect id="compare-to" value={to} onChange={(e) => setPick({ from, to: Number(e.target.value) })}>
              {versions.map(option)}
            </NativeSelect>
          </div>
        </div>
        {from === to ? (
          <p className="text-sm text-muted-foreground">{t('compare.same')}</p>
        ) : (
          <Comparison projectId={projectId} currency={currency} from={from} to={to} />
        )}
      </CardContent>
    </Card>
  );
}

function Comparison({ projectId, currency, from, to }: { projectId: string; currency: string; from: number; to: number }) {
  const { t } = useTranslation(['evaluation', 'score']);
  const a = useEvaluation(projectId, from);
  const b = useEvaluation(projectId, to);
  if (a.isError || b.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadError', { message: errorMessage(t, a.error ?? b.error) })}
      </p>
    );
  }
  if (!a.data || !b.data) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t('compare.loading')}
      </p>
    );
  }
  return <ComparisonBody before={a.data} after={b.data} currency={currency} />;
}

function ComparisonBody({ before, after, currency }: { before: EvaluationDetail; after: EvaluationDetail; currency: string }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const c = useMemo(
    () => compareEvaluations(before as unknown as ComparableEvaluation, after as unknown as ComparableEvaluation),
    [before, after],
  );
  const total = c.metrics.crTotal;
  const tier = (x: string) => t(`score:tier.${x}`);
  const subName = (id: string, pillar: string) => ({
    name: t(`score:subFactor.${pillar}.${id.split('.')[1]}`),
    pillar: t(`score:pillar.${pillar}`),
  });
  return (
    <div className="grid gap-5" data-testid="compare-result">
      <div className="grid gap-1" aria-live="polite">
        <p className="text-base font-semibold" data-testid="compare-headline">
          {t('compare.headline', {
            before: formatScore(lng, total.before ?? 0),
            after: formatScore(lng, total.after ?? 0),
            delta: signed(lng, total.delta ?? 0, 1),
            from: before.version,
            to: after.version,
          })}
        </p>
        <p className="text-sm text-muted-foreground">
          {c.tier.before === c.tier.after
            ? t('compare.tierSame', { tier: tier(c.tier.after) })
            : t('compare.tier', { before: tier(c.tier.before), after: tier(c.tier.after) })}
        </p>
        {before.methodologyVersion !== after.methodologyVersion ? (
          <p className="text-sm" data-testid="compare-methodology">
            {t('compare.methodologyChanged', { before: before.methodologyVersion, after: after.methodologyVersion })}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="compare-why" className="grid gap-2">
        <h3 id="compare-why" className="font-medium">
          {t('compare.whyTitle')}
        </h3>
        {c.subFactors.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('compare.whyNone')}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm" data-testid="compare-subfactors">
            {c.subFactors.map((s) => {
              const names = subName(s.id, s.pillar);
              const delta = signed(lng, s.points.delta ?? 0, 1);
              // Not applicable has no score to quote (its weight went to the pillar's siblings): say so instead.
              const byStatus = s.statusBefore === 'not-applicable' || s.statusAfter === 'not-applicable';
              return (
                <li key={s.id} className="rounded-md border px-3 py-2 break-words" data-subfactor={s.id}>
                  {byStatus
                    ? t('compare.status', {
                        ...names,
                        before: t(`score:status.${s.statusBefore ?? 'missing'}`),
                        after: t(`score:status.${s.statusAfter ?? 'missing'}`),
                        delta,
                      })
                    : t('compare.subFactor', {
                        ...names,
                        before: decimal(lng, s.score.before ?? 0, 0),
                        after: decimal(lng, s.score.after ?? 0, 0),
                        delta,
                      })}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="compare-inputs-title" className="grid gap-2">
        <h3 id="compare-inputs-title" className="font-medium">
          {t('compare.inputsTitle')}
        </h3>
        {c.inputs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('compare.inputsNone')}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm" data-testid="compare-inputs">
            {c.inputs.map((change) => {
              const d = describeInput(t, lng, currency, change.path);
              return (
                <li key={change.path} className="rounded-md border px-3 py-2 break-words" data-path={change.path}>
                  <span className="font-medium">{d.label}</span>:{' '}
                  {t('compare.move', { before: d.value(change.before), after: d.value(change.after) })}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="compare-results-title" className="grid gap-2">
        <h3 id="compare-results-title" className="font-medium">
          {t('compare.resultsTitle')}
        </h3>
        <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]" data-testid="compare-metrics">
          {METRIC_ROWS.map(([id, kind, label]) => (
            <div key={id} className="contents">
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd className="tabular-nums break-words" data-metric={id}>
                {describeMove(t, lng, currency, c.metrics[id], kind)}
              </dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-muted-foreground">{t('compare.runSettingsLabel')}</dt>
            <dd className="break-words">
              {t('compare.move', {
                before: t('compare.runSettings', { iterations: formatNumber(lng, before.iterations, 0), seed: before.seed }),
                after: t('compare.runSettings', { iterations: formatNumber(lng, after.iterations, 0), seed: after.seed }),
              })}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="compare-notes-title" className="grid gap-2">
        <h3 id="compare-notes-title" className="font-medium">
          {t('compare.notesTitle')}
        </h3>
        <ul className="grid gap-1 text-sm break-words whitespace-pre-line" data-testid="compare-notes">
          {[before, after].map((e) => (
            <li key={e.version}>
              {e.note ? t('compare.noteOf', { version: e.version, note: e.note }) : t('compare.noNote', { version: e.version })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
