import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { ComplianceItem, Control, FrameworkId } from './api.ts';
import { useAnswerControl, useControls, useItems } from './api.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { controlReach, draftOf, emptyDraft } from './logic.ts';
import { AnswerText, QueryState, useFrameworkName } from './parts.tsx';

/** The answer a control shows: the one its mapped, not overridden items share, if they all share one. */
function sharedAnswer(control: Control, items: ReadonlyMap<string, ComplianceItem>): ComplianceItem | null {
  const mine = control.items.map((id) => items.get(id)).filter((i): i is ComplianceItem => i !== undefined && i.applicable && !i.overridden);
  const first = mine[0];
  if (!first || !mine.every((i) => i.answer === first.answer)) return null;
  return first;
}

function ControlRow({ projectId, control, items, editable }: { projectId: string; control: Control; items: ReadonlyMap<string, ComplianceItem>; editable: boolean }) {
  const { t } = useTranslation('compliance');
  const name = useFrameworkName();
  const save = useAnswerControl(projectId);
  const [open, setOpen] = useState(false);
  const known = new Map<string, FrameworkId>([...items.values()].map((i) => [i.id, i.framework]));
  const reach = controlReach(control.items, known);
  const shared = sharedAnswer(control, items);
  const frameworks = [...new Set(control.items.map((id) => known.get(id)).filter((f) => f !== undefined))];
  return (
    <li className="rounded-md border" data-testid="control" data-control-id={control.id}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="min-w-0 flex-1 font-medium break-words">{control.title}</span>
          <span className="text-xs text-muted-foreground" data-testid="control-reach">{t('controls.reach', { items: reach.items, count: reach.frameworks })}</span>
          <AnswerText answer={shared?.answer ?? null} className="text-xs" />
        </summary>
        {open ? (
          <div className="grid gap-3 border-t p-3 text-sm">
            {frameworks.length > 0 ? <p className="text-muted-foreground">{t('controls.frameworks', { list: frameworks.map(name).join(', ') })}</p> : null}
            <p className="text-xs text-muted-foreground">{t('controls.itemsList', { list: control.items.join(', ') })}</p>
            <AnswerForm
              initial={shared ? draftOf(shared) : emptyDraft()}
              legend={t('controls.answerLegend', { control: control.title })}
              onSave={(body) => save.mutateAsync({ controlId: control.id, body })}
              saving={save.isPending}
              error={save.error}
              editable={editable}
              testId={`control-form-${control.id}`}
            />
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** Assess once: each shared control answers every framework item mapped to it. */
export function ControlsView({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { t, i18n } = useTranslation('compliance');
  const controls = useControls();
  const items = useItems(projectId, null, i18n.language);
  const [filter, setFilter] = useState('');
  const byId = useMemo(() => new Map((items.data ?? []).map((i) => [i.id, i])), [items.data]);
  const shown = (controls.data ?? []).filter((c) => !filter.trim() || `${c.id} ${c.title} ${c.items.join(' ')}`.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <div className="grid gap-3" data-testid="controls-view">
      <p className="text-sm text-muted-foreground">{t('controls.lead')}</p>
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="controls-filter">{t('controls.filter')}</Label>
        <Input id="controls-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      {controls.data ? (
        <ul className="grid gap-2">
          {shown.map((c) => <ControlRow key={c.id} projectId={projectId} control={c} items={byId} editable={editable} />)}
        </ul>
      ) : (
        <QueryState query={controls} />
      )}
    </div>
  );
}
