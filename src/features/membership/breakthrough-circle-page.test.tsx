import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

const community = 'https://breakthrough-circle.mn.co';

describe('the Breakthrough Circle page', () => {
  it('switches between free and premium resources, all opening the community platform in a new tab', async () => {
    const { user } = renderApp('/breakthrough-circle');
    await screen.findByRole('heading', { level: 1, name: 'Breakthrough Circle' });
    expect(screen.getByRole('img', { name: 'Breakthrough Circle logo' })).toBeInTheDocument();

    const freePanel = screen.getByRole('tabpanel');
    expect(within(freePanel).getAllByRole('article')).toHaveLength(4);
    for (const link of within(freePanel).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', community);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    await user.click(screen.getByRole('tab', { name: 'Premium Resources' }));
    const premiumPanel = screen.getByRole('tabpanel');
    const cards = within(premiumPanel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^\$\d+\.\d\d$/).textContent)).toEqual([
      '$12.99',
      '$49.99',
      '$8.99',
      '$29.99',
      '$39.99',
      '$19.99',
    ]);
    for (const link of within(premiumPanel).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', community);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('says one thing about ending a membership: it never renews, so there is nothing to cancel', async () => {
    const { user } = renderApp('/breakthrough-circle');
    await screen.findByRole('heading', { level: 1, name: 'Breakthrough Circle' });
    const main = screen.getByRole('main');
    // Decision 004: each payment covers one period and never renews by itself.
    expect(main).not.toHaveTextContent(/cancel any ?time/i);
    const membership = document.getElementById('membership');
    if (!membership) throw new Error('missing #membership');
    expect(membership).toHaveTextContent('Nothing renews on its own, so you can stop any time.');
    expect(membership).toHaveTextContent('access lasts until the end of the month');
    expect(membership).toHaveTextContent('access lasts until the end of the year');
    await user.click(screen.getByRole('button', { name: 'Can I cancel my membership?' }));
    expect(await screen.findByText(/there is nothing to cancel: a membership never renews/)).toBeInTheDocument();
  });

  it('offers monthly and annual membership with join links to the checkout, and four FAQs', async () => {
    renderApp('/breakthrough-circle');
    await screen.findByRole('heading', { level: 1, name: 'Breakthrough Circle' });
    const membership = document.getElementById('membership');
    if (!membership) throw new Error('missing #membership');
    expect(membership).toHaveTextContent('$14.99 per month');
    expect(membership).toHaveTextContent('$119.99 per year');
    for (const text of ['Save 33%', '2 free premium resources', 'one-on-one session', 'Stop any time: nothing renews']) {
      expect(membership).toHaveTextContent(text);
    }
    expect(within(membership).getByRole('link', { name: 'Join Monthly membership' })).toHaveAttribute(
      'href',
      '/membership-checkout?plan=monthly',
    );
    expect(within(membership).getByRole('link', { name: 'Join Annual membership' })).toHaveAttribute(
      'href',
      '/membership-checkout?plan=annual',
    );

    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).closest('section');
    if (!faq) throw new Error('missing FAQ');
    expect(within(faq).getAllByRole('button')).toHaveLength(4);
  });
});
