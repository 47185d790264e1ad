import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  const button = await screen.findByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', dialog.id);
  return dialog;
}

describe('mobile side menu', () => {
  it('opens as a modal dialog with focus inside and closes from its close button', async () => {
    const { user } = renderApp('/');
    const dialog = await openMenu(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (const name of ['Home', 'Resources', 'Contact', 'Donate', 'Sign In']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    const { user } = renderApp('/');
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('expands and collapses About, Teachings and Media independently', async () => {
    const { user } = renderApp('/');
    const dialog = await openMenu(user);
    const about = within(dialog).getByRole('button', { name: 'About' });
    const teachings = within(dialog).getByRole('button', { name: 'Teachings' });
    const media = within(dialog).getByRole('button', { name: 'Media' });

    for (const toggle of [about, teachings, media]) {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    expect(within(dialog).queryByRole('link', { name: 'Our Team' })).not.toBeInTheDocument();

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about#team');
    expect(teachings).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Bible Study Hub' })).not.toBeInTheDocument();

    await user.click(media);
    expect(media).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Podcast' })).toHaveAttribute('href', '/podcast');

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Our Team' })).not.toBeInTheDocument();
    expect(media).toHaveAttribute('aria-expanded', 'true');

    await user.click(teachings);
    expect(within(dialog).getByRole('link', { name: 'Bible Studies' })).toHaveAttribute(
      'href',
      '/teachings?category=bible-studies',
    );
  });

  it('closes when a link in it is followed', async () => {
    const { user, router } = renderApp('/');
    const dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'Media' }));
    await user.click(within(dialog).getByRole('link', { name: 'Podcast' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/podcast');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Living Water Podcast' })).toBeInTheDocument();
  });

  it('closes on any route change, including a change of hash or search only', async () => {
    const { user, router } = renderApp('/about');
    await openMenu(user);
    await act(() => router.navigate({ to: '/contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openMenu(user);
    await act(() => router.navigate({ to: '/contact', hash: 'speaking-engagements' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openMenu(user);
    await act(() => router.navigate({ to: '/teachings', search: { category: 'new-believers' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
