// The spec §9 "Analytics library defaults" that posthog-js has an option for are set explicitly
// (a new library default cannot change them); the rest are the library's fixed behaviour, named
// in posthog.ts and checked in node_modules here where the library exposes them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import RageClick from '@posthog/browser-common/rageclick';
import { makeSafeText } from '@posthog/browser-common/utils/autocapture-utils';
import { describe, expect, it } from 'vitest';
import {
  POSTHOG_COOKIE_DAYS,
  POSTHOG_FLUSH_INTERVAL_MS,
  POSTHOG_RAGE_CLICK,
  POSTHOG_RECORDING_IMAGE_QUALITY,
  POSTHOG_RECORDING_THROTTLE_MS,
  POSTHOG_SESSION_IDLE_TIMEOUT_S,
  postHogOptions,
} from './posthog';
import { CAPTURED_TEXT_MAX } from '../../../../client/analytics/privacy';

const options = postHogOptions('https://ph.example', (e) => e);

describe('posthog-js options (spec §9, analytics library defaults)', () => {
  it('flushes every 5 s, keeps its cookie 365 days, ends a session after 30 idle minutes', () => {
    expect(POSTHOG_FLUSH_INTERVAL_MS).toBe(5_000);
    expect(options.request_queue_config).toEqual({ flush_interval_ms: 5_000 });
    expect(POSTHOG_COOKIE_DAYS).toBe(365);
    expect(options.cookie_expiration).toBe(365);
    expect(POSTHOG_SESSION_IDLE_TIMEOUT_S).toBe(30 * 60);
    expect(options.session_idle_timeout_seconds).toBe(30 * 60);
  });

  it('counts a rage click at 4 clicks, each within 1 s and 30 px of the one before', () => {
    expect(POSTHOG_RAGE_CLICK).toEqual({ click_count: 4, timeout_ms: 1_000, threshold_px: 30 });
    expect(options.rageclick).toEqual({ click_count: 4, timeout_ms: 1_000, threshold_px: 30 });
  });

  it('would record sessions (it does not: disabled) idle after 30 minutes, mouse moves every 250 ms, images at quality 0.6', () => {
    expect(options.disable_session_recording).toBe(true);
    expect(POSTHOG_RECORDING_THROTTLE_MS).toBe(250);
    expect(POSTHOG_RECORDING_IMAGE_QUALITY).toBe('0.6');
    expect(options.session_recording).toEqual({
      session_idle_threshold_ms: 30 * 60 * 1000,
      sampling: { mousemove: 250 },
      captureCanvas: { canvasQuality: '0.6' },
    });
  });
});

describe('what posthog-js fixes itself (the installed version, read from node_modules)', () => {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve('posthog-js/package.json'));
  const read = (file: string) => readFileSync(file, 'utf8');

  it('uses the options above: the flush interval within its 250–5000 ms range, the rage-click settings', () => {
    expect(read(path.join(lib, 'lib/src/request-queue.js'))).toContain(
      'flush_interval_ms) || exports.DEFAULT_FLUSH_INTERVAL_MS, 250, 5000',
    );
    // posthog-js' autocapture and heatmaps build one of these from config.rageclick.
    const clicks = (times: number[], dx = 0) => {
      const rage = new RageClick(options.rageclick!);
      return times.map((t, i) => rage.isRageClick(100 + i * dx, 100, t));
    };
    expect(clicks([0, 300, 600, 900])).toEqual([false, false, false, true]);
    expect(clicks([0, 300, 600])).toEqual([false, false, false]);
    expect(clicks([0, 300, 600, 900], 10)).toEqual([false, false, false, true]);
    // 30 px or more from the click before (PostHog measures |dx| + |dy|): no rage.
    expect(clicks([0, 300, 600, 900], 30)).toEqual([false, false, false, false]);
    // More than 1 s after the click before: the count starts again.
    expect(clicks([0, 300, 1_400, 1_700])).toEqual([false, false, false, false]);
  });

  it(`cuts captured text at ${CAPTURED_TEXT_MAX} characters per text node (makeSafeText)`, () => {
    expect(makeSafeText('x'.repeat(400))).toHaveLength(CAPTURED_TEXT_MAX);
  });

  it('has no option for what the spec asks otherwise: 60 s request time-out, back-off capped at 30 min, 10 retries', () => {
    expect(read(path.join(lib, 'lib/src/request.js'))).toContain('options.timeout = options.timeout || 60000;');
    const retry = read(path.join(lib, 'lib/src/retry-queue.js'));
    expect(retry).toContain('var thirtyMinutes = 30 * 60 * 1000;');
    expect(retry).toContain('var rawBackoffTime = 3000 * Math.pow(2, retriesPerformedSoFar);');
    expect(retry).toContain('var DEFAULT_MAX_RETRIES = 10;');
  });
});
