export { REGION_ECONOMY, regionEconomy, type RegionEconomy, type RegionFigure } from './regions.ts';
export { PEER_MINIMUM, peerRange, quantile } from './peers.ts';
