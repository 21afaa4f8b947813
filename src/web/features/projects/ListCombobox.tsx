import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { filterOptions, fold } from './geo.ts';
import type { LocationOption } from './geo.ts';

export type ListComboboxTexts = {
  placeholder: string;
  results: string;
  noResults: string;
  open: string;
  selected: (label: string) => string;
  none: string;
};

/**
 * A pick-from-a-list field by name (WAI-ARIA 1.2 combobox, list autocomplete), as the industry
 * picker: typing filters by name or code and clears the choice, Arrow keys (or the button) open and
 * move, Enter picks, Escape closes then clears; leaving the field picks an exact match. A stored
 * value that is not in the list (older free text) is shown as it is and kept until changed.
 */
export function ListCombobox({
  id,
  label,
  hint,
  error,
  value,
  options,
  onChange,
  texts,
  testId,
}: {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  value: string;
  options: readonly LocationOption[];
  onChange: (value: string) => void;
  texts: ListComboboxTexts;
  testId: string;
}) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((o) => o.value === value) ?? null;
  // What the user is typing; null while the field shows the current choice.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = draft ?? selected?.label ?? value;
  const matches = useMemo(() => (open ? filterOptions(options, draft ?? '') : []), [open, options, draft]);
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: LocationOption) => {
    onChange(option.value);
    setDraft(null);
    close();
  };
  const move = (by: 1 | -1) => {
    setOpen(true);
    const count = open ? matches.length : filterOptions(options, draft ?? '').length;
    if (count === 0) return;
    setActive((i) => (i < 0 ? (by === 1 ? 0 : count - 1) : (i + by + count) % count));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault();
      const pick = matches[active >= 0 ? active : 0];
      if (pick) choose(pick);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (text !== '') {
        e.preventDefault();
        setDraft(null);
        onChange('');
      }
    }
  };

  const onBlur = () => {
    close();
    if (draft === null) return;
    const typed = fold(draft);
    const exact = options.find((o) => fold(o.label) === typed || fold(o.value) === typed);
    if (exact) choose(exact);
    else if (typed === '') setDraft(null);
  };

  const describedBy = fieldDescription(id, { hint: hint ?? null, error: error ?? null, extra: [`${id}-selected`] });
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <FormField id={id} label={label} hint={hint ?? null} error={error ?? null}>
      <div className="relative" data-testid={testId}>
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
          value={text}
          placeholder={texts.placeholder}
          className="pr-9"
          onChange={(e) => {
            setDraft(e.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange('');
          }}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={texts.open}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            setOpen((o) => !o);
          }}
        >
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        </button>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={texts.results}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer justify-between gap-3 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              <span className={cn('shrink-0 font-mono text-xs text-muted-foreground', index === active && 'text-accent-foreground')}>
                {option.detail}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-selected`} className="text-sm" aria-live="polite" data-testid={`${testId}-selected`}>
        {selected ? texts.selected(`${selected.label} (${selected.detail})`) : value ? texts.selected(value) : texts.none}
      </p>
      {open && draft !== null && draft.trim() !== '' && matches.length === 0 ? (
        <p className="text-xs text-muted-foreground">{texts.noResults}</p>
      ) : null}
    </FormField>
  );
}
