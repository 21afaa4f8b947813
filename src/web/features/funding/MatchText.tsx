import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CircleCheckIcon, CircleHelpIcon, CircleXIcon } from 'lucide-react';
import type { FundingMatch, ScoreComponent } from '../../../contract/funding.ts';
import { findRegion, isCountryCode } from '../../../domain/geo/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCurrency, formatDate, formatNumber } from '../../lib/format.ts';

type Criterion = FundingMatch['criteria'][number];

/** A NUTS code as a name where the catalogue knows it (ITC4 → Lombardia (ITC4)). */
function place(code: string): string {
  const c = code.toUpperCase();
  if (c.length === 2) return isCountryCode(c) ? c : code;
  const region = findRegion(c.slice(0, 2), c);
  return region ? `${region.name} (${c})` : c;
}

const list = (items: string[], map: (s: string) => string = (s) => s) => items.filter(Boolean).map(map).join(', ');

/** The criterion's detail (src/domain/funding/match.ts) in words. */
export function criterionText(t: TFunction, lng: string, c: Criterion): string {
  const [reason = '', rest = ''] = c.detail.split(/:(.*)/s);
  const args = rest.split('|');
  const money = (s: string | undefined) => (s ? formatCurrency(lng, Number(s)) : '—');
  const key = `match.criteria.${c.name}.${reason}`;
  switch (c.name) {
    case 'territory':
      if (reason === 'covered' || reason === 'outside' || reason === 'part_of_region')
        return t(key, { place: place(args[0]!), list: list(args.slice(1), place) });
      return t(key, { list: list(args, place) });
    case 'sector':
      if (reason === 'covered' || reason === 'outside' || reason === 'finer_code')
        return t(key, { code: args[0], list: list(args.slice(1)) });
      return t(key, { list: list(args) });
    case 'size':
    case 'stage': {
      // One set of names: the catalogue's size names (search filter, result rows, announcement) and the match's stages.
      const word = (s: string) => t(c.name === 'size' ? `catalogue.sizes.${s}` : `match.stages.${s}`, { defaultValue: s });
      if (reason === 'covered' || reason === 'outside') return t(key, { value: word(args[0]!), list: list(args.slice(1), word) });
      return t(key, { list: list(args, word) });
    }
    case 'ticket':
      if (reason === 'not_recorded') return t(key, { min: money(args[0]), max: money(args[1]) });
      return t(key, { ticket: money(args[0]), min: money(args[1]), max: money(args[2]) });
    case 'open':
      return rest && rest !== 'no_deadline' ? t(key, { date: formatDate(lng, rest) }) : t('match.criteria.open.no_deadline');
  }
}

/** A score component's detail in words. */
export function componentText(t: TFunction, lng: string, c: ScoreComponent): string {
  const [reason = '', ...rest] = c.detail.split(':');
  if (c.name === 'amount') return t(`match.components.amount.${reason}`, { position: rest[0] });
  if (c.name === 'objective') {
    const words = (rest[0] ?? '').split('|').filter(Boolean);
    // The matcher compares 6-letter stems (digitale/digital → digita): a cut word shows it was cut.
    return words.length
      ? t('match.components.objective.shared', { count: words.length, words: words.map((w) => (w.length === 6 ? `${w}…` : w)).join(', ') })
      : t('match.components.objective.none');
  }
  if (reason === 'no_evaluation') return t('match.components.readiness.no_evaluation');
  const [wm, wf, wc] = (rest[0] ?? '').split('|').map((x) => formatNumber(lng, Number(x) * 100, 0));
  const [pm, pf, pc] = (rest[1] ?? '').split('|').map((x) => formatNumber(lng, Number(x), 0));
  return t('match.components.readiness.weighed', {
    form: reason === 'default' ? t('match.anyAidForm') : t(`catalogue.aidForms.${reason}`, { defaultValue: reason }),
    wm,
    wf,
    wc,
    pm,
    pf,
    pc,
  });
}

const ICONS = {
  met: <CircleCheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />,
  not_met: <CircleXIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />,
  unknown: <CircleHelpIcon className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />,
};

/**
 * The per-criterion checklist: icon and a word for the outcome (never colour alone), the reason, and
 * for an unknown the project field to fill with a link to the project's details.
 */
export function CriteriaChecklist({ criteria, projectId }: { criteria: Criterion[]; projectId?: string | undefined }) {
  const { t, i18n } = useTranslation('funding');
  return (
    <ul className="grid gap-1.5" aria-label={t('match.checklistLabel')} data-testid="match-criteria">
      {criteria.map((c) => (
        <li key={c.name} className="flex items-start gap-2" data-criterion={c.name} data-outcome={c.outcome}>
          {ICONS[c.outcome]}
          <span>
            <span className="font-medium">{t(`match.criterionNames.${c.name}`)}</span>{' '}
            <span className="text-muted-foreground">({t(`match.outcomes.${c.outcome}`)})</span>: {criterionText(t, i18n.language, c)}
            {c.outcome === 'unknown' && c.fix ? <FixHint fix={c.fix} projectId={projectId} /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function FixHint({ fix, projectId }: { fix: string; projectId?: string | undefined }) {
  const { t } = useTranslation('funding');
  if (!projectId) return null;
  return (
    <Link
      to={`/projects/${projectId}?tab=overview`}
      className="block text-xs font-medium text-primary underline-offset-4 hover:underline"
      data-testid={`fix-${fix}`}
    >
      {t('match.fix.link', { field: t(`match.fields.${fix}`) })}
    </Link>
  );
}

/** The score and how it was made: each component's points out of its share, and why. */
export function ScoreBreakdown({ match }: { match: Pick<FundingMatch, 'score'> & { components: ScoreComponent[] } }) {
  const { t, i18n } = useTranslation('funding');
  if (match.score === null) return <p className="text-muted-foreground">{t('match.notScored')}</p>;
  return (
    <div className="grid gap-1" data-testid="match-score">
      <p className="font-medium">{t('match.scoreLine', { score: formatNumber(i18n.language, match.score, 1) })}</p>
      <ul className="grid gap-1 text-muted-foreground">
        {match.components.map((c) => (
          <li key={c.name}>
            <span className="font-medium text-foreground">{t(`match.components.${c.name}.name`)}</span>{' '}
            {t('match.points', { points: formatNumber(i18n.language, c.points, 1), of: formatNumber(i18n.language, c.weight * 100, 0) })}:{' '}
            {componentText(t, i18n.language, c)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Eligible / possibly eligible / not eligible, with an icon and the score: the row badge /funding shows. */
export function MatchBadge({ match }: { match: Pick<FundingMatch, 'eligible' | 'score'> }) {
  const { t, i18n } = useTranslation('funding');
  const variant = match.eligible === 'yes' ? 'secondary' : match.eligible === 'unknown' ? 'warning' : 'outline';
  const icon = match.eligible === 'yes' ? 'met' : match.eligible === 'unknown' ? 'unknown' : 'not_met';
  return (
    <Badge variant={variant} data-testid="match-badge" data-eligible={match.eligible}>
      {ICONS[icon]}
      {t(`match.eligible.${match.eligible}`)}
      {match.score !== null ? ` · ${formatNumber(i18n.language, match.score, 0)}/100` : ''}
    </Badge>
  );
}
