// Chromium for the e2e specs: Debian's /usr/bin/chromium driven by playwright-core, a fresh context per
// test (its own storage, viewport and clock), and helpers every spec uses.
import { randomInt } from 'node:crypto';
import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** The longest one step (a click, a wait for an element) may take: well before the test's own timeout. */
const STEP_TIMEOUT_MS = 10_000;

/** What `openPage` may set up before the page is first loaded. */
export interface OpenPageOptions extends BrowserContextOptions {
  /** Requests to hold back from the start (see `HeldRequests`): the page then opens in its loading state. */
  holding?: HeldRequests[];
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and failed page scripts seen so far (CSP violations show up here). */
  errors: string[];
}

/** A made-up client address per browser context: the server (TRUST_PROXY=1) limits each visitor on its own. */
function nextVisitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * What React says when a page's HTML and the app's first render differ (a production build names the error
 * by number: 418 hydration failed, 419 a boundary switched to client rendering, 421 an update before
 * hydration, 422/423/425 the text and recovery messages), and its development wording.
 */
const HYDRATION_TROUBLE = /hydrat|Minified React error #4(1[89]|2[1235])\b|did not match/i;

/**
 * Launches Chromium for the spec file and returns a function that opens a fresh page. Every test of every
 * spec fails if React reported a hydration error or warning on any of its pages.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let hydrationTrouble: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  });
  afterEach(() => {
    const seen = hydrationTrouble;
    hydrationTrouble = [];
    expect(seen, 'React reported trouble hydrating a page').toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  return async function openPage(path: string, { holding = [], ...options }: OpenPageOptions = {}): Promise<OpenPage> {
    if (!browser) throw new Error('the browser is not running');
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: DESKTOP,
      extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
      ...options,
    });
    contexts.push(context);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const errors: string[] = [];
    context.on('console', (message) => {
      if (message.page() === page && message.type() === 'error') errors.push(message.text());
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) {
        hydrationTrouble.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      }
    });
    context.on('weberror', (webError) => {
      const { message } = webError.error();
      if (webError.page() === page) errors.push(message);
      if (HYDRATION_TROUBLE.test(message)) hydrationTrouble.push(`${webError.page()?.url() ?? ''}: ${message}`);
    });
    for (const held of holding) await held.holdOn(page);
    // A held script would keep the load event from firing: then only wait for the document to arrive.
    await page.goto(path, holding.length > 0 ? { waitUntil: 'commit' } : {});
    await waitForApp(page);
    return { page, context, errors };
  };
}

/**
 * Requests that the page makes but the test holds back until it calls `release()`, so that a loading state
 * stays on screen for exactly as long as the test needs it (no race with a fast server). Once released,
 * the held requests and any later ones go to the real server.
 */
export class HeldRequests {
  /** How many matching requests have arrived so far (each held until `release()`). */
  arrived = 0;
  private readonly released: Promise<void>;
  private signalRelease = () => {};

  /** `name` says in failures which request never came ('tRPC prayer.list'). */
  constructor(
    readonly name: string,
    private readonly matches: (url: URL) => boolean,
  ) {
    this.released = new Promise((resolve) => {
      this.signalRelease = resolve;
    });
  }

  /** Starts holding this page's matching requests; call it before the action that sends them. */
  async holdOn(page: Page) {
    await page.route(this.matches, async (route) => {
      this.arrived += 1;
      await this.released;
      await route.continue();
    });
  }

  /** Waits, as long as a step may, until a matching request is being held. */
  async waitForArrival() {
    await expect.poll(() => this.arrived, { timeout: STEP_TIMEOUT_MS, message: `${this.name} was requested` }).toBeGreaterThan(0);
  }

  release() {
    this.signalRelease();
  }
}

/** Holds back the tRPC batches that include `procedure` ('prayer.list'); a batch is `/trpc/a,b?batch=1`. */
export function holdTrpc(procedure: string): HeldRequests {
  return new HeldRequests(`tRPC ${procedure}`, (url) => {
    if (!url.pathname.startsWith('/trpc/')) return false;
    return decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',').includes(procedure);
  });
}

