/**
 * Funding (issue 14): the catalogue of calls, eligibility-first matching, and funding requests.
 * One import path for every caller; the definitions live in three files under 300 lines each.
 */
export { AID_FORMS, CALL_STATUSES, APPLICANT_SIZES, FUNDING_SOURCES, callSearchQuery, callSummary, callSearchItem, callSearchResult, callDetail, CRITERIA, fundingMatch, fundingStats, IMPORT_SOURCES, importReport, importRun, importSchedule, importByUrlBody, importUploadQuery, scheduleBody, importOverview } from './funding-calls.ts';
export type { AidForm, CallStatus, ApplicantSize, FundingSource, CallSearchQuery, CallSummary, CallSearchItem, CallSearchResult, CallDetail, CriterionName, FundingMatch, FundingStats, ImportSourceName, ImportReport, ImportRun, ImportSchedule, ImportOverview } from './funding-calls.ts';
export { scoreComponent, explainedMatch, explainedMatchList, fundingMatchesQuery, projectMatch, projectMatchList, callIdParams, DIGESTS, savedSearchQuery, savedSearch, savedSearchList, createSavedSearchBody, updateSavedSearchBody, savedSearchIdParams, savedCall, savedCallList, saveCallBody, updateSavedCallBody, savedCallParams } from './funding-alerts.ts';
export type { ScoreComponent, ExplainedMatch, ProjectMatch, DigestOption, SavedSearch, CreateSavedSearchBody, UpdateSavedSearchBody, SavedCall } from './funding-alerts.ts';
export { REQUEST_STATES, createFundingRequestBody, transitionBody, requestMessageBody, FUNDING_REQUEST_TARGETS, fundingPackage, updateFundingRequestBody, fundingRequestEvent, fundingRequest, fundingRequestDetail, fundingRequestListQuery, fundingRequestList, requestMessage, requestMessageList, investorLookupQuery, investorCandidate, investorCandidates } from './funding-requests.ts';
export type { RequestState, CreateFundingRequestBody, TransitionBody, RequestMessageBody, FundingPackage, UpdateFundingRequestBody, FundingRequestEvent, FundingRequest, FundingRequestDetail, RequestMessage, InvestorCandidate } from './funding-requests.ts';
