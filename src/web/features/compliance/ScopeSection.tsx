import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { GDPR_FLAGS, type ComplianceScope } from './api.ts';

/** Under Tailwind's `md` (768 px) the scoping form folds into sections and keeps its save button in view. */
const NARROW = '(max-width: 767px)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);
function subscribe(onChange: () => void): () => void {
  const mql = media();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}
/** False where the browser cannot tell (e.g. tests without matchMedia): the full form. */
export function useNarrowScope(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}

export const SCOPE_SECTIONS = ['company', 'gdpr', 'reporting', 'taxonomy', 'pnrr'] as const;
export type ScopeSectionId = (typeof SCOPE_SECTIONS)[number];

/**
 * One group of scoping questions under a heading. On wide screens it is always open; on narrow ones
 * the heading is a disclosure button (aria-expanded) and, folded, a one-line summary of the answers
 * shows under it. Folded content stays mounted (hidden), so nothing typed is lost.
 */
export function ScopeSection({
  id,
  summary,
  narrow,
  open,
  onToggle,
  children,
}: {
  id: ScopeSectionId;
  summary: string;
  narrow: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('compliance');
  const base = useId();
  const shown = !narrow || open;
  return (
    <section
      aria-labelledby={`${base}-title`}
      className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0"
      data-testid={`scope-section-${id}`}
      data-open={shown}
    >
      <h4 id={`${base}-title`} className="text-sm font-semibold">
        {narrow ? (
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-expanded={open}
            aria-controls={`${base}-body`}
            onClick={onToggle}
            data-testid="scope-section-toggle"
          >
            <span>{t(`scope.section.${id}`)}</span>
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
            />
          </button>
        ) : (
          t(`scope.section.${id}`)
        )}
      </h4>
      {narrow && !open ? (
        <p className="-mt-2 truncate text-xs text-muted-foreground" data-testid="scope-section-summary">
          {summary}
        </p>
      ) : null}
      <div id={`${base}-body`} hidden={!shown} className="grid gap-4">
        {children}
      </div>
    </section>
  );
}

/** The one-line summaries of the current answers, per section (what the folded sections show). */
export function scopeSummaries(t: TFunction<'compliance'>, s: ComplianceScope): Record<ScopeSectionId, string> {
  const line = (parts: readonly (string | null | false | undefined)[]) =>
    parts.filter((p): p is string => Boolean(p)).join(' · ') || t('scope.section.none');
  const flags = GDPR_FLAGS.filter((f) => s.gdpr[f]).length;
  const topics = s.esrsMaterialTopics.length + s.griMaterialTopics.length + s.sasbTopics.length + s.offenceFamilies231.length;
  const totals = Object.values(s.taxonomyTotals).filter((v) => v !== null).length;
  return {
    company: line([
      s.entitySize && t(`scope.sizes.${s.entitySize}`),
      t(`scope.csrdScopes.${s.csrdScope}`),
      s.sector,
      s.sasbIndustry,
      `231: ${t(`scope.exposures.${s.exposure231}`)}`,
    ]),
    gdpr: line([t(`scope.gdprRoles.${s.gdpr.role}`), s.gdpr.role !== 'none' && t('scope.section.flags', { count: flags })]),
    reporting: line([s.reporting.map((f) => t(`frameworks.${f}`)).join(', '), topics > 0 && t('scope.section.topics', { count: topics })]),
    taxonomy: line([
      s.taxonomyActivities.length > 0 && t('scope.section.activities', { count: s.taxonomyActivities.length }),
      totals > 0 && t('scope.section.totals', { count: totals }),
    ]),
    pnrr: line([t(`pnrrRoles.${s.pnrr.role}`), s.pnrr.role !== 'none' && s.pnrr.cup]),
  };
}
