import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROADMAP_ITEM_STATUSES } from './constants.ts';
import type { EvidenceRef, RoadmapItem, RoadmapItemStatus } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useProgress, useProjectDocuments } from './api.ts';
import { selectClass, serverMessage } from './ui.ts';

/**
 * A progress update on one item: note, percent, status, actual spend and evidence (project documents picked from the
 * list, or https links). The server refuses "done" without evidence when the funder requires it; its message (in the
 * caller's language) is shown as it comes, and the form says beforehand that evidence is needed.
 */
export function ProgressDialog({
  projectId,
  item,
  currency,
  onClose,
}: {
  projectId: string;
  item: RoadmapItem;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('realization');
  const docs = useProjectDocuments(projectId, true);
  const progress = useProgress(projectId);
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState(String(item.percent ?? 0));
  const [status, setStatus] = useState<RoadmapItemStatus>(item.status);
  const [actual, setActual] = useState(item.actualCents != null ? String(item.actualCents / 100) : '');
  const [docIds, setDocIds] = useState<string[]>([]);
  const [links, setLinks] = useState<string[]>([]);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState('');
  const evidence: EvidenceRef[] = [
    ...docIds.map((documentId) => ({ kind: 'document' as const, documentId })),
    ...links.map((url) => ({ kind: 'link' as const, url })),
  ];
  const needsEvidence = Boolean(item.evidenceRequired) && status === 'done' && item.evidence.length === 0 && evidence.length === 0;

  const addLink = () => {
    const url = link.trim();
    if (!/^https:\/\/[^\s]+\.[^\s]+/.test(url)) {
      setLinkError(t('progress.linkInvalid'));
      return;
    }
    setLinks((l) => [...l, url]);
    setLink('');
    setLinkError('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pct = Math.min(100, Math.max(0, Number(percent) || 0));
    progress.mutate(
      {
        itemId: item.id,
        body: {
          note: note.trim(),
          percent: status === 'done' ? 100 : pct,
          status,
          ...(actual !== '' ? { actualCents: Math.round(Number(actual) * 100) } : {}),
          ...(evidence.length ? { evidence } : {}),
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" data-testid="progress-dialog">
        <DialogHeader>
          <DialogTitle>{t('progress.title', { title: item.title })}</DialogTitle>
          <DialogDescription>{item.evidenceRequired ? t('progress.evidenceRequiredHint') : t('progress.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <div className="grid gap-1">
            <Label htmlFor="pg-note">{t('progress.note')}</Label>
            <textarea
              id="pg-note"
              className="min-h-20 rounded-md border border-input bg-background p-2 text-sm"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={5000}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <Label htmlFor="pg-status">{t('progress.status')}</Label>
              <select
                id="pg-status"
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value as RoadmapItemStatus)}
                data-testid="progress-status"
              >
                {ROADMAP_ITEM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`itemStatus.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="pg-percent">{t('progress.percent')}</Label>
              <Input
                id="pg-percent"
                type="number"
                min={0}
                max={100}
                value={status === 'done' ? '100' : percent}
                disabled={status === 'done'}
                onChange={(e) => setPercent(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="pg-actual">{t('progress.actual', { currency })}</Label>
            <Input id="pg-actual" type="number" min={0} step="0.01" value={actual} onChange={(e) => setActual(e.target.value)} />
          </div>
          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('progress.evidence')}</legend>
            {docs.isPending ? (
              <p className="text-xs text-muted-foreground">{t('loading')}</p>
            ) : docs.isError ? (
              <p className="text-xs text-destructive">{serverMessage(t, docs.error)}</p>
            ) : docs.data.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t('progress.noDocuments')}</p>
            ) : (
              <ul className="grid max-h-40 gap-1 overflow-y-auto">
                {docs.data.map((d) => (
                  <li key={d.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={docIds.includes(d.id)}
                        onChange={(e) => setDocIds((ids) => (e.target.checked ? [...ids, d.id] : ids.filter((x) => x !== d.id)))}
                      />
                      <span className="break-all">{d.filename}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <div className="grid gap-1">
              <Label htmlFor="pg-link">{t('progress.link')}</Label>
              <div className="flex gap-2">
                <Input
                  id="pg-link"
                  type="url"
                  placeholder="https://"
                  value={link}
                  onChange={(e) => setLink(e.target.value)}
                  aria-invalid={Boolean(linkError)}
                  aria-describedby={linkError ? 'pg-link-error' : undefined}
                />
                <Button type="button" variant="outline" onClick={addLink} data-testid="progress-add-link">
                  {t('progress.addLink')}
                </Button>
              </div>
              {linkError ? (
                <p id="pg-link-error" className="text-xs text-destructive">
                  {linkError}
                </p>
              ) : null}
              {links.length ? (
                <ul className="grid gap-1 text-xs">
                  {links.map((u) => (
                    <li key={u} className="flex items-center gap-2 break-all">
                      {u}
                      <button type="button" className="underline" onClick={() => setLinks((l) => l.filter((x) => x !== u))}>
                        {t('roadmap.remove')}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </fieldset>
          {needsEvidence ? (
            <p className="text-sm text-amber-700 dark:text-amber-300" data-testid="progress-needs-evidence">
              {t('progress.needsEvidence')}
            </p>
          ) : null}
          {progress.isError ? (
            <p role="alert" className="text-sm text-destructive" data-testid="progress-error">
              {serverMessage(t, progress.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" pending={progress.isPending} data-testid="progress-save">
              {t('progress.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
