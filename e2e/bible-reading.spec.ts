import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser, gotoPage } from './browser';

const openPage = useBrowser();
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

describe('the Bible reader in the browser', () => {
  it('goes to John 3, switches to WEB, searches and lands on the verse found', async () => {
    const username = uniqueName('bereans');
    const password = 'searched-the-scriptures-daily';
    const { page, errors } = await openPage('/auth?tab=register');
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/bible-chat');

    await gotoPage(page, '/bible-reading');
    await page.getByRole('heading', { level: 2, name: 'Genesis 1' }).waitFor();
    expect(await page.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);

    await page.getByRole('combobox', { name: 'Book' }).click();
    await page.getByRole('option', { name: 'John', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'John 1' }).waitFor();
    await page.getByRole('combobox', { name: 'Chapter' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'John 3' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('book') === 'John' && url.searchParams.get('chapter') === '3');

    await page.getByText('WEB', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('translation') === 'web');

    await page.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' }).fill('love one another');
    await page.getByRole('button', { name: 'Search' }).click();
    const verses = page.getByRole('list', { name: 'Verses found' });
    await verses.waitFor();
    expect(await verses.locator('mark').count()).toBeGreaterThan(0);

    const john = verses.getByRole('link', { name: /^John 1[35]:\d+$/ }).first();
    const reference = await john.innerText();
    const verse = Number(reference.split(':')[1]);
    await john.click();
    await page.waitForURL((url) => url.searchParams.get('verse') === String(verse));
    const highlighted = page.locator(`mark#verse-${verse}`);
    await highlighted.waitFor();
    await expect.poll(() => highlighted.isVisible()).toBe(true);
    await expect
      .poll(() => highlighted.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }))
      .toBe(true);

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
