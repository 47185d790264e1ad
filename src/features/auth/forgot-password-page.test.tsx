import { passwordMessages } from '@server/contracts/passwords';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

describe('/auth/forgot-password', () => {
  it("is reached from the sign-in form's 'Forgot password?', and shows the server's one answer in place of the form", async () => {
    const forgot = trpcMutation('accounts.forgotPassword', () => ({ message: passwordMessages.linkSent }));
    server.use(forgot.handler);
    const { user, router } = renderApp('/auth', { session: null });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await user.pasteInto(screen.getByLabelText(/^Username or email address/), ' ruth ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(passwordMessages.linkSent)).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.linkSentTitle)).toBeInTheDocument();
    expect(forgot.received).toEqual([{ account: 'ruth' }]);
    // Asking again brings the form back with what was typed.
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByLabelText(/^Username or email address/)).toHaveValue(' ruth ');
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    // An account without a confirmed address cannot be recovered this way: the page says whom to write to.
    expect(page.getByRole('link', { name: 'connect@livingwaterministries.org' })).toHaveAttribute('href', 'mailto:connect@livingwaterministries.org');
  });

  it('asks for a name before sending anything', async () => {
    const forgot = trpcMutation('accounts.forgotPassword', () => ({ message: passwordMessages.linkSent }));
    server.use(forgot.handler);
    const { user } = renderApp('/auth/forgot-password', { session: null });
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(passwordMessages.accountRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username or email address/)).toHaveFocus();
    expect(forgot.received).toEqual([]);
  });

  it('says when the request did not reach the server, keeping what was typed', async () => {
    server.use(
      trpcMutation('accounts.forgotPassword', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    const { user } = renderApp('/auth/forgot-password', { session: null });
    await user.pasteInto(await screen.findByLabelText(/^Username or email address/), 'ruth@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(passwordMessages.requestFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.requestFailedFallback)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username or email address/)).toHaveValue('ruth@example.org');
    expect(screen.queryByText(passwordMessages.linkSent)).not.toBeInTheDocument();
  });
});
