import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCheckNow, useHealthHistory, useProviderHealth, type ProviderHealth } from './api.ts';
import { median, probeDetail, providerName, StateBadge } from './state.tsx';

/** /provider-health (issue 26, ADR 0053): each provider's latest probe, its last day, and "Check now". */
export function ProviderHealthPage() {
  const { t, i18n } = useTranslation(['operations', 'errors']);
  const current = useProviderHealth();
  const check = useCheckNow();
  return (
    <div className="mx-auto max-w-6xl" data-testid="provider-health-page">
      <PageHeader
        title={t('health.title')}
        description={t('health.lead')}
        actions={
          <Button onClick={() => check.mutate()} disabled={check.isPending} data-testid="health-check-now">
            {check.isPending ? t('health.checking') : t('health.checkNow')}
          </Button>
        }
      />
      {check.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, check.error)}
        </p>
      ) : null}
      <Panel id="health-current" title={t('health.current')} description={t('health.currentLead')} testId="health-current">
        {queryFeedback(current, t, t('loading')) ??
          (current.data && current.data.length > 0 ? (
            <ul className="divide-y" aria-live="polite">
              {current.data.map((p) => (
                <li key={p.provider} className="grid gap-1 py-3 sm:grid-cols-[12rem_8rem_1fr]" data-testid={`health-${p.provider}`}>
                  <span className="font-medium">{providerName(t, p.provider)}</span>
                  <span>
                    <StateBadge state={p.state} t={t} />
                  </span>
                  <span className="min-w-0 text-muted-foreground">
                    <span className="block break-words">{probeDetail(t, i18n.language, p)}</span>
                    <span className="block text-xs">
                      {p.latencyMs === null ? t('health.noLatency') : t('health.latency', { ms: p.latencyMs })} ·{' '}
                      {t('health.checkedAt', { at: formatDateTime(i18n.language, p.checkedAt) })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t('health.none')}</p>
          ))}
      </Panel>
      <HistoryPanel />
    </div>
  );
}

/** Per provider: the last 24 hours' checks, summed up (counts per state, median latency) and listed. */
function HistoryPanel() {
  const { t, i18n } = useTranslation(['operations', 'errors']);
  const history = useHealthHistory();
  const by = new Map<string, ProviderHealth[]>();
  for (const h of history.data ?? []) by.set(h.provider, [...(by.get(h.provider) ?? []), h]);
  return (
    <Panel id="health-history" title={t('health.history')} description={t('health.historyLead')} testId="health-history">
      {queryFeedback(history, t, t('loading')) ??
        (by.size > 0 ? (
          <ul className="grid gap-3">
            {[...by.entries()].map(([provider, checks]) => {
              const states = (['ok', 'degraded', 'down', 'not_configured'] as const)
                .map((s) => [s, checks.filter((c) => c.state === s).length] as const)
                .filter(([, n]) => n > 0);
              const mid = median(checks.flatMap((c) => (c.latencyMs === null ? [] : [c.latencyMs])));
              return (
                <li key={provider}>
                  <details>
                    <summary className="cursor-pointer rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                      <span className="font-medium">{providerName(t, provider)}</span>
                      <span className="text-muted-foreground">
                        {' '}
                        · {t('health.checks', { count: checks.length })} · {states.map(([s, n]) => `${t(`state.${s}`)} ${n}`).join(', ')}
                        {mid === null ? '' : ` · ${t('health.median', { ms: mid })}`}
                      </span>
                    </summary>
                    <ol className="mt-2 grid gap-1 ps-4 text-xs">
                      {[...checks].reverse().map((c) => (
                        <li key={c.checkedAt} className="flex flex-wrap gap-2">
                          <span>{formatDateTime(i18n.language, c.checkedAt)}</span>
                          <StateBadge state={c.state} t={t} />
                          <span className="text-muted-foreground">
                            {c.latencyMs === null ? t('health.noLatency') : t('health.latency', { ms: c.latencyMs })}
                          </span>
                          {c.instance ? (
                            <span className="text-muted-foreground" data-testid="health-instance">
                              {t('health.instance', { instance: c.instance })}
                            </span>
                          ) : null}
                          <span className="basis-full break-words text-muted-foreground">{probeDetail(t, i18n.language, c)}</span>
                        </li>
                      ))}
                    </ol>
                  </details>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('health.noHistory')}</p>
        ))}
    </Panel>
  );
}
