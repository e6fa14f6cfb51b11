import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { announce } from '../../announce';
import {
  $network,
  describeConnection,
  NETWORK_AUTO_HIDE_MS,
  NETWORK_LABELS,
  NETWORK_PULSE_MS,
  networkQuality,
  watchNetwork,
  type NetworkState,
} from '../../stores/network';
import * as styles from './NetworkStatus.css';

export const networkStatusPositions = ['top-right', 'top-left', 'bottom-right', 'bottom-left', 'inline'] as const;
export type NetworkStatusPosition = (typeof networkStatusPositions)[number];

export interface NetworkStatusProps extends HTMLAttributes<HTMLDivElement> {
  position?: NetworkStatusPosition;
  /** Also show the effective type and downlink in Mbps; the indicator then stays visible. */
  showQuality?: boolean;
  /** Show this state instead of the browser's (documentation and tests). */
  state?: NetworkState;
  /** Follow the browser's online/offline and connection events (on by default). */
  watch?: boolean;
}

/**
 * "Offline Mode" / "Slow Connection" / "Online". Pulses for a second after each change; when
 * back online (and quality display is off) it hides five seconds later; offline it stays.
 * Changes are announced once, politely.
 */
export function NetworkStatus({
  position = 'top-right',
  showQuality = false,
  state,
  watch = true,
  className,
  ...rest
}: NetworkStatusProps) {
  const live = useStore($network);
  const current = state ?? live;
  const quality = networkQuality(current);
  const [pulsing, setPulsing] = useState(false);
  // Online at first load with nothing to say: hidden until something changes.
  const [visible, setVisible] = useState(quality !== 'online' || showQuality);
  const previous = useRef(quality);

  useEffect(() => (watch && !state ? watchNetwork() : undefined), [watch, state]);

  useEffect(() => {
    if (previous.current === quality) return undefined;
    previous.current = quality;
    announce(NETWORK_LABELS[quality] === 'Online' ? 'Back online' : NETWORK_LABELS[quality]);
    setPulsing(true);
    setVisible(true);
    const stopPulse = setTimeout(() => setPulsing(false), NETWORK_PULSE_MS);
    const hide =
      quality === 'online' && !showQuality ? setTimeout(() => setVisible(false), NETWORK_AUTO_HIDE_MS) : undefined;
    return () => {
      clearTimeout(stopPulse);
      if (hide) clearTimeout(hide);
    };
  }, [quality, showQuality]);

  useEffect(() => {
    if (showQuality) setVisible(true);
  }, [showQuality]);

  const detail = showQuality ? describeConnection(current) : '';
  return (
    <div
      data-part="network-status"
      data-state={quality}
      data-pulse={pulsing}
      data-visible={visible}
      aria-hidden={!visible}
      className={[styles.root({ position }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span data-part="label">{NETWORK_LABELS[quality]}</span>
      {detail ? (
        <span className={styles.detail} data-part="detail">
          {detail}
        </span>
      ) : null}
    </div>
  );
}
