import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { SELECT_CLASS } from '../../components/ui/select-class.ts';
import { useShadowRuns, useStartShadowRun } from './api.ts';
import { Empty, Feedback, Section, Table, fmtDate, fmtNumber } from './parts.tsx';
import { ShadowRunView } from './ShadowRunView.tsx';

/** /shadow-mode (admin): a candidate methodology over the stored evaluations, never shown to users (ADR 0057). */
export function ShadowModePage() {
  const { t, i18n } = useTranslation('adminDashboards');
  const lng = i18n.language;
  const q = useShadowRuns();
  const start = useStartShadowRun();
  const [candidate, setCandidate] = useState('cr-v2');
  const [selected, setSelected] = useState<string | null>(null);
  const shown = selected ?? q.data?.runs[0]?.id ?? null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="shadow-mode">
      <PageHeader title={t('shadow.title')} description={t('shadow.description')} />
      <Section id="shadow-start" title={t('shadow.start.title')} description={t('shadow.start.description')}>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate(candidate, { onSuccess: (run) => setSelected(run.id) });
          }}
        >
          <label className="grid gap-1 text-sm">
            <span>{t('shadow.start.candidate')}</span>
            <select
              className={SELECT_CLASS}
              value={candidate}
              onChange={(e) => setCandidate(e.target.value)}
              data-testid="shadow-candidate"
            >
              {(q.data?.candidates ?? ['cr-v1', 'cr-v2']).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={start.isPending} data-testid="shadow-run">
            {start.isPending ? t('shadow.start.running') : t('shadow.start.run')}
          </Button>
        </form>
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, start.error)}
          </p>
        ) : null}
        {q.data ? <p className="text-xs text-muted-foreground">{t('shadow.start.rule')}</p> : null}
      </Section>
      <Section id="shadow-runs" title={t('shadow.runs.title')}>
        {!q.data ? (
          <Feedback query={q} />
        ) : q.data.runs.length === 0 ? (
          <Empty testId="shadow-runs-empty">{t('shadow.runs.empty')}</Empty>
        ) : (
          <Table
            testId="shadow-runs-table"
            caption={t('shadow.runs.title')}
            head={(['when', 'candidate', 'evaluations', 'mean', 'tierMoves', 'decision'] as const).map((c) =>
              t(`shadow.runs.columns.${c}`),
            )}
            rows={q.data.runs.map((r) => [
              <button
                key="open"
                type="button"
                className="text-left text-primary underline-offset-4 hover:underline"
                aria-pressed={r.id === shown}
                onClick={() => setSelected(r.id)}
              >
                {fmtDate(lng, r.createdAt)} {new Date(r.createdAt).toISOString().slice(11, 16)}
              </button>,
              r.candidate,
              r.evaluationCount,
              r.summary.stats ? fmtNumber(lng, r.summary.stats.mean, 2) : '—',
              r.summary.tierChanges.reduce((a, c) => a + c.count, 0),
              r.decision ? t(`shadow.decision.${r.decision.decision}`) : t('shadow.decision.none'),
            ])}
          />
        )}
      </Section>
      {shown ? <ShadowRunView id={shown} /> : null}
    </div>
  );
}
