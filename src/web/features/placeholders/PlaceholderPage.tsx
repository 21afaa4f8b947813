import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConstructionIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/**
 * An honest page for a screen whose content arrives in a later release: what it will hold, no
 * invented data (shared/product/screens.md).
 */
export function PlaceholderPage({ screen }: { screen: string }) {
  const { t } = useTranslation('placeholders');
  const points = t(`screens.${screen}.points`, { returnObjects: true, defaultValue: [] }) as unknown;
  return (
    <div className="mx-auto max-w-3xl" data-testid="placeholder-page" data-screen={screen}>
      <PageHeader title={t(`screens.${screen}.title`)} description={t(`screens.${screen}.summary`)} />
      <Card>
        <CardHeader className="flex-row items-center gap-2">
          <ConstructionIcon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle className="text-base">{t('comingTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="text-muted-foreground">{t('comingBody')}</p>
          {Array.isArray(points) && points.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {points.map((p) => (
                <li key={String(p)}>{String(p)}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2 pt-2">
            <Button asChild size="sm">
              <Link to="/dashboard">{t('backToDashboard')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/guide">{t('readGuide')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
