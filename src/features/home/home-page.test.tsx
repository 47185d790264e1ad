import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';

const member = { id: 1, username: 'faithful', subscriptionTier: 'free' as const, role: 'member' as const };

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the hero and its default calls to action', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section');
    expect(hero).not.toBeNull();
    const heroQueries = within(hero as HTMLElement);
    expect(heroQueries.getByRole('link', { name: 'Join Our Weekly Communications' })).toHaveAttribute('href', '/contact');
    expect(heroQueries.getByRole('link', { name: 'Watch Teachings' })).toHaveAttribute('href', '/teachings');
  });

  it('sends visitors to sign in before Bible Chat and the study hub, and brings them back', async () => {
    renderApp('/', { session: null });
    // The sections below the hero load their code after it.
    await screen.findByRole('region', { name: 'Ask Your Bible Questions, Any Time' });
    const chat = section('Ask Your Bible Questions, Any Time');
    for (const link of within(chat).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', '/auth?redirect=%2Fbible-chat');
    }
    const study = section('Grow Deeper in God’s Word, Day by Day');
    expect(within(study).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth?redirect=%2Fbible-study');
    expect(within(study).getAllByText(/sign up or log in/i).length).toBeGreaterThan(0);
  });

  it('takes a signed-in member straight to Bible Chat and the study hub', async () => {
    renderApp('/', { session: member });
    expect(await screen.findByRole('link', { name: 'Open Bible Chat' }, { timeout: 5000 })).toHaveAttribute('href', '/bible-chat');
    expect(screen.getByRole('link', { name: 'Open the Bible Study Hub' })).toHaveAttribute('href', '/bible-study');
  });

  it('rotates the highlighted study card every 5 seconds and carries on from a chosen card', async () => {
    // Fake timers from the start (so the rotation's interval is a fake one); real time still flows for msw.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const study = await screen.findByRole('region', { name: 'Grow Deeper in God’s Word, Day by Day' });
    const pressed = () =>
      within(study)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Explore Reading Plans']);
    act(() => vi.advanceTimersByTime(5000));
    expect(pressed()).toEqual(['Explore Bible Quizzes']);

    fireEvent.click(within(study).getByRole('button', { name: 'Explore Reading Plans' }));
    expect(pressed()).toEqual(['Explore Reading Plans']);
    act(() => vi.advanceTimersByTime(4900));
    expect(pressed()).toEqual(['Explore Reading Plans']);
    act(() => vi.advanceTimersByTime(100));
    expect(pressed()).toEqual(['Explore Bible Quizzes']);

    fireEvent.click(within(study).getByRole('button', { name: 'Pause the card rotation' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(pressed()).toEqual(['Explore Bible Quizzes']);

    for (const badge of ['First Steps', 'Regular Reader', 'Bible Explorer', 'Perfect Score', 'One Week Strong']) {
      expect(within(study).getByText(badge)).toBeInTheDocument();
    }
  });

  it('shows the mission values, the three teachings as coming soon and the testimonials', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const mission = section('Guiding the Lost to God’s Love');
    expect(within(mission).getByText('OUR MISSION')).toBeInTheDocument();
    expect(within(mission).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Love Without Limits',
      'Spirit-Led Transformation',
      'Authentic Community',
    ]);

    const teachings = section('Teaching That Sets Hearts on Fire');
    expect(within(teachings).getByText('OUR TEACHINGS')).toBeInTheDocument();
    const cards = within(teachings).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Holy Spirit Series',
      'Life Purpose Series',
      'Healing Series',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/teachings/baptism-of-the-holy-spirit',
      '/teachings/finding-your-purpose',
      '/teachings/healing-through-faith',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('COMING SOON')).toBeInTheDocument();
      expect(within(card).getByRole('note')).toHaveTextContent(
        'COMING SOON: This content is currently being developed and will be available shortly. Check back soon!',
      );
    }
    expect(within(teachings).getByRole('link', { name: 'Browse All Teachings' })).toHaveAttribute('href', '/teachings');

    const testimonials = section('Lives Changed Forever');
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('tells the founder’s story and promotes the free worldwide community', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const founder = section('From an Empty Life to Living Water');
    expect(within(founder).getByText(/Pastor James Whitfield/)).toBeInTheDocument();
    expect(within(founder).getByRole('link', { name: /Read James’s Story/ })).toHaveAttribute('href', '/james-story');

    const circle = section('Join the Breakthrough Circle');
    expect(within(circle).getByText(/free online community, open to believers and seekers worldwide/)).toBeInTheDocument();
    const external = within(circle).getByRole('link', { name: 'Join the Community Free (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://breakthrough-circle.mn.co');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(circle).getByRole('link', { name: 'Learn About the Circle' })).toHaveAttribute('href', '/breakthrough-circle');

    const closing = section('Your Breakthrough Starts Today');
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(closing).getByRole('link', { name: 'Support the Ministry' })).toHaveAttribute('href', '/donate');
  });
});
