import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations, gotoPage, registerNewMember, useBrowser } from './browser';
import { linkIn, mailTo } from './mailbox';

// An email on file and a way back in (issue 36): a new member adds an email address and confirms it by the
// link that arrives through real SMTP (the suite's mailbox, global-setup.ts); later, signed out elsewhere, they
// forget the password, reset it through the emailed link, and the session they had is gone.

const openPage = useBrowser();

describe('email on file and password recovery', () => {
  it('confirms an address by its link, resets a forgotten password by email, and ends the old session', { timeout: 120_000 }, async () => {
    const mailDir = inject('mailDir');
    const { page, errors } = await openPage('/auth?tab=register');
    const username = await registerNewMember(page, 'phoebe-');
    const address = `${username}@cenchreae.example`;

    // The member adds an email address on /account; it waits for its link.
    await gotoPage(page, '/account');
    await page.getByRole('textbox', { name: /^Email address/ }).fill(address);
    await page.getByRole('button', { name: 'Add email' }).click();
    await page.getByText('Unconfirmed').waitFor();
    const confirmation = await mailTo(mailDir, address, /^Confirm your email address/);
    await gotoPage(page, linkIn(confirmation.text, '/account/confirm-email'));
    await page.getByRole('heading', { level: 1, name: 'Email address confirmed' }).waitFor();
    await gotoPage(page, '/account');
    await page.getByText('Confirmed', { exact: true }).waitFor();

    // On another device, signed out, they forget the password and ask for a link by their email.
    const elsewhere = await openPage('/auth');
    await elsewhere.page.getByRole('link', { name: 'Forgot password?' }).click();
    await elsewhere.page.waitForURL((url) => url.pathname === '/auth/forgot-password');
    await elsewhere.page.getByLabel(/^Username or email address/).fill(address);
    await elsewhere.page.getByRole('button', { name: 'Send Reset Link' }).click();
    await elsewhere.page.getByText(/If an account/i).first().waitFor();
    await expectNoSeriousA11yViolations(elsewhere.page);
    const reset = await mailTo(mailDir, address, /^Reset your .* password$/);
    await gotoPage(elsewhere.page, linkIn(reset.text, '/auth/reset-password'));
    const form = elsewhere.page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel(/^New password/).fill('a-new-song-to-the-lord');
    await form.getByLabel(/^Confirm new password/).fill('a-new-song-to-the-lord');
    await form.getByRole('button', { name: 'Set New Password' }).click();
    // Changed, and not signed in by the link: they sign in with the new password themselves.
    await elsewhere.page.getByRole('link', { name: /Sign In/ }).first().waitFor();
    expect(await elsewhere.page.getByRole('button', { name: `Account: ${username}` }).count()).toBe(0);
    await mailTo(mailDir, address, /password was changed$/);

    // The session the member had on the first device is over.
    await gotoPage(page, '/account');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.getByRole('button', { name: `Account: ${username}` }).count()).toBe(0);

    // And the new password signs in.
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill('a-new-song-to-the-lord');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: `Account: ${username}` }).waitFor();
    expect(errors).toEqual([]);
    expect(elsewhere.errors).toEqual([]);
  });
});
