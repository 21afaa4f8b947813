import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { TaxonomyActivity } from './api.ts';
import { useItems, useSaveActivity, useTaxonomy } from './api.ts';
import { activityOfItem } from './logic.ts';
import { QueryState, sharePercent } from './parts.tsx';
import { TaxonomyConditionsForm } from './TaxonomyConditions.tsx';

const KPIS = ['turnover', 'capex', 'opex'] as const;

function Aligned({ aligned }: { aligned: boolean }) {
  const { t } = useTranslation('compliance');
  const Icon = aligned ? CheckCircle2Icon : XCircleIcon;
  return (
    <p className="flex items-center gap-1.5 font-medium" data-testid="activity-aligned" data-aligned={aligned}>
      <Icon className="size-4" aria-hidden="true" />
      {t(aligned ? 'taxonomy.aligned' : 'taxonomy.notAligned')}
    </p>
  );
}

/** The amounts of one activity (turnover, CapEx, OpEx) that the KPIs' numerators sum. */
function Amounts({ projectId, activity, editable }: { projectId: string; activity: TaxonomyActivity; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const save = useSaveActivity(projectId);
  const [v, setV] = useState({
    turnover: activity.turnover?.toString() ?? '',
    capex: activity.capex?.toString() ?? '',
    opex: activity.opex?.toString() ?? '',
  });
  const n = (s: string) => (s.trim() === '' ? 0 : Number(s));
  const bad = KPIS.some((k) => v[k].trim() !== '' && !(Number(v[k]) >= 0));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!bad) save.mutate({ activityId: activity.id, body: { turnover: n(v.turnover), capex: n(v.capex), opex: n(v.opex) } });
      }}
    >
      <fieldset disabled={!editable} className="contents">
        {KPIS.map((k) => (
          <div key={k} className="grid gap-1">
            <Label htmlFor={`${id}-${k}`} className="text-xs">
              {t(`taxonomy.amount.${k}`)}
            </Label>
            <Input
              id={`${id}-${k}`}
              type="number"
              min={0}
              inputMode="decimal"
              value={v[k]}
              onChange={(e) => setV((x) => ({ ...x, [k]: e.target.value }))}
              className="h-8 w-36"
              aria-invalid={bad ? true : undefined}
            />
          </div>
        ))}
      </fieldset>
      {editable ? (
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending || bad}>
          {t('taxonomy.saveAmounts')}
        </Button>
      ) : null}
      <p aria-live="polite" className="text-xs">
        {save.isError ? (
          <span role="alert" className="text-destructive">
            {errorMessage(t, save.error)}
          </span>
        ) : save.isSuccess ? (
          t('form.saved')
        ) : null}
      </p>
    </form>
  );
}

/** EU Taxonomy: per claimed activity eligibility, contribution, DNSH per objective, safeguards and the binary alignment; then the KPIs. */
export function TaxonomyPanel({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t, i18n } = useTranslation('compliance');
  const lng = i18n.language;
  const view = useTaxonomy(projectId, lng);
  const items = useItems(projectId, 'eu-taxonomy', lng);
  // The activity's name is its item's title in the framework (EUT-ACT-4.1 → 4.1); NACE and number when there is none.
  const names = new Map(
    (items.data ?? []).flatMap((i) => {
      const act = activityOfItem(i.id);
      return act ? [[act, i.title] as const] : [];
    }),
  );
  if (!view.data) return <QueryState query={view} />;
  const { activities, kpis, readiness } = view.data;
  return (
    <div className="grid gap-4" data-testid="taxonomy-view">
      <p className="text-sm text-muted-foreground">{t('taxonomy.lead')}</p>
      <section aria-labelledby="taxonomy-kpis" className="grid gap-2">
        <h3 id="taxonomy-kpis" className="font-semibold">
          {t('taxonomy.kpisTitle')}
        </h3>
        <dl className="grid gap-2 sm:grid-cols-3" data-testid="taxonomy-kpis">
          {KPIS.map((k) => (
            <div key={k} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{t(`taxonomy.kpi.${k}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{sharePercent(lng, kpis[k].aligned)}</dd>
              <dd className="text-xs text-muted-foreground">
                {t('taxonomy.eligibleShare', { share: sharePercent(lng, kpis[k].eligible) })}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{t('taxonomy.readiness', { score: readiness === null ? '—' : readiness })}</p>
        <p className="text-xs text-muted-foreground">{t('taxonomy.binaryNote')}</p>
      </section>
      {activities.length === 0 ? (
        <p className="text-sm" data-testid="taxonomy-empty">
          {t('taxonomy.empty')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {activities.map((a) => (
            <li key={a.id} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="taxonomy-activity">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-medium break-words">{t('taxonomy.activity', { nace: a.nace, name: names.get(a.id) ?? a.id })}</h4>
                <Aligned aligned={a.aligned} />
              </div>
              <p className="text-muted-foreground">
                {t('taxonomy.objective')}: {a.objective ? t(`objectives.${a.objective}`) : '—'}
              </p>
              <TaxonomyConditionsForm projectId={projectId} activity={a} editable={editable} />
              <Amounts projectId={projectId} activity={a} editable={editable} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
