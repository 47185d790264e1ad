import { describe, expect, it } from 'vitest';
import { clickMenuItem, PHONE, useBrowser, gotoPage } from './browser';

const openPage = useBrowser();
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

describe('accounts in the browser', () => {
  it('registers, signs out, is sent to /auth from a members page and comes back after signing in', async () => {
    const username = uniqueName('lydia');
    const password = 'seller-of-purple';
    const { page, context, errors } = await openPage('/auth?tab=register');

    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration successful').waitFor();
    await page.waitForURL('**/bible-chat');

    // The session cookie is sealed and out of reach of page scripts.
    const cookie = (await context.cookies()).find((c) => c.name === 'lwm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('lwm_session');

    const account = page.getByRole('button', { name: `Account: ${username}` });
    await account.click();
    await clickMenuItem(page.getByRole('menuitem', { name: 'Sign Out' }));
    await page.getByText('Logged out').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();

    await gotoPage(page, '/bible-study');
    await page.waitForURL('**/auth?redirect=%2Fbible-study');
    await page.getByText('Authentication required').waitFor();
    await page.getByLabel(/^Username/).fill(username.toUpperCase());
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(`Welcome, ${username}!`).waitFor();
    await page.waitForURL((url) => url.pathname === '/bible-study');
    await page.getByRole('heading', { level: 1, name: /Study/ }).waitFor();

    // A reload keeps the member signed in.
    await page.reload();
    await page.getByRole('button', { name: `Account: ${username}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it("refuses a wrong password with 'Login failed' and keeps the username", async () => {
    const { page } = await openPage('/auth', { viewport: PHONE });
    await page.getByLabel(/^Username/).fill('nobody-here');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(await page.getByLabel(/^Username/).inputValue()).toBe('nobody-here');
  });

  it("shows 'Passwords don't match' when the confirmation differs", async () => {
    const { page } = await openPage('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel(/^Username/).fill(uniqueName('thomas'));
    await page.getByLabel(/^Password/).fill('my-lord-and-my-god');
    await page.getByLabel(/^Confirm password/).fill('my-lord-and-my-gods');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration failed').waitFor();
    expect(await page.getByText("Passwords don't match").count()).toBeGreaterThan(0);
  });
});
