import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, useBrowser, gotoPage } from './browser';

const openPage = useBrowser();

describe('joining Breakthrough Circle (demo mode)', () => {
  it('goes from the annual Join button through checkout to the welcome page, with confetti for 5 seconds', async () => {
    const { page, errors } = await openPage('/breakthrough-circle');
    await page.getByRole('link', { name: 'Join Annual membership' }).click();
    await page.waitForURL(/\/membership-checkout\?plan=annual$/);
    expect(await page.getByRole('radio', { name: /Annual/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('membership-total').textContent()).toBe('$119.99');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Name/).fill('Ruth Moab');
    await page.getByLabel(/^Email/).fill('ruth@example.org');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByText('Demo mode - no real charge').waitFor();
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiry/).fill('12 / 40');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Pay $119.99' }).click();

    await page.waitForURL(/\/welcome-to-breakthrough\?payment_intent=demo_pi_/);
    await page.getByRole('heading', { name: 'Welcome to Breakthrough Circle, Ruth Moab!' }).waitFor();
    await page.getByText(/^Your Annual membership is active until \w+ \d+, \d{4}\.$/).waitFor();
    const toast = page.getByText('Welcome to Breakthrough Circle!');
    await toast.waitFor();
    expect(await page.getByRole('button', { name: 'Close notification' }).count()).toBe(1);
    // canvas-confetti draws on a canvas of its own and removes it once the last piece has fallen.
    await page.locator('body > canvas').waitFor({ state: 'attached' });
    await page.locator('body > canvas').waitFor({ state: 'detached', timeout: 12_000 });
    // Checked once the toast has closed by itself: axe misreads its contrast while it slides.
    await toast.waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows a member their membership on /account once bought, the page loading only when visited', async () => {
    const username = `dorcas${Date.now().toString(36)}`;
    const { page, errors } = await openPage('/auth?tab=register');
    // What the browser downloads: the account page must not come with the first load of other pages.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) void response.text().then((text) => scripts.push(text), () => {});
    });
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill('full-of-good-works');
    await page.getByLabel(/^Confirm password/).fill('full-of-good-works');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/bible-chat');
    const accountPageLoaded = () => scripts.some((text) => text.includes('Loading your account'));
    expect(accountPageLoaded()).toBe(false);

    await page.getByRole('button', { name: `Account: ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Your Account' }).click();
    await page.waitForURL('**/account');
    const membership = page.getByRole('region', { name: 'Breakthrough Circle membership' });
    await membership.getByText('No membership').waitFor();
    expect(await page.getByRole('region', { name: 'Bible Chat' }).innerText()).toContain('5 messages a day');
    await expect.poll(accountPageLoaded).toBe(true);

    await membership.getByRole('link', { name: 'Join Breakthrough Circle' }).click();
    await page.getByRole('link', { name: 'Join Monthly membership' }).click();
    await page.getByText(`You are joining as ${username}.`).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiry/).fill('12 / 40');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Pay $14.99' }).click();
    await page.getByRole('heading', { name: new RegExp(`Welcome to Breakthrough Circle, ${username}!`) }).waitFor();

    await gotoPage(page, '/account');
    await membership.getByText('Plan: Monthly').waitFor();
    expect(await membership.innerText()).toMatch(/Active until \w+ \d+, \d{4}/);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('fits a phone, and keeps the plan when the visitor switches it', async () => {
    const { page } = await openPage('/membership-checkout', { viewport: PHONE });
    expect(await page.getByRole('radio', { name: /Monthly/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('membership-total').textContent()).toBe('$14.99');
    await page.getByText('Annual', { exact: true }).click();
    await page.waitForURL(/plan=annual/);
    // The plan lives in the URL, which changes before the page renders the new total.
    await expect.poll(() => page.getByTestId('membership-total').textContent()).toBe('$119.99');
    expect(await noHorizontalOverflow(page)).toBe(true);
  });

  it('welcomes no one on a forged reference', async () => {
    const { page } = await openPage('/welcome-to-breakthrough?payment_intent=demo_pi_forged');
    await page.getByRole('heading', { name: 'We could not confirm a membership' }).waitFor();
    expect(await page.locator('body > canvas').count()).toBe(0);
  });
});
