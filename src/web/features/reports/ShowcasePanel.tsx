import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOWCASE_FIELDS } from '../../../contract/constants.ts';
import type { ReportSummary, ShowcaseField } from '../../../contract/reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { usePublishShowcase, useShowcaseState, useUnpublishShowcase } from './showcase-api.ts';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * The owner's showcase controls: publish a public page with the chosen fields and a CR badge standing
 * on a sealed evaluation report; unpublish takes both down at once.
 */
export function ShowcasePanel({ projectId, reports }: { projectId: string; reports: ReportSummary[] }) {
  const { t } = useTranslation('reports');
  const id = useId();
  const state = useShowcaseState(projectId);
  const publish = usePublishShowcase(projectId);
  const unpublish = useUnpublishShowcase(projectId);
  const eligible = reports.filter((r) => r.kind === 'evaluation' && r.revokedAt === null);
  const published = state.data?.published ? state.data : null;
  // The form starts from what is published (or a default) until the owner changes it.
  const [fieldsDraft, setFields] = useState<ShowcaseField[] | null>(null);
  const [reportDraft, setReportId] = useState<string | null>(null);
  const fields = fieldsDraft ?? published?.fields ?? ['industry', 'score'];
  const chosen = reportDraft ?? (eligible.some((r) => r.id === published?.reportId) ? published!.reportId! : (eligible[0]?.id ?? ''));
  const toggle = (f: ShowcaseField) => setFields(fields.includes(f) ? fields.filter((x) => x !== f) : [...fields, f]);
  return (
    <section className="grid gap-3 rounded-md border p-3" aria-labelledby={`${id}-title`} data-testid="showcase-panel">
      <h3 id={`${id}-title`} className="font-medium">
        {t('showcase.title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('showcase.help')}</p>
      {eligible.length === 0 ? (
        <p className="text-muted-foreground">{t('showcase.needsReport')}</p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
            <legend className="mb-1 text-sm">{t('showcase.fields')}</legend>
            {SHOWCASE_FIELDS.map((f) => (
              <label key={f} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked={fields.includes(f)} onChange={() => toggle(f)} />
                {t(`showcase.field.${f}`)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-report`}>{t('showcase.report')}</Label>
            <select id={`${id}-report`} className={selectClass} value={chosen} onChange={(e) => setReportId(e.target.value)}>
              {eligible.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.shortCode} · {r.language.toUpperCase()} · {t('item.version', { version: r.evaluationVersion })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              pending={publish.isPending}
              onClick={() => publish.mutate({ fields, reportId: chosen })}
              data-testid="showcase-publish"
            >
              {published ? t('showcase.update') : t('showcase.publish')}
            </Button>
            {published ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                pending={unpublish.isPending}
                onClick={() => unpublish.mutate()}
                data-testid="showcase-unpublish"
              >
                {t('showcase.unpublish')}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {publish.isError || unpublish.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, publish.error ?? unpublish.error)}
        </p>
      ) : null}
      {published?.slug && published.badgeUrl ? (
        <div className="grid gap-2 text-sm" data-testid="showcase-published">
          <p>
            {t('showcase.live')}{' '}
            <Link className="underline" to={`/showcase/${published.slug}`}>
              {published.pageUrl}
            </Link>
          </p>
          <img src={published.badgeUrl} alt={t('showcase.badgeAlt')} className="h-5 w-fit" />
          <Label htmlFor={`${id}-embed`}>{t('showcase.embed')}</Label>
          <textarea
            id={`${id}-embed`}
            readOnly
            rows={2}
            className="rounded-md border bg-muted p-2 font-mono text-xs"
            value={`<a href="${published.pageUrl}"><img src="${published.badgeUrl}" alt="CR score"></a>`}
          />
        </div>
      ) : null}
    </section>
  );
}
