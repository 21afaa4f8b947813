import { useTranslation } from 'react-i18next';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';

/** A chart's data as a table, folded away for sighted users and announced to screen readers. */
export function ChartTable(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const { t } = useTranslation('evaluation');
  return (
    <TableDisclosure label={t('results.showTable')} className="mt-2">
      <DataTable {...props} />
    </TableDisclosure>
  );
}
