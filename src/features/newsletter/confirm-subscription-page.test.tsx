import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const TOKEN = 'Zr5vJ2kN7pW4sY9bL3hF6dA0gE1uI2oK5nMq8Xc1t0m';

describe('/newsletter/confirm', () => {
  it('confirms the sign-up once as it opens, nobody signed in, and says so', async () => {
    const confirm = trpcMutation('newsletter.confirm', () => ({ email: 'ruth@example.org', message: newsletterLinkMessages.confirmed('ruth@example.org') }));
    server.use(confirm.handler);
    renderApp(`/newsletter/confirm?token=${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Thank you! ruth@example.org is confirmed: you will receive our newsletter and updates.')).toBeInTheDocument();
    expect(confirm.received).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['expired', newsletterLinkMessages.confirmLinkExpired],
    ['unknown', newsletterLinkMessages.confirmLinkUnknown],
  ])('says why an %s link does not work, and how to get a new one', async (_kind, message) => {
    server.use(
      trpcMutation('newsletter.confirm', () => {
        throw new TrpcTestError('BAD_REQUEST', 400, message);
      }).handler,
    );
    renderApp(`/newsletter/confirm?token=${TOKEN}`, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your subscription' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(/sends a new link/)).toBeInTheDocument();
  });

  it('asks for the link when the page is opened without one, and asks the server nothing', async () => {
    const confirm = trpcMutation('newsletter.confirm', () => ({ email: '', message: '' }));
    server.use(confirm.handler);
    renderApp('/newsletter/confirm', { session: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(newsletterLinkMessages.confirmLinkMissing);
    await waitFor(() => expect(confirm.received).toEqual([]));
  });
});
