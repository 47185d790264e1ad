// Loading states, checked on purpose: each test holds back the request that feeds a section, so its
// loading status is certainly on screen while axe runs, then lets the request through and sees the
// section arrive. A spinner that is only up for a moment is otherwise checked only when the timing falls
// that way (issue 18). The teaching page's simulated load is a timer, not a request: teachings.spec.ts
// holds it on a paused clock (axe cannot run there, it waits on timers itself).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations, holdChunk, holdTrpc, PHONE, useBrowser, type HeldRequests } from './browser';

const openPage = useBrowser();
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** Whether React has hydrated the element (it keeps its fiber on the node). */
const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** The app's loading indicator (src/components/loading-status.tsx) that says `label`. */
function loadingStatus(page: Page, label: string) {
  return page.getByRole('status').filter({ hasText: label });
}

/**
 * With `held` still held back: the status saying `label` is visible before and after axe runs (so axe
 * checked the page with the spinner on it) and axe finds nothing serious. Then releases the request and
 * waits for the status to go.
 */
async function expectAccessibleWhileLoading(page: Page, held: HeldRequests, label: string) {
  await held.waitForArrival();
  const status = loadingStatus(page, label);
  await status.waitFor({ state: 'visible' });
  expect(await status.textContent()).toContain(label);
  await expectNoSeriousA11yViolations(page);
  expect(await status.isVisible()).toBe(true);
  held.release();
  await status.waitFor({ state: 'detached' });
}

describe('loading states pass the accessibility checks while they are on screen', () => {
  it.each([
    ['a desktop (1280 px)', {}],
    ['a phone (375 px)', { viewport: PHONE }],
  ])('the home page’s newsletter form, on %s: in the HTML before its code, keeping what was typed meanwhile', async (_screen, options) => {
    // The form's code loads as its section nears the screen; its markup came with the page.
    const formCode = holdChunk('newsletter-form');
    const { page, errors } = await openPage('/', { ...options, holding: [formCode] });
    const section = page.locator('#newsletter');
    await section.scrollIntoViewIfNeeded();
    await formCode.waitForArrival();
    await expectNoSeriousA11yViolations(page);
    await section.getByLabel(/^First name/).fill('Lois');
    await section.getByLabel(/^Last name/).fill('Grandmother');
    await section.getByLabel(/^Email/).fill(`${uniqueName('lois')}@example.org`);
    await section.getByLabel(/I agree to receive emails/).check();
    formCode.release();
    await expect.poll(() => isHydrated(section.locator('form'))).toBe(true);
    expect(await section.getByLabel(/^First name/).inputValue()).toBe('Lois');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await section.getByText('Thank you for subscribing!').waitFor();
    expect(errors).toEqual([]);
  });

  it('the prayer wall on /resources: its form and its requests in the HTML, sent before its code arrived, then the new one', async () => {
    // A request on the wall, and the server's drawing of /resources with it (server/live-pages.ts).
    const earlier = `For the church at Colossae, sent ${uniqueName('')}`;
    const sent = await fetch(`${inject('baseURL')}/api/prayer/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.62' },
      body: JSON.stringify({ name: 'Nympha', email: 'nympha@example.org', request: earlier }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(async () => (await fetch(`${inject('baseURL')}/resources`)).text(), { timeout: 15_000 }).toContain(earlier);
    const wallCode = holdChunk('prayer-wall');
    const prayers = holdTrpc('prayer.list');
    const { page, errors } = await openPage('/resources', { holding: [wallCode, prayers] });
    const wall = page.locator('section#prayer-wall');
    await wall.scrollIntoViewIfNeeded();
    await wallCode.waitForArrival();
    // Typed and sent while the wall's code is still on its way: the page holds the submission (a plain
    // HTML form would load the page anew and lose the words), and the app sends it once it has the form.
    const request = `Pray for the harvest workers, sent ${uniqueName('')}`;
    await wall.getByLabel(/^Name/).fill('Epaphras');
    await wall.getByLabel(/^Email/).fill('epaphras@example.org');
    await wall.getByRole('textbox', { name: /^Prayer request/ }).fill(request);
    await wall.getByRole('button', { name: 'Submit Prayer Request' }).click();
    // The requests came with the page: no loading state, and the list stays while the wall asks again.
    const list = wall.getByRole('list', { name: 'Prayer requests' });
    expect(await list.count()).toBe(1);
    wallCode.release();
    await page.getByText('Prayer Request Submitted').first().waitFor();
    await prayers.waitForArrival();
    expect(await loadingStatus(page, 'Loading prayer requests').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    prayers.release();
    await list.getByText(request).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('the prayer wall reached from another page, which loads its requests', async () => {
    const prayers = holdTrpc('prayer.list');
    const { page, errors } = await openPage('/about', { holding: [prayers] });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources', exact: true }).click();
    await page.locator('section#prayer-wall').scrollIntoViewIfNeeded();
    await expectAccessibleWhileLoading(page, prayers, 'Loading prayer requests');
    await page.getByRole('list', { name: 'Prayer requests' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the session check of a members’ page, for a visitor who is then sent to /auth', async () => {
    const session = holdTrpc('accounts.session');
    const { page, errors } = await openPage('/bible-study', { holding: [session] });
    await expectAccessibleWhileLoading(page, session, 'Checking your session');
    await page.waitForURL('**/auth?redirect=%2Fbible-study');
    expect(errors).toEqual([]);
  });

  it('the session check on /membership-checkout', async () => {
    const session = holdTrpc('accounts.session');
    const { page, errors } = await openPage('/membership-checkout', { holding: [session] });
    await expectAccessibleWhileLoading(page, session, 'Checking whether you are signed in');
    await page.getByRole('form', { name: 'Your details' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a member’s Bible reader: the session check, the chapter and a search', async () => {
    const { page, context, errors } = await openPage('/auth');
    const username = uniqueName('timothy');
    const registered = await context.request.post('/api/register', {
      data: { username, password: 'rightly-dividing-the-word' },
    });
    expect(registered.status()).toBe(201);

    const session = holdTrpc('accounts.session');
    const chapter = holdTrpc('bible.chapter');
    await session.holdOn(page);
    await chapter.holdOn(page);
    await page.goto('/bible-reading', { waitUntil: 'commit' });
    await expectAccessibleWhileLoading(page, session, 'Checking your session');
    await expectAccessibleWhileLoading(page, chapter, 'Loading the chapter');
    await page.getByRole('heading', { level: 2, name: 'Genesis 1' }).waitFor();

    const search = holdTrpc('bible.search');
    await search.holdOn(page);
    await page.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' }).fill('living water');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectAccessibleWhileLoading(page, search, 'Searching');
    await page.getByRole('list', { name: 'Verses found' }).waitFor();
    expect(errors).toEqual([]);
  });
});
