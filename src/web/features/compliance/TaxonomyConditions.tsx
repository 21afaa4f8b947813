import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { TaxonomyActivity, TaxonomyCondition, TaxonomyObjective } from './api.ts';
import { TAXONOMY_CONDITIONS, TAXONOMY_OBJECTIVES, useSaveActivity } from './api.ts';
import { NativeSelect } from './fields.tsx';

/** One condition as a labelled select: met / not met / not assessed yet. */
function ConditionSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: TaxonomyCondition;
  onChange: (v: TaxonomyCondition) => void;
}) {
  const { t } = useTranslation('compliance');
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as TaxonomyCondition)} className="h-8">
        {TAXONOMY_CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {t(`taxonomy.condition.${c}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The four Art. 3 conditions of one activity (eligible, substantial contribution to its objective, do no
 * significant harm to each other objective, minimum safeguards), saved by PUT …/taxonomy/activities/:activityId.
 * Alignment stays the server's: it is shown above the form from the saved conditions.
 */
export function TaxonomyConditionsForm({
  projectId,
  activity,
  editable,
}: {
  projectId: string;
  activity: TaxonomyActivity;
  editable: boolean;
}) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const save = useSaveActivity(projectId);
  const others = TAXONOMY_OBJECTIVES.filter((o) => o !== activity.objective);
  const [c, setC] = useState(() => ({
    ...activity.conditions,
    dnsh: Object.fromEntries(others.map((o) => [o, activity.conditions.dnsh[o] ?? 'unknown'])) as Partial<
      Record<TaxonomyObjective, TaxonomyCondition>
    >,
  }));
  const set = (patch: Partial<typeof c>) => {
    save.reset();
    setC((x) => ({ ...x, ...patch }));
  };
  return (
    <form
      className="grid gap-3"
      data-testid="taxonomy-conditions"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          activityId: activity.id,
          body: {
            eligible: c.eligible,
            substantialContribution: c.substantialContribution,
            dnsh: c.dnsh,
            minimumSafeguards: c.minimumSafeguards,
          },
        });
      }}
    >
      <fieldset disabled={!editable} className="grid gap-3">
        <legend className="sr-only">{t('taxonomy.conditionsLegend', { activity: activity.name })}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          <ConditionSelect id={`${id}-eligible`} label={t('taxonomy.eligible')} value={c.eligible} onChange={(v) => set({ eligible: v })} />
          <ConditionSelect
            id={`${id}-sc`}
            label={t('taxonomy.sc')}
            value={c.substantialContribution}
            onChange={(v) => set({ substantialContribution: v })}
          />
          <ConditionSelect
            id={`${id}-ms`}
            label={t('taxonomy.safeguards')}
            value={c.minimumSafeguards}
            onChange={(v) => set({ minimumSafeguards: v })}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs text-muted-foreground">{t('taxonomy.dnsh')}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((o) => (
              <ConditionSelect
                key={o}
                id={`${id}-dnsh-${o}`}
                label={t(`objectives.${o}`)}
                value={c.dnsh[o] ?? 'unknown'}
                onChange={(v) => set({ dnsh: { ...c.dnsh, [o]: v } })}
              />
            ))}
          </div>
        </fieldset>
      </fieldset>
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" variant="outline" pending={save.isPending}>
            {t('taxonomy.saveConditions')}
          </Button>
          <p aria-live="polite" className="text-xs">
            {save.isError ? (
              <span role="alert" className="text-destructive">
                {errorMessage(t, save.error)}
              </span>
            ) : save.isSuccess ? (
              t('form.saved')
            ) : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}
