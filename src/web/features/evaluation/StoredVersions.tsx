import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useEvaluation, useEvaluations } from '../projects/api.ts';
import { NativeSelect } from './input-fields.tsx';
import { StoredResults } from './Results.tsx';

/**
 * The stored versions of a project's evaluation: pick one and read its results. The latest shows
 * until the reader picks another, and again once a newer version is stored. `visible` false skips
 * drawing the charts, which cannot measure a hidden box.
 */
export function StoredVersions({ projectId, currency, visible = true }: { projectId: string; currency: string; visible?: boolean }) {
  const { t, i18n } = useTranslation(['evaluation', 'score']);
  const lng = i18n.language;
  const list = useEvaluations(projectId);
  const latest = list.data && list.data.length > 0 ? Math.max(...list.data.map((e) => e.version)) : undefined;
  const [picked, setPicked] = useState<{ version: number; latest: number | undefined } | null>(null);
  const shown = picked && picked.latest === latest ? picked.version : latest;
  const onSelect = (version: number) => setPicked({ version, latest });
  const detail = useEvaluation(projectId, shown);
  return (
    <section aria-labelledby="results-heading" className="grid gap-4 *:min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="results-heading" className="scroll-mt-20 text-lg font-semibold">
          {t('results.heading')}
        </h2>
        {list.data && list.data.length > 0 ? (
          <div className="grid gap-1">
            <Label htmlFor="f-version">{t('results.version')}</Label>
            <NativeSelect id="f-version" className="w-auto" value={shown ?? ''} onChange={(e) => onSelect(Number(e.target.value))}>
              {[...list.data]
                .sort((a, b) => b.version - a.version)
                .map((e) => (
                  <option key={e.version} value={e.version}>
                    {t('results.versionOption', {
                      version: e.version,
                      date: formatDateTime(lng, e.createdAt),
                      iterations: formatNumber(lng, e.iterations, 0),
                    })}
                  </option>
                ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {list.isError || detail.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t('loadError', { message: errorMessage(t, list.error ?? detail.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void (list.isError ? list.refetch() : detail.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : list.isPending || (shown !== undefined && detail.isPending) ? (
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      ) : shown === undefined || !detail.data ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-testid="results-empty">
          {t('results.empty')}
        </p>
      ) : (
        visible && <StoredResults projectId={projectId} evaluation={detail.data} currency={currency} />
      )}
    </section>
  );
}
