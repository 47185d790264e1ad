import { prayerNoticeMessages } from '@server/contracts/prayer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const TOKEN = '12.q8Xc1t0mZr5vJ2kN7pW4sY9bL3hF6dA0gE1uI2oK5nM';

describe('/prayer-notices', () => {
  it('changes nothing as it opens; its button stops the emails, nobody signed in, and the page says so', async () => {
    const stop = trpcMutation('prayer.stopNotices', () => ({ stopped: true }));
    server.use(stop.handler);
    const { user } = renderApp(`/prayer-notices?token=${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Emails about your prayer request' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(prayerNoticeMessages.prompt)).toBeInTheDocument();
    expect(stop.received).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'No more emails about this request' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will not get any more emails about this prayer request. Our team keeps praying.');
    expect(stop.received).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the prayer wall' })).toHaveAttribute('href', '/resources#prayer-wall');
  });

  it("says why a link that is not ours does not work, keeps the button, and gives the ministry's address", async () => {
    server.use(
      trpcMutation('prayer.stopNotices', () => {
        throw new TrpcTestError('BAD_REQUEST', 400, prayerNoticeMessages.linkInvalid);
      }).handler,
    );
    const { user } = renderApp(`/prayer-notices?token=${TOKEN}`, { session: null });
    await user.click(await screen.findByRole('button', { name: 'Stop these emails' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(prayerNoticeMessages.linkInvalid);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'connect@livingwaterministries.org' })).toHaveAttribute(
      'href',
      'mailto:connect@livingwaterministries.org?subject=Prayer%20request%20emails',
    );
    expect(screen.getByRole('button', { name: 'Stop these emails' })).toBeEnabled();
  });

  it('asks for the link when the page is opened without one', async () => {
    const stop = trpcMutation('prayer.stopNotices', () => ({ stopped: true }));
    server.use(stop.handler);
    renderApp('/prayer-notices', { session: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(prayerNoticeMessages.linkMissing);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
    await waitFor(() => expect(stop.received).toEqual([]));
  });
});
