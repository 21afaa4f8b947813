/**
 * What other modules may read of an investor's deal flow (insights, ADR 0028): the same pipelines
 * and visible cards the board shows — a card whose project is no longer visible is left out.
 */
export { cards as visibleDealCards } from './cards.ts';
export { pipelines as dealPipelinesOf } from './pipelines.ts';
