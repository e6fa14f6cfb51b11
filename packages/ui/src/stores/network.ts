import { atom } from 'nanostores';

/** Effective connection types that count as slow (spec §2). */
export const SLOW_EFFECTIVE_TYPES = ['slow-2g', '2g'] as const;
/** Below this downlink (Mbps) the connection counts as slow. */
export const SLOW_DOWNLINK_MBPS = 0.5;
/** The indicator pulses this long after each change. */
export const NETWORK_PULSE_MS = 1000;
/** Online, with quality display off, the indicator hides this long after the change. */
export const NETWORK_AUTO_HIDE_MS = 5000;

export interface NetworkState {
  online: boolean;
  type?: string | undefined;
  effectiveType?: string | undefined;
  /** Mbps, as the Network Information API reports it. */
  downlink?: number | undefined;
  /** Round-trip time in ms. */
  rtt?: number | undefined;
}

export type NetworkQuality = 'offline' | 'slow' | 'online';

export const NETWORK_LABELS: Record<NetworkQuality, string> = {
  offline: 'Offline Mode',
  slow: 'Slow Connection',
  online: 'Online',
};

/** Offline, slow (slow-2g, 2g, or downlink below 0.5 Mbps) or online. */
export function networkQuality(state: NetworkState): NetworkQuality {
  if (!state.online) return 'offline';
  if ((SLOW_EFFECTIVE_TYPES as readonly string[]).includes(state.effectiveType ?? '')) return 'slow';
  if (typeof state.downlink === 'number' && state.downlink < SLOW_DOWNLINK_MBPS) return 'slow';
  return 'online';
}

/** "4g · 10 Mbps", from what the browser reports (empty when it reports nothing). */
export function describeConnection(state: NetworkState): string {
  const parts: string[] = [];
  if (state.effectiveType) parts.push(state.effectiveType);
  if (typeof state.downlink === 'number') parts.push(`${Number(state.downlink.toFixed(2))} Mbps`);
  return parts.join(' · ');
}

export const $network = atom<NetworkState>({ online: true });

interface ConnectionLike extends EventTarget {
  type?: string;
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
}

interface WindowLike extends EventTarget {
  navigator: { onLine: boolean; connection?: ConnectionLike };
}

function read(win: WindowLike): NetworkState {
  const c = win.navigator.connection;
  return {
    online: win.navigator.onLine,
    type: c?.type,
    effectiveType: c?.effectiveType,
    downlink: c?.downlink,
    rtt: c?.rtt,
  };
}

/**
 * Keeps $network current from the browser: online/offline events and the Network
 * Information API's change events. Returns a function that stops watching.
 */
export function watchNetwork(
  win: WindowLike | undefined = globalThis.window as unknown as WindowLike | undefined,
): () => void {
  if (!win) return () => {};
  const update = () => $network.set(read(win));
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  win.navigator.connection?.addEventListener('change', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    win.navigator.connection?.removeEventListener('change', update);
  };
}
