import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const TOKEN = '42.q8Xc1t0mZr5vJ2kN7pW4sY9bL3hF6dA0gE1uI2oK5nM';

describe('/newsletter/unsubscribe', () => {
  it('changes nothing as it opens; its button unsubscribes, nobody signed in, and the page says it worked', async () => {
    const unsubscribe = trpcMutation('newsletter.unsubscribe', () => ({ message: newsletterLinkMessages.unsubscribed }));
    server.use(unsubscribe.handler);
    const { user } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from our emails' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(newsletterLinkMessages.unsubscribePrompt)).toBeInTheDocument();
    expect(unsubscribe.received).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have taken your address off our list: you will not receive our newsletter or updates any more.');
    expect(unsubscribe.received).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so when the address was already off the list', async () => {
    server.use(trpcMutation('newsletter.unsubscribe', () => ({ message: newsletterLinkMessages.alreadyUnsubscribed })).handler);
    const { user } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, { session: null });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterLinkMessages.alreadyUnsubscribed);
  });

  it("says why a link that is not ours does not work, and gives the ministry's address", async () => {
    server.use(
      trpcMutation('newsletter.unsubscribe', () => {
        throw new TrpcTestError('BAD_REQUEST', 400, newsletterLinkMessages.unsubscribeLinkUnknown);
      }).handler,
    );
    const { user } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, { session: null });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterLinkMessages.unsubscribeLinkUnknown);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'connect@livingwaterministries.org' })).toHaveAttribute('href', 'mailto:connect@livingwaterministries.org?subject=Unsubscribe');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails' })).toBeInTheDocument();
  });

  it('asks for the link when the page is opened without one', async () => {
    const unsubscribe = trpcMutation('newsletter.unsubscribe', () => ({ message: '' }));
    server.use(unsubscribe.handler);
    renderApp('/newsletter/unsubscribe', { session: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(newsletterLinkMessages.unsubscribeLinkMissing);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await waitFor(() => expect(unsubscribe.received).toEqual([]));
  });
});
