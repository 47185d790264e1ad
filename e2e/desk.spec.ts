import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { clickMenuItem, expectNoSeriousA11yViolations, gotoPage, useBrowser } from './browser';
import { linkIn, mailTo } from './mailbox';

// The ministry's desk end to end (issue 35): a visitor sends a contact message, two prayer requests and a
// newsletter sign-up, confirmed by the link that arrives (issue 36's double opt-in); the desk's admin (made before
// the server started: global-setup.ts) signs in, finds them,
// assigns the message, hides one prayer, marks the other answered and exports the subscribers; the public wall
// shows the change. axe runs on every desk page on the way.

const openPage = useBrowser();
const stamp = Date.now().toString(36);

async function signIn(page: Page) {
  const { username, password } = inject('deskAdmin');
  await gotoPage(page, '/auth');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: `Account: ${username}` }).waitFor();
  return username;
}

describe('the desk', () => {
  it('lets staff find what visitors sent, act on it, and the wall shows it', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage('/contact');
    const sender = `lydia-${stamp}@thyatira.example`;
    const hurtful = `Something unkind about my neighbour ${stamp}`;
    const healing = `Healing for my mother after surgery ${stamp}`;
    const subscriber = `tabitha-${stamp}@joppa.example`;

    // A visitor writes to the ministry, asks for prayer twice and subscribes.
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Name/).fill('Lydia');
    await form.getByLabel(/^Email/).fill(sender);
    await form.getByRole('combobox', { name: /^Subject/ }).click();
    await page.getByRole('option', { name: 'Pastoral Counseling' }).click();
    await form.getByLabel(/^Message/).fill('Could someone call me about joining a home group this month?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();

    await gotoPage(page, '/resources#prayer-wall');
    const wall = page.locator('#prayer-wall');
    for (const request of [hurtful, healing]) {
      await wall.getByLabel(/^Name/).fill('Dorcas');
      await wall.getByLabel(/^Email/).fill(`dorcas-${stamp}@joppa.example`);
      await wall.getByRole('textbox', { name: /^Prayer request/ }).fill(request);
      await wall.getByRole('button', { name: 'Submit Prayer Request' }).click();
      await page.getByText('Prayer Request Submitted').first().waitFor();
      await wall.getByRole('button', { name: 'Submit Another Request' }).click();
    }
    await wall.getByText(hurtful).waitFor({ timeout: 5000 });
    const newsletter = page.locator('section#newsletter');
    await newsletter.getByLabel(/^First name/).fill('Tabitha');
    await newsletter.getByLabel(/^Last name/).fill('Dorcas');
    await newsletter.getByLabel(/^Email/).fill(subscriber);
    await newsletter.getByLabel(/I agree to receive emails/).check();
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByRole('button', { name: 'Subscribe Another Email' }).waitFor();
    // Double opt-in (decision 027): only a subscriber who followed the emailed link is exported.
    const confirmation = await mailTo(inject('mailDir'), subscriber, /^Please confirm your subscription/);
    await gotoPage(page, linkIn(confirmation.text, '/newsletter/confirm'));
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Staff sign in and reach the desk from the account menu, which counts what is new.
    const username = await signIn(page);
    await page.getByRole('button', { name: `Account: ${username}` }).click();
    await clickMenuItem(page.getByRole('menuitem', { name: /^Desk/ }));
    await page.waitForURL((url) => url.pathname === '/desk');
    // The account menu has closed (axe reads a menu on its way out as a menu without items).
    await page.getByRole('menu').waitFor({ state: 'detached' });
    const desk = page.getByRole('navigation', { name: 'Desk' });
    await desk.getByRole('link', { name: /^Inbox/ }).waitFor();
    expect(await desk.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousA11yViolations(page);

    // The message is in the inbox: opened, and assigned with the keyboard.
    const message = page.getByRole('main').getByRole('listitem').filter({ hasText: sender });
    await message.getByRole('button', { name: /Pastoral Counseling/ }).click();
    await message.getByText('Could someone call me about joining a home group this month?').waitFor();
    const assignee = message.getByRole('combobox', { name: 'Assigned to' });
    await assignee.focus();
    await assignee.selectOption({ label: username });
    await message.getByText(`Assigned to ${username}`).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Prayer: one request off the wall, the other answered with a praise note.
    await desk.getByRole('link', { name: 'Prayer' }).click();
    await page.waitForURL((url) => url.pathname === '/desk/prayers');
    const unkind = page.getByRole('main').getByRole('listitem').filter({ hasText: hurtful });
    await unkind.getByText(`dorcas-${stamp}@joppa.example`).waitFor();
    const hide = unkind.getByRole('button', { name: 'Hide from wall' });
    await hide.focus();
    await page.keyboard.press('Enter');
    await unkind.getByRole('button', { name: 'Show on wall' }).waitFor();
    const mother = page.getByRole('main').getByRole('listitem').filter({ hasText: healing });
    await mother.getByRole('button', { name: 'Mark answered' }).click();
    await mother.getByLabel(/^Praise note/).fill('She is home and walking again.');
    await mother.getByRole('button', { name: 'Save answered' }).click();
    await mother.getByText('She is home and walking again.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Subscribers: found by a part of the email, and exported as CSV.
    await desk.getByRole('link', { name: 'Subscribers' }).click();
    await page.waitForURL((url) => url.pathname === '/desk/subscribers');
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(`tabitha-${stamp}`);
    await page.getByRole('main').getByText(subscriber).first().waitFor();
    const exportLink = page.getByRole('link', { name: /Export CSV/ });
    await page.waitForFunction((part) => document.querySelector('a[href*="subscribers.csv"]')?.getAttribute('href')?.includes(part), `tabitha-${stamp}`);
    const href = await exportLink.getAttribute('href');
    const csv = await page.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(subscriber);
    await expectNoSeriousA11yViolations(page);

    // The other desk pages open and pass axe too.
    for (const [link, path] of [
      ['Giving', '/desk/giving'],
      ['Members', '/desk/members'],
      ['Audit log', '/desk/audit'],
      ['My notifications', '/desk/notifications'],
      ['Staff', '/desk/staff'],
      ['Settings', '/desk/settings'],
    ] as const) {
      await desk.getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(page);
    }
    // The audit log has what was done.
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('main').getByText('Hid from the wall').first().waitFor();

    // The public wall: the unkind request is gone, the other is answered with its praise.
    await gotoPage(page, '/resources#prayer-wall');
    await wall.getByText(healing).waitFor();
    await wall.getByText('She is home and walking again.').waitFor();
    expect(await wall.getByText(hurtful).count()).toBe(0);
    // An answered request's badge and praise are read as easily as the rest of the wall.
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
