import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useEngagement } from './api.ts';
import { DeliverablePicker, TaskAssign } from './EngagementTools.tsx';

/** /consultants/engagements/:id: tasks, messages, deliverables; the proponent closes it with a review. */
export function EngagementPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('consultants');
  const e = useEngagement(id);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState('5');
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (method: string, url: string, body?: unknown) => {
    setError(null);
    try {
      await apiRequest(method, url, body);
      await e.refetch();
    } catch (x) {
      setError(x instanceof Error ? x.message : String(x));
    }
  };
  const d = e.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={d ? d.projectTitle : t('engagements.title')}
        description={d ? `${d.consultantName} · ${t(`state.${d.state}`)}` : ''}
      />
      {queryFeedback(e, t, t('loading'))}
      {d ? (
        <>
          <section aria-labelledby="e-scope" className="space-y-1">
            <h2 id="e-scope" className="font-semibold">
              {t('engagement.scope')}
            </h2>
            <p>{d.scope}</p>
            <p className="text-sm text-muted-foreground">
              {t('engagement.gaps')}: {d.gaps.map((g) => g.id).join(', ') || '—'}
              {d.deadline ? ` · ${t('request.deadline')}: ${formatDate(i18n.language, d.deadline)}` : ''}
              {d.grantExpiresAt && d.state === 'accepted'
                ? ` · ${t('engagement.grantUntil', { date: formatDate(i18n.language, d.grantExpiresAt) })}`
                : ''}
            </p>
            <Link className="text-sm underline" to={`/projects/${d.projectId}/compliance`}>
              {t('engagement.openCompliance')}
            </Link>
          </section>
          <section aria-labelledby="e-tasks" className="space-y-1">
            <h2 id="e-tasks" className="font-semibold">
              {t('engagement.tasks')}
            </h2>
            {d.tasks.length === 0 ? <p className="text-muted-foreground">{t('engagement.noTasks')}</p> : null}
            <ul>
              {d.tasks.map((x) => (
                <li key={x.taskId}>
                  {x.itemId} · {t(`taskStatus.${x.status}`)} · {formatDate(i18n.language, x.dueDate)}
                </li>
              ))}
            </ul>
            {d.side === 'proponent' && d.state === 'accepted' ? <TaskAssign d={d} run={run} /> : null}
          </section>
          <section aria-labelledby="e-messages" className="space-y-2">
            <h2 id="e-messages" className="font-semibold">
              {t('engagement.messages')}
            </h2>
            <ul className="space-y-1">
              {d.messages.map((m) => (
                <li key={m.id} className="rounded border p-2 text-sm">
                  <span className="font-medium">{m.author}</span> · {formatDateTime(i18n.language, m.createdAt)}
                  <p>{m.body}</p>
                </li>
              ))}
            </ul>
            {d.side !== 'admin' && (d.state === 'accepted' || d.state === 'requested') ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Label htmlFor="e-message" className="sr-only">
                  {t('engagement.message')}
                </Label>
                <Input id="e-message" value={message} onChange={(x) => setMessage(x.target.value)} placeholder={t('engagement.message')} />
                <Button
                  type="button"
                  disabled={!message.trim()}
                  onClick={() => void run('POST', `/api/engagements/${id}/messages`, { body: message }).then(() => setMessage(''))}
                >
                  {t('engagement.send')}
                </Button>
              </div>
            ) : null}
          </section>
          <section aria-labelledby="e-deliverables" className="space-y-2">
            <h2 id="e-deliverables" className="font-semibold">
              {t('engagement.deliverables')}
            </h2>
            <ul>
              {d.deliverables.map((x) => (
                <li key={x.documentId}>
                  <Link className="underline" to={`/documents/${x.documentId}`}>
                    {x.filename}
                  </Link>
                </li>
              ))}
            </ul>
            {d.state === 'accepted' && d.side !== 'admin' ? <DeliverablePicker d={d} run={run} /> : null}
          </section>
          {d.side === 'consultant' && d.state === 'requested' ? (
            <div className="flex gap-2">
              <Button type="button" onClick={() => void run('POST', `/api/engagements/${id}/accept`)}>
                {t('engagements.accept')}
              </Button>
              <Button type="button" variant="outline" onClick={() => void run('POST', `/api/engagements/${id}/decline`)}>
                {t('engagements.decline')}
              </Button>
            </div>
          ) : null}
          {d.side === 'proponent' && d.state === 'accepted' ? (
            <section aria-labelledby="e-close" className="space-y-2 rounded-lg border p-4">
              <h2 id="e-close" className="font-semibold">
                {t('engagement.complete')}
              </h2>
              <Label htmlFor="e-rating">{t('engagement.rating')}</Label>
              <select
                id="e-rating"
                className="h-10 rounded-md border border-input bg-background px-3"
                value={rating}
                onChange={(x) => setRating(x.target.value)}
              >
                {['5', '4', '3', '2', '1'].map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
              <Label htmlFor="e-review">{t('engagement.review')}</Label>
              <textarea
                id="e-review"
                className="min-h-20 w-full rounded-md border border-input bg-background p-2 text-sm"
                value={review}
                onChange={(x) => setReview(x.target.value)}
              />
              <Button
                type="button"
                disabled={!review.trim()}
                onClick={() => void run('POST', `/api/engagements/${id}/complete`, { rating: Number(rating), review })}
              >
                {t('engagement.completeButton')}
              </Button>
            </section>
          ) : null}
          {d.rating !== null ? (
            <p>
              {t('engagement.rating')}: {d.rating}/5 · {d.review}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
