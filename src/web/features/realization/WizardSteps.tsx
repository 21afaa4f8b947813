import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatCurrency } from '../../lib/format.ts';
import { addItem, stepOf } from './draft.ts';
import type { DraftItem, DraftPhase, WizardStep } from './draft.ts';
import { newId, selectClass } from './ui.ts';

/** One step's proposed items (those whose origin belongs to it), each with its origin, an include box and its fields. */
export function DraftItems({
  step,
  phases,
  onChange,
}: {
  step: WizardStep;
  phases: DraftPhase[];
  onChange: (id: string, patch: Partial<DraftItem>) => void;
}) {
  const { t } = useTranslation('realization');
  const items = phases.flatMap((p) => p.items.filter((i) => stepOf(i) === step).map((i) => ({ i, phase: p.title })));
  return (
    <section aria-labelledby="wz-step-title" className="grid gap-3" data-testid={`wizard-step-${step}`}>
      <h2 id="wz-step-title" className="text-lg font-semibold">
        {t(`wizard.step.${step}`)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`wizard.explain.${step}`)}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('wizard.nothingHere')}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map(({ i, phase }) => (
            <DraftRow key={i.id} item={i} phase={phase} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DraftRow({
  item,
  phase,
  onChange,
}: {
  item: DraftItem;
  phase: string;
  onChange: (id: string, patch: Partial<DraftItem>) => void;
}) {
  const { t, i18n } = useTranslation('realization');
  const id = `wz-${item.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm data-[off=true]:opacity-60" data-off={!item.included} data-testid="draft-item">
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-inc`}
          type="checkbox"
          checked={item.included}
          onChange={(e) => onChange(item.id, { included: e.target.checked })}
        />
        <label htmlFor={`${id}-inc`} className="font-medium">
          {item.included ? t('wizard.include') : t('wizard.excluded')}
        </label>
        <span className="text-xs text-muted-foreground" data-testid="draft-origin">
          {phase} · {t(`origin.${item.origin?.kind ?? 'manual'}`)}
          {item.origin?.ref ? ` (${item.origin.ref})` : ''}
          {item.budgetCents != null ? ` · ${formatCurrency(i18n.language, item.budgetCents / 100)}` : ''}
          {item.evidenceRequired ? ` · ${t('roadmap.evidenceRequired')}` : ''}
        </span>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem_9rem_9rem]">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-title`}>{t('roadmap.col.title')}</Label>
          <Input
            id={`${id}-title`}
            value={item.title}
            disabled={!item.included}
            onChange={(e) => onChange(item.id, { title: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-kind`}>{t('wizard.kind')}</Label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={item.kind}
            disabled={!item.included}
            onChange={(e) => onChange(item.id, { kind: e.target.value as DraftItem['kind'] })}
          >
            <option value="milestone">{t('kind.milestone')}</option>
            <option value="task">{t('kind.task')}</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-start`}>{t('roadmap.col.start')}</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={item.start}
            disabled={!item.included}
            onChange={(e) =>
              e.target.value && onChange(item.id, { start: e.target.value, end: item.end < e.target.value ? e.target.value : item.end })
            }
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-end`}>{t('roadmap.col.end')}</Label>
          <Input
            id={`${id}-end`}
            type="date"
            value={item.end}
            min={item.start}
            disabled={!item.included}
            onChange={(e) => e.target.value && onChange(item.id, { end: e.target.value < item.start ? item.start : e.target.value })}
          />
        </div>
      </div>
    </li>
  );
}

/** The review: every included item by phase, the hand-added ones editable, a form to add a task; then the one save. */
export function ReviewStep({
  phases,
  setPhases,
  replaces,
}: {
  phases: DraftPhase[];
  setPhases: (p: DraftPhase[]) => void;
  replaces: boolean;
}) {
  const { t } = useTranslation('realization');
  const [phaseId, setPhaseId] = useState(phases[0]?.id ?? '');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState(new Date().toISOString().slice(0, 10));
  const manual = phases.flatMap((p) => p.items.filter((i) => stepOf(i) === 'review').map((i) => ({ i, phase: p.title })));
  const addPhase = () => {
    const id = newId('phase');
    setPhases([...phases, { id, title: t('roadmap.newPhase'), items: [] }]);
    setPhaseId(id);
  };
  return (
    <section aria-labelledby="wz-review" className="grid gap-3" data-testid="wizard-step-review">
      <h2 id="wz-review" className="text-lg font-semibold">
        {t('wizard.step.review')}
      </h2>
      {replaces ? <p className="text-sm text-amber-700 dark:text-amber-300">{t('wizard.replaces')}</p> : null}
      <ul className="grid gap-2 text-sm">
        {phases.map((p) => (
          <li key={p.id}>
            <span className="font-medium">{p.title}</span>{' '}
            <span className="text-muted-foreground">{t('wizard.phaseCount', { count: p.items.filter((i) => i.included).length })}</span>
            <ul className="ml-4 list-disc text-muted-foreground">
              {p.items
                .filter((i) => i.included)
                .map((i) => (
                  <li key={i.id}>
                    {i.title} ({i.start} – {i.end}) · {t(`origin.${i.origin?.kind ?? 'manual'}`)}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {manual.length ? (
        <ul className="grid gap-2">
          {manual.map(({ i, phase }) => (
            <DraftRow
              key={i.id}
              item={i}
              phase={phase}
              onChange={(id, patch) =>
                setPhases(phases.map((p) => ({ ...p, items: p.items.map((x) => (x.id === id ? { ...x, ...patch } : x)) })))
              }
            />
          ))}
        </ul>
      ) : null}
      <form
        className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim() || !phaseId) return;
          setPhases(addItem(phases, phaseId, title.trim(), start, newId('item')));
          setTitle('');
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="wz-add-title">{t('wizard.addTitle')}</Label>
          <Input id="wz-add-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="wz-add-phase">{t('wizard.addPhase')}</Label>
          <select id="wz-add-phase" className={selectClass} value={phaseId} onChange={(e) => setPhaseId(e.target.value)}>
            {phases.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="wz-add-start">{t('roadmap.col.start')}</Label>
          <Input id="wz-add-start" type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="outline" disabled={!title.trim() || !phaseId}>
            {t('wizard.add')}
          </Button>
          <Button type="button" variant="ghost" onClick={addPhase}>
            {t('roadmap.addPhase')}
          </Button>
        </div>
      </form>
    </section>
  );
}
