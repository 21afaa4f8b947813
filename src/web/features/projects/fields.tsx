import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BadgeCheckIcon, CheckCircle2Icon, HandCoinsIcon, LoaderIcon, Share2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { APPLICANT_SIZES, PROJECT_STAGES } from '../../../domain/projects/index.ts';
import type { Lifecycle, ProjectStatus } from '../../../domain/projects/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { formatScore } from '../../lib/format.ts';
import { CURRENCIES, LIMITS } from './form.ts';
import type { FieldError, FormErrors, ProjectField, ProjectForm } from './form.ts';
import { IndustryCombobox } from './IndustryCombobox.tsx';
import { CountryField, RegionField } from './LocationFields.tsx';

export const selectClass =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** The translated message of a validation failure of `field`. */
export function fieldErrorText(t: TFunction, field: ProjectField, error: FieldError | undefined): string | null {
  if (!error) return null;
  return t(`errors.${error.code}`, { ...error.values, field: t(`fields.${field}.short`) });
}

/**
 * One field of the project form, labelled, hinted and with its error, for the wizard and the edit
 * form alike. `idPrefix` keeps ids unique per form.
 */
export function ProjectFormField({
  field,
  form,
  errors,
  onChange,
  idPrefix,
  extraHint,
}: {
  field: ProjectField;
  form: ProjectForm;
  errors: FormErrors;
  onChange: (field: ProjectField, value: string) => void;
  idPrefix: string;
  extraHint?: string;
}) {
  const { t } = useTranslation('projects');
  const id = `${idPrefix}-${field}`;
  const label = t(`fields.${field}.label`);
  const hintKey = `fields.${field}.hint`;
  const baseHint = t(hintKey, { defaultValue: '' });
  const hint = [baseHint, extraHint].filter(Boolean).join(' ') || null;
  const error = fieldErrorText(t, field, errors[field]);
  const common = {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(id, { hint, error }),
  } as const;
  const set = (value: string) => onChange(field, value);

  if (field === 'industry')
    return <IndustryCombobox id={id} value={form.industry} onChange={set} error={error} label={label} hint={hint ?? undefined} />;
  if (field === 'country') {
    // A new country's regions are another list: the old region goes with the old country.
    const pick = (code: string) => {
      if (code === form.country) return;
      onChange('country', code);
      if (form.region) onChange('region', '');
    };
    return <CountryField id={id} label={label} hint={hint} error={error} value={form.country} onChange={pick} />;
  }
  if (field === 'region')
    return <RegionField id={id} label={label} hint={hint} error={error} country={form.country} value={form.region} onChange={set} />;

  let control: ReactNode;
  if (field === 'description') {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={LIMITS.description}
        value={form.description}
        onChange={(e) => set(e.target.value)}
        className={cn(selectClass, 'h-auto min-h-24 py-2')}
      />
    );
  } else if (field === 'stage') {
    control = (
      <select {...common} value={form.stage} onChange={(e) => set(e.target.value)} className={selectClass}>
        <option value="">{t('fields.stage.none')}</option>
        {PROJECT_STAGES.map((s) => (
          <option key={s} value={s}>
            {t(`stages.${s}`)}
          </option>
        ))}
      </select>
    );
  } else if (field === 'applicantSize') {
    control = (
      <select {...common} value={form.applicantSize} onChange={(e) => set(e.target.value)} className={selectClass}>
        <option value="">{t('fields.applicantSize.none')}</option>
        {APPLICANT_SIZES.map((s) => (
          <option key={s} value={s}>
            {t(`applicantSizes.${s}`)}
          </option>
        ))}
      </select>
    );
  } else if (field === 'currency') {
    const options: string[] = [...CURRENCIES];
    if (form.currency && !options.includes(form.currency)) options.push(form.currency);
    control = (
      <select {...common} value={form.currency} onChange={(e) => set(e.target.value)} className={selectClass}>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = field === 'estimatedBudget' || field === 'fundingSought' || field === 'horizonYears';
    const props: ComponentProps<'input'> = numeric
      ? {
          type: 'number',
          inputMode: field === 'horizonYears' ? 'numeric' : 'decimal',
          min: field === 'horizonYears' ? LIMITS.horizonMin : 0,
          max: field === 'horizonYears' ? LIMITS.horizonMax : undefined,
          step: field === 'horizonYears' ? 1 : 'any',
        }
      : { type: 'text', maxLength: field === 'title' ? LIMITS.title : field === 'targetMarket' ? LIMITS.targetMarket : undefined };
    control = <Input {...common} {...props} autoComplete="off" value={form[field]} onChange={(e) => set(e.target.value)} />;
  }
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {control}
    </FormField>
  );
}

