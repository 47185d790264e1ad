import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoPage, PHONE, useBrowser } from './browser';
import { linkIn, mailTo } from './mailbox';

const openPage = useBrowser();
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;

async function fillSubscriber(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel(/^First name/).fill('Ruth');
  await scope.getByLabel(/^Last name/).fill('Moabite');
  await scope.getByLabel(/^Email/).fill(email);
  await scope.getByLabel(/I agree to receive emails/).check();
}

describe('forms that reach the ministry', () => {
  it('subscribes to the newsletter on the home page and offers another sign-up', async () => {
    const { page, errors } = await openPage('/', { viewport: PHONE });
    const section = page.locator('#newsletter');
    // The form's code loads as its section nears the screen.
    await section.scrollIntoViewIfNeeded();
    await fillSubscriber(section, uniqueEmail('ruth'));
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText("You've been subscribed to our newsletter.").waitFor();
    await section.getByRole('button', { name: 'Subscribe Another Email' }).click();
    expect(await section.getByLabel(/^First name/).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('subscribes to updates from /teachings, and once confirmed a second time is recognised as already subscribed', async () => {
    const email = uniqueEmail('lydia');
    const { page } = await openPage('/teachings');
    for (const expected of ['Subscription successful!', 'Already subscribed']) {
      if (expected === 'Already subscribed') {
        // Double opt-in (decision 027): the address is on the list once its emailed link is followed.
        const confirmation = await mailTo(inject('mailDir'), email, /^Please confirm your subscription/);
        await gotoPage(page, linkIn(confirmation.text, '/newsletter/confirm'));
        await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
        await gotoPage(page, '/teachings');
      }
      await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Updates' });
      await fillSubscriber(dialog, email);
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText(expected, { exact: true }).waitFor();
      await dialog.getByRole('heading', { name: 'Thank you for subscribing!' }).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('puts a public prayer request on the wall within moments, and keeps a private one off it', async () => {
    const { page } = await openPage('/resources#prayer-wall');
    const wall = page.locator('#prayer-wall');
    const publicRequest = `Strength for our church plant in Ohio (${Date.now()})`;
    const privateRequest = `A private family matter (${Date.now()})`;

    for (const [request, isPrivate] of [
      [privateRequest, true],
      [publicRequest, false],
    ] as const) {
      await wall.getByLabel(/^Name/).fill('Hannah');
      await wall.getByLabel(/^Email/).fill(uniqueEmail('hannah'));
      await wall.getByRole('textbox', { name: /^Prayer request/ }).fill(request);
      if (isPrivate) await wall.getByLabel(/Keep this request private/).check();
      await wall.getByRole('button', { name: 'Submit Prayer Request' }).click();
      await page.getByText('Prayer Request Submitted').first().waitFor();
      await wall.getByRole('button', { name: 'Submit Another Request' }).click();
    }
    await wall.getByText(publicRequest).waitFor({ timeout: 5000 });
    expect(await wall.getByText(privateRequest).count()).toBe(0);
    expect(await wall.innerText()).not.toContain('@example.org');
  });

  it('sends a contact message and offers to send another', async () => {
    const { page } = await openPage('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Name/).fill('Priscilla');
    await form.getByLabel(/^Email/).fill(uniqueEmail('priscilla'));
    await form.getByRole('combobox', { name: /^Subject/ }).click();
    await page.getByRole('option', { name: 'Volunteer Opportunities' }).click();
    await form.getByLabel(/^Message/).fill('We would love to help with the youth outreach this spring.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
  });

  it('keeps everything typed when the server cannot take the message', async () => {
    const { page } = await openPage('/contact', { viewport: PHONE });
    await page.route('**/trpc/contact.submit**', (route) => route.abort('connectionfailed'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Name/).fill('Aquila');
    await form.getByLabel(/^Email/).fill('aquila@example.org');
    await form.getByRole('combobox', { name: /^Subject/ }).click();
    await page.getByRole('option', { name: 'Prayer Request' }).click();
    await form.getByLabel(/^Message/).fill('Please pray for our tent-making business.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send your message. Please try again.').waitFor();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Aquila');
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('Please pray for our tent-making business.');
    expect(await form.getByRole('combobox', { name: /^Subject/ }).inputValue()).toBe('Prayer Request');
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  });

  it('submits a custom-resource request from /spiritual-leaders', async () => {
    const { page } = await openPage('/spiritual-leaders');
    await page.getByRole('button', { name: 'Request Custom Resources' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Ministry Resources' });
    await dialog.getByLabel(/^Name/).fill('Apollos');
    await dialog.getByLabel(/^Email/).fill(uniqueEmail('apollos'));
    await dialog.getByLabel(/^Ministry or church/).fill('Ephesus Fellowship');
    await dialog.getByRole('combobox', { name: /^Resource type/ }).click();
    await page.getByRole('option', { name: 'Bible Study Guide' }).click();
    await dialog.getByLabel(/^Description/).fill('A six-week study on Acts for new believers.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Request Submitted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });
});
