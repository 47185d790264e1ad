import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSeriousA11yViolations, gotoPage, noHorizontalOverflow, PHONE, useBrowser } from './browser';

const openPage = useBrowser();

const year = new Date().getFullYear();

/** Opens `path` with the page's clock fixed at `now` (timers keep running). */
async function openAt(path: string, now: Date, viewport = DESKTOP) {
  const opened = await openPage('/about', { viewport });
  await opened.page.clock.setFixedTime(now);
  await gotoPage(opened.page, path);
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  return opened;
}

function upcoming(page: Page) {
  return page.locator('#upcoming');
}

function shownEventTitles(page: Page) {
  return upcoming(page).getByRole('tabpanel').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe('/events on a desktop (1280 px), on May 20', () => {
  it('features the next event and lists the five still to come', async () => {
    const { page, errors } = await openAt('/events', new Date(year, 4, 20, 12));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Events');
    await expect.poll(() => page.title()).toBe('Events | Living Water Ministries');
    expect(await page.getByRole('link', { name: "This Week's Events" }).getAttribute('href')).toBe('#upcoming');
    expect(await page.getByRole('link', { name: 'Calendar View' }).getAttribute('href')).toBe('#calendar');

    const featured = page.getByRole('region', { name: 'Holy Spirit Intensive: Walking in the Spirit' });
    expect(await featured.getByText('Next Event').count()).toBe(1);
    expect(await featured.getByRole('link', { name: /Event Details/ }).getAttribute('href')).toBe(
      '/events/holy-spirit-intensive',
    );

    expect(await upcoming(page).getByRole('tab').allInnerTexts()).toEqual([
      'All Events',
      'Worship',
      'Teaching',
      'Community',
      'Outreach',
    ]);
    expect(await shownEventTitles(page)).toEqual([
      'Holy Spirit Intensive: Walking in the Spirit',
      'Community Picnic on the Lawn',
      'Blessing Bags Neighborhood Outreach',
      'First Steps in Faith: New Believers Class',
      'Summer Worship Under the Stars',
    ]);
    expect(await upcoming(page).getByText(`Friday, May 22 · 7:00 PM`).count()).toBe(
      new Date(year, 4, 22).getDay() === 5 ? 1 : 0,
    );

    await upcoming(page).getByRole('tab', { name: 'Worship' }).click();
    await expect.poll(() => shownEventTitles(page)).toEqual(['Summer Worship Under the Stars']);
    await upcoming(page).getByRole('tab', { name: 'Teaching' }).click();
    await expect.poll(() => shownEventTitles(page)).toEqual([
      'Holy Spirit Intensive: Walking in the Spirit',
      'First Steps in Faith: New Believers Class',
    ]);

    await page.getByRole('link', { name: 'Calendar View' }).click();
    await page.waitForURL('**/events#calendar');
    await expect
      .poll(() => page.locator('#calendar').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  it('lists the weekly services and the spaces to host an event', async () => {
    const { page } = await openAt('/events', new Date(year, 4, 20, 12));
    const calendar = page.locator('#calendar');
    const services = (day: string) => calendar.getByRole('list', { name: `${day} services` }).getByRole('listitem').allInnerTexts();
    const flat = (items: string[]) => items.map((item) => item.replace(/\s+/g, ' '));
    expect(flat(await services('Sunday'))).toEqual(['Morning Service 10:00 AM', 'Youth Group 5:00 PM', 'Evening Service 6:30 PM']);
    expect(flat(await services('Wednesday'))).toEqual(['Bible Study 7:00 PM', "Children's Ministry 7:00 PM"]);
    expect(flat(await services('Friday'))).toEqual(['Prayer Meeting 6:30 PM', 'Young Adults 7:30 PM']);

    const host = page.getByRole('region', { name: 'Host an Event' });
    expect(await host.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Main Sanctuary', 'Community Hall']);
    expect(await host.getByText('Up to 300 people').count()).toBe(1);
    expect(await host.getByText('Up to 150 people').count()).toBe(1);
    const request = host.getByRole('link', { name: 'Request Information' });
    expect(await request.getAttribute('href')).toBe('/contact#event-booking');
    expect(await page.locator('section#newsletter').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await request.click();
    await page.waitForURL('**/contact#event-booking');
  });
});

describe('/events when categories or all events have passed', () => {
  it('on June 13 says there are no upcoming community events', async () => {
    const { page } = await openAt('/events', new Date(year, 5, 13, 9));
    await upcoming(page).getByRole('tab', { name: 'Community' }).click();
    await upcoming(page).getByText('No upcoming community events at this time.').waitFor();
    expect(await upcoming(page).getByRole('link', { name: 'Subscribe for Updates' }).getAttribute('href')).toBe(
      '#newsletter',
    );
    await upcoming(page).getByRole('tab', { name: 'All Events' }).click();
    await expect.poll(() => shownEventTitles(page)).toEqual(['Summer Worship Under the Stars']);
  });

  it('after June 19 shows no featured event and the empty list, pointing to the newsletter', async () => {
    const { page } = await openAt('/events', new Date(year, 10, 21, 12));
    expect(await page.getByText('Next Event').count()).toBe(0);
    await upcoming(page).getByText('No upcoming events at this time.').waitFor();
    for (const [tab, word] of [['Worship', 'worship'], ['Teaching', 'teaching'], ['Community', 'community'], ['Outreach', 'outreach']]) {
      await upcoming(page).getByRole('tab', { name: tab }).click();
      await upcoming(page).getByText(`No upcoming ${word} events at this time.`).waitFor();
    }
    await upcoming(page).getByRole('link', { name: 'Subscribe for Updates' }).click();
    await page.waitForURL('**/events#newsletter');
    await expectNoSeriousA11yViolations(page);
  });
});

describe('/events on a phone (375 px)', () => {
  it('fits the screen with every tab reachable', async () => {
    const { page } = await openAt('/events', new Date(year, 4, 20, 12), PHONE);
    expect(await noHorizontalOverflow(page)).toBe(true);
    for (const name of ['All Events', 'Worship', 'Teaching', 'Community', 'Outreach']) {
      expect(await upcoming(page).getByRole('tab', { name }).isVisible()).toBe(true);
    }
    await upcoming(page).getByRole('tab', { name: 'Outreach' }).click();
    await expect.poll(() => shownEventTitles(page)).toEqual(['Blessing Bags Neighborhood Outreach']);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('/events/$slug', () => {
  const slugs = [
    ['night-of-worship-and-healing', 'Night of Worship and Healing Prayer'],
    ['holy-spirit-intensive', 'Holy Spirit Intensive: Walking in the Spirit'],
    ['community-picnic', 'Community Picnic on the Lawn'],
    ['blessing-bags-outreach', 'Blessing Bags Neighborhood Outreach'],
    ['first-steps-in-faith', 'First Steps in Faith: New Believers Class'],
    ['summer-worship-under-the-stars', 'Summer Worship Under the Stars'],
  ] as const;

  it('is reached from an event card and marked coming soon, with a way back', async () => {
    const { page, errors } = await openAt('/events', new Date(year, 4, 20, 12));
    await upcoming(page).getByRole('link', { name: /View Details.*Community Picnic on the Lawn/ }).click();
    await page.waitForURL('**/events/community-picnic');
    await page.getByRole('heading', { level: 1, name: 'Community Picnic on the Lawn' }).waitFor();
    await expect.poll(() => page.title()).toBe('Community Picnic on the Lawn | Living Water Ministries');
    const main = page.getByRole('main');
    expect(await main.getByText('COMING SOON', { exact: true }).count()).toBeGreaterThan(0);
    expect(
      await main
        .getByText('COMING SOON: This content is currently being developed and will be available shortly. Check back soon!')
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Back to Events' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    expect(errors).toEqual([]);
  });

  it.each(slugs)('shows %s, even once it has passed', async (slug, title) => {
    const { page } = await openPage(`/events/${slug}`, { viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });

  it('says Event Not Found for an unknown slug, with a link to /events', async () => {
    const { page } = await openPage('/events/no-such-event');
    await page.getByRole('heading', { level: 1, name: 'Event Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Event Not Found | Living Water Ministries');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
  });
});
