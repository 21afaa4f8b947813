import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon, StarOffIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useFollow, useFollows } from './api.ts';

/**
 * Follow / Unfollow a published project into the investor's deal flow (ADR 0029). Following files a
 * card that shows only what the owner published; it gives no access to the project itself.
 */
export function FollowButton({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation('dealFlow');
  const follows = useFollows(true);
  const mutate = useFollow();
  const current = follows.data?.find((f) => f.slug === slug);
  const following = Boolean(current);
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="follow-slot">
      <Button
        size="sm"
        variant={following ? 'outline' : 'default'}
        aria-pressed={following}
        aria-label={following ? t('follow.unfollowTitle', { title }) : t('follow.followTitle', { title })}
        disabled={follows.isPending || mutate.isPending}
        onClick={() => mutate.mutate({ slug, follow: !following })}
        data-testid="follow-button"
      >
        {following ? <StarOffIcon aria-hidden="true" /> : <StarIcon aria-hidden="true" />}
        {following ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      {current?.cardId ? (
        <Link to={`/deal-flow/cards/${current.cardId}`} className="text-sm underline" data-testid="follow-card-link">
          {t('follow.openCard')}
        </Link>
      ) : null}
      <span aria-live="polite" className="text-sm text-destructive">
        {mutate.isError ? errorMessage(t, mutate.error) : ''}
      </span>
    </span>
  );
}
