import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArchiveIcon, ArchiveRestoreIcon, Trash2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { PROJECT_TRANSITIONS } from '../../../domain/projects/index.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useArchiveProject, useChangeStatus, useDeleteProject } from './api.ts';
import { LifecycleBadge, LifecycleNext, StatusBadge } from './fields.tsx';

/** The overview's side cards: move the status, archive or restore, delete (typed confirmation). */

export function StatusCard({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const change = useChangeStatus(p.id);
  // Analyzing is set by runs; completed only when the lifecycle is ready (docs/methodology/lifecycle.md).
  const targets = PROJECT_TRANSITIONS[p.status].filter((to) => to !== 'analyzing' && (to !== 'completed' || p.lifecycle.stage === 'ready'));
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('status.title')}</h2>
        <CardDescription>{t(`status.explain.${p.status}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex flex-wrap gap-1.5">
          <LifecycleBadge lifecycle={p.lifecycle} status={p.status} />
          <StatusBadge status={p.status} />
        </div>
        <LifecycleNext lifecycle={p.lifecycle} className="text-sm" />
        {targets.length === 0 ? (
          p.status === 'funded' ? (
            <p className="text-sm text-muted-foreground">{t('status.final')}</p>
          ) : null
        ) : (
          <div className="flex flex-wrap gap-2">
            {targets.map((to) => (
              <Button key={to} size="sm" variant="outline" pending={change.isPending} onClick={() => change.mutate(to)}>
                {t('status.moveTo', { status: t(`statuses.${to}`) })}
              </Button>
            ))}
          </div>
        )}
        {change.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, change.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function ArchiveCard({ project: p }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const archive = useArchiveProject(p.id);
  const archived = p.archivedAt !== null;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('archive.title')}</h2>
        <CardDescription>
          {archived ? t('archive.archivedOn', { date: formatDate(i18n.language, p.archivedAt ?? p.updatedAt) }) : t('archive.explain')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div>
          <Button size="sm" variant="outline" pending={archive.isPending} onClick={() => archive.mutate(!archived)}>
            {archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {archived ? t('archive.unarchive') : t('archive.archive')}
          </Button>
        </div>
        {archive.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, archive.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function DeleteCard({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const remove = useDeleteProject(p.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === p.title.trim();

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    remove.mutate(undefined, { onSuccess: () => void navigate('/projects', { replace: true }) });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('delete.title')}</h2>
        <CardDescription>{t('delete.explain')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setTyped('');
              remove.reset();
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="destructive">
              <Trash2Icon aria-hidden="true" />
              {t('delete.open')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={confirm} className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.confirmTitle', { title: p.title })}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.confirmBody')}</AlertDialogDescription>
              </AlertDialogHeader>
              <div className="grid gap-1.5">
                <Label htmlFor="delete-confirm">{t('delete.typeLabel', { title: p.title })}</Label>
                <Input id="delete-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
              </div>
              {remove.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(t, remove.error)}
                </p>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                  {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
