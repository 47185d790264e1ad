import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from './browser';

const openPage = useBrowser();

describe('the contact page (1280 px)', () => {
  it('shows the form, contact blocks, partner ways, speaking engagements and every anchor', async () => {
    const { page, errors } = await openPage('/contact');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();

    const youtube = main.getByRole('link', { name: 'YouTube Channel (opens in a new tab)' }).first();
    expect(await youtube.getAttribute('href')).toBe('https://www.youtube.com/@LivingWaterMinistries');
    expect(await youtube.getAttribute('target')).toBe('_blank');

    expect(await page.locator('section#contact-form').getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'connect@livingwaterministries.org' }).getAttribute('href')).toBe(
      'mailto:connect@livingwaterministries.org',
    );
    for (const name of [/^Facebook Page/, /^Breakthrough Circle community/]) {
      expect(await main.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }

    const partner = main.locator('section', { has: page.getByRole('heading', { name: 'Partner With Us' }) });
    expect(await partner.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Prayer Partners',
      'Content Creation',
      'Event Support',
      'Digital Ministry',
      'Financial Support',
    ]);
    expect(await page.locator('#speaking-engagements').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Church Services',
      'Conferences',
      'Seminars & Retreats',
    ]);
    for (const id of ['location', 'volunteer', 'event-booking']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    expect(await page.locator('#location').textContent()).toContain('1200 Riverside Drive');
    expect(await page.locator('#event-booking').textContent()).toContain('Up to 150 people');

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('scrolls to the form and moves focus there from Send Message and from a speaking card', async () => {
    const { page } = await openPage('/contact');
    const form = page.locator('#contact-form');
    await page.getByRole('main').getByRole('link', { name: 'Send Message' }).click();
    await expect.poll(() => form.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => form.evaluate((el) => Math.abs(el.getBoundingClientRect().top - 88) < 40)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#speaking-engagements').getByRole('link', { name: /^Request a Booking/ }).first().click();
    await expect.poll(() => form.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => form.evaluate((el) => el.getBoundingClientRect().top < 200)).toBe(true);
  });

  it('brings Speaking Engagements into view from the footer link', async () => {
    const { page } = await openPage('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Speaking Engagements' }).click();
    await page.waitForURL('**/contact#speaking-engagements');
    await expect
      .poll(() => page.locator('#speaking-engagements').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200))
      .toBe(true);
  });

  it('lands on an anchor opened from another page', async () => {
    const { page } = await openPage('/contact#event-booking');
    await expect
      .poll(() => page.locator('#event-booking').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200))
      .toBe(true);
  });
});

describe('the contact page on a phone (375 px)', () => {
  it('fits the screen', async () => {
    const { page } = await openPage('/contact', { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the legal pages', () => {
  for (const { path, title, mentions } of [
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      mentions: ['Stripe', 'AI provider', 'httpOnly', 'never shown', 'Unsubscribe'],
    },
    {
      path: '/terms',
      title: 'Terms of Service',
      mentions: ['within 30 days', 'nothing to cancel', 'third-party community platform', 'Prayer Wall'],
    },
  ]) {
    it(`${path} is readable, dated and names the contact email`, async () => {
      const { page, errors } = await openPage(path);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: title }).waitFor();
      const text = (await main.textContent()) ?? '';
      expect(text).toContain('Effective date: November 21, 2026');
      expect(text).toContain('connect@livingwaterministries.org');
      for (const mention of mentions) expect(text).toContain(mention);
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(10);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });

    it(`${path} fits a phone`, async () => {
      const { page } = await openPage(path, { viewport: PHONE });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }
});
