import type { ReactNode } from 'react';
import { FollowButton } from '../../features/deal-flow/FollowButton.tsx';
import { PublicShowcasePage } from '../../features/reports/PublicShowcasePage.tsx';
import { ShowcaseListPage } from '../../features/reports/ShowcaseListPage.tsx';
import type { Role } from '../../../domain/rbac/index.ts';

/** Investors follow published projects into their deal flow (ADR 0029); the reports feature only leaves the slot. */
const followFor = (role: Role) =>
  role === 'investor' ? (slug: string, title: string): ReactNode => <FollowButton slug={slug} title={title} /> : undefined;

/** /vhs-marketing with Follow for investors. */
export function ShowcaseListRoute({ role }: { role: Role }) {
  return <ShowcaseListPage action={followFor(role)} />;
}

/** /showcase/:slug signed in, with Follow for investors. */
export function PublicShowcaseRoute({ role }: { role: Role }) {
  return <PublicShowcasePage action={followFor(role)} />;
}
