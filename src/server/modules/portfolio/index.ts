export { registerPortfolioRoutes } from './routes.ts';
export type { PortfolioDeps } from './service.ts';
export { portfolioDetail, portfolioSummary } from './service.ts';
export { registerPortfolioMonteCarlo } from './mc-routes.ts';
export { simulateOnPool } from './monte-carlo.ts';
