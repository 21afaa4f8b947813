import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { quoteItemsOnPage } from './view.ts';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * One page of a PDF drawn by pdf.js (a lazy chunk) with the quoted text highlighted: the page's text
 * items are searched for the quote (whitespace-insensitive) and a box is drawn over each item it
 * touches. The page image has a text alternative; the quote itself is also written beside it.
 */
export function PdfPage({ url, page, quote, label }: { url: string; page: number; quote: string; label: string }) {
  const { t } = useTranslation('documents');
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; boxes: Box[]; width: number; height: number }>({
    status: 'loading',
    boxes: [],
    width: 0,
    height: 0,
  });
  // The page is drawn for the width it has (redrawn when that changes by more than a few pixels).
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setAvailable((w) => (entry && Math.abs(entry.contentRect.width - w) > 8 ? Math.floor(entry.contentRect.width) : w)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (available <= 0) return;
    let cancelled = false;
    void (async () => {
      try {
        const { loadPdf, Util } = await import('./pdf.ts');
        const doc = await loadPdf(url);
        const p = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
        const base = p.getViewport({ scale: 1 });
        const viewport = p.getViewport({ scale: Math.min(2, available / base.width) });
        const c = canvas.current;
        if (!c || cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        c.width = Math.floor(viewport.width * ratio);
        c.height = Math.floor(viewport.height * ratio);
        await p.render({ canvas: c, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
        const content = await p.getTextContent();
        const items = content.items.map((it) => ('str' in it ? it : { str: '', transform: [1, 0, 0, 1, 0, 0], width: 0 }));
        const hit = quoteItemsOnPage(
          items.map((it) => ({ str: it.str, x: Number(it.transform[4] ?? 0), y: Number(it.transform[5] ?? 0) })),
          quote,
        );
        const boxes = hit.map((i) => {
          const it = items[i]!;
          const m = Util.transform(viewport.transform, it.transform as number[]);
          const height = Math.hypot(m[2]!, m[3]!);
          return { left: m[4]!, top: m[5]! - height, width: it.width * viewport.scale, height: height * 1.2 };
        });
        if (!cancelled) setState({ status: 'ready', boxes, width: viewport.width, height: viewport.height });
      } catch {
        if (!cancelled) setState({ status: 'failed', boxes: [], width: 0, height: 0 });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [url, page, quote, available]);

  return (
    <div
      ref={frame}
      className="grid w-full min-w-0 gap-2"
      data-testid="pdf-view"
      data-state={state.status}
      data-highlights={state.boxes.length}
    >
      {state.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4 border-2" />
          {t('source.loadingPage', { page })}
        </p>
      ) : null}
      {state.status === 'failed' ? <p className="text-sm text-destructive">{t('source.pageFailed')}</p> : null}
      <div
        className="relative w-fit max-w-full overflow-hidden rounded border bg-white"
        style={state.status === 'ready' ? { width: state.width, height: state.height } : undefined}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          style={state.status === 'ready' ? { width: state.width, height: state.height } : { width: 0, height: 0 }}
        />
        {state.boxes.map((b, i) => (
          <div
            key={i}
            data-testid="pdf-highlight"
            aria-hidden="true"
            className="pointer-events-none absolute rounded-sm bg-yellow-300/50 ring-2 ring-yellow-500"
            style={{ left: b.left, top: b.top, width: b.width, height: b.height }}
          />
        ))}
      </div>
      {state.status === 'ready' && state.boxes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('source.quoteNotOnPage')}</p>
      ) : null}
    </div>
  );
}
