import { useTranslation } from 'react-i18next';
import { ROADMAP_ITEM_STATUSES } from './constants.ts';
import type { RoadmapItem, RoadmapPhase, RoadmapItemStatus } from '../../../contract/realization.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatDate } from '../../lib/format.ts';
import { selectClass } from './ui.ts';

/**
 * The list view: every item in a table, and for editors the date form (the keyboard alternative to dragging), the owner
 * (a project member), the kind, the status, the planned budget and the dependencies ("id+lag" separated by commas).
 */
export function ListView({
  phases,
  readOnly,
  members,
  critical,
  onChange,
  onDates,
  onRemove,
  onProgress,
  canProgress,
  onRenamePhase,
}: {
  phases: RoadmapPhase[];
  readOnly: boolean;
  members: { id: string; name: string }[];
  critical: ReadonlySet<string>;
  onChange: (id: string, patch: Partial<RoadmapItem>) => void;
  onDates: (id: string, start: string, end: string) => void;
  onRemove: (id: string) => void;
  onProgress: (id: string) => void;
  canProgress: boolean;
  onRenamePhase?: (id: string, title: string) => void;
}) {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const owner = (id: string | null | undefined) =>
    members.find((m) => m.id === id)?.name ?? (id ? t('roadmap.unknownOwner') : t('roadmap.noOwner'));
  return (
    <div className="grid gap-4" data-testid="roadmap-list">
      {phases.map((phase) => (
        <section key={phase.id} aria-labelledby={`phase-${phase.id}`} className="overflow-x-auto rounded-md border">
          <div className="bg-muted/50 px-3 py-2">
            <h3 id={`phase-${phase.id}`} className={readOnly || !onRenamePhase ? 'text-sm font-semibold' : 'sr-only'}>
              {phase.title}
            </h3>
            {readOnly || !onRenamePhase ? null : (
              <Input
                aria-label={t('roadmap.phaseTitle')}
                value={phase.title}
                onChange={(e) => onRenamePhase(phase.id, e.target.value)}
                className="h-8 max-w-sm font-semibold"
              />
            )}
          </div>
          <table className="w-full min-w-[64rem] text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                {['title', 'owner', 'start', 'end', 'depends', 'status', 'budget', 'actions'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-medium">
                    {t(`roadmap.col.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {phase.items.map((item) => {
                const label = (f: string) => t('roadmap.fieldOf', { field: t(`roadmap.col.${f}`), title: item.title });
                return (
                  <tr key={item.id} className="border-t align-top" data-testid="roadmap-row" data-item={item.id}>
                    <td className="w-64 min-w-56 px-2 py-1">
                      {readOnly ? (
                        <span>{item.title}</span>
                      ) : (
                        <Input
                          aria-label={label('title')}
                          value={item.title}
                          onChange={(e) => onChange(item.id, { title: e.target.value })}
                          className="h-8"
                        />
                      )}
                      <span className="mt-1 flex flex-wrap gap-1 text-xs text-muted-foreground">
                        <span>{t(`kind.${item.kind}`)}</span>
                        {critical.has(item.id) ? <span className="font-medium text-destructive">· {t('gantt.critical')}</span> : null}
                        {item.origin ? <span>· {t(`origin.${item.origin.kind}`)}</span> : null}
                        {item.evidenceRequired ? <span>· {t('roadmap.evidenceRequired')}</span> : null}
                        {item.evidence.length ? <span>· {t('roadmap.evidenceCount', { count: item.evidence.length })}</span> : null}
                        {item.resources?.length ? (
                          <span data-testid="item-resources">
                            · {item.resources.map((r) => `${r.name} (${t(`resource.${r.kind}`)})`).join(', ')}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td className="px-2 py-1">
                      {readOnly ? (
                        owner(item.ownerId)
                      ) : (
                        <select
                          aria-label={label('owner')}
                          className={selectClass}
                          value={item.ownerId ?? ''}
                          onChange={(e) => onChange(item.id, { ownerId: e.target.value || null })}
                        >
                          <option value="">{t('roadmap.noOwner')}</option>
                          {members.map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {readOnly ? (
                        formatDate(lng, item.start)
                      ) : (
                        <Input
                          type="date"
                          aria-label={label('start')}
                          value={item.start}
                          onChange={(e) => e.target.value && onDates(item.id, e.target.value, item.end)}
                          className="h-8"
                        />
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {readOnly ? (
                        formatDate(lng, item.end)
                      ) : (
                        <Input
                          type="date"
                          aria-label={label('end')}
                          value={item.end}
                          onChange={(e) => e.target.value && onDates(item.id, item.start, e.target.value)}
                          className="h-8"
                        />
                      )}
                    </td>
                    <td className="px-2 py-1">
                      <DependsField
                        item={item}
                        phases={phases}
                        readOnly={readOnly}
                        label={label('depends')}
                        onChange={(dependsOn) => onChange(item.id, { dependsOn })}
                      />
                    </td>
                    <td className="px-2 py-1">
                      {readOnly ? (
                        t(`itemStatus.${item.status}`)
                      ) : (
                        <select
                          aria-label={label('status')}
                          className={selectClass}
                          value={item.status}
                          onChange={(e) => onChange(item.id, { status: e.target.value as RoadmapItemStatus })}
                        >
                          {ROADMAP_ITEM_STATUSES.filter((s) => s !== 'done' || item.status === 'done').map((s) => (
                            <option key={s} value={s}>
                              {t(`itemStatus.${s}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {readOnly ? (
                        item.budgetCents != null ? (
                          (item.budgetCents / 100).toLocaleString(lng)
                        ) : (
                          '—'
                        )
                      ) : (
                        <Input
                          type="number"
                          min={0}
                          step="0.01"
                          aria-label={label('budget')}
                          value={item.budgetCents != null ? item.budgetCents / 100 : ''}
                          onChange={(e) =>
                            onChange(item.id, { budgetCents: e.target.value === '' ? null : Math.round(Number(e.target.value) * 100) })
                          }
                          className="h-8 w-28"
                        />
                      )}
                    </td>
                    <td className="px-2 py-1">
                      <div className="flex flex-wrap gap-1">
                        {canProgress ? (
                          <Button size="sm" variant="outline" onClick={() => onProgress(item.id)} data-testid="progress-open">
                            {t('progress.open')}
                          </Button>
                        ) : null}
                        {!readOnly ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => onRemove(item.id)}
                            aria-label={t('roadmap.removeItem', { title: item.title })}
                          >
                            {t('roadmap.remove')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** Dependencies: pick a predecessor (finish-to-start) and its lag in days; each one listed with a remove button. */
function DependsField({
  item,
  phases,
  readOnly,
  label,
  onChange,
}: {
  item: RoadmapItem;
  phases: RoadmapPhase[];
  readOnly: boolean;
  label: string;
  onChange: (deps: RoadmapItem['dependsOn']) => void;
}) {
  const { t } = useTranslation('realization');
  const all = phases.flatMap((p) => p.items);
  const title = (id: string) => all.find((i) => i.id === id)?.title ?? id;
  return (
    <div className="grid gap-1 text-xs">
      {item.dependsOn.length === 0 && readOnly ? <span className="text-muted-foreground">—</span> : null}
      {item.dependsOn.map((d) => (
        <span key={d.id} className="flex items-center gap-1">
          {t('roadmap.after', { title: title(d.id), lag: d.lagDays })}
          {!readOnly ? (
            <>
              <Input
                type="number"
                className="h-7 w-16"
                aria-label={t('roadmap.lagOf', { title: title(d.id) })}
                value={d.lagDays}
                onChange={(e) =>
                  onChange(item.dependsOn.map((x) => (x.id === d.id ? { ...x, lagDays: Math.trunc(Number(e.target.value) || 0) } : x)))
                }
              />
              <button
                type="button"
                className="rounded px-1 underline"
                onClick={() => onChange(item.dependsOn.filter((x) => x.id !== d.id))}
                aria-label={t('roadmap.removeDep', { title: title(d.id) })}
              >
                ×
              </button>
            </>
          ) : null}
        </span>
      ))}
      {!readOnly ? (
        <select
          aria-label={label}
          className="h-7 rounded-md border border-input bg-background px-1 text-xs"
          value=""
          onChange={(e) => e.target.value && onChange([...item.dependsOn, { id: e.target.value, lagDays: 0 }])}
        >
          <option value="">{t('roadmap.addDep')}</option>
          {all
            .filter((o) => o.id !== item.id && !item.dependsOn.some((d) => d.id === o.id))
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
        </select>
      ) : null}
    </div>
  );
}
