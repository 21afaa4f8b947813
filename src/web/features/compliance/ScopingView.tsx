import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { ComplianceScope } from './api.ts';
import { ENTITY_SIZES, GDPR_ROLES, PNRR_MISSIONS, PNRR_ROLES, TAXONOMY_OBJECTIVES, useItems, useProjectCompliance, useSaveScope, useScope } from './api.ts';
import { emptyScope, inapplicableByReason, isCup } from './logic.ts';
import { NativeSelect, Check } from './fields.tsx';
import { QueryState, useCodeText, useFrameworkName } from './parts.tsx';

/** The scoping step: a short form whose answers decide which frameworks and items apply. */
export function ScopingView({ projectId, editable }: { projectId: string; editable: boolean }) {
  const scope = useScope(projectId);
  if (!scope.isSuccess) return <QueryState query={scope} />;
  return (
    <div className="grid gap-6">
      {/* The form keeps what it holds across the refetch its own save causes (a remount would drop the "saved" line). */}
      <ScopeForm projectId={projectId} initial={scope.data ?? emptyScope()} editable={editable} />
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
  const cupError = s.pnrrInvolved && s.cup && !isCup(s.cup) ? t('scope.cupInvalid') : null;
  const opt = (v: string | null) => (v === '' ? null : v);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (cupError) return;
    save.mutate(s, { onSuccess: () => setSaved(true) });
  };
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
        <Check id="scope-csrd" checked={s.csrdInScope} onChange={(v) => set('csrdInScope', v)} label={t('scope.csrd')} hint={t('scope.csrdHint')} />
        <FormField id="scope-sector" label={t('scope.sector')} hint={t('scope.sectorHint')}>
          <Input id="scope-sector" value={s.sector ?? ''} onChange={(e) => set('sector', opt(e.target.value))} aria-describedby="scope-sector-hint" />
        </FormField>
        <FormField id="scope-sasb" label={t('scope.sasb')} hint={t('scope.sasbHint')}>
          <Input id="scope-sasb" value={s.sasbIndustry ?? ''} onChange={(e) => set('sasbIndustry', opt(e.target.value))} aria-describedby="scope-sasb-hint" />
        </FormField>
        <FormField id="scope-gdpr" label={t('scope.gdprRole')}>
          <NativeSelect id="scope-gdpr" value={s.gdprRole ?? ''} onChange={(e) => set('gdprRole', opt(e.target.value) as ComplianceScope['gdprRole'])}>
            <option value="">{t('scope.choose')}</option>
            {GDPR_ROLES.map((v) => <option key={v} value={v}>{t(`scope.gdprRoles.${v}`)}</option>)}
          </NativeSelect>
        </FormField>
        <Check id="scope-231" checked={s.exposure231} onChange={(v) => set('exposure231', v)} label={t('scope.exposure231')} hint={t('scope.exposure231Hint')} />
      </fieldset>
      <fieldset disabled={!editable} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('scope.activities')}</legend>
        <p className="text-xs text-muted-foreground">{t('scope.activitiesHint')}</p>
        {s.taxonomyActivities.map((a, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2" data-testid="scope-activity">
            <FormField id={`scope-nace-${i}`} label={t('scope.nace')} className="w-32">
              <Input id={`scope-nace-${i}`} value={a.nace} onChange={(e) => set('taxonomyActivities', s.taxonomyActivities.map((x, j) => (j === i ? { ...x, nace: e.target.value } : x)))} />
            </FormField>
            <FormField id={`scope-objective-${i}`} label={t('scope.objective')} className="min-w-48 flex-1">
              <NativeSelect id={`scope-objective-${i}`} value={a.objective} onChange={(e) => set('taxonomyActivities', s.taxonomyActivities.map((x, j) => (j === i ? { ...x, objective: e.target.value as typeof a.objective } : x)))}>
                {TAXONOMY_OBJECTIVES.map((o) => <option key={o} value={o}>{t(`objectives.${o}`)}</option>)}
              </NativeSelect>
            </FormField>
            <Button type="button" size="sm" variant="outline" onClick={() => set('taxonomyActivities', s.taxonomyActivities.filter((_, j) => j !== i))} aria-label={t('scope.removeActivity', { nace: a.nace || i + 1 })}>
              <TrashIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => set('taxonomyActivities', [...s.taxonomyActivities, { nace: '', objective: 'CCM' }])}>
          <PlusIcon aria-hidden="true" />
          {t('scope.addActivity')}
        </Button>
      </fieldset>
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('scope.pnrr')}</legend>
        <Check id="scope-pnrr" checked={s.pnrrInvolved} onChange={(v) => set('pnrrInvolved', v)} label={t('scope.pnrrInvolved')} className="sm:col-span-2" />
        {s.pnrrInvolved ? (
          <>
            <FormField id="scope-pnrr-role" label={t('scope.pnrrRole')}>
              <NativeSelect id="scope-pnrr-role" value={s.pnrrRole ?? ''} onChange={(e) => set('pnrrRole', opt(e.target.value) as ComplianceScope['pnrrRole'])}>
                <option value="">{t('scope.choose')}</option>
                {PNRR_ROLES.map((v) => <option key={v} value={v}>{t(`pnrrRoles.${v}`)}</option>)}
              </NativeSelect>
            </FormField>
            <FormField id="scope-cup" label={t('scope.cup')} hint={t('scope.cupHint')} error={cupError}>
              <Input id="scope-cup" value={s.cup ?? ''} maxLength={15} onChange={(e) => set('cup', opt(e.target.value.toUpperCase()))} aria-invalid={cupError ? true : undefined} aria-describedby={cupError ? 'scope-cup-hint scope-cup-error' : 'scope-cup-hint'} />
            </FormField>
            <FormField id="scope-mission" label={t('scope.mission')}>
              <NativeSelect id="scope-mission" value={s.mission ?? ''} onChange={(e) => set('mission', opt(e.target.value))}>
                <option value="">{t('scope.choose')}</option>
                {PNRR_MISSIONS.map((m) => <option key={m} value={m}>{t(`missions.${m}`)}</option>)}
              </NativeSelect>
            </FormField>
            <FormField id="scope-component" label={t('scope.component')} hint={t('scope.componentHint')}>
              <Input id="scope-component" value={s.component ?? ''} onChange={(e) => set('component', opt(e.target.value.toUpperCase()))} aria-describedby="scope-component-hint" />
            </FormField>
          </>
        ) : null}
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
