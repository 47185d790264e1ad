import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, pauseClockAndReload, PHONE, useBrowser, waitForApp, waitForHydrated } from './browser';

const openPage = useBrowser();
const bannerName = 'AI Sermon Generator announcement';

describe('the home page on a desktop (1280 px)', () => {
  it('shows every section from top to bottom, with the spec’s labels and links', async () => {
    const { page, errors } = await openPage('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toMatch(/Home \| Living Water Ministries/);

    const banner = page.getByRole('complementary', { name: bannerName });
    expect(await banner.getByRole('link', { name: 'Try the Generator' }).getAttribute('href')).toBe('/content-generator');

    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    expect(await hero.getByRole('link', { name: 'Join Our Weekly Communications' }).getAttribute('href')).toBe('/contact');
    expect(await hero.getByRole('link', { name: 'Watch Teachings' }).getAttribute('href')).toBe('/teachings');

    const chat = page.getByRole('region', { name: 'Ask Your Bible Questions, Any Time' });
    expect(await chat.getByText('Login required').isVisible()).toBe(true);
    for (const href of await chat.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/auth?redirect=%2Fbible-chat');
    }

    const study = page.getByRole('region', { name: 'Grow Deeper in God’s Word, Day by Day' });
    for (const badge of ['First Steps', 'Regular Reader', 'Bible Explorer', 'Perfect Score', 'One Week Strong']) {
      expect(await study.getByText(badge, { exact: true }).isVisible()).toBe(true);
    }
    expect(await study.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/auth?redirect=%2Fbible-study');

    const mission = page.getByRole('region', { name: 'Guiding the Lost to God’s Love' });
    expect(await mission.getByText('OUR MISSION', { exact: true }).isVisible()).toBe(true);
    expect(await mission.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Love Without Limits',
      'Spirit-Led Transformation',
      'Authentic Community',
    ]);

    const teachings = page.getByRole('region', { name: 'Teaching That Sets Hearts on Fire' });
    expect(await teachings.getByText('OUR TEACHINGS', { exact: true }).isVisible()).toBe(true);
    const cards = teachings.getByRole('listitem');
    expect(await cards.count()).toBe(3);
    expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Holy Spirit Series',
      'Life Purpose Series',
      'Healing Series',
    ]);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/teachings/baptism-of-the-holy-spirit',
      '/teachings/finding-your-purpose',
      '/teachings/healing-through-faith',
    ]);
    expect(await teachings.getByText('COMING SOON', { exact: true }).count()).toBe(3);
    expect(await teachings.getByRole('note').count()).toBe(3);
    expect(await teachings.getByRole('link', { name: 'Browse All Teachings' }).getAttribute('href')).toBe('/teachings');

    const testimonials = page.getByRole('region', { name: 'Lives Changed Forever' });
    expect(await testimonials.getByRole('listitem').count()).toBe(3);

    const founder = page.getByRole('region', { name: 'From an Empty Life to Living Water' });
    expect(await founder.innerText()).toContain('Pastor James Whitfield');
    expect(await founder.getByRole('link', { name: 'Read James’s Story' }).getAttribute('href')).toBe('/james-story');

    const leaders = page.getByRole('region', { name: 'Resources for Ministry Leaders' });
    expect(await leaders.getByRole('tab').count()).toBe(7);

    const circle = page.getByRole('region', { name: 'Join the Breakthrough Circle' });
    const community = circle.getByRole('link', { name: 'Join the Community Free (opens in a new tab)' });
    expect(await community.getAttribute('href')).toBe('https://breakthrough-circle.mn.co');
    expect(await community.getAttribute('target')).toBe('_blank');
    expect(await community.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await circle.innerText()).toMatch(/free/i);
    expect(await circle.innerText()).toMatch(/worldwide/i);
    expect(await circle.getByRole('link', { name: 'Learn About the Circle' }).getAttribute('href')).toBe('/breakthrough-circle');

    expect(await page.locator('#newsletter').count()).toBe(1);
    const closing = page.getByRole('region', { name: 'Your Breakthrough Starts Today' });
    expect(await closing.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await closing.getByRole('link', { name: 'Support the Ministry' }).getAttribute('href')).toBe('/donate');

    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('remembers that the AI banner was dismissed, after a reload too', async () => {
    const { page } = await openPage('/');
    const banner = page.getByRole('complementary', { name: bannerName });
    await banner.getByRole('button', { name: 'Dismiss the AI Sermon Generator announcement' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('ai-sermon-banner-dismissed'))).toBe('true');
    await page.reload();
    await waitForApp(page);
    // The prerendered page has the banner; storage is read once hydration is done, which then removes it.
    await expect.poll(() => page.getByRole('complementary', { name: bannerName }).count()).toBe(0);
  });

  it('rotates the highlighted study card every 5 seconds, and a clicked card takes the lead', async () => {
    const { page, context } = await openPage('/', { viewport: DESKTOP });
    await pauseClockAndReload(page, context);
    const study = page.getByRole('region', { name: 'Grow Deeper in God’s Word, Day by Day' });
    await study.waitFor();
    await waitForHydrated(page, study);
    const highlighted = () => study.locator('li[data-highlighted="true"] h3').innerText();
    expect(await highlighted()).toBe('Reading Plans');
    await page.clock.runFor(5000);
    await expect.poll(highlighted).toBe('Bible Quizzes');
    await page.clock.runFor(5000);
    await expect.poll(highlighted).toBe('Achievements & Streaks');

    await study.getByRole('button', { name: 'Explore Reading Plans' }).click();
    await expect.poll(highlighted).toBe('Reading Plans');
    expect(await study.getByRole('button', { name: 'Explore Reading Plans' }).getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(5000);
    await expect.poll(highlighted).toBe('Bible Quizzes');
  });

  it('keeps rotating for visitors who prefer reduced motion, without moving the cards', async () => {
    const { page, context } = await openPage('/', { reducedMotion: 'reduce' });
    await pauseClockAndReload(page, context);
    const study = page.getByRole('region', { name: 'Grow Deeper in God’s Word, Day by Day' });
    await study.waitFor();
    await waitForHydrated(page, study);
    await page.clock.runFor(5000);
    const card = study.locator('li[data-highlighted="true"]');
    await expect.poll(() => card.locator('h3').innerText()).toBe('Bible Quizzes');
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });

  it('has no serious accessibility violations in its own sections', async () => {
    const { page } = await openPage('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the home page on a phone (375 px)', () => {
  it('fits the screen and keeps its calls to action usable', async () => {
    const { page, errors } = await openPage('/', { viewport: PHONE });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const primary = page.getByRole('link', { name: 'Join Our Weekly Communications' });
    const box = await primary.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    const label = primary.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Dismiss the AI Sermon Generator announcement' }).click();
    await page.getByRole('complementary', { name: bannerName }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations in its own sections', async () => {
    const { page } = await openPage('/', { viewport: PHONE });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
