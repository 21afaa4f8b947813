// The funding feature. Catalogue search (fund-catalogue): FundingPage with slots for matching and saved searches.
export { FundingPage } from './FundingPage.tsx';
export type { FundingPageSlots } from './FundingPage.tsx';
export { ImportAdminPage } from './ImportAdminPage.tsx';
export type { SearchState } from './search-params.ts';
