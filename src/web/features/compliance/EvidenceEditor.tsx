import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTextIcon, LinkIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { EvidenceRef } from './api.ts';
import { useProjectDocuments } from './api.ts';
import { NativeSelect } from './fields.tsx';

const isUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Evidence of one item: a page of one of the project's documents, or a link with a description. */
export function EvidenceEditor({
  projectId,
  value,
  onChange,
  disabled,
}: {
  projectId: string;
  value: (EvidenceRef & { filename?: string })[];
  onChange: (v: (EvidenceRef & { filename?: string })[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const docs = useProjectDocuments(projectId);
  const [kind, setKind] = useState<'document' | 'link'>('document');
  const [documentId, setDocumentId] = useState('');
  const [page, setPage] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (docId: string, stored?: string) =>
    docs.data?.find((d) => d.id === docId)?.filename ?? stored ?? t('evidence.unknownDocument');

  const add = () => {
    if (kind === 'document') {
      const p = page ? Number(page) : undefined;
      if (!documentId) return setProblem(t('evidence.pickDocument'));
      if (p !== undefined && (!Number.isInteger(p) || p < 1)) return setProblem(t('evidence.badPage'));
      onChange([...value, p === undefined ? { documentId } : { documentId, page: p }]);
      setPage('');
    } else {
      if (!isUrl(url)) return setProblem(t('evidence.badUrl'));
      if (!description.trim()) return setProblem(t('evidence.needDescription'));
      onChange([...value, { url, description: description.trim() }]);
      setUrl('');
      setDescription('');
    }
    setProblem(null);
  };

  return (
    <fieldset className="grid gap-2 rounded-md border p-3" disabled={disabled} data-testid="evidence-editor">
      <legend className="px-1 text-sm font-medium">{t('evidence.title')}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('evidence.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="evidence-list">
          {value.map((e, i) => {
            const label =
              'documentId' in e
                ? e.page
                  ? t('evidence.docPage', { name: nameOf(e.documentId, e.filename), page: e.page })
                  : nameOf(e.documentId, e.filename)
                : `${e.description} — ${e.url}`;
            return (
              <li key={i} className="flex items-center justify-between gap-2" data-testid="evidence-entry">
                <span className="flex min-w-0 items-center gap-1.5 break-all">
                  {'documentId' in e ? (
                    <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <LinkIcon className="size-4 shrink-0" aria-hidden="true" />
                  )}
                  {label}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={t('evidence.remove', { label })}
                >
                  <TrashIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div role="radiogroup" aria-label={t('evidence.kind')} className="flex flex-wrap gap-3 text-sm">
        {(['document', 'link'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="accent-[var(--primary)]"
            />
            {t(`evidence.kinds.${k}`)}
          </label>
        ))}
      </div>
      {kind === 'document' ? (
        <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
          <FormField
            id={`${id}-doc`}
            label={t('evidence.document')}
            hint={docs.isError ? t('evidence.documentsUnavailable') : docs.data?.length === 0 ? t('evidence.noDocuments') : null}
          >
            <NativeSelect id={`${id}-doc`} value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
              <option value="">{t('evidence.choose')}</option>
              {(docs.data ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.filename}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-page`} label={t('evidence.page')}>
            <Input id={`${id}-page`} type="number" inputMode="numeric" min={1} value={page} onChange={(e) => setPage(e.target.value)} />
          </FormField>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <FormField id={`${id}-url`} label={t('evidence.url')}>
            <Input id={`${id}-url`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
          </FormField>
          <FormField id={`${id}-desc`} label={t('evidence.description')}>
            <Input id={`${id}-desc`} value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="outline" onClick={add}>
          <PlusIcon aria-hidden="true" />
          {t('evidence.add')}
        </Button>
        {problem ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('evidence.saveHint')}</p>
    </fieldset>
  );
}
