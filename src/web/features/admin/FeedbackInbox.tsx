import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, nextFeedbackStatuses } from '../../../domain/feedback/index.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useFeedbackInbox, useMoveFeedback, type FeedbackItem, type FeedbackStatus } from './feedback-api.ts';

/** /admin's feedback inbox (ADR 0054): newest first, a filter by status with live counts, each item moved with an optional note. */
export function FeedbackInbox() {
  const { t } = useTranslation(['feedback', 'errors']);
  const [status, setStatus] = useState<FeedbackStatus | ''>('new');
  const q = useFeedbackInbox(status);
  return (
    <Panel id="feedback" title={t('inbox.title')} description={t('inbox.lead')} testId="admin-feedback">
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="feedback-status-filter">{t('inbox.filter')}</Label>
        <select
          id="feedback-status-filter"
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={status}
          onChange={(e) => setStatus(e.target.value as FeedbackStatus | '')}
          data-testid="feedback-status-filter"
        >
          <option value="">{t('inbox.all')}</option>
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {q.data ? `${t(`status.${s}`)} (${q.data.counts[s]})` : t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {queryFeedback(q, t, t('inbox.loading')) ??
        (q.data && q.data.items.length > 0 ? (
          <ul className="divide-y" data-testid="feedback-list">
            {q.data.items.map((f) => (
              <Item key={f.id} item={f} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground" data-testid="feedback-empty">
            {t('inbox.none')}
          </p>
        ))}
    </Panel>
  );
}

function Item({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation(['feedback', 'errors']);
  const [note, setNote] = useState('');
  const move = useMoveFeedback();
  const noteId = `feedback-note-${item.id}`;
  const go = (to: FeedbackStatus) =>
    move.mutate(
      { id: item.id, status: to, note: note.trim() || undefined },
      { onSuccess: () => toast({ title: t('inbox.moved', { status: t(`status.${to}`) }), variant: 'success' }) },
    );
  return (
    <li className="grid gap-2 py-3" data-testid="feedback-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all">
          <span className="font-medium">{item.username ?? t('inbox.erased')}</span>
          {item.userEmail ? <span className="text-muted-foreground"> · {item.userEmail}</span> : null}
        </span>
        <span className="flex items-center gap-2 text-muted-foreground">
          <Badge variant={item.status === 'new' ? 'default' : 'secondary'} data-testid="feedback-item-status">
            {t(`status.${item.status}`)}
          </Badge>
          {formatDateTime(i18n.language, item.createdAt)}
        </span>
      </div>
      <p className="break-words whitespace-pre-wrap">{item.description}</p>
      <p className="text-xs text-muted-foreground">
        {t('inbox.context', { route: item.route, version: item.appVersion, width: item.viewport.width, height: item.viewport.height })}
      </p>
      {item.note ? <p className="text-xs">{t('inbox.note', { note: item.note })}</p> : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={noteId} className="text-xs">
            {t('inbox.noteLabel')}
          </Label>
          <Input id={noteId} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} autoComplete="off" />
        </div>
        {nextFeedbackStatuses(item.status).map((to) => (
          <Button key={to} size="sm" variant="outline" pending={move.isPending} onClick={() => go(to)} data-testid={`feedback-move-${to}`}>
            {t(`inbox.to.${to}`)}
          </Button>
        ))}
      </div>
      {move.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, move.error)}
        </p>
      ) : null}
    </li>
  );
}
