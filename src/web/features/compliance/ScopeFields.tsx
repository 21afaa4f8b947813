import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ComplianceScope } from './api.ts';
import { PNRR_MISSIONS, TAGGING_COEFFICIENTS, useItems, useProjectCompliance } from './api.ts';
import { inapplicableByReason } from './logic.ts';
import { NativeSelect } from './fields.tsx';
import { QueryState, useCodeText, useFrameworkName } from './parts.tsx';

type SetPnrr = <K extends keyof ComplianceScope['pnrr']>(key: K, value: ComplianceScope['pnrr'][K]) => void;
/** The PNRR details shown once the project has a role in the plan: amount, CUP, mission, component, tagging coefficients. */
export function PnrrFields({
  s,
  setPnrr,
  cupError,
  opt,
  coef,
}: {
  s: ComplianceScope;
  setPnrr: SetPnrr;
  cupError: string | null;
  opt: (v: string | null) => string | null;
  coef: (v: string) => 0 | 40 | 100 | null;
}) {
  const { t } = useTranslation('compliance');
  const p = s.pnrr;
  return (
    <>
      <FormField id="scope-amount" label={t('scope.amount')}>
        <Input
          id="scope-amount"
          type="number"
          min={0}
          inputMode="decimal"
          value={p.amount ?? ''}
          onChange={(e) => setPnrr('amount', e.target.value === '' ? null : Math.max(0, Number(e.target.value)))}
        />
      </FormField>
      <FormField id="scope-cup" label={t('scope.cup')} hint={t('scope.cupHint')} error={cupError}>
        <Input
          id="scope-cup"
          value={p.cup ?? ''}
          maxLength={15}
          onChange={(e) => setPnrr('cup', opt(e.target.value.toUpperCase()))}
          aria-invalid={cupError ? true : undefined}
          aria-describedby={cupError ? 'scope-cup-hint scope-cup-error' : 'scope-cup-hint'}
        />
      </FormField>
      <FormField id="scope-mission" label={t('scope.mission')}>
        <NativeSelect id="scope-mission" value={p.mission ?? ''} onChange={(e) => setPnrr('mission', opt(e.target.value))}>
          <option value="">{t('scope.choose')}</option>
          {PNRR_MISSIONS.map((m) => (
            <option key={m} value={m}>
              {t(`missions.${m}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="scope-component" label={t('scope.component')} hint={t('scope.componentHint')}>
        <Input
          id="scope-component"
          value={p.component ?? ''}
          maxLength={4}
          onChange={(e) => setPnrr('component', opt(e.target.value.toUpperCase()))}
          aria-describedby="scope-component-hint"
        />
      </FormField>
      <FormField id="scope-measure" label={t('scope.measure')} hint={t('scope.measureHint')}>
        <Input
          id="scope-measure"
          value={p.measure ?? ''}
          maxLength={60}
          onChange={(e) => setPnrr('measure', opt(e.target.value))}
          aria-describedby="scope-measure-hint"
        />
      </FormField>
      <FormField id="scope-dnsh-regime" label={t('scope.dnshRegime')}>
        <NativeSelect
          id="scope-dnsh-regime"
          value={p.dnshRegime ?? ''}
          onChange={(e) => setPnrr('dnshRegime', e.target.value === '' ? null : (Number(e.target.value) as 1 | 2))}
        >
          <option value="">{t('scope.choose')}</option>
          {([1, 2] as const).map((r) => (
            <option key={r} value={r}>
              {t(`scope.dnshRegimes.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {(['climate', 'digital'] as const).map((kind) => (
        <FormField key={`${kind}-field`} id={`scope-${kind}-field`} label={t(`scope.field.${kind}`)} hint={t('scope.fieldHint')}>
          <Input
            id={`scope-${kind}-field`}
            value={p[`${kind}Field`] ?? ''}
            maxLength={20}
            onChange={(e) => setPnrr(`${kind}Field`, opt(e.target.value))}
            aria-describedby={`scope-${kind}-field-hint`}
          />
        </FormField>
      ))}
      {(['climate', 'digital'] as const).map((kind) => (
        <FormField key={kind} id={`scope-${kind}`} label={t(`pnrr.tag.${kind}`)}>
          <NativeSelect
            id={`scope-${kind}`}
            value={p[`${kind}Coefficient`] ?? ''}
            onChange={(e) => setPnrr(`${kind}Coefficient`, coef(e.target.value))}
          >
            <option value="">{t('scope.choose')}</option>
            {TAGGING_COEFFICIENTS.map((c) => (
              <option key={c} value={c}>{`${c} %`}</option>
            ))}
          </NativeSelect>
        </FormField>
      ))}
    </>
  );
}

/** The frameworks and items the scope leaves out, with the reason, folded away. */
export function Inapplicable({ projectId }: { projectId: string }) {
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
                <li key={i.id}>
                  <span className="font-mono text-xs">{i.id}</span> {i.title}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
