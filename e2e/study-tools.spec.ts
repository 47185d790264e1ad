import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, gotoPage, noHorizontalOverflow, PHONE, registerNewMember, useBrowser } from './browser';

const openPage = useBrowser();

describe("the reader's study tools in the browser", () => {
  it('shows a KJV word’s original word by keyboard, opens the commentary, and searches G26, G26 with its family (John 3:16), then G25', async () => {
    const { page, errors } = await openPage('/auth?tab=register');
    await registerNewMember(page, 'strongs');
    await gotoPage(page, '/bible-reading?book=John&chapter=3&translation=kjv');
    await page.getByRole('heading', { level: 2, name: 'John 3' }).waitFor();

    // The original words: a switch, then every word with a Strong's number is a button, reached with Tab.
    await page.getByRole('checkbox', { name: 'Show original words' }).check();
    const chapter = page.locator('p[data-original-words]');
    const loved = chapter.locator('#verse-16').getByRole('button', { name: 'loved', exact: true });
    await loved.waitFor();
    await chapter.locator('#verse-16').getByRole('button', { name: 'so', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => loved.evaluate((button) => button === document.activeElement)).toBe(true);
    const entry = page.getByRole('tooltip');
    await entry.getByText('ἀγαπάω').waitFor();
    expect(await entry.innerText()).toMatch(/Original word of “loved”.*\s+G25\s+ἀγαπάω\s+agapáō \(ag-ap-ah'-o\)\s+to love \(in a social or moral sense\)/i);
    // The word names its entry for screen readers, and Escape closes it with the focus kept on the word.
    const describedBy = await loved.getAttribute('aria-describedby');
    expect(describedBy).toBe(await entry.getAttribute('id'));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await entry.waitFor({ state: 'hidden' });
    await expect.poll(() => loved.evaluate((button) => button === document.activeElement)).toBe(true);

    // A tap shows a word spanning two (the world: one Greek word).
    await chapter.locator('#verse-16').getByRole('button', { name: 'the world', exact: true }).click();
    await page.getByRole('tooltip').filter({ hasText: 'Original word of “the world”' }).getByText('κόσμος').waitFor();

    // The commentary, beside the chapter and said to be commentary.
    await page.getByRole('button', { name: 'Commentary', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: /Matthew Henry on John 3/ });
    await drawer.getByText('Commentary, not Scripture').waitFor();
    await drawer.getByRole('heading', { name: 'Verses 1–21' }).waitFor();
    await drawer.getByText(/^Nicodemus was afraid, or ashamed to be seen with Christ/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Close the commentary' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Where the texts come from.
    await page.getByRole('button', { name: 'About these texts' }).click();
    await page.getByText(/Every text in the reader is in the public domain/).waitFor();
    await page.getByText(/From the SWORD module MHCC \(Debian sword-comm-mhcc\)/).waitFor();

    // G26, agapē: every KJV verse with a word for it, a page at a time; 1 John 3:16 is among them.
    const field = page.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' });
    await field.fill('G26');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Verses found' });
    await page.getByText('106 verses of the King James Version with a word for Strong’s G26, the first 20 shown').waitFor();
    await page.getByText('ἀγάπη').waitFor();
    expect(await found.getByRole('listitem').count()).toBe(20);
    for (let shown = 40; shown <= 100; shown += 20) {
      await page.getByRole('button', { name: 'Show more verses' }).click();
      await expect.poll(() => found.getByRole('listitem').count()).toBe(shown);
    }
    await found.getByRole('link', { name: '1 John 3:16', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show more verses' }).click();
    await expect.poll(() => found.getByRole('listitem').count()).toBe(106);
    expect(await page.getByRole('button', { name: 'Show more verses' }).count()).toBe(0);
    expect(await found.getByRole('link', { name: 'John 3:16', exact: true }).count()).toBe(0);

    // John 3:16's "loved" is G25, agapaō, the verb G26 comes from: offered under G26's entry, searched with it.
    await page.getByRole('group', { name: 'Related words in Strong’s dictionary' }).getByRole('button', { name: 'Search Strong’s G25, agapáō' }).waitFor();
    await page.getByRole('button', { name: 'Search G26 with its related words' }).click();
    await page.getByText(/verses of the King James Version with a word for Strong’s G26 or G25/).waitFor();
    expect(await field.inputValue()).toBe('G26 G25');
    for (let pages = 1; (await found.getByRole('link', { name: 'John 3:16', exact: true }).count()) === 0; pages++) {
      expect(pages).toBeLessThan(5);
      await page.getByRole('button', { name: 'Show more verses' }).click();
      await expect.poll(() => found.getByRole('listitem').count()).toBe(20 * (pages + 1));
    }

    // John 3:16's "loved" is G25, agapaō: that search finds it, its word marked.
    await field.fill('G25');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/verses of the King James Version with a word for Strong’s G25/).waitFor();
    for (let pages = 1; (await found.getByRole('link', { name: 'John 3:16', exact: true }).count()) === 0; pages++) {
      expect(pages).toBeLessThan(10);
      await page.getByRole('button', { name: 'Show more verses' }).click();
      await expect.poll(() => found.getByRole('listitem').count()).toBe(20 * (pages + 1));
    }
    const john316 = found.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'John 3:16', exact: true }) });
    expect(await john316.locator('mark').innerText()).toBe('loved');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('on a phone, a tapped word’s entry fits the screen, and the commentary covers it', async () => {
    const { page, errors } = await openPage('/auth?tab=register', { viewport: PHONE });
    await registerNewMember(page, 'strongsphone');
    await gotoPage(page, '/bible-reading?book=Psalms&chapter=23&translation=kjv');
    await page.getByRole('heading', { level: 2, name: 'Psalms 23' }).waitFor();
    await page.getByRole('checkbox', { name: 'Show original words' }).check();
    const shepherd = page.locator('p[data-original-words] #verse-1').getByRole('button', { name: 'shepherd', exact: true });
    await shepherd.click();
    const entry = page.getByRole('tooltip');
    await entry.getByText('רעה').waitFor();
    expect(await entry.innerText()).toMatch(/H7462/);
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Commentary', exact: true }).click();
    await page.getByRole('dialog', { name: /Matthew Henry on Psalms 23/ }).getByText('Commentary, not Scripture').waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
