import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('site header', () => {
  it('marks the current top-level link with aria-current', async () => {
    renderApp('/resources');
    await screen.findByRole('heading', { level: 1, name: 'Resources' });
    const nav = await mainNav();

    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/teachings', 'Teachings'],
    ['/teachings/baptism-of-the-holy-spirit', 'Teachings'],
    ['/podcast', 'Media'],
    ['/events', 'Events'],
    ['/events/sunday-worship', 'Events'],
    ['/contact', 'Contact'],
  ])('on %s highlights %s only', async (url, current) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    const nav = await mainNav();
    const currentItems = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild)
      .filter((element) => element?.getAttribute('aria-current') === 'page');
    expect(currentItems.map((element) => element?.textContent)).toEqual([current]);
  });

  it('opens the About dropdown from the keyboard and lists its links', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const trigger = within(await mainNav()).getByRole('button', { name: 'About' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Our Story', '/about'],
      ['Our Team', '/about#team'],
      ['Testimonials', '/about#testimonials'],
      ["Our Founder's Story", '/james-story'],
      ['Breakthrough Circle', '/breakthrough-circle'],
      ['For Ministry Leaders', '/spiritual-leaders'],
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('moves through a dropdown with the arrows, Home and End, opens on its last item with ArrowUp, and closes on a press elsewhere', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const media = within(await mainNav()).getByRole('button', { name: 'Media' });
    media.focus();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu', { name: 'Media' });
    expect(media).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Facebook Page')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Podcast')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Facebook Page')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Podcast')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Facebook Page')).toHaveFocus();

    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(media).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dropdown under the mouse without taking focus, and closes it when the mouse leaves', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const teachings = within(await mainNav()).getByRole('button', { name: 'Teachings' });
    await user.hover(teachings);
    expect(await screen.findByRole('menu', { name: 'Teachings' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(screen.getByRole('menuitem', { name: 'Holy Spirit Series' }));
    // A click on the button of a menu the mouse opened keeps it open.
    await user.click(teachings);
    expect(screen.getByRole('menu', { name: 'Teachings' })).toBeInTheDocument();
    await user.unhover(teachings);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('lets Tab leave an open dropdown: the menu closes and focus moves on to the next header item', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = await mainNav();
    const about = within(nav).getByRole('button', { name: 'About' });

    about.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Teachings' })).toHaveFocus());
    // Mantine hands focus back to the menu's button a moment after closing unless it has moved on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).getByRole('button', { name: 'Teachings' })).toHaveFocus();

    // Shift+Tab from inside an open menu goes back to its button.
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Teachings' })).toHaveFocus());
  });

  it('lets Tab leave the open account menu too, and Escape return to its button', async () => {
    const { user } = renderApp('/', { session: { id: 1, username: 'faithful', subscriptionTier: 'free', role: 'member' } });
    await screen.findByRole('heading', { level: 1 });
    const account = await screen.findByRole('button', { name: 'Account: faithful' }, { timeout: 5000 });
    await user.click(account);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(account).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus moves on past the account button (to the next control of the page), not back to the page itself.
    await waitFor(() =>
      expect(account.compareDocumentPosition(document.activeElement ?? document.body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('lists the Teachings and Media dropdowns, with external links in a new tab', async () => {
    const { user } = renderApp('/');
    const nav = await mainNav();

    await user.click(within(nav).getByRole('button', { name: 'Teachings' }));
    const teachings = await screen.findByRole('menu');
    expect(within(teachings).getByRole('menuitem', { name: 'Holy Spirit Series' })).toHaveAttribute(
      'href',
      '/teachings?category=holy-spirit',
    );
    expect(within(teachings).getByRole('menuitem', { name: 'AI Sermon Generator' })).toHaveAttribute(
      'href',
      '/content-generator',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(within(nav).getByRole('button', { name: 'Media' }));
    const media = await screen.findByRole('menu');
    // Events are a top-level link of their own, not media.
    expect(within(media).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Podcast',
      'YouTube Channel',
      'Facebook Page',
    ]);
    const youtube = within(media).getByRole('menuitem', { name: 'YouTube Channel' });
    expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@LivingWaterMinistries');
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(media).getByRole('menuitem', { name: 'Facebook Page' })).toHaveAttribute('target', '_blank');
  });

  it('offers Donate and Sign In to visitors, and shows a member their name', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findAllByRole('link', { name: 'Donate' })).not.toHaveLength(0);
    const signIn = within(header).getAllByRole('link', { name: 'Sign In' })[0];
    expect(signIn).toHaveAttribute('href', '/auth');
  });

  it('shows the username when signed in', async () => {
    renderApp('/', { session: { id: 1, username: 'faithful', subscriptionTier: 'free', role: 'member' } });
    const header = await screen.findByRole('banner');
    expect((await within(header).findAllByText('faithful')).length).toBeGreaterThan(0);
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('flags the header as scrolled beyond 20 pixels', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 21 });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 20 });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
