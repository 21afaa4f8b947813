import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingRequestDetail } from '../../../contract/funding.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMessages, usePostMessage, useProjectDocuments } from './api.ts';

/** The request's conversation, oldest first; the form attaches documents of the project (proponent side). */
export function MessageThread({ request }: { request: FundingRequestDetail }) {
  const { t, i18n } = useTranslation('fundingRequests');
  const list = useMessages(request.id);
  const post = usePostMessage(request.id);
  const docs = useProjectDocuments(request.side === 'proponent' ? request.projectId : null);
  const [body, setBody] = useState('');
  const [attached, setAttached] = useState<string[]>([]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    post.mutate(
      { body: body.trim(), ...(attached.length ? { documentIds: attached } : {}) },
      { onSuccess: () => (setBody(''), setAttached([])) },
    );
  };
  return (
    <Panel id="messages" title={t('thread.title')} description={t('thread.description')} testId="request-messages">
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">{t('thread.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {list.data.map((m) => (
            <li key={m.id} className="grid gap-1 rounded-md border p-3" data-testid="request-message">
              <span className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{m.author ? m.author.name : t('requests.deletedAccount')}</span>
                <time className="text-xs text-muted-foreground" dateTime={m.createdAt}>
                  {formatDateTime(i18n.language, m.createdAt)}
                </time>
              </span>
              <p className="whitespace-pre-wrap">{m.body}</p>
              {m.documents.length > 0 && (
                <p className="text-xs">{t('thread.attached', { names: m.documents.map((d) => d.filename).join(', ') })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <form className="grid gap-2 border-t pt-4" onSubmit={onSubmit}>
        <Label htmlFor="message-body">{t('thread.label')}</Label>
        <textarea
          id="message-body"
          className="min-h-20 rounded-md border bg-background p-2 text-sm"
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          data-testid="message-body"
        />
        {docs.data && docs.data.length > 0 && (
          <fieldset className="grid gap-1">
            <legend className="text-sm">{t('thread.attach')}</legend>
            {docs.data.map((d) => (
              <label key={d.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={attached.includes(d.id)}
                  onChange={() => setAttached((a) => (a.includes(d.id) ? a.filter((x) => x !== d.id) : [...a, d.id]))}
                />
                {d.filename}
              </label>
            ))}
          </fieldset>
        )}
        {post.isError && (
          <p role="alert" className="text-destructive">
            {errorMessage(t, post.error)}
          </p>
        )}
        <div>
          <Button type="submit" disabled={post.isPending || !body.trim()} data-testid="send-message">
            {t('thread.send')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
