import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { ComplianceScope } from './api.ts';
import { cn } from '../../lib/cn.ts';
import {
  CSRD_SCOPES,
  ENTITY_SIZES,
  EXPOSURES_231,
  GDPR_ROLES,
  PNRR_ROLES,
  TAXONOMY_OBJECTIVES,
  VOLUNTARY_FRAMEWORKS,
  useSaveScope,
  useScope,
} from './api.ts';
import { isCup } from './logic.ts';
import { NativeSelect, Check } from './fields.tsx';
import { QueryState } from './parts.tsx';
import { GdprFlags, MaterialTopics, TaxonomyTotals } from './ScopeExtras.tsx';
import { Inapplicable, PnrrFields } from './ScopeFields.tsx';
import { ScopeSection, scopeSummaries, useNarrowScope, type ScopeSectionId } from './ScopeSection.tsx';

/**
 * The scoping step: a short form whose answers decide which frameworks and items apply, in five
 * sections; under 768 px the sections fold (a summary line each) and the save button sticks to the bottom.
 */
export function ScopingView({ projectId, editable }: { projectId: string; editable: boolean }) {
  const scope = useScope(projectId);
  if (!scope.isSuccess) return <QueryState query={scope} />;
  return (
    <div className="grid gap-6">
      {/* The form keeps what it holds across the refetch its own save causes (a remount would drop the "saved" line). */}
      <ScopeForm projectId={projectId} initial={scope.data} editable={editable} />
      <Inapplicable projectId={projectId} />
    </div>
  );
}

