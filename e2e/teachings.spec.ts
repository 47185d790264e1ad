import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickMenuItem, DESKTOP, expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, useBrowser } from './browser';
import { TEACHING_LOAD_MS } from '../src/features/teachings/use-simulated-load';

const openPage = useBrowser();

function cardTitles(page: Page) {
  return page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe('/teachings on a desktop (1280 px)', () => {
  it('shows the hero, the nine teachings, the featured series and the newsletter', async () => {
    const { page, errors } = await openPage('/teachings', { viewport: DESKTOP });
    await page.getByRole('heading', { level: 1, name: 'Teachings' }).waitFor();
    await expect.poll(() => page.title()).toBe('Teachings | Living Water Ministries');

    expect(await page.getByRole('button', { name: 'Subscribe to Updates' }).count()).toBe(1);
    const featuredLink = page.getByRole('link', { name: 'Featured Teaching' });
    expect(await featuredLink.getAttribute('href')).toBe('#featured-teaching');

    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'All Teachings',
      'Holy Spirit Series',
      'New Believers',
      'Bible Studies',
    ]);
    expect(await page.locator('#holy-spirit').getAttribute('role')).toBe('tab');
    expect(await page.locator('#new-believers').getAttribute('role')).toBe('tab');
    expect(await page.locator('#bible-studies').getAttribute('role')).toBe('tab');
    expect(await cardTitles(page)).toHaveLength(9);
    expect(await page.getByRole('tabpanel').getByText('COMING SOON', { exact: true }).count()).toBe(9);

    const featured = page.locator('#featured-teaching');
    expect(await featured.getByRole('heading', { level: 2 }).innerText()).toBe('The Holy Spirit Series');
    expect(await featured.getByRole('listitem').count()).toBe(4);
    expect(await page.locator('section#newsletter').count()).toBe(1);

    await featuredLink.click();
    await page.waitForURL('**/teachings#featured-teaching');
    await expect.poll(() => featured.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  it('keeps the chosen series in a shareable URL without adding history entries', async () => {
    const { page } = await openPage('/teachings');
    await page.getByRole('tab', { name: 'All Teachings', selected: true }).waitFor();
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('tab', { name: 'Bible Studies' }).click();
    await page.waitForURL('**/teachings?category=bible-studies');
    await page.getByRole('tab', { name: 'Bible Studies', selected: true }).waitFor();
    expect(await cardTitles(page)).toEqual(['Healing Through Faith', 'The Book of Acts: A Church on Fire', 'Psalms of Trust']);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await page.getByRole('tab', { name: 'Bible Studies', selected: true }).waitFor();
    expect(await cardTitles(page)).toHaveLength(3);

    await page.getByRole('tab', { name: 'All Teachings' }).click();
    await page.waitForURL((url) => url.pathname === '/teachings' && url.search === '');
    await page.getByRole('tab', { name: 'All Teachings', selected: true }).waitFor();
    expect(await cardTitles(page)).toHaveLength(9);
  });

  it('opens the series chosen from the header menu and the footer', async () => {
    const { page } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Teachings' }).hover();
    await clickMenuItem(page.getByRole('menuitem', { name: 'Holy Spirit Series' }));
    await page.waitForURL('**/teachings?category=holy-spirit');
    await page.getByRole('tab', { name: 'Holy Spirit Series', selected: true }).waitFor();
    expect(await cardTitles(page)).toEqual([
      'The Baptism of the Holy Spirit',
      'Discovering the Gifts of the Spirit',
      'Growing in the Fruit of the Spirit',
    ]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'New Believers' }).click();
    await page.waitForURL('**/teachings?category=new-believers');
    await page.getByRole('tab', { name: 'New Believers', selected: true }).waitFor();
    expect(await cardTitles(page)).toEqual(['Finding Your Purpose in Christ', 'Assurance of Salvation', 'Learning to Pray']);
  });

  it('has no serious accessibility violations', async () => {
    const { page } = await openPage('/teachings?category=holy-spirit');
    await page.getByRole('tab', { name: 'Holy Spirit Series', selected: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('opens the subscribe dialog from the keyboard and gives focus back to its button on Escape', async () => {
    const { page, errors } = await openPage('/teachings');
    const button = page.getByRole('button', { name: 'Subscribe to Updates' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Updates' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('/teachings on a phone (375 px)', () => {
  it('fits the screen, with the tabs usable', async () => {
    const { page } = await openPage('/teachings?category=new-believers', { viewport: PHONE });
    await page.getByRole('tab', { name: 'New Believers', selected: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    for (const name of ['All Teachings', 'Holy Spirit Series', 'New Believers', 'Bible Studies']) {
      expect(await page.getByRole('tab', { name }).isVisible()).toBe(true);
    }
    await page.getByRole('tab', { name: 'Holy Spirit Series' }).click();
    await page.waitForURL('**/teachings?category=holy-spirit');
    await page.getByRole('tab', { name: 'Holy Spirit Series', selected: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('/teachings/$slug', () => {
  it('arrives with the teaching already in the page on a first visit (prerendered)', async () => {
    const { page, errors } = await openPage('/teachings/healing-through-faith');
    await page.getByRole('heading', { level: 1, name: 'Healing Through Faith' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading teaching…' }).count()).toBe(0);
    expect(await page.title()).toBe('Healing Through Faith | Living Water Ministries');
    expect(errors).toEqual([]);
  });

  it('loads, then shows the teaching with every media tab coming soon', async () => {
    const { page, context, errors } = await openPage('/teachings');
    // The load is a timer: on a paused clock it lasts until the test moves time on, however slow the
    // machine (on a running one it could be over before the test looked). Moving to the teaching from the
    // list shows the load; a first visit to its address has the text in the HTML already (the test above).
    await context.clock.install();
    await context.clock.pauseAt(Date.now() + 1000);
    await page.locator('a[href="/teachings/baptism-of-the-holy-spirit"]').first().click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading teaching…' });
    await loading.waitFor();
    await expect.poll(() => page.title()).toBe('Loading Teaching | Living Water Ministries');
    await context.clock.runFor(TEACHING_LOAD_MS);
    await context.clock.resume();
    const title = page.getByRole('heading', { level: 1, name: 'The Baptism of the Holy Spirit' });
    await title.waitFor();
    expect(await loading.count()).toBe(0);
    await expect.poll(() => page.title()).toBe('The Baptism of the Holy Spirit | Living Water Ministries');

    const main = page.getByRole('main');
    expect(await main.locator('time').innerText()).toBe('March 3, 2026');
    expect(await main.getByText('Pastor James Whitfield').count()).toBe(1);
    expect(await main.getByText('Holy Spirit Series', { exact: true }).count()).toBe(1);
    expect(await main.getByRole('img', { name: /dove/ }).count()).toBe(1);

    await main.getByRole('heading', { name: 'Video Coming Soon' }).waitFor();
    expect(await main.getByRole('link', { name: 'Browse Other Teachings' }).getAttribute('href')).toBe('/teachings');
    await main.getByRole('tab', { name: 'Notes' }).click();
    await main.getByRole('heading', { name: 'Notes Coming Soon' }).waitFor();
    await main.getByRole('tab', { name: 'Downloads' }).click();
    await main.getByRole('heading', { name: 'Audio Coming Soon' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it.each([
    ['finding-your-purpose', 'Finding Your Purpose in Christ'],
    ['healing-through-faith', 'Healing Through Faith'],
  ])('shows %s on a phone without overflow', async (slug, name) => {
    const { page } = await openPage(`/teachings/${slug}`, { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
  });

  it('says Teaching Not Found for an unknown slug and leads back to /teachings', async () => {
    const { page } = await openPage('/teachings/no-such-teaching');
    await page.getByRole('heading', { level: 1, name: 'Teaching Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Teaching Not Found | Living Water Ministries');
    expect(await page.getByText("The teaching you're looking for doesn't exist or has been moved.").count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Teachings' }).click();
    await page.waitForURL((url) => url.pathname === '/teachings');
    await page.getByRole('heading', { level: 1, name: 'Teachings' }).waitFor();
  });
});
