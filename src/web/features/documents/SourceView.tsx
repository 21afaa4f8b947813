import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, Figure } from '../../../contract/documents.ts';
import { cn } from '../../lib/cn.ts';
import { contentUrl, useDocumentText } from './api.ts';
import { markQuote, sheetWindow } from './view.ts';

const PdfPage = lazy(() => import('./PdfPage.tsx').then((m) => ({ default: m.PdfPage })));

/** The cited source of a figure: the PDF page with the quote highlighted, the DOCX page's text with it marked, or the sheet around the cell. */
export function SourceView({ doc, figure }: { doc: DocumentDetail; figure: Figure }) {
  const { t } = useTranslation('documents');
  const isPdf = doc.mediaType === 'application/pdf';
  const text = useDocumentText(doc.id, !isPdf && !figure.sourceDeleted);
  const c = figure.citation;
  const heading = useId();
  const where =
    c.page !== undefined ? t('source.page', { page: c.page }) : c.sheet ? t('source.cell', { sheet: c.sheet, cell: c.cell ?? '' }) : '';
  return (
    <section aria-labelledby={heading} className="grid min-w-0 gap-3" data-testid="source-view">
      <h3 id={heading} className="font-medium">
        {t('source.title', { name: doc.filename })} {where ? <span className="text-muted-foreground">· {where}</span> : null}
      </h3>
      <blockquote className="border-l-4 border-yellow-500 pl-3 text-sm italic" data-testid="figure-quote">
        {c.quote}
      </blockquote>
      {figure.sourceDeleted ? (
        <p className="text-sm text-muted-foreground">{t('source.deleted')}</p>
      ) : isPdf ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('source.loadingViewer')}</p>}>
          <PdfPage
            url={contentUrl(doc.id)}
            page={c.page ?? 1}
            quote={c.quote}
            label={t('source.pageImage', { page: c.page ?? 1, name: doc.filename })}
          />
        </Suspense>
      ) : text.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('source.loadingText')}
        </p>
      ) : text.isError ? (
        <p className="text-sm text-destructive">{t('source.textFailed')}</p>
      ) : c.sheet !== undefined && c.cell ? (
        <SheetGrid cells={text.data.parts.find((p) => p.sheet === c.sheet)?.cells ?? {}} cell={c.cell} sheet={c.sheet} />
      ) : (
        <PageText text={text.data.parts.find((p) => p.page === (c.page ?? 1))?.text ?? ''} quote={c.quote} />
      )}
    </section>
  );
}

function PageText({ text, quote }: { text: string; quote: string }) {
  const { t } = useTranslation('documents');
  const parts = markQuote(text, quote);
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded border p-3 text-sm whitespace-pre-wrap"
      tabIndex={0}
      aria-label={t('source.textLabel')}
      data-testid="page-text"
    >
      {parts ? (
        <>
          {parts[0]}
          <mark className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-700/60">{parts[1]}</mark>
          {parts[2]}
        </>
      ) : (
        text || t('source.noText')
      )}
    </div>
  );
}

function SheetGrid({ cells, cell, sheet }: { cells: Readonly<Record<string, string>>; cell: string; sheet: string }) {
  const { t } = useTranslation('documents');
  const grid = sheetWindow(cells, cell);
  if (!grid) return <p className="text-sm text-muted-foreground">{t('source.noText')}</p>;
  return (
    <div
      className="max-w-full overflow-auto rounded border"
      tabIndex={0}
      aria-label={t('source.sheetLabel', { sheet })}
      data-testid="sheet-grid"
    >
      <table className="text-xs tabular-nums">
        <caption className="sr-only">{t('source.sheetCaption', { sheet, cell })}</caption>
        <thead>
          <tr>
            <td />
            {grid.columns.map((col) => (
              <th key={col} scope="col" className="bg-muted px-2 py-1 font-medium">
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((r) => (
            <tr key={r.row}>
              <th scope="row" className="bg-muted px-2 py-1 font-medium">
                {r.row}
              </th>
              {r.cells.map((x) => (
                <td
                  key={x.address}
                  className={cn(
                    'border px-2 py-1 whitespace-nowrap',
                    x.address === cell.toUpperCase() && 'bg-yellow-200 font-semibold ring-2 ring-yellow-500 dark:bg-yellow-700/60',
                  )}
                  data-testid={x.address === cell.toUpperCase() ? 'cited-cell' : undefined}
                >
                  {x.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
