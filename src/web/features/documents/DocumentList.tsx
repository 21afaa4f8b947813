import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentListItem, DocumentStatus, DocumentSummary } from '../../../contract/documents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { downloadUrl, useDeleteDocument, useDocument, useRetryDocument } from './api.ts';
import { formatSize, groupVersions } from './view.ts';

const STATUS_VARIANT: Record<DocumentStatus, 'default' | 'secondary' | 'destructive' | 'outline' | 'warning'> = {
  queued: 'outline',
  processing: 'secondary',
  analysed: 'default',
  failed: 'destructive',
  quarantined: 'warning',
};

export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('documents');
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="document-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Why a failed or quarantined document stopped (read from its detail, translated by code). */
function FailureReason({ id }: { id: string }) {
  const { t } = useTranslation('documents');
  const detail = useDocument(id);
  const failure = detail.data?.failure;
  if (!failure) return null;
  return (
    <span className="text-destructive" data-testid="document-failure">
      {t(`failure.${failure.code}`, { defaultValue: failure.message })}
    </span>
  );
}

type Row = DocumentSummary & { projectTitle?: string };

/**
 * A list of documents, one entry per file name with its older versions beneath (downloadable), the
 * analysis status (failed: the reason and Retry), size, date, figures awaiting review (a link to the
 * review), download and delete (confirmed; accepted figures keep their citation).
 */
export function DocumentList({
  documents,
  canEdit,
  showProject = false,
}: {
  documents: readonly (DocumentSummary | DocumentListItem)[];
  canEdit: (projectId: string) => boolean;
  showProject?: boolean;
}) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const lng = i18n.language;
  const remove = useDeleteDocument();
  const retry = useRetryDocument();
  const [confirm, setConfirm] = useState<Row | null>(null);
  const groups = groupVersions(documents as readonly Row[]);
  if (groups.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="documents-empty">
        {t('list.empty')}
      </p>
    );
  const error = remove.error ?? retry.error;
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, error)}
        </p>
      ) : null}
      <ul className="grid gap-3" data-testid="document-list">
        {groups.map(({ latest: d, older }) => (
          <li key={d.id} className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="document-row" data-filename={d.filename}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <Link to={`/documents/${d.id}`} className="min-w-0 font-medium break-all text-primary underline-offset-4 hover:underline">
                  {d.filename}
                </Link>
                <Badge variant="outline">{t('list.version', { version: d.version })}</Badge>
                <StatusBadge status={d.status} />
              </span>
              <span className="flex flex-wrap gap-2">
                {d.status === 'failed' && canEdit(d.projectId) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    pending={retry.isPending}
                    onClick={() => retry.mutate({ id: d.id, projectId: d.projectId })}
                  >
                    {t('list.retry')}
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" asChild>
                  <a href={downloadUrl(d.id)} download aria-label={t('list.downloadNamed', { name: d.filename })}>
                    {t('list.download')}
                  </a>
                </Button>
                {canEdit(d.projectId) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setConfirm(d)}
                    aria-label={t('list.deleteNamed', { name: d.filename })}
                  >
                    {t('list.delete')}
                  </Button>
                ) : null}
              </span>
            </div>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
              {showProject && d.projectTitle ? (
                <Link to={`/projects/${d.projectId}?tab=documents`} className="underline-offset-4 hover:underline">
                  {d.projectTitle}
                </Link>
              ) : null}
              <span>{formatSize(lng, d.size)}</span>
              <span>{formatDateTime(lng, d.uploadedAt)}</span>
              {d.proposedFigures > 0 ? (
                <Link
                  to={`/documents/${d.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  data-testid="awaiting-review"
                >
                  {t('list.awaiting', { count: d.proposedFigures })}
                </Link>
              ) : null}
              {d.views && d.views.viewers > 0 ? (
                <Link to={`/documents/${d.id}#views`} className="underline-offset-4 hover:underline" data-testid="document-view-count">
                  {t('views.count', { count: d.views.viewers })}
                </Link>
              ) : null}
              {d.status === 'failed' || d.status === 'quarantined' ? <FailureReason id={d.id} /> : null}
            </p>
            {older.length > 0 ? (
              <details>
                <summary className="cursor-pointer text-muted-foreground">{t('list.older', { count: older.length })}</summary>
                <ul className="mt-1 grid gap-1 pl-4">
                  {older.map((o) => (
                    <li key={o.id} className="flex flex-wrap gap-3">
                      <span>{t('list.version', { version: o.version })}</span>
                      <span className="text-muted-foreground">{formatDateTime(lng, o.uploadedAt)}</span>
                      <a href={downloadUrl(o.id)} download className="text-primary underline-offset-4 hover:underline">
                        {t('list.downloadVersion', { version: o.version })}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <AlertDialog open={confirm !== null} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.title', { name: confirm?.filename ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.body')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              data-testid="confirm-delete"
              onClick={() => {
                if (confirm) remove.mutate({ id: confirm.id, projectId: confirm.projectId });
                setConfirm(null);
              }}
            >
              {t('delete.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