/** The status as a badge; completed and funded carry an icon so they stand out without colour alone. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  const variant = status === 'funded' ? 'default' : status === 'completed' ? 'secondary' : status === 'analyzing' ? 'warning' : 'outline';
  return (
    <Badge variant={variant} data-testid="status-badge" data-status={status}>
      {status === 'funded' ? <HandCoinsIcon aria-hidden="true" /> : status === 'completed' ? <CheckCircle2Icon aria-hidden="true" /> : null}
      <span className="sr-only">{t('status.label')}: </span>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** "Shared with you · read only" on a project the caller reaches through a grant, nothing otherwise. */
export function SharedBadge({ project }: { project: Pick<Project, 'access'> }) {
  const { t } = useTranslation('projects');
  if (project.access.via !== 'grant') return null;
  return (
    <Badge variant="secondary" data-testid="shared-badge" data-level={project.access.level}>
      <Share2Icon aria-hidden="true" />
      {t('badges.shared', { level: t(`badges.sharedLevels.${project.access.level}`) })}
    </Badge>
  );
}

/**
 * The project's lifecycle stage as its badge (docs/methodology/lifecycle.md): draft, evaluated,
 * evidenced, ready, funded. While an evaluation runs, "analyzing" is said beside it. Ready and funded
 * carry an icon so they stand out without colour alone.
 */
export function LifecycleBadge({ lifecycle, status }: { lifecycle: Lifecycle; status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  const stage = lifecycle.stage;
  const variant =
    stage === 'funded' || stage === 'ready' ? 'default' : stage === 'evidenced' || stage === 'evaluated' ? 'secondary' : 'outline';
  return (
    <>
      <Badge variant={variant} data-testid="lifecycle-badge" data-stage={stage}>
        {stage === 'funded' ? <HandCoinsIcon aria-hidden="true" /> : stage === 'ready' ? <BadgeCheckIcon aria-hidden="true" /> : null}
        <span className="sr-only">{t('lifecycle.label')}: </span>
        {t(`lifecycle.stages.${stage}`)}
      </Badge>
      {status === 'analyzing' ? (
        <Badge variant="warning" data-testid="status-badge" data-status={status}>
          <LoaderIcon aria-hidden="true" />
          <span className="sr-only">{t('status.label')}: </span>
          {t('statuses.analyzing')}
        </Badge>
      ) : null}
    </>
  );
}

/** What the next stage needs, in a sentence ("Next: Evaluated — run an evaluation on your own plan."). */
export function LifecycleNext({ lifecycle, className }: { lifecycle: Lifecycle; className?: string }) {
  const { t } = useTranslation('projects');
  if (!lifecycle.next) return null;
  return (
    <span className={className} data-testid="lifecycle-next">
      {t('lifecycle.next', {
        stage: t(`lifecycle.stages.${lifecycle.next.stage}`),
        needs: lifecycle.next.needs.map((n) => t(`lifecycle.needs.${n}`)).join(' '),
      })}
    </span>
  );
}

/** "72.4 / 100 · Developing" (one decimal: formatScore), or the explanation that there is no score yet. */
export function ScoreText({ score, lng }: { score: { total: number; tier: string } | null; lng: string }) {
  const { t } = useTranslation('projects');
  if (!score) return <span className="text-muted-foreground">{t('score.none')}</span>;
  return (
    <span>
      {t('score.value', { total: formatScore(lng, score.total) })} · {t(`scoreTiers.${score.tier}`, { defaultValue: score.tier })}
    </span>
  );
}
