import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useDecideShadowRun, useShadowRun, type ShadowRunDetail } from './api.ts';
import { Empty, Feedback, Section, Table, fmtDate, fmtNumber } from './parts.tsx';

function binLabel(lng: string, b: { from: number | null; to: number | null }) {
  const f = (x: number) => new Intl.NumberFormat(lng, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(x);
  if (b.from === null) return `< ${f(b.to!)}`;
  if (b.to === null) return `> ${f(b.from)}`;
  return `${f(b.from)} … ${f(b.to)}`;
}

/** The histogram as bars with their counts written out (the numbers are the content, the bars a help). */
function Histogram({ run }: { run: ShadowRunDetail }) {
  const { t, i18n } = useTranslation('adminDashboards');
  const max = Math.max(1, ...run.summary.histogram.map((b) => b.count));
  return (
    <figure className="grid gap-1" data-testid="shadow-histogram">
      <figcaption className="text-sm font-medium">{t('shadow.run.histogram')}</figcaption>
      <ul className="grid gap-1">
        {run.summary.histogram.map((b, i) => (
          <li key={i} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-xs">
            <span className="tabular-nums">{binLabel(i18n.language, b)}</span>
            <span className="h-3 rounded bg-primary/70" style={{ width: `${(100 * b.count) / max}%` }} aria-hidden="true" />
            <span className="text-right tabular-nums">{b.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function DecisionForm({ run }: { run: ShadowRunDetail }) {
  const { t } = useTranslation('adminDashboards');
  const decide = useDecideShadowRun(run.id);
  const [decision, setDecision] = useState<'promote' | 'reject'>('reject');
  const [reason, setReason] = useState('');
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        decide.mutate({ decision, reason }, { onSuccess: () => setReason('') });
      }}
    >
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium">{t('shadow.decision.legend')}</legend>
        {(['promote', 'reject'] as const).map((d) => (
          <label key={d} className="flex items-center gap-2">
            <input
              type="radio"
              name="decision"
              value={d}
              checked={decision === d}
              onChange={() => setDecision(d)}
              data-testid={`shadow-decision-${d}`}
            />
            {t(`shadow.decision.${d}`)}
          </label>
        ))}
      </fieldset>
      <label className="grid gap-1 text-sm">
        <span>{t('shadow.decision.reason')}</span>
        <textarea
          className="min-h-20 rounded-md border border-input bg-background p-2 text-sm"
          value={reason}
          maxLength={2000}
          onChange={(e) => setReason(e.target.value)}
          data-testid="shadow-decision-reason"
        />
      </label>
      <div>
        <Button type="submit" disabled={decide.isPending} data-testid="shadow-decision-submit">
          {t('shadow.decision.record')}
        </Button>
      </div>
      {decide.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, decide.error)}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('shadow.decision.note')}</p>
    </form>
  );
}

/** One run: its distribution, tier moves, moving sub-factors, the CSV and the decision. */
export function ShadowRunView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('adminDashboards');
  const lng = i18n.language;
  const q = useShadowRun(id);
  const run = q.data;
  if (!run) return <Feedback query={q} />;
  const s = run.summary.stats;
  const tier = (x: string) => t(`shadow.tiers.${x}`);
  return (
    <Section
      id="shadow-run"
      title={t('shadow.run.title', { candidate: run.candidate, count: run.evaluationCount })}
      description={t('shadow.run.description')}
    >
      {!s ? (
        <Empty testId="shadow-run-empty">{t('shadow.run.empty')}</Empty>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-6" data-testid="shadow-stats">
            {(['mean', 'median', 'p10', 'p90', 'min', 'max'] as const).map((k) => (
              <div key={k}>
                <dt className="text-muted-foreground">{t(`shadow.run.stats.${k}`)}</dt>
                <dd className="tabular-nums" data-testid={`shadow-stat-${k}`}>
                  {fmtNumber(lng, s[k], 2)}
                </dd>
              </div>
            ))}
          </dl>
          <Histogram run={run} />
          <h3 className="text-base font-semibold">{t('shadow.run.tierMoves')}</h3>
          {run.tierMoves.length === 0 ? (
            <Empty testId="shadow-tier-moves-empty">{t('shadow.run.noTierMoves')}</Empty>
          ) : (
            <Table
              testId="shadow-tier-moves"
              caption={t('shadow.run.tierMoves')}
              head={(['project', 'baseline', 'candidate', 'diff'] as const).map((c) => t(`shadow.run.columns.${c}`))}
              rows={run.tierMoves.map((r) => [
                r.projectTitle,
                `${fmtNumber(lng, r.baselineTotal)} (${tier(r.baselineTier)}, ${r.baselineVersion})`,
                `${fmtNumber(lng, r.candidateTotal)} (${tier(r.candidateTier)})`,
                fmtNumber(lng, r.diff),
              ])}
            />
          )}
          <h3 className="text-base font-semibold">{t('shadow.run.subFactors')}</h3>
          <Table
            testId="shadow-subfactors"
            caption={t('shadow.run.subFactors')}
            head={(['subFactor', 'meanAbs', 'mean', 'moved'] as const).map((c) => t(`shadow.run.columns.${c}`))}
            rows={run.summary.subFactors
              .filter((f) => f.moved > 0)
              .slice(0, 8)
              .map((f) => [f.id, fmtNumber(lng, f.meanAbs, 2), fmtNumber(lng, f.mean, 2), f.moved])}
          />
        </>
      )}
      <p>
        <a
          className="text-sm text-primary underline-offset-4 hover:underline"
          href={`/api/admin/shadow-runs/${run.id}/rows.csv`}
          data-testid="shadow-csv"
          download
        >
          {t('shadow.run.csv')}
        </a>
      </p>
      <h3 className="text-base font-semibold">{t('shadow.decision.title')}</h3>
      {run.decision ? (
        <p className="text-sm" data-testid="shadow-decision">
          {t('shadow.decision.recorded', {
            decision: t(`shadow.decision.${run.decision.decision}`),
            date: fmtDate(lng, run.decision.decidedAt),
            reason: run.decision.reason,
          })}
        </p>
      ) : null}
      <DecisionForm run={run} />
    </Section>
  );
}
