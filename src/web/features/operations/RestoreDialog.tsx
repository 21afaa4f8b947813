import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useRestore, type BackupRun } from './readiness-api.ts';

type Phase = { step: 'form' } | { step: 'restoring' } | { step: 'done' } | { step: 'failed'; detail: string | null };

/**
 * Restore a stored backup over the platform (issue 26, ADR 0063): typed confirmation (the backup's name)
 * and a reason; said beforehand that everyone, the admin included, signs in again. Once queued, the
 * dialog follows the run: 503 while the platform is in maintenance, 401 once the sessions were ended
 * (the restore is done), a failed run's detail otherwise.
 */
export function RestoreDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation(['operations', 'errors']);
  const [confirm, setConfirm] = useState('');
  const [reason, setReason] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [run, setRun] = useState<BackupRun | null>(null);
  const restore = useRestore();

  useEffect(() => {
    if (phase.step !== 'restoring' || !run) return;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch('/api/admin/backups', { credentials: 'same-origin' });
        if (stopped) return;
        if (res.status === 401) return setPhase({ step: 'done' });
        if (res.ok) {
          const body = (await res.json()) as { runs: BackupRun[] };
          const mine = body.runs.find((r) => r.id === run.id);
          if (mine?.status === 'failed') return setPhase({ step: 'failed', detail: mine.detail });
        }
      } catch {
        /* the server is busy restoring: asked again below */
      }
      if (!stopped) timer = setTimeout(() => void poll(), 2_000);
    };
    let timer = setTimeout(() => void poll(), 1_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase.step, run]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    restore.mutate(
      { backupName: name, confirm, reason },
      {
        onSuccess: (r) => {
          setRun(r);
          setPhase({ step: 'restoring' });
        },
      },
    );
  };
  const closable = phase.step === 'form' || phase.step === 'failed';
  return (
    <Dialog open onOpenChange={(open) => (open || !closable ? undefined : onClose())}>
      <DialogContent closeLabel={t('restore.cancel')} data-testid="restore-dialog">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('restore.title', { name })}</DialogTitle>
            <DialogDescription>{t('restore.lead')}</DialogDescription>
          </DialogHeader>
          {phase.step === 'form' ? (
            <>
              <p role="note" className="rounded-md border border-destructive/50 p-3 text-sm" data-testid="restore-warning">
                {t('restore.signOutWarning')}
              </p>
              <div className="grid gap-1.5">
                <Label htmlFor="restore-confirm">{t('restore.confirmLabel', { name })}</Label>
                <Input
                  id="restore-confirm"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                  required
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
              </div>
              <ReasonField
                id="restore-reason"
                label={t('restore.reason')}
                hint={t('restore.reasonHint')}
                value={reason}
                onChange={setReason}
              />
              {restore.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(t, restore.error)}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('restore.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="destructive"
                  pending={restore.isPending}
                  disabled={confirm.trim() !== name || reason.trim().length < 3}
                >
                  {t('restore.submit')}
                </Button>
              </DialogFooter>
            </>
          ) : phase.step === 'restoring' ? (
            <p role="status" data-testid="restore-status">
              {t('restore.running', { name })}
            </p>
          ) : phase.step === 'done' ? (
            <div className="grid gap-3">
              <p role="status" data-testid="restore-status">
                {t('restore.done', { name })}
              </p>
              <Button type="button" className="w-fit" onClick={() => window.location.assign('/login')}>
                {t('restore.signIn')}
              </Button>
            </div>
          ) : (
            <div className="grid gap-3">
              <p role="alert" className="break-words text-destructive" data-testid="restore-status">
                {t('restore.failed', { detail: phase.detail ?? '—' })}
              </p>
              <Button type="button" variant="outline" className="w-fit" onClick={onClose}>
                {t('restore.close')}
              </Button>
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
