import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import type { ComplianceItem, EvidenceRef, FrameworkId } from './api.ts';
import { FRAMEWORK_IDS, useAnswerItem, useItems } from './api.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { EvidenceEditor } from './EvidenceEditor.tsx';
import { NativeSelect } from './fields.tsx';
import { draftOf } from './logic.ts';
import { AnswerText, QueryState, useCodeText, useFrameworkName } from './parts.tsx';

/** The framework picker shared by the items and gaps views (applicable frameworks first, the others marked). */
export function FrameworkPicker({
  id,
  framework,
  applicable,
  onFramework,
}: {
  id: string;
  framework: FrameworkId;
  applicable: FrameworkId[];
  onFramework: (f: FrameworkId) => void;
}) {
  const { t } = useTranslation('compliance');
  const name = useFrameworkName();
  const order = [...applicable, ...FRAMEWORK_IDS.filter((f) => !applicable.includes(f))];
  return (
    <FormField id={id} label={t('items.framework')} className="max-w-xs">
      <NativeSelect id={id} value={framework} onChange={(e) => onFramework(e.target.value as FrameworkId)}>
        {order.map((f) => (
          <option key={f} value={f}>
            {applicable.includes(f) ? name(f) : t('items.frameworkOut', { name: name(f) })}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** One item's form: override the controls' answer for this item alone, with its evidence. */
export function ItemEditor({ projectId, item, editable }: { projectId: string; item: ComplianceItem; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const save = useAnswerItem(projectId);
  const [evidence, setEvidence] = useState<EvidenceRef[]>(item.evidence);
  return (
    <AnswerForm
      initial={draftOf(item)}
      itemId={item.id}
      legend={t('items.answerLegend', { item: item.id })}
      onSave={(body) => save.mutateAsync({ itemId: item.id, body })}
      saving={save.isPending}
      error={save.error}
      editable={editable}
      evidence={() => evidence}
      extra={<EvidenceEditor projectId={projectId} value={evidence} onChange={setEvidence} />}
      testId={`item-form-${item.id}`}
    />
  );
}

function ItemRow({ projectId, item, editable }: { projectId: string; item: ComplianceItem; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-md border" data-testid="item" data-item-id={item.id}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="font-mono text-xs">{item.id}</span>
          <span className="min-w-0 flex-1 font-medium break-words">{item.title}</span>
          <Badge variant="outline">{t('items.weight', { weight: item.weight })}</Badge>
          <AnswerText answer={item.answer} className="text-xs" />
          {item.evidence.length > 0 ? <Badge variant="secondary">{t('items.evidenced', { count: item.evidence.length })}</Badge> : null}
          {item.overridden ? <Badge variant="warning">{t('items.overridden')}</Badge> : null}
        </summary>
        {open ? (
          <div className="grid gap-3 border-t p-3 text-sm">
            <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">{t('items.evidenceExpected')}</dt>
              <dd>{item.evidenceExpected || '—'}</dd>
              <dt className="text-muted-foreground">{t('items.reference')}</dt>
              <dd className="break-words">{item.reference || '—'}</dd>
              <dt className="text-muted-foreground">{t('items.controls')}</dt>
              <dd>{item.controlIds.length > 0 ? item.controlIds.join(', ') : t('items.noControl')}</dd>
            </dl>
            <ItemEditor projectId={projectId} item={item} editable={editable} />
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** A framework's items: the applicable ones to answer (override), the others folded away with their reason. */
export function ItemsView({
  projectId,
  framework,
  applicable,
  onFramework,
  editable,
}: {
  projectId: string;
  framework: FrameworkId;
  applicable: FrameworkId[];
  onFramework: (f: FrameworkId) => void;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  const code = useCodeText();
  const items = useItems(projectId, framework, i18n.language);
  const list = items.data?.filter((i) => i.framework === framework) ?? [];
  const on = list.filter((i) => i.applicable);
  const off = list.filter((i) => !i.applicable);
  return (
    <div className="grid gap-3" data-testid="items-view">
      <FrameworkPicker id="items-framework" framework={framework} applicable={applicable} onFramework={onFramework} />
      <p className="text-sm text-muted-foreground">{t('items.lead')}</p>
      {items.data ? (
        <>
          {on.length === 0 ? <p className="text-sm">{t('items.noneApplicable')}</p> : null}
          <ul className="grid gap-2">
            {on.map((i) => (
              <ItemRow key={i.id} projectId={projectId} item={i} editable={editable} />
            ))}
          </ul>
          {off.length > 0 ? (
            <details className="rounded-md border p-3 text-sm" data-testid="items-inapplicable">
              <summary className="cursor-pointer font-medium">{t('items.inapplicable', { count: off.length })}</summary>
              <ul className="mt-2 grid gap-1">
                {off.map((i) => (
                  <li key={i.id}>
                    <span className="font-mono text-xs">{i.id}</span> {i.title} —{' '}
                    <span className="text-muted-foreground">{code('reasons', i.inapplicableReason ?? 'scope')}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : (
        <QueryState query={items} />
      )}
    </div>
  );
}
