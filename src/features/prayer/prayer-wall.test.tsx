import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';
import { PrayerWall } from './prayer-wall';

const hour = 3_600_000;

describe('the prayer wall', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the empty text when nobody has shared yet', async () => {
    server.use(trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }));
    renderWithProviders(<PrayerWall />);
    expect(await screen.findByText('No prayer requests yet. Be the first to share your prayer need.')).toBeInTheDocument();
  });

  it('lists requests with name, text and time', async () => {
    server.use(
      trpcQueries({
        'prayer.list': () => ({
          prayerRequests: [
            { id: 2, name: 'Eli', request: 'Healing for my brother Samuel.', createdAt: new Date(Date.now() - 3 * hour), answeredAt: null, praiseNote: null, prayedCount: 0 },
            { id: 1, name: 'Hannah', request: 'Strength for my family.', createdAt: new Date(), answeredAt: null, praiseNote: null, prayedCount: 0 },
          ],
        }),
      }),
    );
    renderWithProviders(<PrayerWall />);
    const list = await screen.findByRole('list', { name: 'Prayer requests' });
    expect(list.children).toHaveLength(2);
    expect(screen.getByText('Healing for my brother Samuel.')).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('Just now')).toBeInTheDocument();
  });

  it('marks an answered request, with the praise the ministry wrote', async () => {
    server.use(
      trpcQueries({
        'prayer.list': () => ({
          prayerRequests: [
            { id: 3, name: 'Hannah', request: 'A child, Lord.', createdAt: new Date(Date.now() - 30 * 24 * hour), answeredAt: new Date(), praiseNote: 'Samuel was born!', prayedCount: 12 },
            { id: 2, name: 'Eli', request: 'Healing for my brother Samuel.', createdAt: new Date(), answeredAt: null, praiseNote: null, prayedCount: 0 },
          ],
        }),
      }),
    );
    renderWithProviders(<PrayerWall />);
    const list = await screen.findByRole('list', { name: 'Prayer requests' });
    const [answered, open] = within(list).getAllByRole('listitem');
    expect(within(answered as HTMLElement).getByText('Answered')).toBeInTheDocument();
    expect(within(answered as HTMLElement).getByText('Praise: Samuel was born!')).toBeInTheDocument();
    expect(within(open as HTMLElement).queryByText('Answered')).not.toBeInTheDocument();
  });

  it('counts a visitor who says they prayed, and shows how many times, never who', async () => {
    const pressed = trpcMutation('prayer.prayed', () => ({ prayedCount: 4, counted: true }));
    server.use(
      trpcQueries({
        'prayer.list': () => ({
          prayerRequests: [{ id: 7, name: 'Lydia', request: 'For my household.', createdAt: new Date(), answeredAt: null, praiseNote: null, prayedCount: 3 }],
        }),
      }),
      pressed.handler,
    );
    const { user } = renderWithProviders(<PrayerWall />);
    expect(await screen.findByText('Prayed for 3 times')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I prayed for Lydia's request" }));
    expect(await screen.findByText('Prayed for 4 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "You prayed for Lydia's request" })).toBeDisabled();
    expect(pressed.received).toEqual([{ id: 7 }]);
  });

  it('validates with the spec messages', async () => {
    server.use(trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }));
    const { user } = renderWithProviders(<PrayerWall />);
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Pray');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Prayer request must be at least 10 characters')).toBeInTheDocument();
  });

  it('moves focus to the first field with a message on a submit with errors', async () => {
    server.use(trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }));
    const { user } = renderWithProviders(<PrayerWall />);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Hannah');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'hannah@');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Pray');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('counts the characters near the 2,000 limit, stops there and says so, politely to screen readers', async () => {
    server.use(trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }));
    const { user } = renderWithProviders(<PrayerWall />);
    const request = screen.getByLabelText(/Prayer request/);
    await user.click(request);
    await user.paste('a'.repeat(1000));
    expect(screen.queryByText(/\/ 2,000/)).not.toBeInTheDocument();

    await user.paste('b'.repeat(850));
    expect(screen.getByText('1,850 / 2,000')).toBeInTheDocument();
    expect(screen.queryByText('Prayer request must be at most 2000 characters')).not.toBeInTheDocument();

    await user.paste('c'.repeat(400));
    expect(request).toHaveValue(`${'a'.repeat(1000)}${'b'.repeat(850)}${'c'.repeat(150)}`);
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(screen.getByText('Prayer request must be at most 2000 characters')).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((region) => region.closest('form'));
    await waitFor(() => expect(status).toHaveTextContent('Prayer request must be at most 2000 characters.'));
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
  });

  it("submits, confirms, and looks at the wall again a second later for a public request", async () => {
    let listCalls = 0;
    server.use(
      trpcQueries({
        'prayer.list': () => {
          listCalls += 1;
          return { prayerRequests: [] };
        },
      }),
    );
    const submit = trpcMutation('prayer.submit', () => ({ success: true, message: 'ok' }));
    server.use(submit.handler);
    // Time runs as usual, and the test moves it on over the spec's second instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<PrayerWall />);
    await screen.findByText(/No prayer requests yet/);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Hannah');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'hannah@example.org');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Please pray for my family this winter.');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));

    expect(await screen.findByText('Prayer Request Submitted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Another Request' })).toBeInTheDocument();
    expect(submit.received).toEqual([
      {
        name: 'Hannah',
        email: 'hannah@example.org',
        request: 'Please pray for my family this winter.',
        isPrivate: false,
        notifyWhenAnswered: false,
        notifyWhenPrayed: false,
        website: '',
      },
    ]);
    expect(listCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(listCalls).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('does not look again after a private request', async () => {
    let listCalls = 0;
    server.use(
      trpcQueries({
        'prayer.list': () => {
          listCalls += 1;
          return { prayerRequests: [] };
        },
      }),
      trpcMutation('prayer.submit', () => ({ success: true, message: 'ok' })).handler,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<PrayerWall />);
    await screen.findByText(/No prayer requests yet/);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Nicodemus');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'nico@example.org');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'A private matter of the heart.');
    await user.click(screen.getByLabelText(/Keep this request private/));
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    await screen.findByText('Prayer Request Submitted');
    await vi.advanceTimersByTimeAsync(5000);
    expect(listCalls).toBe(1);
  });

  it('asks, off by default, whether to tell the requester when it is answered, and then when someone prays', async () => {
    server.use(trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }));
    const submit = trpcMutation('prayer.submit', () => ({ success: true, message: 'ok' }));
    server.use(submit.handler);
    const { user } = renderWithProviders(<PrayerWall />);
    const answered = screen.getByRole('checkbox', { name: 'Tell me when this prayer is answered' });
    expect(answered).not.toBeChecked();
    expect(answered).toHaveAccessibleDescription('We email the address above; every email has a link to stop them.');
    // The second question comes with the first.
    expect(screen.queryByRole('checkbox', { name: 'and when someone prays for it' })).not.toBeInTheDocument();
    await user.click(answered);
    const prayed = screen.getByRole('checkbox', { name: 'and when someone prays for it' });
    expect(prayed).not.toBeChecked();
    await user.click(prayed);
    // A private request is never on the wall, where people pray: the second question goes, unticked.
    await user.click(screen.getByLabelText(/Keep this request private/));
    expect(screen.queryByRole('checkbox', { name: 'and when someone prays for it' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Keep this request private/));
    expect(screen.getByRole('checkbox', { name: 'and when someone prays for it' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'and when someone prays for it' }));

    await user.pasteInto(screen.getByLabelText(/^Name/), 'Hannah');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'hannah@example.org');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Please pray for my family this winter.');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Prayer Request Submitted')).toBeInTheDocument();
    expect(submit.received).toEqual([expect.objectContaining({ isPrivate: false, notifyWhenAnswered: true, notifyWhenPrayed: true })]);
    // Another request starts with both off again.
    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByRole('checkbox', { name: 'Tell me when this prayer is answered' })).not.toBeChecked();
  });

  it('keeps the ticked notices and everything typed when the server refuses', async () => {
    server.use(
      trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }),
      trpcMutation('prayer.submit', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.');
      }).handler,
    );
    const { user } = renderWithProviders(<PrayerWall />);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Hannah');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'hannah@example.org');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Please pray for my family this winter.');
    await user.click(screen.getByRole('checkbox', { name: 'Tell me when this prayer is answered' }));
    await user.click(screen.getByRole('checkbox', { name: 'and when someone prays for it' }));
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Prayer Request' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Tell me when this prayer is answered' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'and when someone prays for it' })).toBeChecked();
    expect(screen.getByLabelText(/Prayer request/)).toHaveValue('Please pray for my family this winter.');
  });

  it('shows Submission Error with the server message and keeps the form editable and filled', async () => {
    server.use(
      trpcQueries({ 'prayer.list': () => ({ prayerRequests: [] }) }),
      trpcMutation('prayer.submit', () => {
        throw new TrpcTestError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a minute and try again.');
      }).handler,
    );
    const { user } = renderWithProviders(<PrayerWall />);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Hannah');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'hannah@example.org');
    await user.pasteInto(screen.getByLabelText(/Prayer request/), 'Please pray for my family this winter.');
    await user.click(screen.getByRole('button', { name: 'Submit Prayer Request' }));
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Prayer Request' })).toBeEnabled());
    expect(screen.getByLabelText(/Prayer request/)).toHaveValue('Please pray for my family this winter.');
  });
});
