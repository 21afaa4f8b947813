import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useDetectors, useRunDetector, useSetAuto, type DetectorStatus, type HealRun } from './api.ts';

/** /auto-heal (issue 26, ADR 0053): each detector's count, a dry run before its fix, its automatic setting, its last runs. */
export function AutoHealPage() {
  const { t } = useTranslation(['operations', 'errors']);
  const detectors = useDetectors();
  return (
    <div className="mx-auto max-w-6xl" data-testid="auto-heal-page">
      <PageHeader title={t('heal.title')} description={t('heal.lead')} />
      {queryFeedback(detectors, t, t('loading')) ?? (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {detectors.data?.map((d) => (
            <li key={d.detector}>
              <DetectorCard d={d} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RunResult({ run }: { run: HealRun }) {
  const { t } = useTranslation('operations');
  return (
    <div role="status" className="rounded-md border p-3" data-testid="heal-result">
      <p className="font-medium">
        {run.dryRun ? t('heal.dryRunResult', { count: run.found }) : t('heal.fixResult', { found: run.found, changed: run.changed })}
      </p>
      {run.items.length > 0 ? (
        <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto text-xs">
          {run.items.map((i) => (
            <li key={i.id} className="break-words">
              <span className="text-muted-foreground">{run.dryRun ? t('heal.wouldDo', { action: i.action }) : i.action}:</span> {i.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DetectorCard({ d }: { d: DetectorStatus }) {
  const { t, i18n } = useTranslation(['operations', 'errors']);
  const run = useRunDetector();
  const setAuto = useSetAuto();
  const [dryRun, setDryRun] = useState<HealRun | null>(null);
  const [fixed, setFixed] = useState<HealRun | null>(null);
  const id = `heal-${d.detector}`;
  const go = (asDry: boolean) =>
    run.mutate(
      { detector: d.detector, dryRun: asDry },
      {
        onSuccess: (r) => {
          if (asDry) {
            setDryRun(r);
            setFixed(null);
          } else {
            setDryRun(null);
            setFixed(r);
            toast({ title: t('heal.fixResult', { found: r.found, changed: r.changed }), variant: 'success' });
          }
        },
        onError: (e) => toast({ title: errorMessage(t, e), variant: 'destructive' }),
      },
    );
  const canFix = d.repairs && dryRun !== null && dryRun.found > 0 && !run.isPending;
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
            {t(`detector.${d.detector}.name`)}
          </h2>
          <Badge variant={d.count > 0 ? (d.repairs ? 'warning' : 'destructive') : 'secondary'} data-testid={`${id}-count`}>
            {t('heal.count', { count: d.count })}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t(`detector.${d.detector}.what`)}</p>
        <p className="text-sm text-muted-foreground">{t(`detector.${d.detector}.fix`)}</p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => go(true)} disabled={run.isPending} data-testid={`${id}-dry`}>
            {d.repairs ? t('heal.dryRun') : t('heal.verify')}
          </Button>
          {d.repairs ? (
            <Button onClick={() => go(false)} disabled={!canFix} aria-describedby={`${id}-fixhint`} data-testid={`${id}-fix`}>
              {t('heal.fix')}
            </Button>
          ) : null}
        </div>
        {d.repairs ? (
          <p id={`${id}-fixhint`} className="text-xs text-muted-foreground">
            {dryRun === null ? t('heal.fixNeedsDryRun') : dryRun.found === 0 ? t('heal.nothingToFix') : t('heal.fixReady')}
          </p>
        ) : null}
        {dryRun ? <RunResult run={dryRun} /> : null}
        {fixed ? <RunResult run={fixed} /> : null}
        {d.repairs ? (
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-auto`}
              checked={d.auto}
              disabled={setAuto.isPending}
              onCheckedChange={(auto) => setAuto.mutate({ detector: d.detector, auto })}
              data-testid={`${id}-auto`}
            />
            <label htmlFor={`${id}-auto`}>{t('heal.auto')}</label>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t('heal.reportOnly')}</p>
        )}
        <details>
          <summary className="cursor-pointer rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {t('heal.lastRuns', { count: d.lastRuns.length })}
          </summary>
          {d.lastRuns.length === 0 ? (
            <p className="mt-2 text-muted-foreground">{t('heal.noRuns')}</p>
          ) : (
            <ol className="mt-2 grid gap-1 text-xs">
              {d.lastRuns.map((r) => (
                <li key={r.ranAt + String(r.dryRun)}>
                  {formatDateTime(i18n.language, r.ranAt)} · {t(`heal.trigger.${r.trigger}`)} ·{' '}
                  {r.dryRun ? t('heal.dryRunResult', { count: r.found }) : t('heal.fixResult', { found: r.found, changed: r.changed })}
                </li>
              ))}
            </ol>
          )}
        </details>
      </CardContent>
    </Card>
  );
}
