import { useTranslation } from 'react-i18next';
import type { ImportError, ImportPreview } from '../../../contract/portfolio.ts';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';
import { formatNumber } from '../../lib/format.ts';

/** The first rows as the file has them, with the user's headers. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('portfolio');
  return (
    <TableDisclosure label={t('upload.preview.show', { count: preview.sample.length })}>
      <DataTable
        caption={t('upload.preview.caption')}
        head={[t('upload.report.row'), ...preview.headers]}
        rows={preview.sample.map((r) => [String(r.row), ...r.cells])}
      />
    </TableDisclosure>
  );
}

/** Every refused cell: its spreadsheet row, the user's column header and the message in the user's language. */
export function ValidationReport({ errors, excluded }: { errors: readonly ImportError[]; excluded: ReadonlySet<number> }) {
  const { t, i18n } = useTranslation('portfolio');
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="import-errors-title" className="grid gap-2" data-testid="import-errors">
      <h2 id="import-errors-title" className="font-medium">
        {t('upload.report.title', { count: errors.length, value: formatNumber(i18n.language, errors.length, 0) })}
      </h2>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('upload.report.title', { count: errors.length, value: errors.length })}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-1.5">
                {t('upload.report.row')}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {t('upload.report.column')}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {t('upload.report.message')}
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr
                key={i}
                className="border-b last:border-0"
                data-testid="import-error"
                data-excluded={excluded.has(e.row) ? 'true' : undefined}
              >
                <th scope="row" className="px-2 py-1.5 font-normal tabular-nums">
                  {e.row}
                  {excluded.has(e.row) ? <span className="ml-1 text-muted-foreground">({t('upload.report.excluded')})</span> : null}
                </th>
                <td className="px-2 py-1.5">{e.column}</td>
                <td className="px-2 py-1.5">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
