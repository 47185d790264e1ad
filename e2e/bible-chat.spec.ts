import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, noHorizontalOverflow, PHONE, registerNewMember, useBrowser } from './browser';

const openPage = useBrowser();

// The Bible chat against the built app with no AI key: the offline assistant answers from the Bible store,
// and the demo gateway takes the Premium payment.
describe('the Bible chat in the browser', () => {
  it('answers from Scripture, counts the free messages down to the limit, sells Premium and answers a sixth', async () => {
    const { page, errors } = await openPage('/auth?tab=register');
    await registerNewMember(page, 'seeker');

    await page.getByRole('heading', { name: 'Bible Assistant' }).waitFor();
    await page.getByText('Offline assistant (no AI key configured)').waitFor();
    await page.getByText('Free Tier', { exact: true }).waitFor();
    await page.getByText('5 of 5 messages remaining today').waitFor();
    await page.getByText('Free tier limit: 5 messages per day').waitFor();
    const question = page.getByRole('textbox', { name: 'Your question' });
    await expect.poll(() => question.getAttribute('placeholder'), { timeout: 10_000 }).toBe('Ask a question about the Bible...');
    await expectNoSeriousA11yViolations(page);

    await question.fill('What does John 3:16 say?');
    await question.press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('For God so loved the world').waitFor();
    // The reference in the answer is highlighted and leads to the reader.
    const reference = messages.locator('li[data-role="assistant"]').getByRole('link', { name: 'John 3:16' }).first();
    expect(await reference.getAttribute('href')).toContain('/bible-reading');
    await page.getByText('4 of 5 messages remaining today').waitFor();
    await page.getByRole('button', { name: /Conversation \(2\)/ }).waitFor();

    // A question sent while an answer is still being written is not sent: each waits for the one before.
    const answered = async (count: number) => {
      await expect.poll(() => messages.locator('li[data-role="assistant"]').count(), { timeout: 15_000 }).toBe(count);
      await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'hidden' });
    };
    await answered(1);
    for (const [index, asked] of ['Psalm 23:1', 'Romans 8:28', 'What does the Bible say about forgiveness?'].entries()) {
      await question.fill(asked);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText(`${3 - index} of 5 messages remaining today`).waitFor();
      await answered(index + 2);
    }
    await page.getByText('You have only 1 message remaining today...').waitFor();

    await question.fill('Genesis 1:1');
    await question.press('Enter');
    await messages.getByText('In the beginning God created the heaven and the earth.').waitFor();
    await page.getByText("You've reached your daily message limit. Upgrade to Premium for unlimited access.").first().waitFor();
    expect(await question.isDisabled()).toBe(true);

    // The last free message opens the upgrade dialog.
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Yearly' }).click();
    await dialog.getByText('Save 17%').waitFor();
    await dialog.getByText('$11.89 saved').waitFor();
    await dialog.getByRole('tab', { name: 'Monthly' }).click();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const form = dialog.getByRole('form', { name: 'Card payment' });
    await form.getByText('Demo mode - no real charge').waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiry/).fill('12 / 40');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Pay $5.99' }).click();
    await page.getByText('Welcome to Premium!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Premium', { exact: true }).waitFor();
    expect(await page.getByText(/messages remaining today/).count()).toBe(0);

    await question.fill('What does John 1:1 say?');
    await question.press('Enter');
    await messages.getByText('In the beginning was the Word').waitFor();
    expect(await messages.locator('li[data-role="user"]').count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the conversation list above, the question box usable, nothing wider than the screen', async () => {
    const { page, errors } = await openPage('/auth?tab=register', { viewport: PHONE });
    await registerNewMember(page, 'phone');
    await page.getByText('5 of 5 messages remaining today').waitFor();
    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('Psalm 23');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The LORD is my shepherd', { exact: false }).first().waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
