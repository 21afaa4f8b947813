import { z } from 'zod';
import { text } from './safe-text.ts';

/** Funding requests: the state machine's body shapes, the package, the thread (issue 14; ADR 0021). */
export const REQUEST_STATES = [
  'draft',
  'submitted',
  'under_review',
  'information_requested',
  'approved',
  'rejected',
  'funded',
  'withdrawn',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** POST /api/funding-requests → 201 { id, state: 'draft' }. Exactly one of callId / investorId. */
export const createFundingRequestBody = z
  .object({
    projectId: z.uuid(),
    callId: z.uuid().optional(),
    investorId: text().min(1).optional(),
    message: text().trim().max(5000),
    /** Added by the wizard: the amount asked (in the project's currency). */
    amountRequested: z.number().positive().max(1e13).optional(),
  })
  .strict();
export type CreateFundingRequestBody = z.infer<typeof createFundingRequestBody>;

/** POST /api/funding-requests/:id/transitions { to } → 200 FundingRequest, or 409 INVALID_TRANSITION. */
export const transitionBody = z
  .object({
    to: z.enum(REQUEST_STATES),
    note: text().trim().max(2000).optional(),
    /** With to: 'funded': the amount actually obtained (defaults to the amount requested). */
    fundedAmount: z.number().nonnegative().max(1e13).optional(),
  })
  .strict();
export type TransitionBody = z.infer<typeof transitionBody>;

/** POST /api/funding-requests/:id/messages { body } → 201 message. */
export const requestMessageBody = z
  .object({ body: text().trim().min(1).max(5000), documentIds: z.array(z.uuid()).max(10).optional() })
  .strict();
export type RequestMessageBody = z.infer<typeof requestMessageBody>;

export const FUNDING_REQUEST_TARGETS = ['investor', 'call'] as const;

/** What the proponent chose to send (the wizard's package step); documents are project document ids. */
export const fundingPackage = z.object({
  details: z.boolean(),
  evaluation: z.boolean(),
  compliance: z.boolean(),
  documentIds: z.array(z.uuid()).max(20),
});
export type FundingPackage = z.infer<typeof fundingPackage>;

/** PATCH /api/funding-requests/:id: a draft's message, amount and package (only while draft; else 409 FUNDING_REQUEST_LOCKED). */
export const updateFundingRequestBody = z
  .object({
    message: text().trim().max(5000).optional(),
    amountRequested: z.number().positive().max(1e13).nullable().optional(),
    package: fundingPackage.optional(),
    /** Sealed reports of the project attached to the request (issue 27): shared with the addressed investor on submission. */
    reportIds: z.array(z.uuid()).max(10).optional(),
  })
  .strict();
export type UpdateFundingRequestBody = z.infer<typeof updateFundingRequestBody>;

const person = z.object({ id: text(), name: text() });

/** One transition of a request (its timeline). `from` is null for the creation. */
export const fundingRequestEvent = z.object({
  from: z.enum(REQUEST_STATES).nullable(),
  to: z.enum(REQUEST_STATES),
  by: person.nullable(),
  at: z.iso.datetime(),
  note: text().nullable(),
});
export type FundingRequestEvent = z.infer<typeof fundingRequestEvent>;

/** A funding request as the caller sees it (list item and detail). */
export const fundingRequest = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  project: z.object({ id: z.uuid(), title: text() }),
  target: z.enum(FUNDING_REQUEST_TARGETS),
  call: z.object({ id: z.uuid(), title: text(), funder: text(), closesAt: z.iso.date().nullable(), url: text().nullable() }).nullable(),
  investor: person.nullable(),
  state: z.enum(REQUEST_STATES),
  amountRequested: z.number().nullable(),
  currency: text(),
  message: text(),
  package: fundingPackage,
  /** What was sent, frozen at submission (null for drafts). */
  snapshot: z.record(text(), z.unknown()).nullable(),
  createdBy: person.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  fundedAmount: z.number().nullable(),
  fundedAt: z.iso.datetime().nullable(),
  /** The caller's side: proponent (may edit the project), receiver (the addressed investor), viewer (reads only). */
  side: z.enum(['proponent', 'receiver', 'viewer']),
  /** The states the caller may move the request to now (src/domain/funding/requests.ts). */
  allowedTransitions: z.array(z.enum(REQUEST_STATES)),
  messageCount: z.number().int().nonnegative(),
  /** Sealed reports attached (issue 27). */
  reportIds: z.array(z.uuid()),
  /** A call's application as recorded by the founder on the funder's portal (issue 27): date and protocol number. */
  portalSubmittedOn: z.iso.date().nullable(),
  portalProtocol: text().nullable(),
});
export type FundingRequest = z.infer<typeof fundingRequest>;

/** GET /api/funding-requests/:id: the request with its timeline. */
export const fundingRequestDetail = fundingRequest.extend({ events: z.array(fundingRequestEvent) });
export type FundingRequestDetail = z.infer<typeof fundingRequestDetail>;

/** GET /api/funding-requests?state=&projectId= → the caller's requests, newest first. */
export const fundingRequestListQuery = z.object({ state: z.enum(REQUEST_STATES).optional(), projectId: z.uuid().optional() });
export const fundingRequestList = z.array(fundingRequest);

/** A message of the thread; attachments are the project's documents that still exist. */
export const requestMessage = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  author: person.nullable(),
  body: text(),
  documents: z.array(z.object({ id: z.uuid(), filename: text() })),
  createdAt: z.iso.datetime(),
});
export type RequestMessage = z.infer<typeof requestMessage>;
export const requestMessageList = z.array(requestMessage);

/**
 * GET /api/funding-requests/investors?projectId=&email= → investor accounts the wizard may address:
 * those the project is shared with (projectId, the caller must be able to edit it), or the one
 * investor account with this exact e-mail (empty list when there is none). No directory is offered.
 */
export const investorLookupQuery = z.object({ projectId: z.uuid().optional(), email: z.email().max(254).optional() });
export const investorCandidate = z.object({ id: text(), name: text(), email: text() });
export const investorCandidates = z.array(investorCandidate);
export type InvestorCandidate = z.infer<typeof investorCandidate>;

/** POST /api/funding-requests/:id/portal-submission: a call request's submission on the funder's own portal (issue 27). */
export const portalSubmissionBody = z.object({ submittedOn: z.iso.date(), protocol: text().trim().min(1).max(100) }).strict();
export type PortalSubmissionBody = z.infer<typeof portalSubmissionBody>;
