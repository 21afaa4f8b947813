import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, Trash2Icon } from 'lucide-react';
import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { stageLabel } from './labels.ts';

type Stage = DealPipeline['stages'][number];

/**
 * A pipeline's stages in order: drag a handle (pointer, or Space + ↑/↓ on the handle, announced), or
 * use the Move up / Move down buttons; rename each in place; remove an empty one.
 */
export function StageList({
  stages,
  onReorder,
  onRename,
  onRemove,
  busy,
}: {
  stages: Stage[];
  onReorder: (ids: string[], moved: { name: string; position: number }) => void;
  onRename: (stageId: string, name: string) => void;
  onRemove: (stageId: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('dealFlow');
  const ids = stages.map((s) => s.id);
  const nameOf = (id: string | number) => {
    const s = stages.find((x) => x.id === String(id));
    return s ? stageLabel(t, s) : '';
  };
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('manage.dnd.start', { stage: nameOf(active.id), position: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('manage.dnd.over', { stage: nameOf(active.id), position: position(over.id), total: ids.length }) : '',
    onDragEnd: ({ active, over }) =>
      over
        ? t('manage.dnd.end', { stage: nameOf(active.id), position: position(over.id), total: ids.length })
        : t('manage.dnd.cancel', { stage: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('manage.dnd.cancel', { stage: nameOf(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to), { name: nameOf(ids[from]!), position: to + 1 });
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('manage.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" data-testid="manage-stages">
          {stages.map((s, i) => (
            <StageRow
              key={s.id}
              stage={s}
              index={i}
              total={stages.length}
              onMove={move}
              onRename={onRename}
              onRemove={onRemove}
              busy={busy}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function StageRow({
  stage,
  index,
  total,
  onMove,
  onRename,
  onRemove,
  busy,
}: {
  stage: Stage;
  index: number;
  total: number;
  onMove: (from: number, to: number) => void;
  onRename: (stageId: string, name: string) => void;
  onRemove: (stageId: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('dealFlow');
  const label = stageLabel(t, stage);
  const [name, setName] = useState(label);
  const fid = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stage.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && name.trim() !== label) onRename(stage.id, name.trim());
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex flex-wrap items-center gap-2 rounded-md border bg-card p-2 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid="manage-stage"
      data-stage-name={label}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('manage.handle', { stage: label })}
        className="cursor-grab rounded p-1 text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <span className="w-6 text-sm text-muted-foreground" aria-hidden="true">
        {index + 1}.
      </span>
      <form onSubmit={submit} className="flex min-w-0 flex-1 items-center gap-2">
        <Label htmlFor={fid} className="sr-only">
          {t('manage.stageName', { position: index + 1 })}
        </Label>
        <Input id={fid} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} className="min-w-32 flex-1" />
        <Button type="submit" size="sm" variant="outline" disabled={busy || !name.trim() || name.trim() === label}>
          {t('manage.rename')}
        </Button>
      </form>
      <div className="flex gap-1">
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t('manage.up', { stage: label })}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
          data-testid="stage-up"
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t('manage.down', { stage: label })}
          disabled={busy || index === total - 1}
          onClick={() => onMove(index, index + 1)}
          data-testid="stage-down"
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t('manage.remove', { stage: label })}
          disabled={busy || total === 1}
          onClick={() => onRemove(stage.id)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
