import type { AccountMailer } from '../../mail-templates.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';

export interface DealFlowDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

/** Mutations are the investor's own; an admin may read the (their own, empty) deal flow only. */
export function investorOnly(user: SessionUser): void {
  if (user.role !== 'investor') throw new AppError('DEAL_FLOW_INVESTORS_ONLY');
}
