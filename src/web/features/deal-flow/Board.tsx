import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { GripVerticalIcon } from 'lucide-react';
import type { DealCard, DealPipeline } from '../../../contract/deal-flow.ts';
import { cn } from '../../lib/cn.ts';
import { CardFacts, MoveSelect } from './CardBits.tsx';
import { stageLabel } from './labels.ts';

type Stage = DealPipeline['stages'][number];

/**
 * The board: one column per stage. A card moves by dragging its handle (pointer), by keyboard on the
 * handle (Space to lift, ←/→ to the previous/next column, Space to drop, Escape to cancel; announced in
 * the user's language), or with its "Move to…" select.
 */
export function Board({ stages, cards, onMove }: { stages: Stage[]; cards: DealCard[]; onMove: (id: string, stageId: string) => void }) {
  const { t } = useTranslation('dealFlow');
  const ids = useMemo(() => stages.map((s) => s.id), [stages]);
  const nameOf = useMemo(() => new Map(stages.map((s) => [s.id, stageLabel(t, s)])), [stages, t]);
  const titleOf = useMemo(() => new Map(cards.map((c) => [c.id, c.projectTitle])), [cards]);

  // ←/→ jump to the previous/next column (its top-left corner), ↑/↓ do nothing: one key, one column.
  const columnKeys = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context: { active, droppableRects, collisionRect } }) => {
        const dir = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
        if (!dir || !active) return undefined;
        event.preventDefault();
        const centre = collisionRect
          ? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 }
          : null;
        let at = ids.findIndex((id) => {
          const r = droppableRects.get(id);
          return r && centre && centre.x >= r.left && centre.x <= r.left + r.width;
        });
        if (at < 0) at = ids.indexOf(String(active.data.current?.stageId));
        const next = ids[Math.min(ids.length - 1, Math.max(0, at + dir))];
        const rect = next ? droppableRects.get(next) : undefined;
        return rect ? { x: rect.left + 8, y: rect.top + 40 } : undefined;
      },
    [ids],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );

  const title = (id: string | number) => titleOf.get(String(id)) ?? '';
  const column = (id: string | number | undefined) => (id === undefined ? '' : (nameOf.get(String(id)) ?? ''));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { card: title(active.id), stage: column(active.data.current?.stageId as string) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { card: title(active.id), stage: column(over.id) }) : t('dnd.outside', { card: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.end', { card: title(active.id), stage: column(over.id) }) : t('dnd.cancel', { card: title(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { card: title(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.data.current?.stageId) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <div className="flex gap-3 overflow-x-auto pb-4" data-testid="deal-board">
        {stages.map((s) => (
          <Column
            key={s.id}
            stage={s}
            label={nameOf.get(s.id)!}
            cards={cards.filter((c) => c.stageId === s.id)}
            stages={stages}
            onMove={onMove}
          />
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  stage,
  label,
  cards,
  stages,
  onMove,
}: {
  stage: Stage;
  label: string;
  cards: DealCard[];
  stages: Stage[];
  onMove: (id: string, stageId: string) => void;
}) {
  const { t } = useTranslation('dealFlow');
  const { setNodeRef, isOver } = useDroppable({ id: stage.id });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`col-${stage.id}`}
      data-testid={`deal-column-${stage.kind ?? stage.id}`}
      className={cn('flex w-64 shrink-0 flex-col gap-2 rounded-lg border bg-muted/40 p-2', isOver && 'ring-2 ring-primary')}
    >
      <h2 id={`col-${stage.id}`} className="flex items-center justify-between px-1 text-sm font-semibold">
        <span>{label}</span>
        <span className="text-muted-foreground" aria-label={t('board.count', { count: cards.length })}>
          {cards.length}
        </span>
      </h2>
      <ul className="flex min-h-24 flex-col gap-2">
        {cards.map((c) => (
          <BoardCard key={c.id} card={c} stages={stages} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}

function BoardCard({ card, stages, onMove }: { card: DealCard; stages: Stage[]; onMove: (id: string, stageId: string) => void }) {
  const { t } = useTranslation('dealFlow');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { stageId: card.stageId },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn('rounded-md border bg-card p-2 shadow-sm', isDragging && 'z-10 opacity-80 shadow-lg')}
      data-testid="deal-card"
      data-card-id={card.id}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('board.handle', { title: card.projectTitle })}
          className="mt-0.5 cursor-grab rounded p-0.5 text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="deal-card-handle"
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <Link to={`/deal-flow/cards/${card.id}`} className="block truncate font-medium hover:underline">
            {card.projectTitle}
          </Link>
          <CardFacts card={card} />
        </div>
      </div>
      <MoveSelect card={card} stages={stages} onMove={onMove} />
    </li>
  );
}
