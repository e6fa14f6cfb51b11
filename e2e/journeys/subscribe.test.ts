// Subscribing with the embedded test-mode checkout, in Chromium (issue #17).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from '../support/browser';

const SHOTS = process.env.PERCH_SHOTS_DIR;
let page: Page;
// A refused card re-renders the checkout with 400 (fields) or 402 (declined): expected answers here.
useBrowser(
  (_c, p) => {
    page = p;
  },
  { allowConsole: /status of 40[024]/ },
);

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signUp(p: Page, next = '') {
  const id = randomUUID().slice(0, 8);
  await p.goto(next ? `/signup?next=${encodeURIComponent(next)}` : '/signup');
  await p.getByLabel('First name').fill('Ada');
  await p.getByLabel('Last name').fill('Lovelace');
  await p.getByLabel('Email').fill(`ada-${id}@perch.test`);
  await p.getByLabel('Password').fill(`engine-${id}`);
  await p.getByRole('button', { name: 'Create account' }).click();
  await p.waitForURL('**/onboarding**');
  await p.getByRole('button', { name: 'Continue to your tools' }).click();
}

async function pay(p: Page, cardNumber: string) {
  await hydrated(p, 'CheckoutForm');
  await p.getByLabel('Card number').fill(cardNumber);
  await p.getByLabel('Expiry').fill('12 / 34');
  await p.getByLabel('CVC').fill('123');
  await p.getByLabel('Name on card').fill('Ada Lovelace');
  await p.getByRole('button', { name: /^Subscribe · / }).click();
}

async function subscriptionStatus(p: Page) {
  return p.evaluate(
    async () =>
      (await (await fetch('/api/subscription/current')).json()) as {
        status: string;
        plan?: string;
        cancelAtPeriodEnd?: boolean;
      },
  );
}

describe('subscribe in the browser', () => {
  it('signs up, picks annual on /pricing, pays with 4242…, sees Active in the journey and opens a Pro tool', async () => {
    await signUp(page);
    await page.waitForURL('**/tools');
    await page.goto('/app/json-diff');
    await expect(page.getByRole('link', { name: 'Subscribe to unlock' }).isVisible()).resolves.toBe(true);

    await page.goto('/pricing?cycle=annual');
    await page.locator('[data-cycle="annual"]').getByRole('link', { name: 'Subscribe Annually' }).click();
    await page.waitForURL('**/checkout?plan=annual');
    await expect(page.getByRole('heading', { name: 'Perch Pro · Annual' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('$499.90').first().isVisible()).resolves.toBe(true);
    await shot('checkout');
    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL('**/checkout/success?plan=annual');
    await expect(page.getByRole('heading', { name: 'Welcome to Perch Pro' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-part="payment-result"] strong').textContent()).resolves.toBe('Pro · Annual');
    // The journey reads the real status: Choose Plan completed with the Active badge; Parooty unlocked.
    const plan = page.locator('[data-part="step"][data-step="plan"]').first();
    await expect(plan.getAttribute('data-state')).resolves.toBe('completed');
    await expect(plan.getAttribute('aria-label')).resolves.toContain('Active');
    await expect(
      page.locator('[data-part="step"][data-step="parooty"]').first().getAttribute('data-state'),
    ).resolves.not.toBe('locked');
    // #36: three steps ticked, and the caption says the fourth (it read "Step 1 of 4: Explore Platform").
    await expect(page.locator('[data-part="caption"]').first().textContent()).resolves.toBe(
      'Step 4 of 4: Tool Mastery',
    );
    await expect(page.locator('[data-part="caption-detail"]').first().textContent()).resolves.toBe(
      'Make the whole Pro catalogue part of your routine.',
    );
    await shot('checkout-success');
    expect(await subscriptionStatus(page)).toMatchObject({
      status: 'active',
      plan: 'annual',
      cancelAtPeriodEnd: false,
    });

    await page.goto('/app/json-diff');
    await expect(page.getByRole('link', { name: 'Subscribe to unlock' }).count()).resolves.toBe(0);
    await hydrated(page, 'ToolWorkspace');
    await expect(page.getByRole('heading', { name: 'JSON Compare (Diff)' }).isVisible()).resolves.toBe(true);

    await page.goto('/pricing');
    await expect(page.locator('[data-cycle="annual"] [data-part="current-plan"]').textContent()).resolves.toBe(
      'Current plan',
    );
    await shot('pricing-subscriber');
  });

  it('sends a visitor to /login?next=… and on to checkout after signing up', async () => {
    await page.goto('/pricing?cycle=weekly');
    await page.locator('[data-cycle="weekly"]').getByRole('link', { name: 'Subscribe Weekly' }).click();
    await page.waitForURL('**/login?next=%2Fcheckout%3Fplan%3Dweekly');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup?next=*');
    await signUp(page, new URL(page.url()).searchParams.get('next') ?? '');
    await page.waitForURL('**/checkout?plan=weekly');
    await expect(page.getByRole('heading', { name: 'Perch Pro · Weekly' }).isVisible()).resolves.toBe(true);
  });

  it('shows field errors, then a declined card, and records no subscription; Cancel leads to /subscription/cancel', async () => {
    await signUp(page);
    await page.waitForURL('**/tools');
    await page.goto('/checkout?plan=monthly');
    await hydrated(page, 'CheckoutForm');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry').fill('01 / 20');
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: /^Subscribe · / }).click();
    await expect(page.getByText('Your card number is invalid.').isVisible()).resolves.toBe(true);
    await expect(page.getByText("Your card's expiration date is in the past.").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Your card's security code is invalid.").isVisible()).resolves.toBe(true);
    await expect(page.getByText('Enter the name on the card.').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Card number').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await shot('checkout-field-errors');

    await pay(page, '4000 0000 0000 0002');
    await page.waitForSelector('[data-part="form-error"]');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).isVisible()).resolves.toBe(
      true,
    );
    // The card number is never sent back to the page.
    await hydrated(page, 'CheckoutForm');
    await expect(page.getByLabel('Card number').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Name on card').inputValue()).resolves.toBe('Ada Lovelace');
    await shot('checkout-declined');
    expect(await subscriptionStatus(page)).toEqual({ status: 'none' });

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/subscription/cancel');
    await expect(page.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).resolves.toBe('/pricing');
    await shot('subscription-cancel');
  });

  it('cancels at period end on /subscription, shows it, and resumes', async () => {
    await signUp(page);
    await page.waitForURL('**/tools');
    await page.goto('/subscription');
    await expect(page.locator('[data-part="status"]').textContent()).resolves.toBe('No subscription');
    await page.goto('/checkout?plan=monthly');
    await pay(page, '4242424242424242');
    await page.waitForURL('**/checkout/success?plan=monthly');
    await page.goto('/subscription');
    await expect(page.locator('[data-part="status"]').textContent()).resolves.toBe('Active');
    await expect(page.getByText('Visa ending 4242').isVisible()).resolves.toBe(true);
    await shot('subscription-active');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.waitForSelector('[data-part="status"][data-state="ending"]');
    await expect(page.locator('[data-part="status"]').textContent()).resolves.toBe('Cancels at period end');
    await expect(page.getByText(/Your subscription will not renew\. Pro stays on until/).isVisible()).resolves.toBe(
      true,
    );
    await shot('subscription-ending');
    expect(await subscriptionStatus(page)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // /account is the same screen.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.waitForSelector('[data-part="status"][data-state="active"]');
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await subscriptionStatus(page)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });
});
