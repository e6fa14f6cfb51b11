import { describe, expect, it } from 'vitest';
import { currentJourneyStep, journeySteps } from './journeySteps';

const byId = (steps: ReturnType<typeof journeySteps>) => Object.fromEntries(steps.map((s) => [s.id, s]));

describe('journeySteps', () => {
  it('has the four steps with their routes, in order', () => {
    expect(journeySteps({ path: '/', signedIn: false }).map((s) => [s.title, s.href])).toEqual([
      ['Explore Platform', '/tools'],
      ['Choose Plan', '/pricing'],
      ['Meet Parooty', '/parooty'],
      ['Tool Mastery', '/tools'],
    ]);
  });

  it('names the step a route belongs to: /tools or / is explore, /pricing is plan, /parooty is Parooty', () => {
    expect(currentJourneyStep('/')).toBe('explore');
    expect(currentJourneyStep('/tools')).toBe('explore');
    expect(currentJourneyStep('/pricing?cycle=annual')).toBe('plan');
    expect(currentJourneyStep('/parooty')).toBe('parooty');
    expect(currentJourneyStep('/profile')).toBeNull();
  });

  it('#36 the current step is the first one not completed, wherever the person is, so the caption agrees with the ticks', () => {
    const current = (input: Parameters<typeof journeySteps>[0]) =>
      journeySteps(input)
        .filter((s) => s.current)
        .map((s) => s.id);
    expect(current({ path: '/pricing', signedIn: false })).toEqual(['explore']);
    expect(current({ path: '/parooty', signedIn: true })).toEqual(['plan']);
    expect(current({ path: '/tools', signedIn: true, subscriptionStatus: 'active' })).toEqual(['mastery']);
  });

  it('a visitor: nothing completed, Parooty and Mastery locked, badges Premium and Pro', () => {
    const s = byId(journeySteps({ path: '/', signedIn: false }));
    expect(s.explore).toMatchObject({ completed: false, locked: false });
    expect(s.plan).toMatchObject({ completed: false, badge: 'Premium' });
    expect(s.parooty).toMatchObject({ completed: false, locked: true });
    expect(s.mastery).toMatchObject({ completed: false, locked: true, badge: 'Pro' });
  });

  it('signed in without a subscription: explore completed, the rest as for a visitor', () => {
    const s = byId(journeySteps({ path: '/tools', signedIn: true, subscriptionStatus: 'canceled' }));
    expect(s.explore!.completed).toBe(true);
    expect(s.plan).toMatchObject({ completed: false, badge: 'Premium' });
    expect(s.parooty!.locked).toBe(true);
  });

  it('an active subscriber: plan completed with badge Active, Parooty unlocked and completed, Mastery unlocked but never completed', () => {
    const s = byId(journeySteps({ path: '/parooty', signedIn: true, subscriptionStatus: 'active' }));
    expect(s.plan).toMatchObject({ completed: true, badge: 'Active' });
    expect(s.parooty).toMatchObject({ completed: true, locked: false, current: false });
    expect(s.mastery).toMatchObject({ completed: false, locked: false, badge: 'Pro', current: true });
  });
});
