import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3Icon, UploadIcon } from 'lucide-react';
import type { PortfolioItem } from '../../../contract/portfolio.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatNumber } from '../../lib/format.ts';
import { useCreatePortfolio, useDeletePortfolio, usePortfolios } from './api.ts';

/** /portfolio: the caller's portfolios with their headline figures, and a form to create one. */
export function PortfolioListPage() {
  const { t } = useTranslation('portfolio');
  const list = usePortfolios();
  return (
    <div className="mx-auto max-w-5xl" data-testid="portfolio-list">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/portfolio/upload">
              <UploadIcon aria-hidden="true" />
              {t('list.import')}
            </Link>
          </Button>
        }
      />
      <CreatePortfolio />
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="portfolio-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('list.title')}>
          {list.data.map((p) => (
            <PortfolioCard key={p.id} p={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CreatePortfolio() {
  const { t } = useTranslation('portfolio');
  const create = useCreatePortfolio();
  const [name, setName] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="portfolio-create">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('list.newName')}</Label>
        <Input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} required />
      </div>
      <Button type="submit" pending={create.isPending}>
        {t('list.create')}
      </Button>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(t, create.error)}
        </p>
      ) : null}
    </form>
  );
}

function PortfolioCard({ p }: { p: PortfolioItem }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const remove = useDeletePortfolio();
  const [confirming, setConfirming] = useState(false);
  return (
    <li>
      <Card data-testid="portfolio-card">
        <CardHeader>
          <CardTitle className="text-lg break-words">{p.name}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('figures.holdings')}</dt>
              <dd className="font-medium tabular-nums">{formatNumber(lng, p.holdings, 0)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('figures.invested')}</dt>
              <dd className="font-medium tabular-nums">{formatCurrency(lng, p.invested)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('figures.committed')}</dt>
              <dd className="font-medium tabular-nums">{formatCurrency(lng, p.committed)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to={`/portfolio/${p.id}/summary`}>
                <BarChart3Icon aria-hidden="true" />
                {t('list.open')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/portfolio/upload?portfolio=${p.id}`}>{t('list.importInto')}</Link>
            </Button>
            {confirming ? (
              <Button size="sm" variant="destructive" pending={remove.isPending} onClick={() => remove.mutate(p.id)}>
                {t('list.confirmDelete', { name: p.name })}
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                {t('list.delete')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
