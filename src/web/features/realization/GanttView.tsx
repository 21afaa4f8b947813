import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Roadmap, RoadmapPhase } from '../../../contract/realization.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { addDays, allItems, chartRange, diffDays, monthStarts } from './schedule.ts';

const DAY_PX = 14;

/**
 * The Gantt view: one row per item under its phase, bars placed by date, the critical path in the destructive colour
 * (and named in text), the baseline as a thin bar below. Editors drag a bar to move it (or its right edge to resize);
 * the keyboard alternative: focus a bar, ← → move a day, Shift+← → change the end, and the list view's date fields.
 */
export function GanttView({
  phases,
  roadmap,
  readOnly,
  onMove,
  onResize,
  onSelect,
}: {
  phases: RoadmapPhase[];
  roadmap: Pick<Roadmap, 'criticalPath' | 'baseline'> | null;
  readOnly: boolean;
  onMove: (id: string, days: number) => void;
  onResize: (id: string, days: number) => void;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('realization');
  const items = allItems(phases);
  const range = chartRange([...items, ...(roadmap?.baseline ?? [])]);
  const critical = new Set(roadmap?.criticalPath ?? []);
  const drag = useRef<{ id: string; x: number; mode: 'move' | 'resize' } | null>(null);
  const [preview, setPreview] = useState<{ id: string; days: number; mode: 'move' | 'resize' } | null>(null);
  if (!range) return <p className="text-muted-foreground">{t('roadmap.noItems')}</p>;

  const x = (iso: string) => diffDays(range.from, iso) * DAY_PX;
  const today = new Date().toISOString().slice(0, 10);
  const width = range.days * DAY_PX;

  const onPointerDown = (e: PointerEvent<HTMLElement>, id: string, mode: 'move' | 'resize') => {
    if (readOnly || e.button !== 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { id, x: e.clientX, mode };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    setPreview({ id: d.id, mode: d.mode, days: Math.round((e.clientX - d.x) / DAY_PX) });
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d && preview && preview.days !== 0) (d.mode === 'move' ? onMove : onResize)(d.id, preview.days);
    setPreview(null);
  };
  const onKey = (e: KeyboardEvent<HTMLElement>, id: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
      return;
    }
    if (readOnly || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    const days = e.key === 'ArrowLeft' ? -1 : 1;
    (e.shiftKey ? onResize : onMove)(id, days);
  };

  const ticks = monthStarts(range.from, addDays(range.from, range.days));

  return (
    <div className="grid gap-2" data-testid="gantt">
      <p className="text-xs text-muted-foreground" id="gantt-help">
        {readOnly ? t('gantt.helpReadOnly') : t('gantt.help')}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <div className="grid w-max min-w-full grid-cols-[8rem_1fr] sm:grid-cols-[14rem_1fr]">
          <div className="sticky left-0 z-10 border-r bg-background" />
          <div className="relative h-6 border-b text-[10px] text-muted-foreground" style={{ width }}>
            {today >= range.from && today <= addDays(range.from, range.days) ? (
              <span
                className="absolute top-0 h-full border-l-2 border-amber-500 pl-1 font-medium text-amber-700 dark:text-amber-300"
                style={{ left: x(today) }}
                data-testid="gantt-today"
              >
                {t('gantt.today')}
              </span>
            ) : null}
            {ticks.map((d) => (
              <span key={d} className="absolute top-1 border-l pl-1" style={{ left: x(d) }}>
                {new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
                  new Date(`${d}T00:00:00Z`),
                )}
              </span>
            ))}
          </div>
          {phases.map((phase) => (
            <div key={phase.id} className="contents">
              <div className="sticky left-0 z-10 border-r border-b bg-muted/60 px-2 py-1 text-xs font-semibold">{phase.title}</div>
              <div className="border-b bg-muted/30" style={{ width }} />
              {phase.items.map((item) => {
                const p = preview?.id === item.id ? preview : null;
                const start = p?.mode === 'move' ? addDays(item.start, p.days) : item.start;
                const endRaw = p ? addDays(item.end, p.days) : item.end;
                const end = endRaw < start ? start : endRaw;
                const isCritical = critical.has(item.id);
                const base = roadmap?.baseline?.find((b) => b.id === item.id);
                const label = t('gantt.barLabel', {
                  title: item.title,
                  start: formatDate(i18n.language, start),
                  end: formatDate(i18n.language, end),
                  critical: isCritical ? t('gantt.critical') : '',
                });
                return (
                  <div key={item.id} className="contents">
                    <div className="sticky left-0 z-10 truncate border-r bg-background px-2 py-2 text-xs" title={item.title}>
                      {item.kind === 'milestone' ? '◆ ' : ''}
                      {item.title}
                      {isCritical ? <span className="sr-only"> ({t('gantt.critical')})</span> : null}
                    </div>
                    <div className="relative h-9 border-b" style={{ width }}>
                      {base ? (
                        <div
                          className="absolute bottom-1 h-1 rounded bg-muted-foreground/40"
                          style={{ left: x(base.start), width: (diffDays(base.start, base.end) + 1) * DAY_PX }}
                          aria-hidden
                          data-testid="baseline-bar"
                        />
                      ) : null}
                      <div
                        role="button"
                        tabIndex={0}
                        aria-label={label}
                        aria-describedby="gantt-help"
                        data-testid="gantt-bar"
                        data-item={item.id}
                        data-critical={isCritical ? 'true' : undefined}
                        className={cn(
                          'absolute top-1.5 flex h-5 touch-none items-center rounded text-[10px] text-primary-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                          isCritical ? 'bg-destructive' : 'bg-primary',
                          item.status === 'done' && 'opacity-60',
                          !readOnly && 'cursor-grab',
                        )}
                        style={{ left: x(start), width: Math.max(DAY_PX, (diffDays(start, end) + 1) * DAY_PX) }}
                        onPointerDown={(e) => onPointerDown(e, item.id, 'move')}
                        onPointerMove={onPointerMove}
                        onPointerUp={onPointerUp}
                        onPointerCancel={() => {
                          drag.current = null;
                          setPreview(null);
                        }}
                        onKeyDown={(e) => onKey(e, item.id)}
                        onDoubleClick={() => onSelect(item.id)}
                      >
                        {item.percent !== undefined ? <span className="truncate px-1">{Math.round(item.percent)}%</span> : null}
                        {!readOnly ? (
                          <span
                            aria-hidden
                            className="absolute top-0 right-0 h-full w-2 cursor-ew-resize rounded-r bg-black/20"
                            onPointerDown={(e) => onPointerDown(e, item.id, 'resize')}
                            onPointerMove={onPointerMove}
                            onPointerUp={onPointerUp}
                          />
                        ) : null}
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded bg-destructive" aria-hidden /> {t('gantt.legendCritical')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded bg-primary" aria-hidden /> {t('gantt.legendItem')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-1 w-5 rounded bg-muted-foreground/40" aria-hidden /> {t('gantt.legendBaseline')}
        </span>
      </p>
    </div>
  );
}
