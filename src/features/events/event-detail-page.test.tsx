import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_TEXT } from '@/components/coming-soon';
import { renderApp } from '@/test/render';

const year = new Date().getFullYear();

afterEach(() => {
  vi.useRealTimers();
});

describe('/events/$slug', () => {
  it("shows the event's details, marked coming soon, with a way back", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, 4, 1, 9));
    const { user, router } = renderApp('/events/community-picnic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Picnic on the Lawn' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Community Picnic on the Lawn | Living Water Ministries'));

    const main = within(screen.getByRole('main'));
    expect(main.getAllByText('COMING SOON').length).toBeGreaterThan(0);
    expect(main.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
    expect(main.getByText('Community')).toBeInTheDocument();
    expect(main.getByText(new RegExp(`May 29, ${year}`))).toBeInTheDocument();
    expect(main.getAllByText(/Living Water Ministry Center, Fellowship Lawn/).length).toBeGreaterThan(0);
    expect(main.queryByText(/already taken place/)).not.toBeInTheDocument();

    await user.click(main.getByRole('link', { name: 'Back to Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
  });

  it('still shows a past event, noting that it has taken place', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, 10, 20, 9));
    renderApp('/events/night-of-worship-and-healing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night of Worship and Healing Prayer' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This event has already taken place/)).toBeInTheDocument();
  });

  it('says Event Not Found for an unknown slug, with a link to /events', async () => {
    renderApp('/events/no-such-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    await waitFor(() => expect(document.title).toBe('Event Not Found | Living Water Ministries'));
  });
});