function ScopeForm({ projectId, initial, editable }: { projectId: string; initial: ComplianceScope; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const [s, setS] = useState(initial);
  const save = useSaveScope(projectId);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof ComplianceScope>(key: K, value: ComplianceScope[K]) => {
    setSaved(false);
    setS((d) => ({ ...d, [key]: value }));
  };
  const setPnrr = <K extends keyof ComplianceScope['pnrr']>(key: K, value: ComplianceScope['pnrr'][K]) =>
    set('pnrr', { ...s.pnrr, [key]: value });
  const involved = s.pnrr.role !== 'none';
  const cupError = involved && s.pnrr.cup && !isCup(s.pnrr.cup) ? t('scope.cupInvalid') : null;
  const opt = (v: string | null) => (v === '' ? null : v);
  const coef = (v: string) => (v === '' ? null : (Number(v) as 0 | 40 | 100));
  const narrow = useNarrowScope();
  const [open, setOpen] = useState<ReadonlySet<ScopeSectionId>>(() => new Set(['company']));
  const section = (id: ScopeSectionId) => ({
    id,
    narrow,
    summary: summaries[id],
    open: open.has(id),
    onToggle: () => setOpen((o) => (o.has(id) ? new Set([...o].filter((x) => x !== id)) : new Set([...o, id]))),
  });
  const summaries = scopeSummaries(t, s);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (cupError) {
      // A folded section must not hide why nothing is saved: open it and take the focus to the CUP.
      setOpen((o) => new Set([...o, 'pnrr']));
      requestAnimationFrame(() => document.getElementById('scope-cup')?.focus());
      return;
    }
    save.mutate(s, { onSuccess: () => setSaved(true) });
  };
  const activities = s.taxonomyActivities;
  const setActivity = (i: number, patch: Partial<ComplianceScope['taxonomyActivities'][number]>) =>
    set(
      'taxonomyActivities',
      activities.map((x, j) => (j === i ? { ...x, ...patch } : x)),
    );
  return (
    <form onSubmit={submit} className="grid gap-4" data-testid="scope-form" aria-labelledby="scope-title">
      <div>
        <h3 id="scope-title" className="text-base font-semibold">
          {t('scope.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('scope.lead')}</p>
      </div>
      <ScopeSection {...section('company')}>
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          <FormField id="scope-size" label={t('scope.entitySize')}>
            <NativeSelect
              id="scope-size"
              value={s.entitySize ?? ''}
              onChange={(e) => set('entitySize', opt(e.target.value) as ComplianceScope['entitySize'])}
            >
              <option value="">{t('scope.choose')}</option>
              {ENTITY_SIZES.map((v) => (
                <option key={v} value={v}>
                  {t(`scope.sizes.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="scope-csrd" label={t('scope.csrd')} hint={t('scope.csrdHint')}>
            <NativeSelect
              id="scope-csrd"
              value={s.csrdScope}
              onChange={(e) => set('csrdScope', e.target.value as ComplianceScope['csrdScope'])}
              aria-describedby="scope-csrd-hint"
            >
              {CSRD_SCOPES.map((v) => (
                <option key={v} value={v}>
                  {t(`scope.csrdScopes.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="scope-sector" label={t('scope.sector')} hint={t('scope.sectorHint')}>
            <Input
              id="scope-sector"
              value={s.sector ?? ''}
              maxLength={20}
              onChange={(e) => set('sector', opt(e.target.value))}
              aria-describedby="scope-sector-hint"
            />
          </FormField>
          <FormField id="scope-sasb" label={t('scope.sasb')} hint={t('scope.sasbHint')}>
            <Input
              id="scope-sasb"
              value={s.sasbIndustry ?? ''}
              maxLength={20}
              onChange={(e) => set('sasbIndustry', opt(e.target.value))}
              aria-describedby="scope-sasb-hint"
            />
          </FormField>
          <FormField id="scope-231" label={t('scope.exposure231')} hint={t('scope.exposure231Hint')}>
            <NativeSelect
              id="scope-231"
              value={s.exposure231}
              onChange={(e) => set('exposure231', e.target.value as ComplianceScope['exposure231'])}
              aria-describedby="scope-231-hint"
            >
              {EXPOSURES_231.map((v) => (
                <option key={v} value={v}>
                  {t(`scope.exposures.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </fieldset>
      </ScopeSection>
      <ScopeSection {...section('gdpr')}>
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          <FormField id="scope-gdpr" label={t('scope.gdprRole')}>
            <NativeSelect
              id="scope-gdpr"
              value={s.gdpr.role}
              onChange={(e) => set('gdpr', { ...s.gdpr, role: e.target.value as ComplianceScope['gdpr']['role'] })}
            >
              {GDPR_ROLES.map((v) => (
                <option key={v} value={v}>
                  {t(`scope.gdprRoles.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </fieldset>
        <GdprFlags s={s} set={set} editable={editable} />
      </ScopeSection>
      <ScopeSection {...section('reporting')}>
        <fieldset disabled={!editable} className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('scope.reporting')}</legend>
          <div className="flex flex-wrap gap-4">
            {VOLUNTARY_FRAMEWORKS.map((f) => (
              <Check
                key={f}
                id={`scope-reporting-${f}`}
                checked={s.reporting.includes(f)}
                onChange={(v) => set('reporting', v ? [...s.reporting, f] : s.reporting.filter((x) => x !== f))}
                label={t(`frameworks.${f}`)}
              />
            ))}
          </div>
        </fieldset>
        <MaterialTopics projectId={projectId} s={s} set={set} editable={editable} />
      </ScopeSection>
      <ScopeSection {...section('taxonomy')}>
        <fieldset disabled={!editable} className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('scope.activities')}</legend>
          <p className="text-xs text-muted-foreground">{t('scope.activitiesHint')}</p>
          {activities.map((a, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2" data-testid="scope-activity">
              <FormField id={`scope-activity-${i}`} label={t('scope.activityId')} className="w-28">
                <Input
                  id={`scope-activity-${i}`}
                  value={a.activityId}
                  maxLength={10}
                  onChange={(e) => setActivity(i, { activityId: e.target.value })}
                />
              </FormField>
              <FormField id={`scope-nace-${i}`} label={t('scope.nace')} className="w-28">
                <Input id={`scope-nace-${i}`} value={a.nace} maxLength={20} onChange={(e) => setActivity(i, { nace: e.target.value })} />
              </FormField>
              <FormField id={`scope-objective-${i}`} label={t('scope.objective')} className="min-w-48 flex-1">
                <NativeSelect
                  id={`scope-objective-${i}`}
                  value={a.objective}
                  onChange={(e) => setActivity(i, { objective: e.target.value as typeof a.objective })}
                >
                  {TAXONOMY_OBJECTIVES.map((o) => (
                    <option key={o} value={o}>
                      {t(`objectives.${o}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  set(
                    'taxonomyActivities',
                    activities.filter((_, j) => j !== i),
                  )
                }
                aria-label={t('scope.removeActivity', { nace: a.activityId || a.nace || i + 1 })}
              >
                <TrashIcon aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => set('taxonomyActivities', [...activities, { activityId: '', nace: '', objective: 'CCM' }])}
          >
            <PlusIcon aria-hidden="true" />
            {t('scope.addActivity')}
          </Button>
        </fieldset>
        <TaxonomyTotals s={s} set={set} editable={editable} />
      </ScopeSection>
      <ScopeSection {...section('pnrr')}>
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">{t('scope.pnrr')}</legend>
          <FormField id="scope-pnrr-role" label={t('scope.pnrrRole')} className="sm:col-span-2">
            <NativeSelect
              id="scope-pnrr-role"
              value={s.pnrr.role}
              onChange={(e) => setPnrr('role', e.target.value as ComplianceScope['pnrr']['role'])}
            >
              {PNRR_ROLES.map((v) => (
                <option key={v} value={v}>
                  {t(`pnrrRoles.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {involved ? <PnrrFields s={s} setPnrr={setPnrr} cupError={cupError} opt={opt} coef={coef} /> : null}
        </fieldset>
      </ScopeSection>
      {editable ? (
        <div
          className={cn(
            'flex flex-wrap items-center gap-3',
            narrow &&
              'sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80',
          )}
          data-testid="scope-actions"
        >
          <Button type="submit" pending={save.isPending}>
            {t('scope.save')}
          </Button>
          <p aria-live="polite" className="text-sm" data-testid="scope-status">
            {save.isError ? (
              <span className="text-destructive" role="alert">
                {errorMessage(t, save.error)}
              </span>
            ) : saved ? (
              t('scope.saved')
            ) : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}
