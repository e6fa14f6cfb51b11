export {
  NetworkStatus,
  networkStatusPositions,
  type NetworkStatusPosition,
  type NetworkStatusProps,
} from './NetworkStatus';
export {
  $network,
  describeConnection,
  NETWORK_AUTO_HIDE_MS,
  NETWORK_LABELS,
  NETWORK_PULSE_MS,
  networkQuality,
  SLOW_DOWNLINK_MBPS,
  SLOW_EFFECTIVE_TYPES,
  watchNetwork,
  type NetworkQuality,
  type NetworkState,
} from '../../stores/network';
