import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from './browser';

const openPage = useBrowser();

describe('giving on /donate (demo mode)', () => {
  it('gives the default $25 with 4242 4242 4242 4242 and shows the confirmed amount and reference', async () => {
    const { page, errors } = await openPage('/donate');
    expect(await page.getByRole('button', { name: '$25', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('radio', { name: 'Give once' }).isChecked()).toBe(true);
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByText('Demo mode - no real charge').waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry').fill('12 / 30');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Give $25.00' }).click();
    await page.waitForURL(/\/thank-you\?payment_intent=demo_pi_/);
    await page.getByRole('heading', { name: 'Thank you for your gift of $25.00' }).waitFor();
    expect(await page.getByText(/Reference: demo_pi_/).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("declines 4000 0000 0000 0002 with 'Payment Failed' beside the form, keeps the card through a change of amount, and leaves the toast behind", async () => {
    const { page } = await openPage('/donate', { viewport: PHONE });
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByRole('button', { name: 'Give $25.00' }).waitFor();
    await form.getByLabel(/^Card number/).fill('4000 0000 0000 0002');
    await form.getByLabel(/^Expiry/).fill('12 / 40');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Give $25.00' }).click();
    await form.getByRole('alert', { name: 'Payment Failed' }).getByText('Your card was declined.').waitFor();
    await page.locator('.mantine-Notification-root').getByText('Your card was declined.').waitFor();

    // Another amount: the same intent at $50, and the card details typed so far stay.
    await page.getByRole('button', { name: '$50', exact: true }).click();
    const give50 = form.getByRole('button', { name: 'Give $50.00' });
    await give50.waitFor();
    expect(await form.getByLabel(/^Card number/).inputValue()).toBe('4000 0000 0000 0002');
    expect(await form.getByLabel(/^Expiry/).inputValue()).toBe('12 / 40');
    expect(await form.getByLabel(/^CVC/).inputValue()).toBe('123');

    // Another card goes through on the same intent, for the new amount; the decline's toast stays behind.
    await form.getByLabel(/^Card number/).fill('4242424242424242');
    await give50.click();
    await page.getByRole('heading', { name: 'Thank you for your gift of $50.00' }).waitFor();
    // Closed when the donor left /donate; gone once its exit transition has run.
    await expect.poll(() => page.getByText('Your card was declined.').count()).toBe(0);
    await expect.poll(() => page.getByText('Payment Failed').count()).toBe(0);
  });

  it('keeps only digits and the dot in a custom amount and refuses an invalid one', async () => {
    const { page } = await openPage('/donate');
    const custom = page.getByLabel('Or enter a custom amount');
    await custom.fill('1a2.5x');
    expect(await custom.inputValue()).toBe('12.5');
    await page.getByRole('button', { name: 'Give $12.50' }).waitFor();
    await custom.fill('1.2.3');
    await page.getByText('Invalid Amount: Please enter a valid donation amount').waitFor();
    // The card form stays (with anything typed in it), but takes no payment until the amount is valid.
    expect(await page.getByRole('form', { name: 'Card payment' }).getByRole('button', { name: 'Give', exact: true }).isDisabled()).toBe(true);
  });

  it('says plainly when a payment cannot be confirmed', async () => {
    const { page } = await openPage('/thank-you?payment_intent=demo_pi_forged');
    await page.getByRole('heading', { name: 'We could not confirm a gift' }).waitFor();
  });
});
