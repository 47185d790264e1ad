import { describe, expect, it } from 'vitest';
import {
  clickMenuItem,
  DESKTOP,
  EFFECT_STEP_MS,
  expectNoSeriousA11yViolations,
  gotoPage,
  noHorizontalOverflow,
  pauseClockAndReload,
  PHONE,
  useBrowser,
} from './browser';

const openPage = useBrowser();

describe('the shared layout on a desktop (1280 px)', () => {
  it('strengthens the header shadow once the page scrolls past 20 px', async () => {
    const { page, errors } = await openPage('/about', { viewport: { ...DESKTOP, height: 600 } });
    const header = page.getByRole('banner');
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    const restingShadow = await header.evaluate((el) => getComputedStyle(el).boxShadow);

    await page.mouse.wheel(0, 15);
    await page.waitForTimeout(150);
    expect(await header.getAttribute('data-scrolled')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(restingShadow);
    expect(errors).toEqual([]);
  });

  it('marks the current top-level link and shows Donate as a button', async () => {
    const { page } = await openPage('/resources');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Resources' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe('/donate');
  });

  it('opens the About dropdown on hover and follows its links', async () => {
    const { page } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).hover();
    const team = page.getByRole('menuitem', { name: 'Our Team' });
    await clickMenuItem(team);
    await page.waitForURL('**/about#team');
    await expect.poll(() => nav.getByRole('button', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('#team').evaluate((el) => el.getBoundingClientRect().top < 400)).toBe(true);
  });

  it('opens the Teachings dropdown with the keyboard and selects a category tab by search param', async () => {
    const { page } = await openPage('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Teachings' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Holy Spirit Series' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Holy Spirit Series' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await clickMenuItem(page.getByRole('menuitem', { name: 'New Believers' }));
    await page.waitForURL('**/teachings?category=new-believers');
  });

  it('lets Tab leave an open dropdown to the next header item, and Escape return to its button', async () => {
    const { page } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await about.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Our Team' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expect.poll(focusedText).toBe('Teachings');
    await page.waitForTimeout(100);
    expect(await focusedText()).toBe('Teachings');

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Holy Spirit Series' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expect.poll(focusedText).toBe('Teachings');
  });

  it('lets Tab leave a dropdown opened a moment ago, before its first item took focus', async () => {
    // The dropdown focuses its first item in an effect. Tab pressed at once must leave the menu and move on,
    // never leave focus on the page's body.
    const { page, context } = await openPage('/');
    await pauseClockAndReload(page, context);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await nav.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Our Team' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.clock.runFor(EFFECT_STEP_MS);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await focusedText()).toBe('Teachings');
  });

  it('fits the header at every desktop width, with Events at the top level and a member of the longest name', async () => {
    const { page } = await openPage('/events');
    const username = 'abcdefghijklmnopqrstuvwxyz012345'; // 32 characters, the most a username may have
    await page.route('**/trpc/accounts.session**', (route) =>
      route.fulfill({ json: [{ result: { data: { json: { id: 1, username, subscriptionTier: 'free' } } } }] }),
    );
    // A browser someone has signed in on (decision 016): without it, a public page does not ask who it is.
    await page.evaluate(() => localStorage.setItem('lw-signed-in', '1'));
    for (const width of [992, 1100, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 600 });
      await gotoPage(page, '/events');
      await page.getByRole('button', { name: `Account: ${username}` }).waitFor();
      const events = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' });
      expect(await events.getAttribute('aria-current')).toBe('page');
      expect(await noHorizontalOverflow(page), `no sideways scroll at ${width} px`).toBe(true);
    }
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const { page } = await openPage('/podcast');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('has a footer with the quick links and this year in the copyright line', async () => {
    const { page } = await openPage('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('region', { name: 'Quick Links' });
    expect(await quick.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'About Us',
      'Teachings',
      'Speaking Engagements',
      'Resources',
      'Contact',
    ]);
    expect(await quick.getByRole('link', { name: 'Speaking Engagements' }).getAttribute('href')).toBe(
      '/contact#speaking-engagements',
    );
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    const youtube = footer.getByRole('link', { name: 'YouTube Channel' }).first();
    expect(await youtube.getAttribute('target')).toBe('_blank');
  });

  it('has no serious accessibility violations on the home page', async () => {
    const { page } = await openPage('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the shared layout on a phone (375 px)', () => {
  it('opens the side menu from the keyboard at once (its code loads as the button gets focus) and gives focus back on Escape', async () => {
    const { page, errors } = await openPage('/about', { viewport: PHONE });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => burger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens the side menu, expands sections independently and closes with its button', async () => {
    const { page, errors } = await openPage('/', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(280);
    // Once it has slid in, nothing in the menu is cut off at the screen's edge.
    const closeButton = menu.getByRole('button', { name: 'Close menu' });
    await expect
      .poll(() => closeButton.evaluate((el) => el.getBoundingClientRect().right))
      .toBeLessThanOrEqual(PHONE.width);

    const about = menu.getByRole('button', { name: 'About' });
    const media = menu.getByRole('button', { name: 'Media' });
    await about.click();
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('true');
    await media.click();
    await expect.poll(() => media.getAttribute('aria-expanded')).toBe('true');
    expect(await about.getAttribute('aria-expanded')).toBe('true');
    await about.click();
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('false');
    expect(await media.getAttribute('aria-expanded')).toBe('true');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('closes the side menu when a link changes the route', async () => {
    const { page } = await openPage('/', { viewport: PHONE });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Teachings' }).click();
    await menu.getByRole('link', { name: 'Bible Studies' }).click();
    await page.waitForURL('**/teachings?category=bible-studies');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: /Teachings/ }).waitFor();
  });

  it('is 320 px wide on wider small screens', async () => {
    const { page } = await openPage('/', { viewport: { width: 600, height: 800 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect.poll(() => menu.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(320);
  });
});

describe('routes', () => {
  it('shows 404 Page Not Found for an unknown path, with a way home', async () => {
    const { page } = await openPage('/some/unknown/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a visitor from a protected page to /auth, remembering where they were going', async () => {
    const { page } = await openPage('/bible-study');
    await page.waitForURL('**/auth?redirect=%2Fbible-study');
    await expect.poll(() => page.title()).toMatch(/Sign In/);
  });

  it('sets each page title and description', async () => {
    const { page } = await openPage('/podcast');
    await expect.poll(() => page.title()).toMatch(/Podcast \| Living Water Ministries/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.title()).toMatch(/Contact/);
  });

  it('answers API clients with JSON, not the page', async () => {
    const { page } = await openPage('/');
    const user = await page.request.get('/api/user');
    expect(user.status()).toBe(401);
    expect(await user.json()).toMatchObject({ message: expect.any(String) });
    const nope = await page.request.get('/api/nope');
    expect(nope.status()).toBe(404);
    expect(nope.headers()['content-type']).toMatch(/json/);
  });
});
