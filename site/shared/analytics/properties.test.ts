import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_APP_VERSION,
  ANALYTICS_PLATFORM,
  baseProperties,
  DEVICE_ID_PREFIX,
  identifyStep,
  isAllowedDistinctId,
  type AnalyticsIdentity,
} from './properties';

const people = {
  email: 'ada@perch.test',
  first_name: 'Ada',
  last_name: 'L',
  role: 'user',
  has_permission: false,
  last_login: null,
  subscription_status: 'none',
  subscription_plan: null,
  subscription_start_date: null,
};
const user: AnalyticsIdentity = { kind: 'user', distinctId: 'u-1', properties: people };
const guest: AnalyticsIdentity = { kind: 'guest', distinctId: 'guest-1', properties: { role: 'guest' } };

describe('event base properties (spec §3)', () => {
  it('are user_id, session_id, platform web, app_version 1.0.0, page_url, user_agent, referrer, timestamp', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(
      baseProperties({
        userId: 'u-1',
        sessionId: 's-1',
        pageUrl: 'https://perch.app/tools',
        userAgent: 'UA',
        referrer: 'https://perch.app/',
        now,
      }),
    ).toEqual({
      user_id: 'u-1',
      session_id: 's-1',
      platform: 'web',
      app_version: '1.0.0',
      page_url: 'https://perch.app/tools',
      user_agent: 'UA',
      referrer: 'https://perch.app/',
      timestamp: '2026-11-25T10:00:00.000Z',
    });
    expect([ANALYTICS_PLATFORM, ANALYTICS_APP_VERSION]).toEqual(['web', '1.0.0']);
  });

  it("user_id is 'anonymous' when nobody is identified", () => {
    expect(
      baseProperties({
        userId: null,
        sessionId: undefined,
        pageUrl: '',
        userAgent: '',
        referrer: '',
        now: new Date(0),
      }),
    ).toMatchObject({ user_id: 'anonymous', session_id: null });
  });
});

describe('distinct ids (spec §5)', () => {
  it(`may not start with the device-id prefix (${DEVICE_ID_PREFIX})`, () => {
    expect(isAllowedDistinctId(`${DEVICE_ID_PREFIX}0192`)).toBe(false);
    expect(isAllowedDistinctId('guest-0192')).toBe(true);
    expect(isAllowedDistinctId('5f0c1c9e-1111-4222-8333-944445555666')).toBe(true);
  });

  it('may not be empty, padded, too long or not a string', () => {
    for (const id of ['', ' u-1', 'u-1 ', 'x'.repeat(201), 42, null, undefined])
      expect(isAllowedDistinctId(id)).toBe(false);
  });
});

describe('identify, sign-in and sign-out (spec §4; a guest keeps their history at sign-up)', () => {
  const none = { distinctId: null, kind: null };
  const anonymousGuest = { distinctId: 'guest-1', kind: 'guest' as const, anonymous: true };

  it('a guest stays anonymous: the guest id becomes the guest_id super property, never a distinct id', () => {
    expect(identifyStep(none, guest)).toEqual({ action: 'guest', guestId: 'guest-1', reset: false });
    expect(identifyStep(anonymousGuest, guest)).toEqual({ action: 'guest', guestId: 'guest-1', reset: false });
  });

  it('a guest that an older Perch identified by the guest id is reset once, to be anonymous again', () => {
    expect(identifyStep({ distinctId: 'guest-1', kind: 'guest' }, guest)).toEqual({
      action: 'guest',
      guestId: 'guest-1',
      reset: true,
    });
  });

  it('a guest who signs up or in is identified as the user, with no reset: PostHog joins the anonymous id', () => {
    expect(identifyStep(anonymousGuest, user)).toEqual({ action: 'identify', distinctId: 'u-1', properties: people });
    expect(identifyStep(none, user)).toEqual({ action: 'identify', distinctId: 'u-1', properties: people });
  });

  it('a user who signed out is reset, then becomes an anonymous guest', () => {
    expect(identifyStep({ distinctId: 'u-1', kind: 'user' }, guest)).toEqual({
      action: 'guest',
      guestId: 'guest-1',
      reset: true,
    });
    expect(identifyStep({ distinctId: 'u-1', kind: 'user' }, { kind: 'none' })).toEqual({ action: 'reset' });
  });

  it('another user on the same browser resets first, so they are never joined to the one before', () => {
    expect(identifyStep({ distinctId: 'u-1', kind: 'user' }, { ...user, distinctId: 'u-2' })).toMatchObject({
      action: 'reset-then-identify',
      distinctId: 'u-2',
    });
    expect(identifyStep({ distinctId: 'u-1', kind: 'user' }, user)).toMatchObject({ action: 'identify' });
  });

  it('never identifies with a device id', () => {
    expect(identifyStep(none, { ...guest, distinctId: `${DEVICE_ID_PREFIX}abc` })).toEqual({ action: 'none' });
    expect(
      identifyStep({ distinctId: 'u-1', kind: 'user' }, { ...user, distinctId: `${DEVICE_ID_PREFIX}abc` }),
    ).toEqual({ action: 'reset' });
  });
});
