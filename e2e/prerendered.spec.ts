// Public pages arrive as HTML with their words in it (prerendered at build time, issue 17), before any
// script runs; the app then takes them over without redrawing; unknown paths answer 404.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from '../server/prerendered';
import type { Page } from 'playwright-core';
import { clickMenuItem, EFFECT_STEP_MS, gotoPage, pauseClockAndReload, registerNewMember, useBrowser, waitForApp } from './browser';

const openPage = useBrowser();

/** Every page the build prerendered (its manifest), the item pages included. */
const prerenderedPaths = Object.keys(
  (JSON.parse(readFileSync(path.join(process.env.CLIENT_DIR ?? 'dist/client', PRERENDERED_DIR, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest).pages,
);

/** What the page has asked the server for so far: its API calls, and the script with the data libraries. */
const serverReads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/trpc') || /^\/assets\/data-[\w-]+\.js$/.test(path)),
  );

/**
 * Loads a prerendered page, scrolls through it (the blocks whose code waits for the viewport load too) and
 * checks that React hydrated all of it, each block (section, form) still the element its HTML brought.
 */
async function loadAndHydrateInFull(page: Page, pagePath: string) {
  // The page's blocks as the HTML brought them, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { blocksFromHtml: new WeakSet(document.querySelectorAll('#root :is(section, form)')) });
    });
  });
  await gotoPage(page, pagePath);
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // React keeps its fiber on each element it has hydrated: a section, form or control without one is still
  // the HTML's (its Suspense boundary not hydrated, or the page redrawn by a script of its own).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root :is(section, form, input, textarea, button, a, h1, h2, h3)')]
          .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber')))
          .map((element) => element.outerHTML.slice(0, 100)),
      ),
    )
    .toEqual([]);
  // Every block the page shows above the footer was in its HTML, and is that very element still: what loads
  // late is code, never markup, and React hydrated each block as it came rather than drawing it anew (as it
  // silently does with a Suspense boundary that was updated before its code arrived).
  expect(
    await page.evaluate(() => {
      const fromHtml = (window as unknown as { blocksFromHtml: WeakSet<Element> }).blocksFromHtml;
      // The card form is drawn once the server has made a payment for this visitor (/donate), which no HTML
      // can hold.
      return [...document.querySelectorAll('#root :is(section, form)')]
        .filter((block) => !block.closest('footer') && !block.matches('[aria-label="Card payment"]') && !fromHtml.has(block))
        .map((block) => block.outerHTML.slice(0, 100));
    }),
  ).toEqual([]);
}

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Experience God’s Love and the Power of the Holy Spirit'],
    ['/teachings', 'Teachings'],
    ['/resources', 'Resources'],
    ['/about', 'Our Story'],
    ['/events', 'Events'],
    ['/teachings/healing-through-faith', 'Healing Through Faith'],
  ])('%s shows its words with scripts turned off', async (path, heading) => {
    const { page } = await openPage('/about');
    const noScript = await page.context().browser()?.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    if (!noScript) throw new Error('no browser');
    try {
      const bare = await noScript.newPage();
      const response = await bare.goto(path);
      expect(response?.status()).toBe(200);
      expect(await bare.getByRole('heading', { level: 1 }).first().innerText()).toBe(heading);
      expect(await bare.title()).toMatch(/Living Water Ministries/);
      expect(await bare.locator('meta[property="og:title"]').count()).toBe(1);
      expect(await bare.locator('meta[name="description"]').count()).toBe(1);
    } finally {
      await noScript.close();
    }
  });

  it.each(['/', '/about', '/resources'])('%s is laid out before its scripts run as it is after: nothing moves when they do', async (path) => {
    // Where each section of the page starts, once the fonts are in.
    const sectionTops = `(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll('main > section')].map((section) => Math.round(section.getBoundingClientRect().top + window.scrollY));
    })()`;
    const { page } = await openPage(path);
    await page.waitForLoadState('networkidle');
    const hydrated = (await page.evaluate(sectionTops)) as number[];
    const noScript = await page.context().browser()?.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    if (!noScript) throw new Error('no browser');
    try {
      const bare = await noScript.newPage();
      await bare.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
      await bare.goto(path, { waitUntil: 'networkidle' });
      // The page's own stylesheets are in the HTML: before, the sections had their padding only once the
      // route's script had loaded, and everything below the hero jumped.
      expect(await bare.evaluate(sectionTops)).toEqual(hydrated);
    } finally {
      await noScript.close();
    }
  });

  it.each(['/contact', '/resources'])('%s loads its form with no Content-Security-Policy violation', async (path) => {
    const { page } = await openPage(path);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    await page.reload();
    await waitForApp(page);
    // The forms load as they come near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: /Send|Subscribe|Submit/ }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it.each(prerenderedPaths)('%s hydrates in full, as it came, with one title and description', async (pagePath) => {
    const { page, errors } = await openPage('/about');
    await loadAndHydrateInFull(page, pagePath);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
    // Any hydration error React reports fails every test (browser.ts); here nothing else may fail either.
    expect(errors).toEqual([]);
  });

  it("/resources carries the prayer wall's newest requests in its HTML, and hydrates with them as they came", async () => {
    const { page, errors } = await openPage('/about');
    const request = `For the believers at Thyatira, sent at ${Date.now()}`;
    const sent = await page.request.post('/api/prayer/submit', {
      data: { name: 'Lydia', email: 'lydia@example.org', request },
      headers: { 'x-forwarded-for': '203.0.113.61' },
    });
    expect(sent.status()).toBe(201);
    // The server draws the page again once the wall has changed (a moment, in a worker of its own).
    await expect.poll(async () => (await page.request.get('/resources')).text(), { timeout: 15_000, interval: 250 }).toContain(request);
    // Without scripts the request is on the page; with them, the wall hydrates its HTML without asking the server.
    const noScript = await page.context().browser()?.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    if (!noScript) throw new Error('no browser');
    try {
      const bare = await noScript.newPage();
      await bare.goto('/resources');
      await bare.getByRole('list', { name: 'Prayer requests' }).getByText(request).waitFor();
    } finally {
      await noScript.close();
    }
    await loadAndHydrateInFull(page, '/resources');
    const wall = page.getByRole('list', { name: 'Prayer requests' });
    await wall.getByText(request).waitFor();
    expect(await wall.getByText('Just now').count()).toBeGreaterThan(0);
    expect(await serverReads(page)).not.toContainEqual(expect.stringMatching(/^\/trpc\/prayer\.list/));
    expect(errors).toEqual([]);
  }, 60_000);

  it("hydrates the public pages in full for a signed-in member too, whose header and calls to action change after", async () => {
    const { page, errors } = await openPage('/auth?tab=register');
    const username = await registerNewMember(page, 'phoebe');
    for (const pagePath of ['/', '/teachings', '/resources', '/about', '/events', '/membership-checkout']) {
      await loadAndHydrateInFull(page, pagePath);
      await page.getByRole('banner').getByRole('button', { name: `Account: ${username}` }).waitFor();
    }
    // The members' own pages are drawn in the browser (no HTML to hydrate); the suite's check covers them.
    await gotoPage(page, '/bible-study');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    // Six pages loaded and hydrated in full, each to its last lazy block: about 25 s on CI's two cores.
  }, 90_000);

  it('gives the next page its own title and description, in place of the first page’s', async () => {
    const { page, errors } = await openPage('/events');
    expect(await page.title()).toBe('Events | Living Water Ministries');
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Donate' }).waitFor();
    await expect.poll(() => page.title()).toBe('Donate | Living Water Ministries');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe('Support Living Water Ministries with a one-time gift.');
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with status 404 and the 404 page in the HTML', async () => {
    const { page } = await openPage('/about');
    for (const path of ['/no-such-page', '/teachings/no-such-teaching']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
    }
    expect(await (await page.request.get('/no-such-page')).text()).toContain('404 Page Not Found');
    expect(await (await page.request.get('/teachings/no-such-teaching')).text()).toContain('Teaching Not Found');
    const members = await page.request.get('/bible-chat');
    expect(members.status()).toBe(200);
  });

  it("a visitor's first page loads no data libraries and asks the server nothing; a member's shows who is signed in", async () => {
    const { page, errors } = await openPage('/');
    // Until the newsletter form comes near the viewport, nothing on the home page reads the server.
    expect(await serverReads(page)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    // Nor does /resources until its prayer wall comes near the viewport.
    await gotoPage(page, '/resources');
    expect(await serverReads(page)).toEqual([]);

    await gotoPage(page, '/auth?tab=register');
    const username = await registerNewMember(page, 'dorcas');
    // A page loaded afresh after signing in asks who it is, and the header says so.
    await gotoPage(page, '/about');
    const account = page.getByRole('banner').getByRole('button', { name: `Account: ${username}` });
    await account.waitFor();
    expect(await serverReads(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/trpc\/accounts\.session/)]));

    // Signed out, the browser is a visitor's again: the next page asks nothing.
    await account.click();
    await clickMenuItem(page.getByRole('menuitem', { name: 'Sign Out' }));
    await page.getByText('Logged out').waitFor();
    await gotoPage(page, '/teachings');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await serverReads(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("finishes taking over a member's page when the code that asks who is signed in arrives before the page's first effects", async () => {
    const { page, context, errors } = await openPage('/auth?tab=register');
    const username = await registerNewMember(page, 'lydia');
    await gotoPage(page, '/about');
    // On a paused clock the page's timers wait while the scripts still load: the header's signed-in part and
    // the data libraries arrive and run before anything timed does.
    const liveCode = page.waitForResponse((response) => /\/assets\/signed-in-switch-live-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await pauseClockAndReload(page, context, {
      beforeEffects: async () => {
        await liveCode;
        await page.waitForTimeout(300);
      },
    });
    // React Query hands the session's answer over on a timer too.
    const account = page.getByRole('banner').getByRole('button', { name: `Account: ${username}` });
    await expect
      .poll(async () => {
        await page.clock.runFor(EFFECT_STEP_MS);
        return account.count();
      })
      .toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the page as to a visitor when the code that asks who is signed in cannot load', async () => {
    const { page } = await openPage('/about');
    await page.evaluate(() => localStorage.setItem('lw-signed-in', '1'));
    await page.route('**/assets/signed-in-switch-live-*.js', (route) => route.abort('internetdisconnected'));
    await gotoPage(page, '/events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    // Long enough for the failed import to have settled: the page is still the events page.
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Events');
  });
});
