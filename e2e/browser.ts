// Chromium for the e2e specs: Debian's /usr/bin/chromium driven by playwright-core, a fresh context per
// test (its own storage, viewport and clock), and helpers every spec uses.
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and failed page scripts seen so far (CSP violations show up here). */
  errors: string[];
}

/** Launches Chromium for the spec file and returns a function that opens a fresh page. */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: launchArgs });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  return async function openPage(path: string, options: BrowserContextOptions = {}): Promise<OpenPage> {
    if (!browser) throw new Error('the browser is not running');
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: DESKTOP, ...options });
    contexts.push(context);
    // Fail on the step that is stuck, well before the test's own timeout.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    // The app has rendered once its layout is on the page.
    await page.locator('#main-content').waitFor();
    return { page, context, errors };
  };
}

/** Runs axe in the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
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
