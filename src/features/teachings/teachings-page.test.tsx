import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

async function openTeachings(url: string) {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Teachings' });
  return view;
}

function teachingTitles() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('/teachings', () => {
  it('shows all nine teachings, each marked COMING SOON, under the All Teachings tab', async () => {
    await openTeachings('/teachings');
    expect(screen.getByRole('tab', { name: 'All Teachings' })).toHaveAttribute('aria-selected', 'true');
    expect(teachingTitles()).toHaveLength(9);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('COMING SOON')).toHaveLength(9);
    expect(within(panel).queryByRole('link', { name: /Watch Teaching/ })).not.toBeInTheDocument();
    expect(within(panel).getAllByText('Spirit-Filled Living')).toHaveLength(1);
  });

  it('gives the series tabs the ids the header links click', async () => {
    await openTeachings('/teachings');
    expect(screen.getByRole('tab', { name: 'Holy Spirit Series' })).toHaveAttribute('id', 'holy-spirit');
    expect(screen.getByRole('tab', { name: 'New Believers' })).toHaveAttribute('id', 'new-believers');
    expect(screen.getByRole('tab', { name: 'Bible Studies' })).toHaveAttribute('id', 'bible-studies');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All Teachings');
  });

  it('opens the series named by ?category=', async () => {
    const { router } = await openTeachings('/teachings?category=holy-spirit');
    expect(router.state.location.search).toEqual({ category: 'holy-spirit' });
    expect(screen.getByRole('tab', { name: 'Holy Spirit Series' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Holy Spirit Series');
    expect(teachingTitles()).toEqual([
      'The Baptism of the Holy Spirit',
      'Discovering the Gifts of the Spirit',
      'Growing in the Fruit of the Spirit',
    ]);
  });

  it('shows every teaching when the category is unknown', async () => {
    const { router } = await openTeachings('/teachings?category=cooking');
    expect(router.state.location.search).toEqual({ category: undefined });
    expect(screen.getByRole('tab', { name: 'All Teachings' })).toHaveAttribute('aria-selected', 'true');
    expect(teachingTitles()).toHaveLength(9);
  });

  it('writes the chosen tab into the URL, replacing the history entry', async () => {
    const { router, user } = await openTeachings('/teachings');
    const entriesBefore = router.history.length;

    await user.click(screen.getByRole('tab', { name: 'New Believers' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'new-believers' }));
    expect(router.state.location.href).toBe('/teachings?category=new-believers');
    expect(screen.getByRole('tab', { name: 'New Believers' })).toHaveAttribute('aria-selected', 'true');
    expect(teachingTitles()).toEqual(['Finding Your Purpose in Christ', 'Assurance of Salvation', 'Learning to Pray']);

    await user.click(screen.getByRole('tab', { name: 'Bible Studies' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'bible-studies' }));
    expect(teachingTitles()).toContain('Healing Through Faith');

    await user.click(screen.getByRole('tab', { name: 'All Teachings' }));
    await waitFor(() => expect(router.state.location.href).toBe('/teachings'));
    expect(teachingTitles()).toHaveLength(9);
    expect(router.history.length).toBe(entriesBefore);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { router, user } = await openTeachings('/teachings');
    screen.getByRole('tab', { name: 'All Teachings' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'holy-spirit' }));
    expect(screen.getByRole('tab', { name: 'Holy Spirit Series' })).toHaveFocus();
  });

  it('has the hero actions, the featured series and the newsletter', async () => {
    await openTeachings('/teachings');
    expect(screen.getByRole('button', { name: 'Subscribe to Updates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Featured Teaching' })).toHaveAttribute('href', '#featured-teaching');

    const featured = document.getElementById('featured-teaching');
    expect(featured).not.toBeNull();
    if (!featured) return;
    expect(within(featured).getByRole('heading', { level: 2, name: 'The Holy Spirit Series' })).toBeInTheDocument();
    expect(within(featured).getAllByRole('listitem')).toHaveLength(4);
    expect(within(featured).getByRole('link', { name: 'Start the Series' })).toHaveAttribute(
      'href',
      '/teachings/baptism-of-the-holy-spirit',
    );
    expect(document.getElementById('newsletter')).toBeInTheDocument();
  });
});
