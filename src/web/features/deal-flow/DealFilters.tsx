import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import type { DealCard, DealPipeline } from '../../../contract/deal-flow.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { selectClass } from './CardBits.tsx';
import { hasFilters, TIERS, type Filters } from './filters.ts';
import { stageLabel } from './labels.ts';
import { industryName, namedOptions, regionName } from './names.ts';
import { SavedViews } from './SavedViews.tsx';
import { useDealQuery } from './useDealQuery.ts';

type Stage = DealPipeline['stages'][number];

/**
 * The deal flow's filters (stage, CR tier, industry, region, ticket in euros) and saved views. The
 * state is the address (useDealQuery): the board, the list and the CSV export all show what it selects.
 */
export function DealFilters({ stages, cards }: { stages: Stage[]; cards: DealCard[] }) {
  const { t, i18n } = useTranslation(['dealViews', 'dealFlow']);
  const { t: tf } = useTranslation('dealFlow');
  const { filters, setFilters } = useDealQuery();
  const lng = i18n.language;
  const set = <K extends keyof Filters>(k: K, v: Filters[K] | '') => setFilters({ ...filters, [k]: v === '' ? undefined : v });
  // The one chosen stays listed even when no card has it any more, so the select never shows a value it lacks.
  const industries = namedOptions(
    [...cards.flatMap((c) => (c.industry ? [c.industry] : [])), ...(filters.industry ? [filters.industry] : [])],
    (c) => industryName(c, lng),
    lng,
  );
  const regions = namedOptions(
    [...cards.flatMap((c) => (c.region ? [c.region] : [])), ...(filters.region ? [filters.region] : [])],
    (c) => regionName(c, lng),
    lng,
  );
  const inverted = filters.ticketMin !== undefined && filters.ticketMax !== undefined && filters.ticketMin > filters.ticketMax;

  return (
    <div className="mb-4 grid gap-3">
      <SavedViews />
      <form
        role="search"
        aria-label={t('dealFlow:filters.label')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterSelect
          id="df-stage"
          label={t('dealFlow:filters.stage')}
          value={filters.stage ?? ''}
          onChange={(v) => set('stage', v)}
          options={stages.map((s) => [s.id, stageLabel(tf, s)])}
        />
        <FilterSelect
          id="df-tier"
          label={t('dealFlow:filters.tier')}
          value={filters.tier ?? ''}
          onChange={(v) => set('tier', v as Filters['tier'])}
          options={TIERS.map((k) => [k, t(`dealFlow:tiers.${k}`)])}
        />
        <FilterSelect
          id="df-industry"
          label={t('dealFlow:filters.industry')}
          value={filters.industry ?? ''}
          onChange={(v) => set('industry', v)}
          options={industries}
        />
        <FilterSelect
          id="df-region"
          label={t('dealFlow:filters.region')}
          value={filters.region ?? ''}
          onChange={(v) => set('region', v)}
          options={regions}
        />
        <TicketInput
          id="df-ticket-min"
          label={t('ticket.min')}
          value={filters.ticketMin}
          onChange={(v) => set('ticketMin', v ?? '')}
          invalid={inverted}
        />
        <TicketInput
          id="df-ticket-max"
          label={t('ticket.max')}
          value={filters.ticketMax}
          onChange={(v) => set('ticketMax', v ?? '')}
          invalid={inverted}
        />
        <p id="df-ticket-hint" className="col-span-2 text-xs text-muted-foreground lg:col-span-3 xl:col-span-6">
          {inverted ? <span className="text-destructive">{t('ticket.inverted')}</span> : t('ticket.hint')}
        </p>
      </form>
      {hasFilters(filters) && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setFilters({})}>
            <XIcon aria-hidden="true" />
            {t('clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, string]>;
}) {
  const { t } = useTranslation('dealFlow');
  return (
    <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('filters.all')}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An amount in euros; what is typed stays as typed, the address takes it once it reads as a number (empty: no bound). */
function TicketInput({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  invalid: boolean;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // The address changed from elsewhere (a saved view applied, filters cleared): show its amount.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (!(text.trim() !== '' && Number(text) === value)) setText(value === undefined ? '' : String(value));
  }
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={text}
        aria-describedby="df-ticket-hint"
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const raw = e.target.value.trim();
          const n = Number(raw);
          if (raw === '') onChange(undefined);
          else if (Number.isFinite(n) && n >= 0) onChange(n);
        }}
      />
    </div>
  );
}
