import { describe, expect, it } from 'vitest';
import { $network, describeConnection, NETWORK_LABELS, networkQuality, watchNetwork } from './network';

describe('networkQuality', () => {
  it('is offline when the browser is offline, whatever the connection says', () => {
    expect(networkQuality({ online: false, effectiveType: '4g', downlink: 10 })).toBe('offline');
  });

  it('is slow on slow-2g, 2g, or a downlink below 0.5 Mbps', () => {
    expect(networkQuality({ online: true, effectiveType: 'slow-2g' })).toBe('slow');
    expect(networkQuality({ online: true, effectiveType: '2g' })).toBe('slow');
    expect(networkQuality({ online: true, effectiveType: '4g', downlink: 0.49 })).toBe('slow');
  });

  it('is online otherwise, including at exactly 0.5 Mbps and when nothing is reported', () => {
    expect(networkQuality({ online: true, effectiveType: '3g', downlink: 0.5 })).toBe('online');
    expect(networkQuality({ online: true })).toBe('online');
  });

  it('has the spec labels', () => {
    expect(NETWORK_LABELS).toEqual({ offline: 'Offline Mode', slow: 'Slow Connection', online: 'Online' });
  });
});

describe('describeConnection', () => {
  it('shows effective type and downlink in Mbps', () => {
    expect(describeConnection({ online: true, effectiveType: '4g', downlink: 10 })).toBe('4g · 10 Mbps');
    expect(describeConnection({ online: true, downlink: 0.35 })).toBe('0.35 Mbps');
    expect(describeConnection({ online: true })).toBe('');
  });
});

describe('watchNetwork', () => {
  function fakeWindow() {
    const connection = Object.assign(new EventTarget(), { effectiveType: '4g', downlink: 10, rtt: 50, type: 'wifi' });
    const win = Object.assign(new EventTarget(), { navigator: { onLine: true, connection } });
    return { win, connection };
  }

  it('reads the state at once and follows online, offline and connection changes', () => {
    const { win, connection } = fakeWindow();
    const stop = watchNetwork(win);
    expect($network.get()).toEqual({ online: true, type: 'wifi', effectiveType: '4g', downlink: 10, rtt: 50 });

    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect($network.get().online).toBe(false);

    win.navigator.onLine = true;
    connection.effectiveType = '2g';
    connection.downlink = 0.2;
    connection.dispatchEvent(new Event('change'));
    expect(networkQuality($network.get())).toBe('slow');

    stop();
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect($network.get().online).toBe(true);
  });
});
