import type { FundingRequestDetail, PortalSubmissionBody } from '../../../contract/funding.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { getRequest, visible, type FundingRequestDeps } from './service.ts';
import { transition } from './transition.ts';

/**
 * A public call is applied for on the funder's own portal (issue 27): the founder records that they
 * did, with the date and the portal's protocol number. A draft moves to submitted with it (nothing
 * else reaches a call on the platform); the outcome is then recorded through the transitions
 * (approved, rejected, funded), and a funded one counts in "funding obtained" (/api/stats).
 */
export async function recordPortalSubmission(
  deps: FundingRequestDeps,
  user: SessionUser,
  id: string,
  body: PortalSubmissionBody,
): Promise<FundingRequestDetail> {
  const { v, side } = await visible(deps, user, id);
  if (side !== 'proponent') throw new AppError('FORBIDDEN');
  if (v.request.target !== 'call') throw new AppError('PORTAL_SUBMISSION_NOT_A_CALL');
  if (v.request.state === 'draft') await transition(deps, user, id, { to: 'submitted', note: `portal ${body.protocol}` });
  await repo.setPortalSubmission(deps.db, id, body.submittedOn, body.protocol, deps.now());
  return getRequest(deps, user, id);
}
