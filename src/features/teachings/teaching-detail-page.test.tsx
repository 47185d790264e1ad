import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('/teachings/$slug', () => {
  it('loads with a spinner, then shows the teaching with every media tab coming soon', async () => {
    const { user } = renderApp('/teachings/baptism-of-the-holy-spirit');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading teaching');
    await waitFor(() => expect(document.title).toBe('Loading Teaching | Living Water Ministries'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Baptism of the Holy Spirit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('The Baptism of the Holy Spirit | Living Water Ministries'));

    expect(screen.getByText('March 3, 2026')).toHaveAttribute('datetime', '2026-03-03');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Pastor James Whitfield')).toBeInTheDocument();
    expect(within(main).getByText('Holy Spirit Series')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /white dove/ })).toBeInTheDocument();
    expect(screen.getByText(/You will receive power when the Holy Spirit has come upon you/)).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Video Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Other Teachings' })).toHaveAttribute('href', '/teachings');

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Notes Coming Soon' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Audio Coming Soon' })).toBeInTheDocument();
  });

  it.each([
    ['finding-your-purpose', 'Finding Your Purpose in Christ', 'February 10, 2026', 'New Believers'],
    ['healing-through-faith', 'Healing Through Faith', 'January 20, 2026', 'Bible Studies'],
  ])('shows %s', async (slug, title, date, category) => {
    renderApp(`/teachings/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(date)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(category)).toBeInTheDocument();
  });

  it('says Teaching Not Found for an unknown slug, with a way back', async () => {
    const { user, router } = renderApp('/teachings/no-such-teaching');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading teaching');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teaching Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The teaching you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Teaching Not Found | Living Water Ministries'));

    const back = screen.getByRole('link', { name: 'Back to Teachings' });
    expect(back).toHaveAttribute('href', '/teachings');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teachings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teachings');
  });
});
