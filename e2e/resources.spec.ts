import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from './browser';

const openPage = useBrowser();

describe('the resources page (1280 px)', () => {
  it('shows the hero anchors, premium generator promo, tabs, nine resources, prayer wall, FAQ and newsletter', async () => {
    const { page, errors } = await openPage('/resources');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();

    expect(await main.getByRole('link', { name: 'Prayer Wall' }).getAttribute('href')).toBe('#prayer-wall');
    expect(await main.getByRole('link', { name: 'FAQ', exact: true }).getAttribute('href')).toBe('#faqs');
    expect(await main.getByText('Premium', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Try It Now' }).getAttribute('href')).toBe('/content-generator');

    const tabs = main.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'All Resources',
      'Study Guides',
      'Sermons & Teachings',
      'Devotionals',
      'Recommended Books',
    ]);
    const panel = main.getByRole('tabpanel');
    expect(await panel.getByRole('article').count()).toBe(9);
    expect(await panel.getByRole('link', { name: /^Download/ }).count()).toBe(3);
    expect(await panel.getByRole('link', { name: /^Access Resource/ }).count()).toBe(5);
    for (const link of await panel.getByRole('link').all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    await main.getByRole('tab', { name: 'Study Guides' }).click();
    await page.waitForURL('**/resources?category=study-guides');
    // The tab follows the URL, which changes before the page renders the new category.
    await main.getByRole('tab', { name: 'Study Guides', selected: true }).waitFor();
    expect(await panel.getByRole('article').count()).toBe(3);
    expect(await panel.getByText('COMING SOON').count()).toBe(1);

    expect(await page.locator('section#prayer-wall').getByRole('heading', { level: 2, name: 'Prayer Wall' }).isVisible()).toBe(true);
    const faqs = page.locator('section#faqs');
    expect(await faqs.getByRole('button').count()).toBe(5);
    expect(await faqs.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await page.locator('section#newsletter').count()).toBe(1);

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('serves the study guides it links to as printable pages', async () => {
    const { page } = await openPage('/resources');
    const hrefs = await page
      .getByRole('main')
      .getByRole('link', { name: /^Download/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain('<h1>');
    }
  });

  it('jumps to the FAQ from the hero and opens an answer', async () => {
    const { page } = await openPage('/resources');
    await page.getByRole('main').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect.poll(() => page.locator('#faqs').evaluate((el) => el.getBoundingClientRect().top < 300)).toBe(true);
    await page.getByRole('button', { name: 'Are the resources free to use?' }).click();
    await page.getByText('Print them, share them with your small group').waitFor();
  });

  it('shows a leader resource page with its substance and a way back', async () => {
    const { page, errors } = await openPage('/resources/power-from-on-high-sermons');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Power from on High: A Pentecost Sermon Series' }).waitFor();
    for (const name of ['Key Scriptures', 'Outline', 'How to Use It']) {
      expect(await main.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.title()).toBe('Power from on High: A Pentecost Sermon Series | Living Water Ministries');
    await main.getByRole('link', { name: 'Resources for Ministry Leaders' }).click();
    await page.waitForURL('**/spiritual-leaders');
    // Checked once the page has rendered: the URL changes before it does.
    await main.getByRole('heading', { level: 1, name: 'For Ministry Leaders' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('shows a not-found view for an unknown resource', async () => {
    const { page } = await openPage('/resources/not-a-resource');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Resource Not Found' }).waitFor();
    expect(await main.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/resources');
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the resources page on a phone (375 px)', () => {
  it('fits the screen and filters with the tabs', async () => {
    const { page } = await openPage('/resources', { viewport: PHONE });
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Devotionals' }).click();
    await main.getByRole('tab', { name: 'Devotionals', selected: true }).waitFor();
    expect(await main.getByRole('tabpanel').getByRole('article').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
  });

  it('fits a leader resource page on the screen', async () => {
    const { page } = await openPage('/resources/who-i-am-in-christ', { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Who I Am in Christ: A Youth Series' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
