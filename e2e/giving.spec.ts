import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations, gotoPage, registerNewMember, useBrowser } from './browser';

// Recurring giving end to end with the demo gateway (issue 37): a member sets up a monthly gift to Missions with the
// fee covered; the desk's admin moves the demo clock on two months; /account shows three gifts, statements whose
// totals are those gifts', and, once cancelled, a cancelled schedule.

const openPage = useBrowser();

/** The words a PDF shows: the statement is left uncompressed, its text in hex strings of WinAnsi codes. */
function pdfWords(bytes: Buffer): string {
  return [...bytes.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('');
}

const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);
const dollars = (amount: number) => `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function moveDemoClockOn(page: Page, days: number) {
  const { username, password } = inject('deskAdmin');
  await gotoPage(page, '/auth');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: `Account: ${username}` }).waitFor();
  await gotoPage(page, '/desk/giving?view=funds');
  const clock = page.getByRole('region', { name: 'Demo clock' });
  await clock.getByLabel('Days').fill(String(days));
  await clock.getByRole('button', { name: 'Move the demo clock on' }).click();
  await page.getByText(/^The demo clock is \d+ days ahead; \d+ recurring gifts were charged\.$/).waitFor();
  await expectNoSeriousA11yViolations(page);
}

describe('recurring giving (demo mode)', () => {
  it('sets up a monthly gift to Missions with the fee covered; two months on there are three gifts and statements that add up; then it is cancelled', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage('/auth?tab=register');
    await registerNewMember(page, 'giver-');

    await gotoPage(page, '/donate');
    await page.getByRole('radio', { name: 'Every month' }).check();
    await page.getByRole('combobox', { name: 'Fund' }).selectOption({ label: 'Missions' });
    await page.getByRole('checkbox', { name: 'Add $1.06 to cover the processing fee, so that $25.00 reaches the ministry in full' }).check();
    await page.getByRole('button', { name: 'Continue to card details: $26.06 every month' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByText('Demo mode - no real charge').waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiry/).fill('12 / 30');
    await form.getByLabel(/^CVC/).fill('123');
    await form.getByRole('button', { name: 'Save card and give $26.06 every month' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your gift is set up' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: '$26.06 every month to Missions, from Card ending 4242.' }).count()).toBe(1);

    const admin = await openPage('/');
    await moveDemoClockOn(admin.page, 61);

    await gotoPage(page, '/account');
    const giving = page.getByRole('region', { name: 'Giving' });
    const table = giving.getByRole('table', { name: 'Your gifts, newest first' });
    await table.waitFor();
    const rows = (await table.getByRole('row').allTextContents()).slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/^\w+ \d{1,2}, \d{4}Missions \(recurring\)\$26\.06 \(fee \$1\.06 covered\)Given/);
    await expectNoSeriousA11yViolations(page);

    // Each year's statement lists that year's gifts and adds them up, as the history does.
    const byYear = new Map<string, number>();
    for (const row of rows) {
      const year = /\d{1,2}, (\d{4})/.exec(row)?.[1] ?? '';
      byYear.set(year, (byYear.get(year) ?? 0) + cents(/\$26\.06/.exec(row)?.[0] ?? '0'));
    }
    for (const [year, total] of byYear) {
      const link = giving.getByRole('link', { name: `Download ${year} statement (PDF)` });
      const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', page.url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const words = pdfWords(await response.body());
      expect(words).toContain(`Giving statement for ${year}`);
      expect(words).toContain(`Missions${dollars(total)}Total given${dollars(total)}`);
      expect(words).toContain('No goods or services were provided in exchange for these contributions');
    }

    const gift = giving.getByRole('article', { name: '$26.06 every month to Missions' });
    page.once('dialog', (dialog) => void dialog.accept());
    await gift.getByRole('button', { name: 'Cancel gift' }).click();
    await gift.getByText('Cancelled', { exact: true }).waitFor();
    expect(await gift.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
