/**
 * What other modules may read of an investor's deal flow (insights, ADR 0028): the same pipelines
 * and visible cards the board shows — a card whose project is no longer visible is left out.
 */
export { pipelines as dealPipelinesOf, cards as visibleDealCards } from './service.ts';
