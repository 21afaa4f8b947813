import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCheck2Icon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useGeneratePortfolioReport, usePortfolioReports } from './api.ts';
import { GenerateOutcome, LanguageSelect, ReportList } from './ReportList.tsx';

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
          <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
          <Button type="submit" pending={generate.isPending} data-testid="generate-portfolio-report">
            <FileCheck2Icon aria-hidden="true" />
            {generate.isPending ? t('form.generating') : t('portfolio.generate')}
          </Button>
        </form>
        <GenerateOutcome generate={generate} />
        <ReportList list={list} canRevoke />
      </CardContent>
    </Card>
  );
}
