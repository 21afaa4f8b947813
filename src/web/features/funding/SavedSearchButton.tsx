import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkPlusIcon } from 'lucide-react';
import type { DigestOption } from '../../../contract/funding.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useCreateSavedSearch } from './MatchApi.ts';
import { nativeSelectClass } from './MatchProjectPicker.tsx';

/** The filters of a catalogue search worth keeping (the contract's savedSearchQuery). */
export type SavedSearchFilters = Record<string, string | number | undefined>;

/**
 * "Save this search": names the current filters and keeps them with alerts on (new matching calls
 * are told in the app, and by e-mail as the digest says). /funding hosts it in its slot.
 */
export function SavedSearchButton({ query, suggestedName }: { query: SavedSearchFilters; suggestedName?: string }) {
  const { t } = useTranslation('funding');
  const nameId = useId();
  const digestId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName ?? '');
  const [digest, setDigest] = useState<DigestOption>('daily');
  const create = useCreateSavedSearch();
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name: name.trim(), query: clean, alerts: true, digest }, { onSuccess: () => setOpen(false) });
  };

  if (!open) {
    return (
      <div className="grid gap-1">
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)} data-testid="save-search">
          <BookmarkPlusIcon aria-hidden="true" />
          {t('saved.saveSearch')}
        </Button>
        {create.isSuccess ? (
          <p role="status" className="text-xs text-muted-foreground">
            {t('saved.searchSaved')}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      data-testid="save-search-form"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>{t('saved.name')}</Label>
        <Input id={nameId} value={name} maxLength={120} required onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={digestId}>{t('alerts.digestLabel')}</Label>
        <select id={digestId} className={nativeSelectClass} value={digest} onChange={(e) => setDigest(e.target.value as DigestOption)}>
          {(['none', 'daily', 'weekly'] as const).map((d) => (
            <option key={d} value={d}>
              {t(`alerts.digest.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={create.isPending || !name.trim()}>
          {t('saved.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('saved.cancel')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-destructive sm:col-span-3">
          {errorMessage(t, create.error)}
        </p>
      ) : null}
    </form>
  );
}
