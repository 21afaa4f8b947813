import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { ComplianceScope } from './api.ts';
import { CSRD_SCOPES, ENTITY_SIZES, EXPOSURES_231, GDPR_ROLES, PNRR_MISSIONS, PNRR_ROLES, TAGGING_COEFFICIENTS, TAXONOMY_OBJECTIVES, VOLUNTARY_FRAMEWORKS, useItems, useProjectCompliance, useSaveScope, useScope } from './api.ts';
import { inapplicableByReason, isCup } from './logic.ts';
import { NativeSelect, Check } from './fields.tsx';
import { QueryState, useCodeText, useFrameworkName } from './parts.tsx';
import { GdprFlags, MaterialTopics, TaxonomyTotals } from './ScopeExtras.tsx';

/** The scoping step: a short form whose answers decide which frameworks and items apply. */
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
  const setPnrr = <K extends keyof ComplianceScope['pnrr']>(key: K, value: ComplianceScope['pnrr'][K]) => set('pnrr', { ...s.pnrr, [key]: value });
  const involved = s.pnrr.role !== 'none';
  const cupError = involved && s.pnrr.cup && !isCup(s.pnrr.cup) ? t('scope.cupInvalid') : null;
  const opt = (v: string | null) => (v === '' ? null : v);
  const coef = (v: string) => (v === '' ? null : (Number(v) as 0 | 40 | 100));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (cupError) return;
    save.mutate(s, { onSuccess: () => setSaved(true) });
  };
  const activities = s.taxonomyActivities;
  const setActivity = (i: number, patch: Partial<ComplianceScope['taxonomyActivities'][number]>) => set('taxonomyActivities', activities.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <form onSubmit={submit} className="grid gap-4" data-testid="scope-form" aria-labelledby="scope-title">
      <div>
        <h3 id="scope-title" className="text-base font-semibold">{t('scope.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('scope.lead')}</p>
      </div>
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <FormField id="scope-size" label={t('scope.entitySize')}>
          <NativeSelect id="scope-size" value={s.entitySize ?? ''} onChange={(e) => set('entitySize', opt(e.target.value) as ComplianceScope['entitySize'])}>
            <option value="">{t('scope.choose')}</option>
            {ENTITY_SIZES.map((v) => <option key={v} value={v}>{t(`scope.sizes.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
        <FormField id="scope-csrd" label={t('scope.csrd')} hint={t('scope.csrdHint')}>
          <NativeSelect id="scope-csrd" value={s.csrdScope} onChange={(e) => set('csrdScope', e.target.value as ComplianceScope['csrdScope'])} aria-describedby="scope-csrd-hint">
            {CSRD_SCOPES.map((v) => <option key={v} value={v}>{t(`scope.csrdScopes.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
        <FormField id="scope-sector" label={t('scope.sector')} hint={t('scope.sectorHint')}>
          <Input id="scope-sector" value={s.sector ?? ''} maxLength={20} onChange={(e) => set('sector', opt(e.target.value))} aria-describedby="scope-sector-hint" />
        </FormField>
        <FormField id="scope-sasb" label={t('scope.sasb')} hint={t('scope.sasbHint')}>
          <Input id="scope-sasb" value={s.sasbIndustry ?? ''} maxLength={20} onChange={(e) => set('sasbIndustry', opt(e.target.value))} aria-describedby="scope-sasb-hint" />
        </FormField>
        <FormField id="scope-gdpr" label={t('scope.gdprRole')}>
          <NativeSelect id="scope-gdpr" value={s.gdpr.role} onChange={(e) => set('gdpr', { ...s.gdpr, role: e.target.value as ComplianceScope['gdpr']['role'] })}>
            {GDPR_ROLES.map((v) => <option key={v} value={v}>{t(`scope.gdprRoles.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
        <FormField id="scope-231" label={t('scope.exposure231')} hint={t('scope.exposure231Hint')}>
          <NativeSelect id="scope-231" value={s.exposure231} onChange={(e) => set('exposure231', e.target.value as ComplianceScope['exposure231'])} aria-describedby="scope-231-hint">
            {EXPOSURES_231.map((v) => <option key={v} value={v}>{t(`scope.exposures.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
      </fieldset>
      <GdprFlags s={s} set={set} editable={editable} />
      <fieldset disabled={!editable} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('scope.reporting')}</legend>
        <div className="flex flex-wrap gap-4">
          {VOLUNTARY_FRAMEWORKS.map((f) => (
            <Check key={f} id={`scope-reporting-${f}`} checked={s.reporting.includes(f)} onChange={(v) => set('reporting', v ? [...s.reporting, f] : s.reporting.filter((x) => x !== f))} label={t(`frameworks.${f}`)} />
          ))}
        </div>
      </fieldset>
      <MaterialTopics projectId={projectId} s={s} set={set} editable={editable} />
      <fieldset disabled={!editable} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('scope.activities')}</legend>
        <p className="text-xs text-muted-foreground">{t('scope.activitiesHint')}</p>
        {activities.map((a, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2" data-testid="scope-activity">
            <FormField id={`scope-activity-${i}`} label={t('scope.activityId')} className="w-28">
              <Input id={`scope-activity-${i}`} value={a.activityId} maxLength={10} onChange={(e) => setActivity(i, { activityId: e.target.value })} />
            </FormField>
            <FormField id={`scope-nace-${i}`} label={t('scope.nace')} className="w-28">
              <Input id={`scope-nace-${i}`} value={a.nace} maxLength={20} onChange={(e) => setActivity(i, { nace: e.target.value })} />
            </FormField>
            <FormField id={`scope-objective-${i}`} label={t('scope.objective')} className="min-w-48 flex-1">
              <NativeSelect id={`scope-objective-${i}`} value={a.objective} onChange={(e) => setActivity(i, { objective: e.target.value as typeof a.objective })}>
                {TAXONOMY_OBJECTIVES.map((o) => <option key={o} value={o}>{t(`objectives.${o}`)}</option>)}
              </NativeSelect>
            </FormField>
            <Button type="button" size="sm" variant="outline" onClick={() => set('taxonomyActivities', activities.filter((_, j) => j !== i))} aria-label={t('scope.removeActivity', { nace: a.activityId || a.nace || i + 1 })}>
              <TrashIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => set('taxonomyActivities', [...activities, { activityId: '', nace: '', objective: 'CCM' }])}>
          <PlusIcon aria-hidden="true" />
          {t('scope.addActivity')}
        </Button>
      </fieldset>
      <TaxonomyTotals s={s} set={set} editable={editable} />
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('scope.pnrr')}</legend>
        <FormField id="scope-pnrr-role" label={t('scope.pnrrRole')} className="sm:col-span-2">
          <NativeSelect id="scope-pnrr-role" value={s.pnrr.role} onChange={(e) => setPnrr('role', e.target.value as ComplianceScope['pnrr']['role'])}>
            {PNRR_ROLES.map((v) => <option key={v} value={v}>{t(`pnrrRoles.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
        {involved ? <PnrrFields s={s} setPnrr={setPnrr} cupError={cupError} opt={opt} coef={coef} /> : null}
      </fieldset>
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>{t('scope.save')}</Button>
          <p aria-live="polite" className="text-sm" data-testid="scope-status">
            {save.isError ? <span className="text-destructive" role="alert">{errorMessage(t, save.error)}</span> : saved ? t('scope.saved') : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}

type SetPnrr = <K extends keyof ComplianceScope['pnrr']>(key: K, value: ComplianceScope['pnrr'][K]) => void;
/** The PNRR details shown once the project has a role in the plan: amount, CUP, mission, component, tagging coefficients. */
function PnrrFields({ s, setPnrr, cupError, opt, coef }: { s: ComplianceScope; setPnrr: SetPnrr; cupError: string | null; opt: (v: string | null) => string | null; coef: (v: string) => 0 | 40 | 100 | null }) {
  const { t } = useTranslation('compliance');
  const p = s.pnrr;
  return (
    <>
      <FormField id="scope-amount" label={t('scope.amount')}>
        <Input id="scope-amount" type="number" min={0} inputMode="decimal" value={p.amount ?? ''} onChange={(e) => setPnrr('amount', e.target.value === '' ? null : Math.max(0, Number(e.target.value)))} />
      </FormField>
      <FormField id="scope-cup" label={t('scope.cup')} hint={t('scope.cupHint')} error={cupError}>
        <Input id="scope-cup" value={p.cup ?? ''} maxLength={15} onChange={(e) => setPnrr('cup', opt(e.target.value.toUpperCase()))} aria-invalid={cupError ? true : undefined} aria-describedby={cupError ? 'scope-cup-hint scope-cup-error' : 'scope-cup-hint'} />
      </FormField>
      <FormField id="scope-mission" label={t('scope.mission')}>
        <NativeSelect id="scope-mission" value={p.mission ?? ''} onChange={(e) => setPnrr('mission', opt(e.target.value))}>
          <option value="">{t('scope.choose')}</option>
          {PNRR_MISSIONS.map((m) => <option key={m} value={m}>{t(`missions.${m}`)}</option>)}
        </NativeSelect>
      </FormField>
      <FormField id="scope-component" label={t('scope.component')} hint={t('scope.componentHint')}>
        <Input id="scope-component" value={p.component ?? ''} maxLength={4} onChange={(e) => setPnrr('component', opt(e.target.value.toUpperCase()))} aria-describedby="scope-component-hint" />
      </FormField>
      <FormField id="scope-measure" label={t('scope.measure')} hint={t('scope.measureHint')}>
        <Input id="scope-measure" value={p.measure ?? ''} maxLength={60} onChange={(e) => setPnrr('measure', opt(e.target.value))} aria-describedby="scope-measure-hint" />
      </FormField>
      <FormField id="scope-dnsh-regime" label={t('scope.dnshRegime')}>
        <NativeSelect id="scope-dnsh-regime" value={p.dnshRegime ?? ''} onChange={(e) => setPnrr('dnshRegime', e.target.value === '' ? null : (Number(e.target.value) as 1 | 2))}>
          <option value="">{t('scope.choose')}</option>
          {([1, 2] as const).map((r) => <option key={r} value={r}>{t(`scope.dnshRegimes.${r}`)}</option>)}
        </NativeSelect>
      </FormField>
      {(['climate', 'digital'] as const).map((kind) => (
        <FormField key={`${kind}-field`} id={`scope-${kind}-field`} label={t(`scope.field.${kind}`)} hint={t('scope.fieldHint')}>
          <Input id={`scope-${kind}-field`} value={p[`${kind}Field`] ?? ''} maxLength={20} onChange={(e) => setPnrr(`${kind}Field`, opt(e.target.value))} aria-describedby={`scope-${kind}-field-hint`} />
        </FormField>
      ))}
      {(['climate', 'digital'] as const).map((kind) => (
        <FormField key={kind} id={`scope-${kind}`} label={t(`pnrr.tag.${kind}`)}>
          <NativeSelect id={`scope-${kind}`} value={p[`${kind}Coefficient`] ?? ''} onChange={(e) => setPnrr(`${kind}Coefficient`, coef(e.target.value))}>
            <option value="">{t('scope.choose')}</option>
            {TAGGING_COEFFICIENTS.map((c) => <option key={c} value={c}>{`${c} %`}</option>)}
          </NativeSelect>
        </FormField>
      ))}
    </>
  );
}

/** The frameworks and items the scope leaves out, with the reason, folded away. */
function Inapplicable({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('compliance');
  const name = useFrameworkName();
  const code = useCodeText();
  const summary = useProjectCompliance(projectId);
  const items = useItems(projectId, null, i18n.language);
  const frameworks = summary.data?.frameworks.filter((f) => !f.applicable) ?? [];
  const groups = items.data ? inapplicableByReason(items.data) : [];
  const count = groups.reduce((n, [, list]) => n + list.length, 0);
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="inapplicable">
      <summary className="cursor-pointer font-medium">{t('scope.inapplicable', { frameworks: frameworks.length, items: count })}</summary>
      <div className="mt-3 grid gap-3">
        {frameworks.length > 0 ? (
          <p data-testid="inapplicable-frameworks">{t('scope.frameworksOut', { list: frameworks.map((f) => name(f.id)).join(', ') })}</p>
        ) : null}
        {items.isError ? <QueryState query={items} /> : null}
        {groups.map(([reason, list]) => (
          <div key={reason}>
            <h4 className="font-medium">{code('reasons', reason)}</h4>
            <ul className="mt-1 grid gap-0.5 text-muted-foreground">
              {list.map((i) => (
                <li key={i.id}><span className="font-mono text-xs">{i.id}</span> {i.title}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
