import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import type { Suggestion } from './api.ts';

/** "Request engagement": scope, the gaps the card covers (preselected), budget in EUR, deadline. */
export function RequestDialog({ projectId, s, onSent }: { projectId: string; s: Suggestion; onSent: () => void }) {
  const { t } = useTranslation('consultants');
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState('');
  const [gaps, setGaps] = useState(() => new Set(s.covers.map((g) => `${g.kind}:${g.id}`)));
  const [budget, setBudget] = useState('');
  const [deadline, setDeadline] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await apiRequest('POST', '/api/engagements', {
        projectId,
        consultantId: s.consultantId,
        scope,
        gaps: s.covers.filter((g) => gaps.has(`${g.kind}:${g.id}`)),
        ...(budget ? { budgetCents: Math.round(Number(budget) * 100) } : {}),
        ...(deadline ? { deadline } : {}),
      });
      setOpen(false);
      onSent();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const id = `req-${s.consultantId}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">{t('request.open')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('request.title', { name: s.profile.name })}</DialogTitle>
          <DialogDescription>{t('request.summary')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <Label htmlFor={`${id}-scope`}>{t('request.scope')}</Label>
          <textarea
            id={`${id}-scope`}
            className="min-h-24 w-full rounded-md border border-input bg-background p-2 text-sm"
            value={scope}
            onChange={(e) => setScope(e.target.value)}
          />
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t('request.gaps')}</legend>
            {s.covers.map((g) => {
              const k = `${g.kind}:${g.id}`;
              return (
                <label key={k} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={gaps.has(k)}
                    onChange={(e) => {
                      const next = new Set(gaps);
                      if (e.target.checked) next.add(k);
                      else next.delete(k);
                      setGaps(next);
                    }}
                  />
                  {t(`gapKind.${g.kind}`)} {g.id}
                </label>
              );
            })}
          </fieldset>
          <Label htmlFor={`${id}-budget`}>{t('request.budget')}</Label>
          <Input id={`${id}-budget`} type="number" min={0} step="0.01" value={budget} onChange={(e) => setBudget(e.target.value)} />
          <Label htmlFor={`${id}-deadline`}>{t('request.deadline')}</Label>
          <Input id={`${id}-deadline`} type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" onClick={() => void send()} disabled={scope.trim() === ''}>
            {t('request.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
