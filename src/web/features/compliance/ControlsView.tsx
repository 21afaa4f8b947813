import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import type { ComplianceItem, ProjectControl } from './api.ts';
import { useAnswerControl, useClearOverride, useItems, useProjectControls } from './api.ts';
import { AnswerForm } from './AnswerForm.tsx';
import type { AnswerDraft } from './logic.ts';
import { draftOf, emptyDraft } from './logic.ts';
import { AnswerText, QueryState, useFrameworkName } from './parts.tsx';

/** An item answered through this control (not overridden): its owner, due date, notes and evidence are the control's. */
function viaControl(control: ProjectControl, items: ReadonlyMap<string, ComplianceItem>): ComplianceItem | null {
  return (
    control.items
      .map((id) => items.get(id))
      .find((i): i is ComplianceItem => i !== undefined && i.applicable && !i.overridden && i.answeredViaControl === control.id) ?? null
  );
}

/** The items a control answers: each with its answer; an overridden one is marked and can follow the control again. */
function ControlItems({
  projectId,
  control,
  items,
  editable,
}: {
  projectId: string;
  control: ProjectControl;
  items: ReadonlyMap<string, ComplianceItem>;
  editable: boolean;
}) {
  const { t } = useTranslation('compliance');
  const clear = useClearOverride(projectId);
  const overridden = new Set(control.overriddenItems);
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{t('controls.itemsTitle')}</h4>
      <ul className="grid gap-1" data-testid="control-items">
        {control.items.map((id) => {
          const item = items.get(id);
          const separate = overridden.has(id);
          return (
            <li
              key={id}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded border px-2 py-1 text-xs"
              data-testid="control-item"
              data-item-id={id}
            >
              <span className="font-mono">{id}</span>
              <span className="min-w-0 flex-1 break-words text-muted-foreground">{item?.title ?? ''}</span>
              {item && !item.applicable ? (
                <span className="text-muted-foreground">{t('controls.outOfScope')}</span>
              ) : (
                <AnswerText answer={item?.answer ?? null} />
              )}
              {separate ? (
                <>
                  <Badge variant="outline" data-testid="answered-separately">
                    {t('controls.separately')}
                  </Badge>
                  {editable ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="h-7"
                      pending={clear.isPending}
                      onClick={() => clear.mutate(id)}
                      aria-label={t('controls.followAgainFor', { item: id })}
                    >
                      {t('controls.followAgain')}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {clear.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(t, clear.error)}
        </p>
      ) : null}
    </div>
  );
}

function ControlRow({
  projectId,
  control,
  items,
  editable,
}: {
  projectId: string;
  control: ProjectControl;
  items: ReadonlyMap<string, ComplianceItem>;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  const name = useFrameworkName();
  const save = useAnswerControl(projectId);
  const [open, setOpen] = useState(false);
  const applicable = control.items.map((id) => items.get(id)).filter((i): i is ComplianceItem => i !== undefined && i.applicable);
  const frameworks = [...new Set(applicable.map((i) => i.framework))];
  const source = viaControl(control, items);
  const initial: AnswerDraft = source
    ? { ...draftOf(source), answer: control.answer ?? ('' as const) }
    : control.answer
      ? { ...emptyDraft(), answer: control.answer }
      : emptyDraft();
  return (
    <li className="rounded-md border" data-testid="control" data-control-id={control.id}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="min-w-0 basis-full font-medium break-words sm:flex-1 sm:basis-0">{control.title}</span>
          <span className="text-xs text-muted-foreground" data-testid="control-reach">
            {t('controls.reach', { items: control.applicableItems, count: frameworks.length })}
          </span>
          <AnswerText answer={control.answer} className="text-xs" />
          {control.overriddenItems.length > 0 ? (
            <Badge variant="outline">{t('controls.overriddenCount', { count: control.overriddenItems.length })}</Badge>
          ) : null}
        </summary>
        {open ? (
          <div className="grid gap-3 border-t p-3 text-sm">
            {frameworks.length > 0 ? (
              <p className="text-muted-foreground">{t('controls.frameworks', { list: frameworks.map(name).join(', ') })}</p>
            ) : null}
            {control.answeredAt ? (
              <p className="text-xs text-muted-foreground">
                {t('controls.answeredAt', { date: formatDate(i18n.language, control.answeredAt) })}
              </p>
            ) : null}
            {source && source.evidence.length > 0 ? (
              <p className="text-xs" data-testid="control-evidence">
                {t('controls.evidence', {
                  list: source.evidence
                    .map((e) => ('documentId' in e ? (e.filename ?? e.documentId) + (e.page ? ` p. ${e.page}` : '') : e.description))
                    .join(', '),
                })}
              </p>
            ) : null}
            <AnswerForm
              initial={initial}
              legend={t('controls.answerLegend', { control: control.title })}
              onSave={(body) => save.mutateAsync({ controlId: control.id, body })}
              saving={save.isPending}
              error={save.error}
              editable={editable}
              testId={`control-form-${control.id}`}
            />
            <ControlItems projectId={projectId} control={control} items={items} editable={editable} />
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** Assess once: each shared control answers every framework item mapped to it (GET …/compliance/controls, with the project's state). */
export function ControlsView({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t, i18n } = useTranslation('compliance');
  const controls = useProjectControls(projectId, i18n.language);
  const items = useItems(projectId, null, i18n.language);
  const [filter, setFilter] = useState('');
  const byId = useMemo(() => new Map((items.data ?? []).map((i) => [i.id, i])), [items.data]);
  const shown = (controls.data ?? []).filter(
    (c) => !filter.trim() || `${c.id} ${c.title} ${c.items.join(' ')}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <div className="grid gap-3" data-testid="controls-view">
      <p className="text-sm text-muted-foreground">{t('controls.lead')}</p>
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="controls-filter">{t('controls.filter')}</Label>
        <Input id="controls-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      {controls.data ? (
        <ul className="grid gap-2">
          {shown.map((c) => (
            <ControlRow key={c.id} projectId={projectId} control={c} items={byId} editable={editable} />
          ))}
        </ul>
      ) : (
        <QueryState query={controls} />
      )}
    </div>
  );
}
