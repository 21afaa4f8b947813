import { useTranslation } from 'react-i18next';
import type { PortfolioSummaryResponse } from '../../../contract/portfolio.ts';
import { findIndustry } from '../../../domain/industries/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatNumber, formatPercent } from '../../lib/format.ts';

/** HHI bands of the US DoJ/FTC horizontal merger guidelines (2010), on the ×10,000 scale. */
const band = (points: number) => (points < 1500 ? 'low' : points <= 2500 ? 'moderate' : 'high');

/** Shares by industry (NACE division) or region, as bars drawn in HTML (each with its figure), and the HHI explained. */
export function ConcentrationCard({
  kind,
  shares,
  hhi,
}: {
  kind: 'industry' | 'region';
  shares: PortfolioSummaryResponse['byIndustry'];
  hhi: number | null;
}) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const label = (code: string) => {
    if (code === 'unknown') return t('summary.unknown');
    if (kind === 'industry') {
      const found = findIndustry(code);
      return found ? `${code} ${found.labels[lng === 'it' ? 'it' : 'en']}` : code;
    }
    return code;
  };
  const points = hhi === null ? null : Math.round(hhi * 10_000);
  return (
    <Card className="min-w-0" data-testid={`concentration-${kind}`}>
      <CardHeader>
        <CardTitle className="text-base">{t(`summary.concentration.${kind}`)}</CardTitle>
        <CardDescription>{t('summary.concentration.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shares.length === 0 ? <p className="text-sm text-muted-foreground">{t('summary.none')}</p> : null}
        <ul className="min-w-0 space-y-2" aria-label={t(`summary.concentration.${kind}`)}>
          {shares.map((s) => (
            <li key={s.code} className="space-y-1 text-sm">
              <span className="flex justify-between gap-2">
                <span className="min-w-0 flex-1 truncate" title={label(s.code)}>
                  {label(s.code)}
                </span>
                <span className="tabular-nums">{formatPercent(lng, s.share)}</span>
              </span>
              <span className="block h-2 rounded bg-muted" aria-hidden="true">
                <span className="block h-2 rounded bg-primary" style={{ width: `${Math.round(s.share * 100)}%` }} />
              </span>
            </li>
          ))}
        </ul>
        {hhi !== null && points !== null ? (
          <p className="text-sm" data-testid={`hhi-${kind}`}>
            {t('summary.concentration.hhi', {
              value: formatNumber(lng, hhi, 3),
              points: formatNumber(lng, points, 0),
              level: t(`summary.concentration.level.${band(points)}`),
            })}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('summary.concentration.hhiHelp')}</p>
      </CardContent>
    </Card>
  );
}
