import { accountEmailMessages } from '@server/contracts/email';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const TOKEN = 'q8Xc1t0mZr5vJ2kN7pW4sY9bL3hF6dA0gE1uI2oK5nM';

describe('/account/confirm-email', () => {
  it('confirms the address once as it opens, signed in or not, and says so', async () => {
    const confirm = trpcMutation('accounts.confirmEmail', () => ({ email: 'ruth@example.org', message: accountEmailMessages.confirmed('ruth@example.org') }));
    server.use(confirm.handler);
    renderApp(`/account/confirm-email?token=${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { level: 1, name: accountEmailMessages.confirmedTitle }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('ruth@example.org is now the email address on your account.')).toBeInTheDocument();
    expect(confirm.received).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it.each([
    ['expired', new TrpcTestError('BAD_REQUEST', 400, accountEmailMessages.linkExpired)],
    ['used', new TrpcTestError('CONFLICT', 409, accountEmailMessages.linkUsed)],
  ])('says why an %s link no longer works, and where to get a new one', async (_kind, refusal) => {
    server.use(
      trpcMutation('accounts.confirmEmail', () => {
        throw refusal;
      }).handler,
    );
    renderApp(`/account/confirm-email?token=${TOKEN}`, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email address' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal.message);
    expect(screen.getByText(/sends a new link/)).toBeInTheDocument();
  });

  it('asks for the link when the page is opened without one, and asks the server nothing', async () => {
    const confirm = trpcMutation('accounts.confirmEmail', () => ({ email: '', message: '' }));
    server.use(confirm.handler);
    renderApp('/account/confirm-email', { session: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(accountEmailMessages.linkMissing);
    await waitFor(() => expect(confirm.received).toEqual([]));
  });
});
