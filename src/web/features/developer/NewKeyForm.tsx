import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, type ApiScope } from '../../../domain/developer/index.ts';
import type { CreatedApiKey } from '../../../contract/developer.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useCreateApiKey } from './api.ts';
import { CodeBlock } from './CodeBlock.tsx';

/** Creating a key: name, scopes, optional expiry; the key is then shown once, with a copy button. */
export function NewKeyForm() {
  const { t } = useTranslation('developer');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['projects:read']);
  const [expiry, setExpiry] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((s) => (on ? API_SCOPES.filter((x) => x === scope || s.includes(x)) : s.filter((x) => x !== scope)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), scopes, expiresAt: expiry ? `${expiry}T23:59:59Z` : null },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setExpiry('');
        },
      },
    );
  };
  const error = create.error instanceof ApiRequestError ? create.error.message : create.error ? String(create.error) : null;

  return (
    <>
      <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4" aria-labelledby="new-key-title" data-testid="new-key-form">
        <h2 id="new-key-title" className="text-lg font-semibold">
          {t('keys.create')}
        </h2>
        <FormField id="key-name" label={t('keys.name')}>
          <Input
            id="key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('keys.namePlaceholder')}
            maxLength={100}
            required
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('keys.scopes')}</legend>
          <p id="key-scopes-hint" className="text-xs text-muted-foreground">
            {t('keys.scopesHint')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {API_SCOPES.map((scope) => {
              const id = `scope-${scope.replace(':', '-')}`;
              return (
                <div key={scope} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={scopes.includes(scope)}
                    onChange={(e) => toggle(scope, e.target.checked)}
                    className="mt-1 size-4 accent-[var(--primary)]"
                    aria-describedby={`${id}-hint`}
                  />
                  <span className="grid gap-0.5">
                    <label htmlFor={id} className="font-mono text-sm">
                      {scope}
                    </label>
                    <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {t(`scopes.${scope.replace(':', '_')}`)}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormField id="key-expiry" label={t('keys.expiry')} hint={t('keys.expiryHint')}>
          <Input
            id="key-expiry"
            type="date"
            min={today}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            aria-describedby={fieldDescription('key-expiry', { hint: true })}
            className="w-full sm:w-56"
          />
        </FormField>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending || scopes.length === 0 || name.trim() === ''}>
            {create.isPending ? t('keys.creating') : t('keys.submit')}
          </Button>
        </div>
      </form>
      <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : setCreated(null))}>
        <DialogContent data-testid="new-key">
          <DialogHeader>
            <DialogTitle>{t('keys.createdTitle')}</DialogTitle>
            <DialogDescription>{t('keys.createdBody')}</DialogDescription>
          </DialogHeader>
          {created ? <CodeBlock code={created.key} label={created.name} testId="new-key-value" /> : null}
          <DialogFooter>
            <Button type="button" onClick={() => setCreated(null)}>
              {t('keys.done')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
