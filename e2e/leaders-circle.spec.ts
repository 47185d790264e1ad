import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from './browser';

const openPage = useBrowser();
const community = 'https://breakthrough-circle.mn.co';

describe('For Ministry Leaders (1280 px)', () => {
  it('shows benefits, the resource list with its tabs, upcoming resources, testimonials and custom requests', async () => {
    const { page, errors } = await openPage('/spiritual-leaders');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'For Ministry Leaders' }).waitFor();

    const benefits = main.locator('section', { has: page.getByRole('heading', { name: 'Equipping You to Serve' }) });
    expect(await benefits.getByRole('heading', { level: 3 }).count()).toBe(6);

    const list = main.locator('section', { has: page.getByRole('heading', { name: 'Resources for Ministry Leaders' }) });
    expect(await list.getByRole('tab').count()).toBe(7);
    expect(await list.getByRole('link', { name: /^View Resource/ }).count()).toBe(12);
    await list.getByRole('tab', { name: 'Youth Ministry' }).click();
    expect(await list.getByRole('link', { name: /^View Resource/ }).count()).toBe(2);
    await list.getByRole('tab', { name: 'All Resources' }).click();

    const upcoming = main.locator('section', { has: page.getByRole('heading', { name: 'Coming Soon' }) });
    expect(await upcoming.locator('time').allTextContents()).toEqual(['May 2025', 'June 2025', 'July 2025']);
    expect(await upcoming.getByText(/^(Guide|Video Series|Resource Bundle)$/).allTextContents()).toEqual([
      'Guide',
      'Video Series',
      'Resource Bundle',
    ]);
    expect(await upcoming.getByRole('button', { name: 'Get Notified' }).count()).toBe(3);

    const testimonials = main.locator('section', { has: page.getByRole('heading', { name: 'What Leaders Are Saying' }) });
    expect(await testimonials.locator('figure').count()).toBe(3);

    expect(await page.locator('#custom-resources').getByRole('button', { name: 'Request Custom Resources' }).count()).toBe(1);

    await list.getByRole('link', { name: /Walking with the Grieving/ }).click();
    await page.waitForURL('**/resources/walking-with-the-grieving');
    await page.getByRole('heading', { level: 1, name: 'Walking with the Grieving' }).waitFor();

    expect(errors).toEqual([]);
  });

  it('has no serious accessibility problems', async () => {
    const { page } = await openPage('/spiritual-leaders');
    await page.getByRole('heading', { level: 1, name: 'For Ministry Leaders' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('opens the custom request dialog from the keyboard (its code loads as the button gets focus) and gives focus back on Escape', async () => {
    const { page, errors } = await openPage('/spiritual-leaders');
    const button = page.locator('#custom-resources').getByRole('button', { name: 'Request Custom Resources' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request Custom Ministry Resources' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Name/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('Breakthrough Circle (1280 px)', () => {
  it('shows the logo banner, free and premium resources, membership and the FAQ', async () => {
    const { page, errors } = await openPage('/breakthrough-circle');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Breakthrough Circle' }).waitFor();
    expect(await main.getByRole('img', { name: 'Breakthrough Circle logo' }).isVisible()).toBe(true);
    expect(await main.getByText('Joining is free; each button below opens the community in a new tab.', { exact: false }).isVisible()).toBe(true);

    expect(await main.getByRole('tab').allTextContents()).toEqual(['Free Resources', 'Premium Resources']);
    const panel = main.getByRole('tabpanel');
    const freeLinks = await panel.getByRole('link').all();
    expect(freeLinks).toHaveLength(4);
    await main.getByRole('tab', { name: 'Premium Resources' }).click();
    expect(await panel.getByText(/^\$\d+\.\d\d$/).allTextContents()).toEqual([
      '$12.99',
      '$49.99',
      '$8.99',
      '$29.99',
      '$39.99',
      '$19.99',
    ]);
    for (const link of [...freeLinks, ...(await panel.getByRole('link').all())]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await panel.getByRole('link').first().getAttribute('href')).toBe(community);

    const membership = page.locator('#membership');
    expect(await membership.textContent()).toContain('$14.99 per month');
    expect(await membership.textContent()).toContain('$119.99 per year');
    expect(await membership.getByText('Save 33%').isVisible()).toBe(true);
    expect(await membership.getByRole('link', { name: 'Join Monthly membership' }).getAttribute('href')).toBe(
      '/membership-checkout?plan=monthly',
    );
    expect(await membership.getByRole('link', { name: 'Join Annual membership' }).getAttribute('href')).toBe(
      '/membership-checkout?plan=annual',
    );

    const faq = main.locator('section', { has: page.getByRole('heading', { name: 'Frequently Asked Questions' }) });
    expect(await faq.getByRole('button').count()).toBe(4);

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('opens the community platform in a new tab from an access button', async () => {
    const { page, context } = await openPage('/breakthrough-circle');
    // Keep the test offline: answer the community platform's address locally.
    await context.route(`${community}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Community</title>' }));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('tabpanel').getByRole('link').first().click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url().startsWith(community)).toBe(true);
  });
});

describe('on a phone (375 px)', () => {
  for (const path of ['/spiritual-leaders', '/breakthrough-circle']) {
    it(`fits ${path} on the screen`, async () => {
      const { page } = await openPage(path, { viewport: PHONE });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
