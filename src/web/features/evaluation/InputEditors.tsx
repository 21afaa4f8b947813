import { useTranslation } from 'react-i18next';
import { InfoIcon } from 'lucide-react';
import { COMPLIANCE_QUESTIONS } from '../../../domain/scoring/index.ts';
import { Label } from '../../components/ui/label.tsx';
import { DriverField, NativeSelect, NumberField, Section, useErrorText, type Update } from './input-fields.tsx';
import { SIMPLE_DRIVERS, SIMPLE_YEARS } from './simple-mode.ts';
import { PLAN_SECTIONS, YEAR_LIMITS, fieldId, type Draft, type DraftErrors, type YearField } from './model.ts';

/** The evaluation inputs' three parts: the business plan, the declared market data, the compliance questionnaire. */

/** The business plan by section; `simple` keeps only the founder's drivers (simple-mode.ts), without distributions. */
export function PlanEditor({
  draft,
  update,
  errors,
  server,
  currency,
  simple = false,
}: {
  draft: Draft;
  update: Update;
  errors: DraftErrors;
  server: Record<string, string>;
  currency: string;
  simple?: boolean;
}) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  const sections = simple
    ? PLAN_SECTIONS.map((s) => ({
        ...s,
        years: (s.years ?? []).filter((f) => SIMPLE_YEARS.has(f)),
        drivers: s.drivers.filter((k) => SIMPLE_DRIVERS.has(k)),
        terminal: false,
      })).filter((s) => s.years.length + s.drivers.length > 0)
    : PLAN_SECTIONS;
  return (
    <div className="grid gap-4">
      {sections.map((s) => (
        <Section key={s.id} id={s.id} title={t(`sections.${s.id}.title`)} help={simple ? undefined : t(`sections.${s.id}.help`)}>
          <div className="grid gap-3 md:grid-cols-2">
            {(s.years ?? []).map((f: YearField) => (
              <NumberField
                key={f}
                id={f}
                label={t(`years.${f}.label`)}
                unit={t('unit.years')}
                value={draft[f]}
                hint={t(`years.${f}.help`, { min: YEAR_LIMITS[f][0], max: YEAR_LIMITS[f][1] })}
                onChange={(v) => update((d) => ({ ...d, [f]: v }))}
                error={errText(errors[f], server[`assumptions.${f}`])}
              />
            ))}
            {s.terminal ? (
              <div className="grid content-start gap-1">
                <Label htmlFor="f-terminalValue">{t('terminalMethod.label')}</Label>
                <NativeSelect
                  id="f-terminalValue"
                  value={draft.terminalValue}
                  onChange={(e) => update((d) => ({ ...d, terminalValue: e.target.value as Draft['terminalValue'] }))}
                >
                  {(['none', 'perpetuity-growth', 'exit-multiple'] as const).map((m) => (
                    <option key={m} value={m}>
                      {t(`terminalMethod.${m}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            {s.drivers.map((k) => (
              <DriverField
                key={k}
                k={k}
                draft={draft}
                update={update}
                errors={errors}
                server={server}
                currency={currency}
                simple={simple}
              />
            ))}
          </div>
        </Section>
      ))}
    </div>
  );
}

export function MarketEditor({ draft, update, errors, currency }: { draft: Draft; update: Update; errors: DraftErrors; currency: string }) {
  const { t } = useTranslation('evaluation');
  const errText = useErrorText();
  const setMarket = (k: keyof Draft['market'], v: string) => update((d) => ({ ...d, market: { ...d.market, [k]: v } }));
  return (
    <Section id="market" title={t('sections.market.title')} help={t('sections.market.help')}>
      <div className="grid gap-3 md:grid-cols-2">
        <NumberField
          id={fieldId.market('tamEur')}
          label={t('market.tamEur')}
          unit={t('unit.eur', { currency })}
          value={draft.market.tamEur}
          onChange={(v) => setMarket('tamEur', v)}
          error={errText(errors[fieldId.market('tamEur')])}
          hint={t('market.optional')}
        />
        <NumberField
          id={fieldId.market('competitorCount')}
          label={t('market.competitorCount')}
          unit={t('unit.count')}
          value={draft.market.competitorCount}
          onChange={(v) => setMarket('competitorCount', v)}
          error={errText(errors[fieldId.market('competitorCount')])}
          hint={t('market.optional')}
        />
        <div className="grid content-start gap-1">
          <Label htmlFor="f-market-competitiveIntensity">{t('market.competitiveIntensity')}</Label>
          <NativeSelect
            id="f-market-competitiveIntensity"
            value={draft.market.competitiveIntensity}
            onChange={(e) => setMarket('competitiveIntensity', e.target.value)}
          >
            <option value="">{t('notDeclared')}</option>
            {(['low', 'medium', 'high'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`market.intensity.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <NumberField
          id={fieldId.market('expectedGrowthRate')}
          label={t('market.expectedGrowthRate')}
          unit={t('unit.percent')}
          value={draft.market.expectedGrowthRate}
          onChange={(v) => setMarket('expectedGrowthRate', v)}
          error={errText(errors[fieldId.market('expectedGrowthRate')])}
          hint={t('market.optional')}
        />
        <div className="grid content-start gap-1">
          <Label htmlFor="f-revenueModel">{t('revenueModel.label')}</Label>
          <NativeSelect
            id="f-revenueModel"
            value={draft.revenueModel}
            onChange={(e) => update((d) => ({ ...d, revenueModel: e.target.value as Draft['revenueModel'] }))}
          >
            <option value="">{t('notDeclared')}</option>
            {(['recurring', 'repeat', 'transactional', 'one-off'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`revenueModel.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </Section>
  );
}

export function ComplianceEditor({ draft, update }: { draft: Draft; update: Update }) {
  const { t } = useTranslation(['evaluation', 'score']);
  return (
    <Section id="compliance" title={t('sections.compliance.title')}>
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('score:complianceNote')}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {COMPLIANCE_QUESTIONS.map((q) => (
          <div key={q.id} className="grid content-start gap-1">
            <Label htmlFor={`f-q-${q.id}`} className="leading-snug font-normal">
              {t(`score:question.${q.id}`)}
            </Label>
            <NativeSelect
              id={`f-q-${q.id}`}
              value={draft.complianceAnswers[q.id] ?? ''}
              onChange={(e) =>
                update((d) => {
                  const answers = { ...d.complianceAnswers };
                  if (e.target.value === '') delete answers[q.id];
                  else answers[q.id] = e.target.value as 'yes' | 'partial' | 'no';
                  return { ...d, complianceAnswers: answers };
                })
              }
            >
              <option value="">{t('notAnswered')}</option>
              {(['yes', 'partial', 'no'] as const).map((a) => (
                <option key={a} value={a}>
                  {t(`answer.${a}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
    </Section>
  );
}
