import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import type { DocumentDetail, Figure } from '../../../contract/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { SourceView } from './SourceView.tsx';

/** The width (Tailwind's `lg`) from which the review shows the figures and their source side by side. */
const WIDE = '(min-width: 1024px)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);
function subscribe(onChange: () => void): () => void {
  const mql = media();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}
/** True on wide screens (and where the browser cannot tell, e.g. tests without matchMedia). */
export function useWideReview(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}

/**
 * On narrow screens, each figure carries its own source: a disclosure button (aria-expanded) that
 * reveals the cited page or cells right under the figure, the quote highlighted, so checking a figure
 * needs no scrolling to the end of the list and back. The focus stays on the button.
 */
export function InlineSource({
  doc,
  figure,
  open,
  onToggle,
}: {
  doc: DocumentDetail;
  figure: Figure;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('documents');
  const region = useId();
  return (
    <div className="grid min-w-0 gap-2" data-testid="inline-source" data-open={open}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="w-fit"
        aria-expanded={open}
        aria-controls={open ? region : undefined}
        onClick={onToggle}
        data-testid="inline-source-toggle"
      >
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        {open ? t('review.hideSource') : t('review.showSource')}
        <span className="sr-only">{t('review.sourceOf', { what: t(`key.${figure.key}`) })}</span>
      </Button>
      {open ? (
        <div id={region} className="min-w-0 rounded-md bg-muted/40 p-2">
          <SourceView doc={doc} figure={figure} />
        </div>
      ) : null}
    </div>
  );
}
