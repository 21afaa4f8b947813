import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figure } from '../../../contract/documents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { cn } from '../../lib/cn.ts';
import { useDecideFigure, type FigureDecision } from './api.ts';
import { figureMarkTexts, figurePeriodText, formatFigureValue, parseTypedNumber } from './view.ts';

/**
 * The figures of a document: key, period, value in the reader's language and currency, rules or AI,
 * status, who decided and when. Accept, Edit then accept, Reject: one click or key each; the result
 * is announced politely and the focus moves to the next proposed figure.
 */
export function FigureList({
  figures,
  projectId,
  selected,
  onSelect,
  canDecide,
  source,
}: {
  figures: readonly Figure[];
  projectId: string;
  selected: string | null;
  onSelect: (id: string) => void;
  canDecide: boolean;
  /** Narrow screens: each figure's own source, in place. */ source?: (f: Figure) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const lng = i18n.language;
  const decide = useDecideFigure(projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // Only the figure being decided waits: the next one must take the focus at once.
  const busy = (id: string) => decide.isPending && decide.variables.figure.id === id;

  const focusNext = (after: string) => {
    const order = figures.map((f) => f.id);
    const from = order.indexOf(after);
    const next = [...figures.slice(from + 1), ...figures.slice(0, from)].find((f) => f.status === 'proposed' && f.id !== after);
    if (!next) return;
    onSelect(next.id);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-figure="${next.id}"] [data-action="accept"]`)?.focus());
  };
  // The answer is taken from the promise, not from mutate's per-call onSuccess: TanStack calls that
  // only while the hook's observer is subscribed, which a click landing right after the list mounts
  // (before React's passive effects run) can beat; the decision then saved but was never announced.
  // A failure shows through decide.error; the catch only keeps it from being an unhandled rejection.
  const run = (d: FigureDecision) =>
    decide
      .mutateAsync(d)
      .then((f) => {
        setEditing(null);
        const what = `${t(`key.${f.key}`)} ${formatFigureValue(lng, f.key, f.value, f.currency)}`;
        setSaid(t(f.status === 'accepted' ? 'review.acceptedSay' : 'review.rejectedSay', { what }));
        focusNext(f.id);
      })
      .catch(() => undefined);

  return (
    <div className="grid min-w-0 content-start gap-2">
      <ul ref={list} className="grid gap-2" data-testid="figure-list">
        {figures.map((f) => {
          const value =
            f.marks?.high !== undefined
              ? t('figureMarks.range', {
                  low: formatFigureValue(lng, f.key, f.value, f.currency),
                  high: formatFigureValue(lng, f.key, f.marks.high, f.currency),
                })
              : formatFigureValue(lng, f.key, f.value, f.currency);
          const period = figurePeriodText(t, lng, f);
          const { marks, check } = figureMarkTexts(t, f);
          const isEditing = editing === f.id;
          return (
            <li
              key={f.id}
              data-figure={f.id}
              data-key={f.key}
              data-status={f.status}
              className={cn('grid gap-2 rounded-lg border p-3 text-sm', selected === f.id && 'border-primary ring-1 ring-primary')}
              data-testid="figure-row"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <button
                  type="button"
                  className="min-w-0 text-left font-medium underline-offset-4 hover:underline"
                  onClick={() => onSelect(f.id)}
                  aria-pressed={selected === f.id}
                >
                  {t(`key.${f.key}`)}
                  {period !== '' ? ` · ${period}` : ''}: <span className="tabular-nums">{value}</span>
                </button>
                <span className="flex flex-wrap gap-1">
                  {marks.map((m) => (
                    <Badge key={m} variant="outline" data-testid="figure-mark">
                      {m}
                    </Badge>
                  ))}
                  <Badge variant="outline">{t(`origin.${f.source}`)}</Badge>
                  <Badge
                    variant={f.status === 'accepted' ? 'default' : f.status === 'rejected' ? 'destructive' : 'secondary'}
                    data-testid="figure-status"
                  >
                    {t(`figureStatus.${f.status}`)}
                  </Badge>
                </span>
              </div>
              {check ? (
                <p className="text-muted-foreground" data-testid="figure-check">
                  {check}
                </p>
              ) : null}
              {f.sourceDeleted ? <p className="text-muted-foreground">{t('review.sourceDeleted')}</p> : null}
              {f.decidedAt ? (
                <p className="text-muted-foreground">
                  {t('review.decided', { who: f.decidedBy?.name ?? t('review.someone'), when: formatDateTime(lng, f.decidedAt) })}
                  {f.originalValue !== null
                    ? ` ${t('review.edited', { original: formatFigureValue(lng, f.key, f.originalValue, f.currency) })}`
                    : ''}
                </p>
              ) : null}
              {canDecide && f.status === 'proposed' && !f.sourceDeleted ? (
                isEditing ? (
                  <form
                    className="flex flex-wrap items-end gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      const n = parseTypedNumber(lng, typed);
                      setInvalid(n === null);
                      if (n !== null) run({ figure: f, decision: 'accept', value: n });
                    }}
                    onKeyDown={(e) => (e.key === 'Escape' ? setEditing(null) : undefined)}
                  >
                    <label className="grid gap-1">
                      <span>{t('review.editLabel', { key: t(`key.${f.key}`) })}</span>
                      <Input
                        autoFocus
                        inputMode="decimal"
                        value={typed}
                        onChange={(e) => setTyped(e.target.value)}
                        aria-invalid={invalid}
                        aria-describedby={invalid ? `invalid-${f.id}` : undefined}
                        className="w-48"
                        data-testid="figure-edit-input"
                      />
                    </label>
                    <Button type="submit" size="sm" disabled={busy(f.id)}>
                      {t('review.acceptEdited')}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      {t('review.cancel')}
                    </Button>
                    {invalid ? (
                      <p id={`invalid-${f.id}`} className="w-full text-destructive">
                        {t('review.invalidNumber')}
                      </p>
                    ) : null}
                  </form>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      data-action="accept"
                      disabled={busy(f.id)}
                      onClick={() => run({ figure: f, decision: 'accept' })}
                      aria-label={t('review.acceptNamed', { what: `${t(`key.${f.key}`)} ${value}` })}
                    >
                      {t('review.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setEditing(f.id);
                        setTyped(String(f.value).replace('.', lng.startsWith('it') ? ',' : '.'));
                        setInvalid(false);
                        onSelect(f.id);
                      }}
                    >
                      {t('review.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy(f.id)}
                      onClick={() => run({ figure: f, decision: 'reject' })}
                      aria-label={t('review.rejectNamed', { what: `${t(`key.${f.key}`)} ${value}` })}
                    >
                      {t('review.reject')}
                    </Button>
                  </div>
                )
              ) : null}
              {source ? source(f) : null}
            </li>
          );
        })}
      </ul>
      {decide.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, decide.error)}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite" data-testid="figure-announce">
        {said}
      </p>
    </div>
  );
}
