import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, PHONE, useBrowser } from './browser';

const openPage = useBrowser();

async function hrefs(locator: Locator) {
  return locator.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

describe('the About page', () => {
  it('tells the story and shows values, family photos, team, testimonials and the community', async () => {
    const { page, errors } = await openPage('/about');
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/About Us \| Living Water Ministries/);
    expect(await page.getByRole('link', { name: 'Volunteer With Us' }).getAttribute('href')).toBe('/contact#volunteer');
    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact');

    expect(await page.getByRole('region', { name: 'It Began in a Living Room' }).isVisible()).toBe(true);
    const values = page.getByRole('region', { name: 'What We Hold Dear' });
    expect(await values.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Biblical Truth',
      'Spirit-Led Worship',
      'Compassionate Service',
    ]);

    const family = page.getByRole('region', { name: 'Life Together' });
    const photos = family.locator('figure');
    expect(await photos.count()).toBe(4);
    for (const alt of await family.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) {
      expect(alt).toMatch(/^Illustration of /);
    }
    // The illustrations load (no broken images) once they near the screen: they are below the fold, and lazy.
    await family.scrollIntoViewIfNeeded();
    await expect
      .poll(() => family.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);

    const team = page.locator('#team');
    expect(await team.getByRole('heading', { level: 2 }).innerText()).toBe('Our Team');
    expect(await team.getByRole('listitem').count()).toBe(3);
    expect(await team.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Pastor James Whitfield',
      'Grace Whitfield',
      'Daniel Okafor',
    ]);

    const testimonials = page.locator('#testimonials');
    expect(await testimonials.getByRole('heading', { level: 2 }).innerText()).toBe('Testimonials');
    expect(await testimonials.getByRole('listitem').count()).toBe(3);

    const circle = page.getByRole('region', { name: 'Find Your Place in the Breakthrough Circle' });
    const community = circle.getByRole('link', { name: 'Join the Community Free (opens in a new tab)' });
    expect(await community.getAttribute('href')).toBe('https://breakthrough-circle.mn.co');
    expect(await community.getAttribute('target')).toBe('_blank');
    expect(await circle.getByRole('link', { name: 'Learn About the Circle' }).getAttribute('href')).toBe('/breakthrough-circle');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('scrolls to #testimonials when opened with the anchor', async () => {
    const { page } = await openPage('/about#testimonials');
    await expect.poll(() => page.locator('#testimonials').evaluate((el) => el.getBoundingClientRect().top < 400)).toBe(true);
  });

  it('has no serious accessibility violations, on a desktop and on a phone', async () => {
    const desktop = await openPage('/about');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(desktop.page);

    const phone = await openPage('/about', { viewport: PHONE });
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(phone.page);
  });
});

describe('the Podcast page', () => {
  it('features Season 1 Episode 1 in an embedded player, the about cards and a way to stay connected', async () => {
    const { page } = await openPage('/podcast');
    await page.getByRole('heading', { level: 1, name: 'The Living Water Podcast' }).waitFor();
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    expect(await hero.getByRole('link', { name: 'Suggest a Topic' }).getAttribute('href')).toBe('/contact');
    const heroVideo = hero.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(await heroVideo.getAttribute('href')).toBe('https://www.youtube.com/@LivingWaterMinistries');
    expect(await heroVideo.getAttribute('target')).toBe('_blank');

    const featured = page.locator('#featured-episode');
    expect(await featured.getByText('Season 1 Episode 1', { exact: true }).isVisible()).toBe(true);
    expect(await featured.getByRole('heading', { level: 2 }).innerText()).toBe('Living Water: Why We Started');
    const player = featured.locator('iframe');
    expect(await player.getAttribute('title')).toMatch(/Season 1 Episode 1/);
    expect(await player.getAttribute('loading')).toBe('lazy');
    expect(await player.getAttribute('src')).toMatch(/^https:\/\/open\.spotify\.com\/embed\/episode\//);

    const about = page.getByRole('region', { name: 'Faith for Everyday Life' });
    expect(await about.getByRole('listitem').count()).toBe(3);

    const connect = page.getByRole('region', { name: 'Stay Connected' });
    expect(await hrefs(connect.getByRole('link'))).toEqual(['/contact', 'https://www.youtube.com/@LivingWaterMinistries']);
    expect(await connect.getByRole('link', { name: 'YouTube Channel (opens in a new tab)' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });

  it('has no serious accessibility violations, on a desktop and on a phone', async () => {
    const desktop = await openPage('/podcast');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(desktop.page);

    const phone = await openPage('/podcast', { viewport: PHONE });
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(phone.page);
  });
});

describe('the founder story', () => {
  it('tells James’s calling, the beginning and the vision, with the next steps', async () => {
    const { page } = await openPage('/james-story');
    await page.getByRole('heading', { level: 1, name: 'Our Founder’s Story' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'The Calling',
      'How the Ministry Began',
      'The Vision Ahead',
      'Continue the Journey',
    ]);
    const next = page.getByRole('region', { name: 'Continue the Journey' });
    expect(await hrefs(next.getByRole('link'))).toEqual(['/', '/about', '/resources', '/contact']);
    await next.getByRole('link', { name: /Meet the Family/ }).click();
    await page.waitForURL('**/about');
  });

  it('has no serious accessibility violations, on a desktop and on a phone', async () => {
    const desktop = await openPage('/james-story');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(desktop.page);

    const phone = await openPage('/james-story', { viewport: PHONE });
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(phone.page);
  });
});
