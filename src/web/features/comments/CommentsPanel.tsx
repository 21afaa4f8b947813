import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from 'lucide-react';
import type { Comment } from '../../../contract/comments.ts';
import { COMMENT_MAX_LENGTH } from '../../../contract/constants.ts';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useComments, usePostComment } from './api.ts';

/**
 * The project page's "Comments" panel: everyone who sees the project reads the conversation, oldest
 * first; those whose access carries `comment` (members, grantees with comment or edit access) also
 * post. The server applies the same rule to every request.
 */
export function CommentsPanel({ project }: { project: Pick<Project, 'id' | 'access'> }) {
  const { t } = useTranslation('comments');
  const list = useComments(project.id);
  const canComment = project.access.capabilities.comment;

  return (
    <Panel id="comments" title={t('title')} description={t('description')} testId="comments-panel">
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-comments">
          {t('empty')}
        </p>
      ) : (
        <ol className="grid gap-2" aria-label={t('listLabel', { count: list.data.length })} data-testid="comments">
          {list.data.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ol>
      )}
      {canComment ? (
        <CommentForm projectId={project.id} />
      ) : (
        <p className="border-t pt-4 text-muted-foreground" data-testid="comments-read-only">
          {t('readOnly')}
        </p>
      )}
    </Panel>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation('comments');
  return (
    <li className="grid gap-1 rounded-md border p-3" data-testid="comment">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className={cn('font-medium break-all', !comment.author && 'text-muted-foreground italic')} data-testid="comment-author">
          {comment.author ? comment.author.name : t('deletedAccount')}
        </span>
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(i18n.language, comment.createdAt)}
        </time>
      </p>
      <p className="break-words whitespace-pre-wrap" data-testid="comment-body">
        {comment.body}
      </p>
    </li>
  );
}

function CommentForm({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('comments');
  const post = usePostComment(projectId);
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const fieldId = `${id}-body`;
  const left = COMMENT_MAX_LENGTH - body.length;
  const bodyError = fieldErrors(post.error).body ? t('errors.body', { max: formatNumber(i18n.language, COMMENT_MAX_LENGTH, 0) }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim() || post.isPending) return;
    setNotice({ text: '' });
    post.mutate(
      { body },
      {
        onSuccess: () => {
          setBody('');
          setNotice({ text: t('posted') });
          // The Post button is disabled by the emptied field: keep the focus where the next comment goes.
          field.current?.focus();
        },
        onError: (err) => setNotice({ text: fieldErrors(err).body ? t('fixBody') : errorMessage(t, err), error: true }),
      },
    );
  };

  /** Ctrl+Enter (⌘+Enter on a Mac) posts, as in most comment boxes; Enter alone starts a new line. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 border-t pt-4" data-testid="comment-form">
      <Label htmlFor={fieldId}>{t('label')}</Label>
      <textarea
        ref={field}
        id={fieldId}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={bodyError ? true : undefined}
        aria-describedby={[`${fieldId}-count`, bodyError ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
        className="min-h-20 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm"
        placeholder={t('placeholder')}
        data-testid="comment-input"
      />
      <p
        id={`${fieldId}-count`}
        className={cn('text-xs', left < 100 ? 'font-medium text-foreground' : 'text-muted-foreground')}
        data-testid="comment-count"
      >
        {t('left', { count: left, left: formatNumber(i18n.language, left, 0) })}
      </p>
      {bodyError ? (
        <p id={`${fieldId}-error`} className="text-destructive">
          {bodyError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={post.isPending || !body.trim()} data-testid="post-comment">
          <SendIcon aria-hidden="true" />
          {post.isPending ? t('posting') : t('post')}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn('text-sm', !notice.text && 'sr-only', notice.error ? 'text-destructive' : 'text-muted-foreground')}
        data-testid="comment-notice"
      >
        {notice.text}
      </p>
    </form>
  );
}
