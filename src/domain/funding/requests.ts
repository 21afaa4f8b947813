/**
 * The funding request's state machine (issue 14, docs/methodology/funding-requests.md, ADR 0021):
 * which state may follow which, and who may move it. Pure: the server asks it before every change
 * and answers 409 INVALID_TRANSITION when it says no.
 *
 * Two sides:
 * - the proponent: members of the project's workspace who may edit the project's details (owner,
 *   editor; src/domain/access `editDetails`);
 * - the receiver: the investor the request is addressed to. A request to a funding call has no
 *   receiver on the platform (public programmes do not use it), so the proponent records the
 *   programme's answers and outcome on the receiver's behalf (marked self-reported on screen).
 * Anyone else (viewers, grantees, admins) moves nothing.
 */

export const FUNDING_REQUEST_STATES = [
  'draft',
  'submitted',
  'under_review',
  'information_requested',
  'approved',
  'rejected',
  'funded',
  'withdrawn',
] as const;
export type FundingRequestState = (typeof FUNDING_REQUEST_STATES)[number];

/** Whom a request is addressed to. */
export type FundingRequestTarget = 'investor' | 'call';

/** The caller's side on one request. */
export type FundingRequestSide = 'proponent' | 'receiver' | 'none';

/** Who makes a transition: the proponent, or whoever answers for the receiver (the investor; for a call, the proponent). */
type Actor = 'proponent' | 'receiver';

/**
 * THE table: from → to → who. Rules behind it:
 * - only the proponent submits, answers a request for information (back to under review), and
 *   withdraws, and only before a decision (a draft may be withdrawn too: it is kept, marked withdrawn);
 * - the receiver takes the request into review, asks for information, approves or rejects; an
 *   approval may still be turned into a rejection (the deal fell through) or end funded;
 * - rejected, funded and withdrawn are final.
 */
export const FUNDING_REQUEST_TRANSITIONS: Readonly<Record<FundingRequestState, Readonly<Partial<Record<FundingRequestState, Actor>>>>> = {
  draft: { submitted: 'proponent', withdrawn: 'proponent' },
  submitted: {
    under_review: 'receiver',
    information_requested: 'receiver',
    approved: 'receiver',
    rejected: 'receiver',
    withdrawn: 'proponent',
  },
  under_review: { information_requested: 'receiver', approved: 'receiver', rejected: 'receiver', withdrawn: 'proponent' },
  information_requested: { under_review: 'proponent', approved: 'receiver', rejected: 'receiver', withdrawn: 'proponent' },
  approved: { funded: 'receiver', rejected: 'receiver' },
  rejected: {},
  funded: {},
  withdrawn: {},
};

/** Whether `side` may act as `actor` on a request addressed to `target`. */
function actsAs(side: FundingRequestSide, actor: Actor, target: FundingRequestTarget): boolean {
  if (side === 'none') return false;
  if (actor === 'proponent') return side === 'proponent';
  // The receiver's moves: the investor's own; for a call, the proponent records the programme's.
  return target === 'call' ? side === 'proponent' : side === 'receiver';
}

/** The states `side` may move the request to from `from` (in the table's order). */
export function allowedTransitions(
  from: FundingRequestState,
  side: FundingRequestSide,
  target: FundingRequestTarget,
): FundingRequestState[] {
  return (Object.entries(FUNDING_REQUEST_TRANSITIONS[from]) as Array<[FundingRequestState, Actor]>)
    .filter(([, actor]) => actsAs(side, actor, target))
    .map(([to]) => to);
}

/** True when `side` may move the request from `from` to `to`. */
export function canTransition(
  from: FundingRequestState,
  to: FundingRequestState,
  side: FundingRequestSide,
  target: FundingRequestTarget,
): boolean {
  return allowedTransitions(from, side, target).includes(to);
}

/** States in which the addressed investor reads the project (a read grant is in force). */
export const LIVE_STATES: readonly FundingRequestState[] = ['submitted', 'under_review', 'information_requested', 'approved', 'funded'];
export const isLive = (s: FundingRequestState): boolean => LIVE_STATES.includes(s);

/** Decided states: the receiver has answered (the success rate's denominator). */
export const DECIDED_STATES: readonly FundingRequestState[] = ['approved', 'rejected', 'funded'];

/** Final states: nothing follows. */
export const isFinal = (s: FundingRequestState): boolean => Object.keys(FUNDING_REQUEST_TRANSITIONS[s]).length === 0;

/** The side that hears of a transition made by `by`: the other one (for a call, nobody on the platform but the proponent's team). */
export function otherSide(by: Exclude<FundingRequestSide, 'none'>): Exclude<FundingRequestSide, 'none'> {
  return by === 'proponent' ? 'receiver' : 'proponent';
}

/** What the dashboard needs of one request. */
export interface FundingRequestFact {
  readonly state: FundingRequestState;
  readonly amountRequested: number | null;
  readonly fundedAmount: number | null;
}

/**
 * The dashboard's funding figures from the requests of the user's projects:
 * requested = sum of the amounts asked in requests that left the draft and were not withdrawn;
 * secured = sum of the funded amounts of funded requests (0 when requests exist and none is funded yet);
 * success rate = (approved + funded) ÷ decided. Null when nothing was submitted / decided.
 * @example fundingFigures([{ state: 'funded', amountRequested: 100, fundedAmount: 80 }]).secured // 80
 */
export function fundingFigures(requests: readonly FundingRequestFact[]): {
  requested: number | null;
  secured: number | null;
  successRate: number | null;
  submitted: number;
  decided: number;
} {
  const sent = requests.filter((r) => r.state !== 'draft' && r.state !== 'withdrawn');
  const decided = requests.filter((r) => DECIDED_STATES.includes(r.state));
  const positive = decided.filter((r) => r.state !== 'rejected').length;
  const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);
  return {
    requested: sent.length === 0 ? null : sum(sent.map((r) => r.amountRequested)),
    secured: sent.length === 0 ? null : sum(sent.filter((r) => r.state === 'funded').map((r) => r.fundedAmount)),
    successRate: decided.length === 0 ? null : positive / decided.length,
    submitted: sent.length,
    decided: decided.length,
  };
}
