import { passwordMessages } from '@server/contracts/passwords';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const TOKEN = 'q8Xc1t0mZr5vJ2kN7pW4sY9bL3hF6dA0gE1uI2oK5nM';
const inHalfAnHour = () => new Date(Date.now() + 30 * 60 * 1000);

function linkWorks() {
  const check = trpcMutation('accounts.passwordResetLink', () => ({ expiresAt: inHalfAnHour() }));
  server.use(check.handler);
  return check;
}

async function typePasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  await user.pasteInto(await screen.findByLabelText(/^New password/, {}, { timeout: 5000 }), password);
  await user.pasteInto(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('/auth/reset-password', () => {
  it('checks the link as it opens, asks for the password twice, and offers Sign In once it is changed', async () => {
    const check = linkWorks();
    const reset = trpcMutation('accounts.resetPassword', () => ({ message: passwordMessages.passwordReset }));
    server.use(reset.handler);
    const { user } = renderApp(`/auth/reset-password?token=${TOKEN}`, { session: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, { timeout: 5000 })).toBeInTheDocument();
    expect(check.received).toEqual([{ token: TOKEN }]);
    await typePasswords(user, 'gleaning in the fields', 'gleaning in the field');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(reset.received).toEqual([]);

    await user.pasteInto(screen.getByLabelText(/^Confirm new password/), 's');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: passwordMessages.passwordResetTitle })).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.passwordReset)).toBeInTheDocument();
    expect(reset.received).toEqual([{ token: TOKEN, password: 'gleaning in the fields' }]);
    // Nobody is signed in by the link: the way on is to sign in.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(screen.getByRole('main')).queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it.each([
    ['expired', new TrpcTestError('BAD_REQUEST', 400, passwordMessages.linkExpired)],
    ['used', new TrpcTestError('CONFLICT', 409, passwordMessages.linkUsed)],
    ['replaced', new TrpcTestError('BAD_REQUEST', 400, passwordMessages.linkReplaced)],
  ])('says why an %s link no longer works as it opens, with a way to ask again', async (_kind, refusal) => {
    server.use(
      trpcMutation('accounts.passwordResetLink', () => {
        throw refusal;
      }).handler,
    );
    renderApp(`/auth/reset-password?token=${TOKEN}`, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal.message);
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says so when the link is used up while the password is typed', async () => {
    linkWorks();
    server.use(
      trpcMutation('accounts.resetPassword', () => {
        throw new TrpcTestError('CONFLICT', 409, passwordMessages.linkUsed);
      }).handler,
    );
    const { user } = renderApp(`/auth/reset-password?token=${TOKEN}`, { session: null });
    await typePasswords(user, 'gleaning in the fields', 'gleaning in the fields');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(passwordMessages.linkUsed);
  });

  it('keeps what was typed when the server refuses the password or is busy', async () => {
    linkWorks();
    const refusals = [
      new TrpcTestError('BAD_REQUEST', 400, 'Password must be at most 256 characters'),
      new TrpcTestError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a minute and try again.'),
    ];
    server.use(
      trpcMutation('accounts.resetPassword', () => {
        throw refusals.shift();
      }).handler,
    );
    const { user } = renderApp(`/auth/reset-password?token=${TOKEN}`, { session: null });
    await typePasswords(user, 'gleaning in the fields', 'gleaning in the fields');
    expect(await screen.findByText('Password must be at most 256 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('gleaning in the fields');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('gleaning in the fields');

    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(passwordMessages.resetFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('gleaning in the fields');
  });

  it('asks for the link when the page is opened without one, and asks the server nothing', async () => {
    const check = linkWorks();
    renderApp('/auth/reset-password', { session: null });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(passwordMessages.linkMissing);
    await waitFor(() => expect(check.received).toEqual([]));
  });
});
