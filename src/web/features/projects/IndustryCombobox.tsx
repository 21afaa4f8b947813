import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findIndustry, searchIndustries } from '../../../domain/industries/index.ts';
import type { Industry, IndustryLanguage } from '../../../domain/industries/index.ts';
import { Input } from '../../components/ui/input.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';

const MAX_OPTIONS = 20;

export function industryLanguage(lng: string): IndustryLanguage {
  return lng.startsWith('it') ? 'it' : 'en';
}

/** "62.01 — Computer programming activities" in the interface language, or the bare code when unknown. */
export function industryText(code: string, lng: string): string {
  const found = findIndustry(code);
  return found ? `${found.givenCode} — ${found.labels[industryLanguage(lng)]}` : code;
}

/** Searchable entries a project may use: divisions, groups and classes (the API refuses section letters). */
export function industryOptions(query: string, lng: string): Industry[] {
  return searchIndustries(query, industryLanguage(lng), MAX_OPTIONS + 5)
    .filter((i) => i.level !== 'section')
    .slice(0, MAX_OPTIONS);
}

/**
 * The industry picker: a combobox (WAI-ARIA 1.2 pattern, list autocomplete) over the NACE Rev. 2 /
 * ATECO 2007 catalogue, searching codes and titles in the current language. Typing clears the
 * choice; Arrow keys move, Enter picks, Escape closes then clears. A valid code typed whole is
 * accepted when the field is left.
 */
export function IndustryCombobox({
  id,
  value,
  onChange,
  error,
  label,
  hint,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  label: string;
  hint?: string;
}) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const listId = useId();
  const [query, setQuery] = useState(() => (value ? industryText(value, lng) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selected = value ? findIndustry(value) : null;
  const showing = selected ? industryText(value, lng) : null;
  const options = useMemo(
    () => (open && query.trim() !== '' && query !== showing ? industryOptions(query, lng) : []),
    [open, query, lng, showing],
  );
  const expanded = open && options.length > 0;

  const choose = (industry: Industry) => {
    onChange(industry.givenCode);
    setQuery(industryText(industry.givenCode, lng));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (expanded) {
        e.preventDefault();
        const pick = options[active >= 0 ? active : 0];
        if (pick) choose(pick);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        e.preventDefault();
        setQuery('');
        onChange('');
      }
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (!value) {
      const typed = findIndustry(query);
      if (typed && typed.level !== 'section') choose(typed);
    }
  };

  const describedBy = fieldDescription(id, { hint, error, extra: [`${id}-selected`] });
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={query}
          placeholder={t('industry.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange('');
          }}
          onFocus={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('industry.results')}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((industry, index) => (
            <li
              key={industry.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn('cursor-pointer rounded-sm px-2 py-1.5 text-sm', index === active && 'bg-accent text-accent-foreground')}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(industry)}
            >
              <span className="font-mono font-medium">{industry.code}</span> <span>{industry.labels[industryLanguage(lng)]}</span>
              {industry.labelFrom === 'division' ? <span className="text-muted-foreground"> {t('industry.divisionTitle')}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-selected`} className="text-sm" aria-live="polite" data-testid="industry-selected">
        {selected && selected.level !== 'section' ? t('industry.selected', { industry: industryText(value, lng) }) : t('industry.none')}
      </p>
      {open && query.trim() !== '' && query !== showing && options.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('industry.noResults')}</p>
      ) : null}
    </FormField>
  );
}
