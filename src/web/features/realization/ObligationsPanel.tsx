import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Obligation } from '../../../contract/realization.ts';
import { queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCreateObligation, useObligations, useUpdateObligation } from './api.ts';
import { OBLIGATION_KINDS } from './constants.ts';
import { SealPeriod, TargetProgress } from './ObligationParts.tsx';
import { selectClass, serverMessage } from './ui.ts';

/**
 * The funded requests' obligations as dated items: kind, due date, status; PNRR targets with indicator and value.
 * Editors mark one met or waived (or open again) and add one by hand; overdue is the server's, from the date.
 */
export function ObligationsPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation('realization');
  const q = useObligations(projectId);
  const update = useUpdateObligation(projectId);
  if (q.isPending || q.isError) return queryFeedback(q, t, t('loading'));
  const rows = [...q.data].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const lng = i18n.language;
  return (
    <div className="grid gap-3">
      {rows.length === 0 ? <p className="text-muted-foreground">{t('obligations.empty')}</p> : null}
      <ul className="grid gap-2" data-testid="obligations">
        {rows.map((o) => (
          <li key={o.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="obligation" data-status={o.status}>
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{o.title}</span>
              <Badge variant={o.status === 'overdue' ? 'destructive' : o.status === 'met' ? 'secondary' : 'outline'}>
                {t(`obligationStatus.${o.status}`)}
              </Badge>
            </span>
            <span className="text-xs text-muted-foreground">
              {t(`obligationKind.${o.kind}`)} · {t('obligations.due', { date: formatDate(lng, o.dueOn) })}
              {o.periodStart && o.periodEnd
                ? ` · ${t('obligations.period', { from: formatDate(lng, o.periodStart), to: formatDate(lng, o.periodEnd) })}`
                : ''}
            </span>
            {o.indicator ? <TargetProgress projectId={projectId} o={o} canEdit={canEdit && o.status !== 'waived'} /> : null}
            {o.kind === 'report' || o.periodEnd ? <SealPeriod projectId={projectId} o={o} canEdit={canEdit} /> : null}
            {canEdit ? (
              <StatusButtons o={o} onSet={(status) => update.mutate({ id: o.id, body: { status } })} pending={update.isPending} />
            ) : null}
          </li>
        ))}
      </ul>
      {update.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(t, update.error)}
        </p>
      ) : null}
      {canEdit ? <NewObligation projectId={projectId} /> : null}
    </div>
  );
}

function StatusButtons({ o, onSet, pending }: { o: Obligation; onSet: (s: 'open' | 'met' | 'waived') => void; pending: boolean }) {
  const { t } = useTranslation('realization');
  const next: ('open' | 'met' | 'waived')[] = o.status === 'met' || o.status === 'waived' ? ['open'] : ['met', 'waived'];
  return (
    <span className="flex flex-wrap gap-2">
      {next.map((s) => (
        <Button
          key={s}
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => onSet(s)}
          aria-label={t(`obligations.mark.${s}Named`, { title: o.title })}
        >
          {t(`obligations.mark.${s}`)}
        </Button>
      ))}
    </span>
  );
}

function NewObligation({ projectId }: { projectId: string }) {
  const { t } = useTranslation('realization');
  const create = useCreateObligation(projectId);
  const [kind, setKind] = useState<Obligation['kind']>('milestone');
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [extra, setExtra] = useState<Record<'indicator' | 'unit' | 'baseline' | 'target' | 'from' | 'to', string>>({
    indicator: '',
    unit: '',
    baseline: '',
    target: '',
    from: '',
    to: '',
  });
  const isTarget = kind === 'target';
  const isReport = kind === 'report';
  const n = (v: string) => (v.trim() === '' ? null : Number(v));
  // A target is the funder's: its indicator and value are entered as the funder set them, never guessed (ADR 0047).
  const incomplete = !title.trim() || !dueOn || (isTarget && (!extra.indicator.trim() || extra.target.trim() === ''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (incomplete) return;
    create.mutate(
      {
        kind,
        title: title.trim(),
        dueOn,
        ...(isTarget
          ? {
              indicator: extra.indicator.trim(),
              unit: extra.unit.trim() || null,
              baselineValue: n(extra.baseline),
              targetValue: n(extra.target),
            }
          : {}),
        ...(isReport ? { periodStart: extra.from || null, periodEnd: extra.to || null } : {}),
      },
      { onSuccess: () => (setTitle(''), setDueOn(''), setExtra({ indicator: '', unit: '', baseline: '', target: '', from: '', to: '' })) },
    );
  };
  const field = (key: keyof typeof extra, type: 'text' | 'number' | 'date') => (
    <div className="grid gap-1">
      <Label htmlFor={`ob-${key}`}>{t(`obligations.fields.${key}`)}</Label>
      <Input
        id={`ob-${key}`}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={extra[key]}
        onChange={(e) => setExtra((x) => ({ ...x, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-end"
      data-testid="obligation-new"
    >
      <div className="grid gap-1">
        <Label htmlFor="ob-kind">{t('obligations.kind')}</Label>
        <select id="ob-kind" className={selectClass} value={kind} onChange={(e) => setKind(e.target.value as Obligation['kind'])}>
          {OBLIGATION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`obligationKind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ob-title">{t('obligations.title')}</Label>
        <Input id="ob-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ob-due">{t('obligations.dueOn')}</Label>
        <Input id="ob-due" type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
      </div>
      {isTarget ? (
        <div className="grid gap-2 sm:col-span-4 sm:grid-cols-4" data-testid="target-fields">
          <p className="text-xs text-muted-foreground sm:col-span-4">{t('obligations.targetHelp')}</p>
          {field('indicator', 'text')}
          {field('unit', 'text')}
          {field('baseline', 'number')}
          {field('target', 'number')}
        </div>
      ) : null}
      {isReport ? (
        <div className="grid gap-2 sm:col-span-4 sm:grid-cols-2">
          {field('from', 'date')}
          {field('to', 'date')}
        </div>
      ) : null}
      <Button type="submit" variant="outline" pending={create.isPending} disabled={incomplete}>
        {t('obligations.add')}
      </Button>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {serverMessage(t, create.error)}
        </p>
      ) : null}
    </form>
  );
}