/** Holds back the built script chunk whose name starts with `name` (/assets/newsletter-form-<hash>.js). */
export function holdChunk(name: string): HeldRequests {
  return new HeldRequests(`the ${name} chunk`, (url) => url.pathname.startsWith(`/assets/${name}-`) && url.pathname.endsWith('.js'));
}

/**
 * Clicks a menu item once its menu has finished opening. A menu waits a few frames transparent and
 * scaled down before it grows into place: Playwright takes it for visible and stable then, and may aim
 * at a spot that the item is about to leave, so the press and the release land on different elements
 * and the click is lost.
 */
export async function clickMenuItem(item: Locator) {
  const menu = item.locator('xpath=ancestor::*[@role="menu"]');
  await expect
    .poll(() => menu.evaluate((element) => getComputedStyle(element).opacity), { timeout: STEP_TIMEOUT_MS })
    .toBe('1');
  await item.click();
}

/**
 * Creates a new member on the page's registration form (/auth?tab=register) and waits for the sign-up to land
 * on /bible-chat, as it does. Answers the new username (`prefix` and a time stamp).
 */
export async function registerNewMember(page: Page, prefix: string, password = 'ask-and-it-shall-be-given'): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/bible-chat');
  return username;
}

/** Runs axe in the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours are judged as drawn: a panel or card still fading in reads as low contrast (on a busy machine the
  // fades run long). Wait until no finite transition or animation runs; a spinner's endless one is not waited for.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  });
  expect(violations).toEqual([]);
}

/** True when the page does not scroll sideways. */
export function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Goes to `path` and waits, as `openPage` does, until the app has taken the page over. */
export async function gotoPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

/**
 * Waits until the app runs the page. A prerendered page shows its layout and heading before any script
 * runs, so: the app has hydrated the page's frame (src/features/layout/root-layout.tsx marks the document in
 * an effect) and its sections (each a Suspense boundary, hydrated in the slices after it), and the effects
 * of that render have run (two frames later), so what the browser shows differently from the HTML (the
 * clock, storage) is shown.
 */
export async function waitForApp(page: Page) {
  await page.locator('#main-content').waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // And every section has been hydrated (React keeps its fiber on the element), but those of blocks whose
  // code waits for the viewport: a test acts on the page as a visitor would once it has all come to life.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root section')]
      .filter((section) => !section.closest('[data-near-viewport-slot]'))
      .every((section) => Object.keys(section).some((key) => key.startsWith('__reactFiber'))),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** src/boot.js starts a prerendered page's scripts after this long at the latest. */
const BOOT_FALLBACK_MS = 3000;
/** How far the paused clock runs on while a test waits for the app's effects. */
export const EFFECT_STEP_MS = 50;

/**
 * Waits, on a paused clock, until React has hydrated `section`: a block whose code loads as it nears the viewport
 * (the home page's lower half) is in the prerendered HTML before its effects run, and a timer it starts then (a
 * rotation) would start after a test had already run the clock on. Then one step more, for its effects.
 */
export async function waitForHydrated(page: Page, section: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(EFFECT_STEP_MS);
      return section.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    })
    .toBe(true);
  await page.clock.runFor(EFFECT_STEP_MS);
}

/** Reloads the page on a paused clock, so what moves with time (a rotation) moves only when the test runs the clock on. */
export async function pauseClockAndReload(page: Page, context: BrowserContext, { beforeEffects }: { beforeEffects?: () => Promise<void> } = {}) {
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 1000);
  await page.reload();
  // The prerendered page starts its scripts on a timer at the latest (src/boot.js), and the clock is paused.
  // The effect that marks the app ready waits for the clock too: each poll runs it on a little. (waitForApp
  // polls on animation frames, so it would wait for ever.)
  await page.clock.runFor(BOOT_FALLBACK_MS);
  // What the test lets happen while the scripts run and no effect has yet.
  await beforeEffects?.();
  await expect
    .poll(async () => {
      await page.clock.runFor(EFFECT_STEP_MS);
      return page.evaluate(() => document.documentElement.dataset.appReady);
    })
    .toBe('true');
}
