import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * The watermarked preview drawn page by page by pdf.js on white canvases (ADR 0031). An <iframe> of
 * the PDF relied on the browser's PDF viewer: headless Chromium has none and painted a black box, and
 * phone browsers show no PDF in a frame at all. Each page is an image with its text alternative.
 */
export function PreviewPages({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('reports');
  const frame = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth((w) => (entry && Math.abs(entry.contentRect.width - w) > 8 ? Math.floor(entry.contentRect.width) : w)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width <= 0) return;
    let cancelled = false;
    void (async () => {
      try {
        const { openPreview } = await import('./preview-pdf.ts');
        const doc = await openPreview(url);
        if (cancelled) return;
        setPages(doc.numPages);
        // Wait for the canvases of this render, then draw each page at the available width.
        await new Promise((r) => requestAnimationFrame(r));
        for (let n = 1; n <= doc.numPages && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: Math.min(2, width / base.width) });
          const c = frame.current?.querySelector<HTMLCanvasElement>(`canvas[data-page="${n}"]`);
          if (!c) continue;
          const ratio = window.devicePixelRatio || 1;
          c.width = Math.floor(viewport.width * ratio);
          c.height = Math.floor(viewport.height * ratio);
          c.style.width = `${Math.floor(viewport.width)}px`;
          c.style.height = `${Math.floor(viewport.height)}px`;
          // An opaque white page whatever the theme (a transparent canvas reads black in dark mode).
          await page.render({ canvas: c, viewport, background: '#ffffff', transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
            .promise;
          c.dataset.drawn = 'true';
        }
        await doc.destroy();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url, width]);

  return (
    // A scrolling box: focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      ref={frame}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="grid max-h-[75vh] w-full min-w-0 gap-3 overflow-y-auto rounded-md border bg-muted p-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="report-preview-pages"
      data-pages={pages ?? 0}
    >
      {pages === null && !failed ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4 border-2" />
          {t('item.previewLoading')}
        </p>
      ) : null}
      {failed ? <p className="text-sm text-destructive">{t('item.previewFailed')}</p> : null}
      {Array.from({ length: pages ?? 0 }, (_, i) => (
        <canvas
          key={i}
          data-page={i + 1}
          role="img"
          aria-label={t('item.previewPage', { label, page: i + 1, pages })}
          className="mx-auto max-w-full bg-white shadow-sm"
        />
      ))}
    </div>
  );
}
