import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaderResources } from '@/content/leader-resources';
import { renderApp } from '@/test/render';

async function leaderSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Resources for Ministry Leaders' });
  const section = heading.closest('section');
  if (!section) throw new Error('the leader resources section is missing');
  return section;
}

describe('resources for ministry leaders list', () => {
  it('shows all twelve built-in resources, two per category, each linking to its page', async () => {
    renderApp('/spiritual-leaders');
    const section = await leaderSection();
    const links = within(section).getAllByRole('link', { name: /^View Resource/ });
    expect(links).toHaveLength(12);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(leaderResources.map((item) => `/resources/${item.id}`));
    for (const category of ['sunday-school', 'sermons', 'evangelism', 'leadership', 'pastoral', 'youth']) {
      expect(leaderResources.filter((item) => item.category === category)).toHaveLength(2);
    }
  });

  it('filters the list with the category tabs and returns to all', async () => {
    const { user } = renderApp('/spiritual-leaders');
    const section = await leaderSection();
    const tabNames = within(section)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabNames).toEqual(['All Resources', 'Sunday School', 'Sermons', 'Evangelism', 'Leadership', 'Pastoral Care', 'Youth Ministry']);

    await user.click(within(section).getByRole('tab', { name: 'Evangelism' }));
    const panel = within(section).getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('heading', { name: 'Sharing Your Testimony in Three Minutes' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: /Fruit of the Spirit/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('tab', { name: 'All Resources' }));
    expect(within(within(section).getByRole('tabpanel')).getAllByRole('article')).toHaveLength(12);
  });
});
