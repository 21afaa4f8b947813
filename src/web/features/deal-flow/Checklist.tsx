import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkIcon } from 'lucide-react';
import type { DealCardDetail, DdLinkBody, DdLinkTarget } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatCurrency, formatDate, formatNumber, formatScore } from '../../lib/format.ts';
import { useCardAction, useLinkTargets } from './api.ts';
import { selectClass } from './CardBits.tsx';
import { CardForm, Failure, Field } from './CardForm.tsx';
import { itemTitle } from './labels.ts';

type Item = DealCardDetail['ddItems'][number];
const KINDS = ['document', 'figure', 'evaluation', 'compliance'] as const;
const keyOf = (x: { kind: string; id: string }) => `${x.kind}:${x.id}`;

/** A link target's words in the reader's language (figures with their value, versions with their date and CR score). */
export function targetLabel(t: (k: string, o?: Record<string, unknown>) => string, lng: string, x: DdLinkTarget): string {
  if (x.kind === 'evaluation') {
    const when = x.at ? ` · ${formatDate(lng, x.at)}` : '';
    return `${t('link.version', { version: x.label })}${when}${x.value !== null ? ` · CR ${formatScore(lng, x.value)}` : ''}`;
  }
  if (x.kind === 'figure' && x.value !== null)
    return `${x.label}: ${x.unit ? formatCurrency(lng, x.value, x.unit) : formatNumber(lng, x.value, 0)}`;
  return lng.startsWith('it') && x.labelIt ? x.labelIt : x.label;
}

/**
 * The due-diligence checklist. On a shared card each item may point at one of the project's records
 * the investor may see (documents, accepted figures, evaluation versions, compliance items), shown as
 * a link that opens it; a followed-only card has no such records to offer.
 */
export function Checklist({ id, items, canLink }: { id: string; items: Item[]; canLink: boolean }) {
  const { t } = useTranslation('dealFlow');
  const toggle = useCardAction<{ _item: string; done: boolean }>(id, 'PATCH', (b) => `/checklist/${b._item}`);
  const setLink = useCardAction<{ _item: string; link: DdLinkBody | null }>(id, 'PATCH', (b) => `/checklist/${b._item}`);
  const add = useCardAction<{ title: string; link?: DdLinkBody }>(id, 'POST', () => '/checklist');
  const targets = useLinkTargets(id, canLink);
  const [title, setTitle] = useState('');
  const [newLink, setNewLink] = useState('');
  const fid = useId();
  const done = items.filter((i) => i.done).length;
  const list = targets.data ?? [];
  const parse = (v: string): DdLinkBody | null => {
    const at = v.indexOf(':');
    return at > 0 ? { kind: v.slice(0, at) as DdLinkBody['kind'], id: v.slice(at + 1) } : null;
  };
  return (
    <Panel
      id="dd-checklist"
      title={t('detail.checklist')}
      description={t('detail.checklistDone', { done, total: items.length })}
      testId="dd-checklist"
    >
      <ul className="grid gap-2">
        {items.map((i) => {
          const shown = itemTitle(t, i.title);
          return (
            <li key={i.id} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-center" data-testid="dd-item">
              <div className="min-w-0">
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={i.done}
                    onChange={(e) => toggle.mutate({ _item: i.id, done: e.target.checked })}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 break-words">{shown}</span>
                </label>
                {i.link ? <LinkedTarget target={i.link} /> : null}
              </div>
              {canLink ? (
                <TargetSelect
                  id={`${fid}-${i.id}`}
                  label={t('link.choose', { item: shown })}
                  value={i.link ? keyOf(i.link) : ''}
                  targets={list}
                  onChange={(v) => setLink.mutate({ _item: i.id, link: parse(v) })}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <Failure error={toggle.error ?? setLink.error ?? targets.error} />
      <CardForm
        action={add}
        label={t('detail.add')}
        submit={() => {
          const link = parse(newLink);
          return title.trim()
            ? add.mutateAsync({ title: title.trim(), ...(link ? { link } : {}) }).then(() => {
                setTitle('');
                setNewLink('');
              })
            : undefined;
        }}
        inline={
          <>
            <Field id={fid} label={t('detail.addItem')} className="flex-1 basis-56">
              <Input id={fid} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={300} />
            </Field>
            {canLink ? (
              <TargetSelect id={`${fid}-new`} label={t('link.pointAt')} value={newLink} targets={list} onChange={setNewLink} visibleLabel />
            ) : null}
          </>
        }
      />
      {!canLink ? <p className="text-muted-foreground">{t('link.needsAccess')}</p> : null}
    </Panel>
  );
}

function LinkedTarget({ target }: { target: DdLinkTarget }) {
  const { t, i18n } = useTranslation('dealFlow');
  return (
    <Link
      to={target.href}
      className="ml-6 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      data-testid="dd-item-link"
    >
      <LinkIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t(`link.kinds.${target.kind}`)}: </span>
      {targetLabel(t, i18n.language, target)}
    </Link>
  );
}

function TargetSelect({
  id,
  label,
  value,
  targets,
  onChange,
  visibleLabel,
}: {
  id: string;
  label: string;
  value: string;
  targets: DdLinkTarget[];
  onChange: (v: string) => void;
  visibleLabel?: boolean;
}) {
  const { t, i18n } = useTranslation('dealFlow');
  return (
    <div className={visibleLabel ? 'grid min-w-0 flex-1 basis-48 gap-1 sm:max-w-64' : 'grid min-w-0 gap-1'}>
      <label htmlFor={id} className={visibleLabel ? 'text-sm leading-none font-medium' : 'sr-only'}>
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)} data-testid="dd-link-select">
        <option value="">{t('link.none')}</option>
        {KINDS.map((k) => {
          const of = targets.filter((x) => x.kind === k);
          return of.length ? (
            <optgroup key={k} label={t(`link.groups.${k}`)}>
              {of.map((x) => (
                <option key={keyOf(x)} value={keyOf(x)}>
                  {targetLabel(t, i18n.language, x)}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
    </div>
  );
}
