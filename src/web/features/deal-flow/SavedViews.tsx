import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkPlusIcon, PencilIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { selectClass } from './CardBits.tsx';
import { useDealQuery } from './useDealQuery.ts';
import { useDealViews, useDeleteView, useSaveView, useUpdateView } from './views-api.ts';

/**
 * Saved views (issue 15): the current filters and board/list mode under a name, on the server per
 * person. Choose one and apply it; save the current filters as a new view or into the chosen one;
 * rename or delete the chosen one (after a confirmation).
 */
export function SavedViews() {
  const { t } = useTranslation(['dealViews', 'errors']);
  const id = useId();
  const views = useDealViews();
  const { filters, mode, apply } = useDealQuery();
  const save = useSaveView();
  const update = useUpdateView();
  const remove = useDeleteView();
  const [chosen, setChosen] = useState('');
  const [form, setForm] = useState<null | { kind: 'save' | 'rename'; name: string }>(null);
  const [confirm, setConfirm] = useState(false);
  const [status, setStatus] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const view = views.data?.find((v) => v.id === chosen);
  const failed = [save, update, remove].find((m) => m.isError);

  const open = (kind: 'save' | 'rename') => {
    [save, update, remove].forEach((m) => m.reset());
    setForm({ kind, name: kind === 'rename' ? (view?.name ?? '') : '' });
    setTimeout(() => nameRef.current?.focus(), 0);
  };
  const submit = () => {
    if (!form) return;
    const name = form.name.trim();
    if (!name) return;
    if (form.kind === 'save') {
      save.mutate({ name, filters, mode }, { onSuccess: (v) => (setChosen(v.id), setForm(null), setStatus(t('saved', { name: v.name }))) });
    } else if (view) {
      update.mutate({ id: view.id, name }, { onSuccess: (v) => (setForm(null), setStatus(t('renamed', { name: v.name }))) });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border bg-card p-3" data-testid="saved-views">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t('title')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <label htmlFor={`${id}-view`} className="text-sm font-medium">
            {t('choose')}
          </label>
          <select
            id={`${id}-view`}
            className={selectClass}
            value={chosen}
            onChange={(e) => (setChosen(e.target.value), setStatus(''))}
            disabled={!views.data?.length}
          >
            <option value="">{views.data?.length ? t('none') : t('empty')}</option>
            {views.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          disabled={!view}
          onClick={() => view && (apply(view.filters, view.mode), setStatus(t('applied', { name: view.name })))}
        >
          {t('apply')}
        </Button>
        <Button
          variant="outline"
          disabled={!view || update.isPending}
          onClick={() =>
            view && update.mutate({ id: view.id, filters, mode }, { onSuccess: (v) => setStatus(t('updated', { name: v.name })) })
          }
        >
          <SaveIcon aria-hidden="true" />
          {t('update')}
        </Button>
        <Button variant="outline" disabled={!view} onClick={() => open('rename')}>
          <PencilIcon aria-hidden="true" />
          {t('rename')}
        </Button>
        <Button variant="outline" disabled={!view} onClick={() => setConfirm(true)}>
          <Trash2Icon aria-hidden="true" />
          {t('delete')}
        </Button>
        <Button onClick={() => open('save')}>
          <BookmarkPlusIcon aria-hidden="true" />
          {t('saveCurrent')}
        </Button>
      </div>
      {form && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => (e.preventDefault(), submit())}
          onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setForm(null))}
          aria-label={form.kind === 'save' ? t('saveCurrent') : t('rename')}
        >
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('name')}
            </label>
            <Input
              id={`${id}-name`}
              ref={nameRef}
              value={form.name}
              maxLength={80}
              required
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </div>
          <Button type="submit" disabled={!form.name.trim() || save.isPending || update.isPending}>
            {form.kind === 'save' ? t('save') : t('rename')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setForm(null)}>
            {t('cancel')}
          </Button>
        </form>
      )}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, failed.error)}
        </p>
      )}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {status}
      </p>
      <AlertDialog open={confirm} onOpenChange={setConfirm}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('confirm.title', { name: view?.name ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('confirm.body')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                view && remove.mutate(view.id, { onSuccess: () => (setStatus(t('deleted', { name: view.name })), setChosen('')) })
              }
            >
              {t('delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
