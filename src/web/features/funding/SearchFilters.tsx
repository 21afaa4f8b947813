import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import {
  AID_FORM_VALUES as AID_FORMS,
  CALL_STATUS_VALUES as CALL_STATUSES,
  ITALIAN_REGIONS,
  SIZE_VALUES as APPLICANT_SIZES,
  SOURCE_VALUES as FUNDING_SOURCES,
} from '../../../domain/funding/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import type { SearchState } from './search-params.ts';

export const nativeSelect =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Patch = (patch: Partial<SearchState>) => void;

function Field({ id, label, children, className }: { id: string; label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function Choice({
  id,
  value,
  onChange,
  options,
  any,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly [string, string][];
  any: string;
}) {
  return (
    <select id={id} className={nativeSelect} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{any}</option>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** The /funding filters: every control labelled, changes applied at once (the URL keeps them), one "clear filters". */
export function SearchFilters({
  state,
  update,
  onClear,
  filtered,
  matchSort = false,
}: {
  state: SearchState;
  update: Patch;
  onClear: () => void;
  filtered: boolean;
  matchSort?: boolean;
}) {
  const { t } = useTranslation('funding');
  const id = useId();
  const any = t('search.any');
  // The less used filters fold away (375 px: the results stay near the top); open when one is set.
  const moreActive = [
    state.sector,
    state.funder,
    state.source,
    state.sort,
    state.minAmount,
    state.maxAmount,
    state.deadlineAfter,
    state.deadlineBefore,
  ].some(Boolean);
  return (
    <form
      role="search"
      aria-label={t('search.filtersLabel')}
      className="grid gap-3"
      onSubmit={(e) => e.preventDefault()}
      data-testid="funding-filters"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${id}-status`} label={t('search.status')}>
          <Choice
            id={`${id}-status`}
            value={state.status}
            any={any}
            onChange={(v) => update({ status: v })}
            options={CALL_STATUSES.map((s) => [s, t(`search.statuses.${s}`)])}
          />
        </Field>
        <Field id={`${id}-aid`} label={t('search.aidForm')}>
          <Choice
            id={`${id}-aid`}
            value={state.aidForm}
            any={any}
            onChange={(v) => update({ aidForm: v })}
            options={AID_FORMS.map((a) => [a, t(`catalogue.aidForms.${a}`)])}
          />
        </Field>
        <Field id={`${id}-region`} label={t('search.region')}>
          <Choice
            id={`${id}-region`}
            value={state.region}
            any={any}
            onChange={(v) => update({ region: v })}
            options={ITALIAN_REGIONS.map(([code, name]) => [code, name] as [string, string]).sort((a, b) => a[1].localeCompare(b[1], 'it'))}
          />
        </Field>
        <Field id={`${id}-size`} label={t('search.size')}>
          <Choice
            id={`${id}-size`}
            value={state.size}
            any={any}
            onChange={(v) => update({ size: v })}
            options={APPLICANT_SIZES.map((s) => [s, t(`catalogue.sizes.${s}`)])}
          />
        </Field>
      </div>
      <details className="group" open={moreActive || undefined} data-testid="funding-more-filters">
        <summary className="cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
          {moreActive ? t('search.moreFiltersActive') : t('search.moreFilters')}
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field id={`${id}-sector`} label={t('search.sector')}>
            <Input
              id={`${id}-sector`}
              value={state.sector}
              maxLength={10}
              placeholder={t('search.sectorPlaceholder')}
              onChange={(e) => update({ sector: e.target.value.trim() })}
            />
          </Field>
          <Field id={`${id}-funder`} label={t('search.funder')}>
            <Input id={`${id}-funder`} value={state.funder} maxLength={200} onChange={(e) => update({ funder: e.target.value })} />
          </Field>
          <Field id={`${id}-source`} label={t('search.source')}>
            <Choice
              id={`${id}-source`}
              value={state.source}
              any={any}
              onChange={(v) => update({ source: v })}
              options={FUNDING_SOURCES.map((s) => [s, t(`catalogue.sources.${s}`)])}
            />
          </Field>
          <Field id={`${id}-sort`} label={t('search.sort')}>
            <select id={`${id}-sort`} className={nativeSelect} value={state.sort} onChange={(e) => update({ sort: e.target.value })}>
              <option value="">{t('search.sorts.relevance')}</option>
              <option value="deadline">{t('search.sorts.deadline')}</option>
              <option value="amount">{t('search.sorts.amount')}</option>
              {matchSort || state.sort === 'match' ? <option value="match">{t('search.sorts.match')}</option> : null}
            </select>
          </Field>
          <Field id={`${id}-min`} label={t('search.minAmount')}>
            <Input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={state.minAmount}
              onChange={(e) => update({ minAmount: e.target.value })}
            />
          </Field>
          <Field id={`${id}-max`} label={t('search.maxAmount')}>
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={state.maxAmount}
              onChange={(e) => update({ maxAmount: e.target.value })}
            />
          </Field>
          <Field id={`${id}-after`} label={t('search.deadlineAfter')}>
            <Input id={`${id}-after`} type="date" value={state.deadlineAfter} onChange={(e) => update({ deadlineAfter: e.target.value })} />
          </Field>
          <Field id={`${id}-before`} label={t('search.deadlineBefore')}>
            <Input
              id={`${id}-before`}
              type="date"
              value={state.deadlineBefore}
              onChange={(e) => update({ deadlineBefore: e.target.value })}
            />
          </Field>
        </div>
      </details>
      {filtered ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onClear} data-testid="funding-clear">
            <XIcon aria-hidden="true" />
            {t('search.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
