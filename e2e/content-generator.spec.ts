import { describe, expect, it } from 'vitest';
import { contentMessages, downloadFileName } from '../server/contracts/content';
import { expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, registerNewMember, useBrowser, gotoPage } from './browser';

const openPage = useBrowser();

// The content generator against the built app with no AI key: the offline writer drafts from the Bible
// store, and the demo gateway takes the payment.
describe('the content generator in the browser', () => {
  it('previews a sermon, keeps it on Back to Edit, sells it on the demo card, writes it, downloads it and lists it', async () => {
    const { page, errors } = await openPage('/auth?tab=register');
    const username = await registerNewMember(page, 'preacher', 'preach-the-word-in-season');

    await gotoPage(page, '/content-generator');
    await page.getByRole('heading', { level: 1, name: 'Content Generator' }).waitFor();
    const library = page.getByRole('region', { name: 'My Content' });
    await library.getByText(contentMessages.libraryEmpty).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The form: a short topic is refused beside the field.
    const topic = page.getByRole('textbox', { name: /^Topic/ });
    await topic.fill('Go');
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await page.getByText(contentMessages.topicTooShort).waitFor();
    await topic.fill('The grace of God');
    await page.getByRole('textbox', { name: 'Bible verse (optional)' }).fill('Ephesians 2:8');
    await page.getByRole('radio', { name: 'Short (15-20 minutes)' }).check();
    await page.getByRole('textbox', { name: /^Key points/ }).fill('Grace is a gift');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('checkbox', { name: 'Include discussion questions' }).check();
    await page.getByRole('button', { name: 'Generate Preview' }).click();

    // The preview, priced by the server and labelled as the offline draft.
    await page.getByRole('heading', { level: 2, name: 'Preview' }).waitFor();
    await page.getByText('Price: $14.99').waitFor();
    await page.getByText(contentMessages.offlineLabel).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // Back to Edit keeps every value.
    await page.getByRole('button', { name: 'Back to Edit' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your request' }).waitFor();
    expect(await topic.inputValue()).toBe('The grace of God');
    expect(await page.getByRole('textbox', { name: 'Bible verse (optional)' }).inputValue()).toBe('Ephesians 2:8');
    expect(await page.getByRole('radio', { name: 'Short (15-20 minutes)' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Include discussion questions' }).isChecked()).toBe(true);
    await page.getByRole('list', { name: 'Key points' }).getByText('1. Grace is a gift').waitFor();

    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await page.getByRole('button', { name: 'Purchase' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByText('Demo mode - no real charge').waitFor();
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiry/).fill('12 / 40');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Pay $14.99' }).click();

    // The written content, and its Markdown download named from the title.
    await page.getByRole('heading', { level: 2, name: 'Your content' }).waitFor();
    const result = page.locator('article').filter({ has: page.getByRole('link', { name: /^Download Markdown/ }) });
    const title = (await result.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await result.getByRole('button', { name: 'Read the full text' }).click();
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('link', { name: /^Download Markdown/ }).click()]);
    expect(download.suggestedFilename()).toBe(downloadFileName(title, 'md'));
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9_]+\.md$/);

    // The purchase is in My Content, written, with its downloads.
    await library.getByText(title, { exact: true }).waitFor();
    await library.getByText('Ready').waitFor();
    await library.getByRole('link', { name: `Download Word: ${title}` }).waitFor();

    // And on /account.
    await page.getByRole('button', { name: `Account: ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Your Account' }).click();
    await page.waitForURL('**/account');
    const accountLibrary = page.getByRole('region', { name: 'My Content' });
    await accountLibrary.getByText(title, { exact: true }).waitFor();
    expect(await accountLibrary.getByRole('link', { name: `Download Markdown: ${title}` }).getAttribute('download')).toBe(
      downloadFileName(title, 'md'),
    );
    expect(errors).toEqual([]);
  });

  it('fits a phone: the form and the preview, nothing wider than the screen', async () => {
    const { page, errors } = await openPage('/auth?tab=register', { viewport: PHONE });
    await registerNewMember(page, 'teacher', 'teach-them-diligently');

    await gotoPage(page, '/content-generator');
    await page.getByRole('tab', { name: 'Sunday School' }).click();
    await page.getByRole('group', { name: 'Sunday school options' }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.getByRole('textbox', { name: /^Topic/ }).fill('David and Goliath');
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await page.getByText('Price: $12.99').waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
