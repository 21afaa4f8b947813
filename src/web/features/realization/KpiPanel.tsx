import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KPI_CADENCES } from './constants.ts';
import type { KpiRequest } from '../../../contract/realization.ts';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useAnswerKpi, useCreateKpiRequest, useKpiRequests } from './api.ts';
import { boundsText, KpiThresholdsForm } from './KpiThresholds.tsx';
import { selectClass, serverMessage } from './ui.ts';

/** KPIs an investor commonly asks for (names only: the values are the proponent's answers). */
const SUGGESTED = ['revenue', 'headcount', 'cash', 'capexSpent', 'customers'] as const;

/**
 * KPI requests: an investor with access asks for chosen KPIs on a cadence; a project editor answers the period due,
 * with the previous period's values beside each field.
 */
export function KpiPanel({
  projectId,
  canAsk,
  canAnswer,
  userId = null,
}: {
  projectId: string;
  canAsk: boolean;
  canAnswer: boolean;
  /** The signed-in user: the investor who asked sets the request's alert bounds. */
  userId?: string | null;
}) {
  const { t } = useTranslation('realization');
  const q = useKpiRequests(projectId);
  return (
    <div className="grid gap-4" data-testid="kpi-panel">
      {canAsk ? <NewKpiRequest projectId={projectId} /> : null}
      {q.isPending || q.isError ? (
        queryFeedback(q, t, t('loading'))
      ) : !q.data || q.data.length === 0 ? (
        <p className="text-muted-foreground">{t('kpi.empty')}</p>
      ) : (
        q.data.map((r) => (
          <KpiRequestCard key={r.id} projectId={projectId} request={r} canAnswer={canAnswer} canBound={canAsk && userId === r.investorId} />
        ))
      )}
    </div>
  );
}

function NewKpiRequest({ projectId }: { projectId: string }) {
  const { t } = useTranslation('realization');
  const create = useCreateKpiRequest(projectId);
  const [picked, setPicked] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const [cadence, setCadence] = useState<(typeof KPI_CADENCES)[number]>('quarterly');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const extra = custom
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const kpis = [...picked.map((k) => t(`kpi.suggested.${k}`)), ...extra];
    if (kpis.length === 0) return;
    create.mutate({ kpis, cadence }, { onSuccess: () => (setPicked([]), setCustom('')) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border p-3" data-testid="kpi-new">
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t('kpi.choose')}</legend>
        <div className="flex flex-wrap gap-3">
          {SUGGESTED.map((k) => (
            <label key={k} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={picked.includes(k)}
                onChange={(e) => setPicked((p) => (e.target.checked ? [...p, k] : p.filter((x) => x !== k)))}
              />
              {t(`kpi.suggested.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor="kpi-custom">{t('kpi.custom')}</Label>
        <Input id="kpi-custom" value={custom} onChange={(e) => setCustom(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="kpi-cadence">{t('kpi.cadence')}</Label>
          <select id="kpi-cadence" className={selectClass} value={cadence} onChange={(e) => setCadence(e.target.value as typeof cadence)}>
            {KPI_CADENCES.map((c) => (
              <option key={c} value={c}>
                {t(`kpi.cadences.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" pending={create.isPending} disabled={picked.length === 0 && !custom.trim()}>
          {t('kpi.ask')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(t, create.error)}
        </p>
      ) : null}
    </form>
  );
}

function KpiRequestCard({
  projectId,
  request,
  canAnswer,
  canBound,
}: {
  projectId: string;
  request: KpiRequest;
  canAnswer: boolean;
  canBound: boolean;
}) {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const answer = useAnswerKpi(projectId);
  const previous = [...request.answers].sort((a, b) => b.periodStart.localeCompare(a.periodStart))[0];
  const [values, setValues] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const due = request.nextDue;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!due) return;
    const out: Record<string, number | null> = {};
    for (const k of request.kpis) out[k] = values[k] === undefined || values[k] === '' ? null : Number(values[k]);
    answer.mutate(
      { requestId: request.id, body: { periodStart: due.periodStart, values: out, ...(note.trim() ? { note: note.trim() } : {}) } },
      { onSuccess: () => (setValues({}), setNote('')) },
    );
  };
  return (
    <section className="grid gap-2 rounded-md border p-3 text-sm" data-testid="kpi-request">
      <p className="font-medium">
        {request.kpis.join(', ')} · {t(`kpi.cadences.${request.cadence}`)}
      </p>
      <p className="text-xs text-muted-foreground">
        {due
          ? t('kpi.nextDue', {
              from: formatDate(lng, due.periodStart),
              to: formatDate(lng, due.periodEnd),
              due: formatDate(lng, due.dueOn),
            })
          : t('kpi.closed')}
        {' · '}
        {t('kpi.answers', { count: request.answers.length })}
      </p>
      {Object.keys(request.thresholds).length > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="kpi-bounds">
          {t('kpi.bounds.shown', { bounds: boundsText(t, lng, request.thresholds) })}
        </p>
      ) : null}
      {canBound && due ? <KpiThresholdsForm projectId={projectId} request={request} /> : null}
      {canAnswer && due ? (
        <form onSubmit={submit} className="grid gap-2" data-testid="kpi-answer">
          {request.kpis.map((k, i) => (
            <div key={k} className="grid grid-cols-[1fr_8rem] items-end gap-2 sm:grid-cols-[12rem_8rem_1fr]">
              <Label htmlFor={`kpi-${request.id}-${i}`}>{k}</Label>
              <Input
                id={`kpi-${request.id}-${i}`}
                type="number"
                step="any"
                value={values[k] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
              />
              <span className="text-xs text-muted-foreground">
                {previous
                  ? t('kpi.previous', {
                      value: previous.values[k] == null ? '—' : formatNumber(lng, previous.values[k], 2),
                      date: formatDate(lng, previous.periodEnd),
                    })
                  : t('kpi.noPrevious')}
              </span>
            </div>
          ))}
          <div className="grid gap-1">
            <Label htmlFor={`kpi-note-${request.id}`}>{t('kpi.note')}</Label>
            <Input id={`kpi-note-${request.id}`} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <Button type="submit" size="sm" className="justify-self-start" pending={answer.isPending}>
            {t('kpi.send')}
          </Button>
          {answer.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(t, answer.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
