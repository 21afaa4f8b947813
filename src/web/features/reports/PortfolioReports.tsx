import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCheck2Icon } from 'lucide-react';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useGeneratePortfolioReport, usePortfolioReports } from './api.ts';
import { ReportItem } from './ReportItem.tsx';

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * A portfolio's sealed summary reports (ADR 0031), for the summary page (composed there by the app's
 * routes): generate one in English or Italian, and the list with preview, download (Enterprise),
 * verification and revocation. Only the portfolio's owner reaches the page; the server enforces it.
 */
export function PortfolioReports({ portfolioId }: { portfolioId: string }) {
  const { t, i18n } = useTranslation('reports');
  const id = useId();
  const list = usePortfolioReports(portfolioId);
  const generate = useGeneratePortfolioReport(portfolioId);
  const [language, setLanguage] = useState<'en' | 'it'>(i18n.language === 'it' ? 'it' : 'en');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate.mutate({ language });
  };
  return (
    <Card className="min-w-0" data-testid="portfolio-reports">
      <CardHeader>
        <CardTitle className="text-base">{t('portfolio.title')}</CardTitle>
        <CardDescription>{t('portfolio.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit} data-testid="portfolio-report-form">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-language`}>{t('form.language')}</Label>
            <select id={`${id}-language`} className={selectClass} value={language} onChange={(e) => setLanguage(e.target.value as typeof language)}>
              <option value="en">English</option>
              <option value="it">Italiano</option>
            </select>
          </div>
          <Button type="submit" disabled={generate.isPending} data-testid="generate-portfolio-report">
            <FileCheck2Icon aria-hidden="true" />
            {generate.isPending ? t('form.generating') : t('portfolio.generate')}
          </Button>
        </form>
        {generate.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(t, generate.error)}
          </p>
        ) : generate.isSuccess ? (
          <p role="status" className="text-sm" data-testid="report-sealed">
            {t('form.sealed')}
          </p>
        ) : null}
        {list.isPending || list.isError ? (
          queryFeedback(list, t, t('loading'))
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('listLabel', { count: list.data.length })} data-testid="reports">
            {list.data.map((r) => (
              <ReportItem key={r.id} report={r} canRevoke />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
