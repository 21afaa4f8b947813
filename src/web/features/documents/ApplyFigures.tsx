import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import { applyFigures, type ApplyOutcome } from '../../../domain/evaluation/index.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useEvaluationInputs } from '../projects/api.ts';
import { useAcceptedFigures, useApplyFigures } from './api.ts';
import { formatFigureValue } from './view.ts';

/**
 * Accepted figures into the evaluation inputs, never silently: the reader picks figures, sees the
 * before/after of every field they change (the same rule the server applies, domain applyFigures),
 * and confirms; the server saves a new draft and audits it. The next run stores a new version.
 */
export function ApplyFigures({ project }: { project: Pick<Project, 'id' | 'currency' | 'fundingSought'> }) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const lng = i18n.language;
  const figures = useAcceptedFigures(project.id);
  const inputs = useEvaluationInputs(project.id);
  const apply = useApplyFigures(project.id);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [diff, setDiff] = useState<ApplyOutcome | null>(null);
  const [done, setDone] = useState('');
  const list = figures.data ?? [];

  const preview = () => {
    if (!inputs.data) return;
    const chosen = list.filter((f) => picked.has(f.id));
    setDiff(
      applyFigures(
        {
          assumptions: inputs.data.assumptions as BusinessPlanAssumptions,
          market: inputs.data.market,
          fundingSought: project.fundingSought,
          currency: project.currency,
        },
        chosen,
      ),
    );
  };
  const shown = (field: string, v: number | null) =>
    v === null ? '—' : field === 'drivers.pricePerUnit' ? formatNumber(lng, v, 2) : formatFigureValue(lng, 'money', v, project.currency);

  return (
    <Panel id="apply-figures" title={t('apply.title')} description={t('apply.description')} testId="apply-figures">
      {queryFeedback(figures, t, t('list.loading')) ??
        (list.length === 0 ? (
          <p className="text-muted-foreground">{t('apply.none')}</p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t('apply.pick')}</legend>
            {list.map((f) => (
              <label key={f.id} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={picked.has(f.id)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(f.id);
                    else next.delete(f.id);
                    setPicked(next);
                    setDiff(null);
                  }}
                />
                <span>
                  {t(`key.${f.key}`)}
                  {f.period !== null ? ` ${f.period}` : ''}: <strong>{formatFigureValue(lng, f.key, f.value, f.currency)}</strong>
                  <span className="text-muted-foreground"> — {f.citation.quote}</span>
                </span>
              </label>
            ))}
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={picked.size === 0 || !inputs.data}
              onClick={preview}
              data-testid="apply-preview"
            >
              {t('apply.review')}
            </Button>
          </fieldset>
        ))}
      {diff ? (
        <div className="grid gap-2" data-testid="apply-diff">
          {diff.changes.length === 0 ? (
            <p>{t('apply.nothing')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('apply.diffCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('apply.field')}</th>
                  <th scope="col">{t('apply.before')}</th>
                  <th scope="col">{t('apply.after')}</th>
                </tr>
              </thead>
              <tbody>
                {diff.changes.map((c) => (
                  <tr key={c.field} className="border-t">
                    <th scope="row" className="py-1 font-normal">
                      {t(`apply.fields.${c.field}`)}
                    </th>
                    <td className="tabular-nums">{shown(c.field, c.before)}</td>
                    <td className="font-medium tabular-nums">{shown(c.field, c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {diff.skipped.map((s) => (
            <p key={s.figureId} className="text-muted-foreground">
              {t(`apply.skipped.${s.reason}`, { key: t(`key.${list.find((f) => f.id === s.figureId)?.key ?? 'revenue'}`) })}
            </p>
          ))}
          {diff.changes.length > 0 ? (
            <Button
              type="button"
              className="w-fit"
              pending={apply.isPending}
              data-testid="apply-confirm"
              onClick={() =>
                apply.mutate([...picked], {
                  onSuccess: (out) => {
                    setDone(t('apply.done', { count: out.changes.length }));
                    setDiff(null);
                    setPicked(new Set());
                  },
                })
              }
            >
              {t('apply.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {apply.error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, apply.error)}
        </p>
      ) : null}
      <p aria-live="polite" className="text-sm">
        {done}
      </p>
    </Panel>
  );
}
