import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, useBrowser, type OpenPage } from './browser';

const openPage = useBrowser();
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** A new member, signed in: the registration lands on /bible-chat. */
async function registerMember({ page }: OpenPage) {
  const password = 'search-the-scriptures';
  await page.getByLabel(/^Username/).fill(uniqueName('berean'));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/bible-chat');
}

describe('the Bible Study Hub in the browser', () => {
  it('starts a plan from the Reading Plans tab, opens the reader at it, and lists it as active', async () => {
    const opened = await openPage('/auth?tab=register');
    const { page, errors } = opened;
    await registerMember(opened);

    await page.goto('/bible-study');
    await page.getByText('Start reading today to begin your streak!').waitFor();
    await page.getByText('No active reading plans').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Browse Reading Plans' }).click();
    await page.waitForURL('**/bible-study?tab=plans');
    await page.getByRole('button', { name: /^Start Plan\s*: The Gospel of John in 21 Days$/ }).click();
    await page.waitForURL('**/bible-reading?planId=1');

    await page.goto('/bible-study');
    const active = page.getByRole('region', { name: 'Active Reading Plans' });
    await active.getByRole('heading', { level: 3, name: 'The Gospel of John in 21 Days' }).waitFor();
    expect(await active.getByRole('link', { name: /^Continue Reading/ }).getAttribute('href')).toBe('/bible-reading?planId=1');

    // Started already: the card offers Continue Reading, and the keyboard reaches the quizzes.
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/bible-study?tab=plans');
    await page.getByRole('link', { name: /^Continue Reading\s*: The Gospel of John in 21 Days$/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/bible-study?tab=quizzes');
    await page.getByRole('link', { name: /^Take Quiz/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const opened = await openPage('/auth?tab=register', { viewport: PHONE });
    await registerMember(opened);
    const { page } = opened;
    for (const path of ['/bible-study', '/bible-study?tab=plans', '/bible-study?tab=quizzes']) {
      await page.goto(path);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.locator('[role="tabpanel"] h2').first().waitFor();
      await expect.poll(() => page.getByRole('status').count()).toBe(0);
      expect(await noHorizontalOverflow(page)).toBe(true);
    }
  });
});
