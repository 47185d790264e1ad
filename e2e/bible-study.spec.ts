import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, useBrowser, type OpenPage, gotoPage } from './browser';

const openPage = useBrowser();
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

const password = 'search-the-scriptures';
let username: string | undefined;

/** One member for the whole file: the first test registers and the others sign in; they land on /bible-chat. */
async function registerMember({ page }: OpenPage) {
  if (username) {
    await gotoPage(page, '/auth');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  } else {
    username = uniqueName('berean');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
  }
  await page.waitForURL('**/bible-chat');
}

describe('the Bible Study Hub in the browser', () => {
  it('starts a plan from the Reading Plans tab, opens the reader at it, and lists it as active', async () => {
    const opened = await openPage('/auth?tab=register');
    const { page, errors } = opened;
    await registerMember(opened);

    await gotoPage(page, '/bible-study');
    await page.getByText('Start reading today to begin your streak!').waitFor();
    await page.getByText('No active reading plans').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Browse Reading Plans' }).click();
    await page.waitForURL('**/bible-study?tab=plans');
    await page.getByRole('button', { name: /^Start Plan\s*: The Gospel of John in 21 Days$/ }).click();
    await page.waitForURL('**/bible-reading?planId=1');

    await gotoPage(page, '/bible-study');
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

  it('follows a plan for two chapters with a note, keeps a streak, unlocks an achievement and reviews a quiz', async () => {
    const opened = await openPage('/auth?tab=register');
    const { page, errors } = opened;
    await registerMember(opened);

    // The first test started this plan; the reader opens at its first unread chapter.
    await gotoPage(page, '/bible-study?tab=plans');
    await page.getByRole('link', { name: /^Continue Reading\s*: The Gospel of John in 21 Days$/ }).click();
    await page.waitForURL('**/bible-reading?planId=1**');
    await page.getByRole('heading', { level: 2, name: 'John 1' }).waitFor();
    await page.getByText('Day 1 of 21').waitFor();

    await page.getByRole('textbox', { name: /Reading Notes/ }).fill('In the beginning was the Word.');
    await page.getByRole('button', { name: 'Mark as Read' }).click();
    await page.getByText('John 1 has been recorded in your reading progress.').waitFor();
    await page.getByText('First Steps').first().waitFor();
    await page.getByRole('button', { name: 'Marked as Read' }).waitFor();

    await page.getByRole('button', { name: /Next/ }).click();
    await page.getByRole('heading', { level: 2, name: 'John 2' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Reading Notes/ }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Mark as Read' }).click();
    await page.getByText('John 2 has been recorded in your reading progress.').waitFor();
    await page.getByRole('progressbar', { name: 'Plan progress: 10%' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Back on John 1, the note is there.
    await page.getByRole('button', { name: /Previous/ }).click();
    await page.getByRole('heading', { level: 2, name: 'John 1' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Reading Notes/ }).inputValue()).toBe('In the beginning was the Word.');

    await gotoPage(page, '/bible-study');
    await page.getByText('Keep going! Read the Bible daily to maintain your streak.').waitFor();
    expect(await page.getByText('Current streak').locator('xpath=..').textContent()).toContain('1 day');
    await page.getByText('First Steps').waitFor();

    await gotoPage(page, '/bible-quiz?quizId=1');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    for (let question = 1; question <= 10; question++) {
      await page.getByText(`Question ${question} of 10`).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: question === 10 ? 'Submit Quiz' : 'Next Question' }).click();
    }
    await page.getByText('Ready to submit your answers?').first().waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Quiz Results' }).waitFor();
    await page.getByText("You've unlocked 1 new achievement(s)!").waitFor();
    const verdicts = await page.getByText(/^(Correct|Incorrect)$/).count();
    expect(verdicts).toBe(10);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const opened = await openPage('/auth?tab=register', { viewport: PHONE });
    await registerMember(opened);
    const { page } = opened;
    for (const path of ['/bible-study', '/bible-study?tab=plans', '/bible-study?tab=quizzes']) {
      await gotoPage(page, path);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.locator('[role="tabpanel"] h2').first().waitFor();
      await expect.poll(() => page.getByRole('status').count()).toBe(0);
      expect(await noHorizontalOverflow(page)).toBe(true);
    }
  });
});
