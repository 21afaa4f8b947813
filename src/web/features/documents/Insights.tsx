import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../contract/documents.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { riskText } from './risk-text.ts';

/** The business-plan checklist (found, with where, or missing) and the risk flags, worded per code. */
export function Insights({ doc }: { doc: DocumentDetail }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="checklist-heading" data-testid="checklist">
        <h3 id="checklist-heading" className="mb-2 font-medium">
          {t('checklist.title')}
        </h3>
        {doc.checklist.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('checklist.none')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {doc.checklist.map((c) => (
              <li
                key={c.section}
                className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-0"
                data-section={c.section}
                data-found={c.found}
              >
                <span>{t(`section.${c.section}`)}</span>
                <span className={c.found ? 'text-foreground' : 'font-medium text-amber-700 dark:text-amber-300'}>
                  {c.found
                    ? c.page !== undefined
                      ? t('checklist.foundPage', { page: c.page })
                      : c.sheet
                        ? t('checklist.foundSheet', { sheet: c.sheet })
                        : t('checklist.found')
                    : t('checklist.missing')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="risks-heading" data-testid="risks">
        <h3 id="risks-heading" className="mb-2 font-medium">
          {t('risks.title')}
        </h3>
        {doc.risks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('risks.none')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {doc.risks.map((r, i) => (
              <li key={`${r.code}-${i}`} className="grid gap-1 rounded border p-2" data-code={r.code}>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={r.severity === 'high' ? 'destructive' : r.severity === 'warning' ? 'warning' : 'outline'}>
                    {t(`severity.${r.severity}`)}
                  </Badge>
                  <span>{riskText(t, i18n.language, r)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
