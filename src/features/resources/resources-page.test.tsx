import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcQueries } from '@/test/trpc-msw';

async function library() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Browse Resources' });
  const section = heading.closest('section');
  if (!section) throw new Error('the resource library is missing');
  return section;
}

describe('the resources page', () => {
  beforeEach(() => {
    server.use(trpcQueries({ 'accounts.session': () => null, 'prayer.list': () => ({ prayerRequests: [] }) }));
  });

  it('lists nine resources, Download for printable guides and Access Resource otherwise, in new tabs', async () => {
    renderApp('/resources');
    const section = await library();
    const panel = within(section).getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(9);

    const downloads = within(panel).getAllByRole('link', { name: /^Download/ });
    const access = within(panel).getAllByRole('link', { name: /^Access Resource/ });
    expect(downloads).toHaveLength(3);
    expect(access).toHaveLength(5);
    for (const link of [...downloads, ...access]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    expect(downloads[0]).toHaveAttribute('href', '/downloads/discovering-the-holy-spirit.html');

    // The guide still being written has a badge and no link.
    const johnCard = within(panel).getByRole('heading', { name: 'The Gospel of John in 21 Days' }).closest('article');
    if (!johnCard) throw new Error('missing card');
    expect(within(johnCard).getByText('COMING SOON')).toBeInTheDocument();
    expect(within(johnCard).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by category tab and keeps the tab in the URL', async () => {
    const { user, router } = renderApp('/resources');
    const section = await library();
    expect(within(section).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Resources',
      'Study Guides',
      'Sermons & Teachings',
      'Devotionals',
      'Recommended Books',
    ]);

    await user.click(within(section).getByRole('tab', { name: 'Recommended Books' }));
    const panel = within(section).getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('heading', { name: 'Knowing God by J. I. Packer' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: 'recommended-books' });
  });

  it('opens on the tab named in the URL', async () => {
    renderApp('/resources?category=devotionals');
    const section = await library();
    expect(within(section).getByRole('tab', { name: 'Devotionals' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(section).getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
  });

  it('falls back to all resources for an unknown category', async () => {
    renderApp('/resources?category=unknown');
    const section = await library();
    expect(within(section).getByRole('tab', { name: 'All Resources' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has hero anchors, the premium generator promo, the prayer wall, five FAQs and the newsletter', async () => {
    renderApp('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prayer Wall' })).toHaveAttribute('href', '#prayer-wall');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faqs');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Try It Now/ })).toHaveAttribute('href', '/content-generator');

    const prayerWall = document.getElementById('prayer-wall');
    expect(prayerWall?.tagName).toBe('SECTION');
    expect(within(prayerWall as HTMLElement).getByRole('heading', { level: 2, name: 'Prayer Wall' })).toBeInTheDocument();

    const faqs = document.getElementById('faqs');
    if (!faqs) throw new Error('missing #faqs');
    expect(within(faqs).getAllByRole('button')).toHaveLength(5);
    expect(within(faqs).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(document.getElementById('newsletter')).not.toBeNull();
  });
});
