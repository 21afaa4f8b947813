import { describe, expect, it } from 'vitest';
import {
  FUNDING_REQUEST_STATES,
  allowedTransitions,
  canTransition,
  fundingFigures,
  isFinal,
  isLive,
  type FundingRequestSide,
  type FundingRequestTarget,
} from './requests.ts';

/**
 * Oracle: the table of docs/methodology/funding-requests.md, typed out by hand as
 * "target side from→to" lines. Every one of the 8 × 8 pairs × 3 sides × 2 targets (384 cases) is
 * checked against it: listed means allowed, anything else refused.
 */
const ALLOWED = new Set(
  `
investor proponent draft→submitted
investor proponent draft→withdrawn
investor proponent submitted→withdrawn
investor proponent under_review→withdrawn
investor proponent information_requested→under_review
investor proponent information_requested→withdrawn
investor receiver submitted→under_review
investor receiver submitted→information_requested
investor receiver submitted→approved
investor receiver submitted→rejected
investor receiver under_review→information_requested
investor receiver under_review→approved
investor receiver under_review→rejected
investor receiver information_requested→approved
investor receiver information_requested→rejected
investor receiver approved→funded
investor receiver approved→rejected
call proponent draft→submitted
call proponent draft→withdrawn
call proponent submitted→withdrawn
call proponent under_review→withdrawn
call proponent information_requested→under_review
call proponent information_requested→withdrawn
call proponent submitted→under_review
call proponent submitted→information_requested
call proponent submitted→approved
call proponent submitted→rejected
call proponent under_review→information_requested
call proponent under_review→approved
call proponent under_review→rejected
call proponent information_requested→approved
call proponent information_requested→rejected
call proponent approved→funded
call proponent approved→rejected
`
    .trim()
    .split('\n'),
);

const SIDES: FundingRequestSide[] = ['proponent', 'receiver', 'none'];
const TARGETS: FundingRequestTarget[] = ['investor', 'call'];

describe('funding request state machine', () => {
  it('allows exactly the documented transitions, for every pair, side and target', () => {
    let cases = 0;
    const wrong: string[] = [];
    for (const target of TARGETS)
      for (const side of SIDES)
        for (const from of FUNDING_REQUEST_STATES)
          for (const to of FUNDING_REQUEST_STATES) {
            cases += 1;
            const key = `${target} ${side} ${from}→${to}`;
            if (canTransition(from, to, side, target) !== ALLOWED.has(key)) wrong.push(key);
          }
    expect(cases).toBe(384);
    expect(wrong).toEqual([]);
  });

  it('gives a call request no receiver on the platform, and nobody else any move', () => {
    for (const from of FUNDING_REQUEST_STATES) {
      expect(allowedTransitions(from, 'receiver', 'call')).toEqual([]);
      expect(allowedTransitions(from, 'none', 'investor')).toEqual([]);
      expect(allowedTransitions(from, 'none', 'call')).toEqual([]);
    }
  });

  it('never lets the proponent decide or mark funded a request to an investor (the dashboard counts funded money)', () => {
    for (const from of FUNDING_REQUEST_STATES) {
      for (const to of ['approved', 'rejected', 'funded'] as const) expect(canTransition(from, to, 'proponent', 'investor')).toBe(false);
    }
  });

  it('has rejected, funded and withdrawn final, and the investor reading only while live', () => {
    expect(FUNDING_REQUEST_STATES.filter(isFinal)).toEqual(['rejected', 'funded', 'withdrawn']);
    expect(FUNDING_REQUEST_STATES.filter(isLive)).toEqual(['submitted', 'under_review', 'information_requested', 'approved', 'funded']);
  });

  it('sums the dashboard figures by hand-counted cases', () => {
    expect(fundingFigures([])).toEqual({ requested: null, secured: null, successRate: null, submitted: 0, decided: 0 });
    // Drafts and withdrawals are not requests made; 100 + 50 + 30 + 20 asked, 40 obtained; 2 of 3 decided went well.
    const figures = fundingFigures([
      { state: 'draft', amountRequested: 999, fundedAmount: null },
      { state: 'withdrawn', amountRequested: 999, fundedAmount: null },
      { state: 'submitted', amountRequested: 100, fundedAmount: null },
      { state: 'funded', amountRequested: 50, fundedAmount: 40 },
      { state: 'approved', amountRequested: 30, fundedAmount: null },
      { state: 'rejected', amountRequested: 20, fundedAmount: null },
    ]);
    expect(figures).toEqual({ requested: 200, secured: 40, successRate: 2 / 3, submitted: 4, decided: 3 });
    // Sent but nothing funded: secured is a measured 0, not missing.
    expect(fundingFigures([{ state: 'under_review', amountRequested: null, fundedAmount: null }]).secured).toBe(0);
  });
});
