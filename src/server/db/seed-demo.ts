/** The demo's seed (accounts, sample projects and what they carry), one file per thing seeded. */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, SAMPLE_PROJECTS, seedSampleProjects } from './seed-demo/accounts-projects.ts';
export {
  scaleDriver,
  SAMPLE_REVISIONS,
  SAMPLE_SEED,
  SAMPLE_ITERATIONS,
  sampleInputs,
  seedSampleEvaluations,
} from './seed-demo/evaluations.ts';
export { SAMPLE_GRANTS, seedSampleGrants, seedSampleCompliance } from './seed-demo/grants-compliance.ts';
export { SAMPLE_REQUEST, seedSampleFundingRequest, SAMPLE_PORTFOLIO, seedSamplePortfolio } from './seed-demo/funding-portfolio.ts';
export { seedSampleDocuments } from './seed-demo/documents.ts';
