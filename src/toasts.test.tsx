import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newMemberChatAnswers, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

// A failure toast is about an attempt that is over once it succeeds or the visitor moves on (issue: a
// "Registration failed" beside the success, a declined card's toast following the donor to /thank-you).
describe('failure toasts in the app', () => {
  it("'Registration failed' goes once the registration succeeds", async () => {
    server.use(trpcMutation('accounts.register', () => ({ id: 7, username: 'grace', subscriptionTier: 'free', role: 'member' })).handler, trpcQueries(newMemberChatAnswers));
    const { user } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registration failed')).not.toBeInTheDocument(), { timeout: 2000 });
    // Registering led to the Bible chat; it is let finish loading before the next test.
    expect(await screen.findByPlaceholderText('Ask a question about the Bible...')).toBeEnabled();
  });

  it("a declined card's toast does not follow the donor to /thank-you", async () => {
    server.use(
      trpcQueries({
        'accounts.session': () => null,
        'payments.config': () => ({ mode: 'demo', publishableKey: null }),
        'giving.options': () => ({ funds: [{ id: 1, name: 'General', description: '' }], fee: { rateBasisPoints: 290, fixedCents: 30 }, today: '2026-11-26' }),
        'payments.status': () => ({ reference: 'demo_pi_1', purpose: 'donation', status: 'succeeded', amountCents: 2500, currency: 'usd' }),
      }),
      trpcMutation('payments.createDonationIntent', () => ({ clientSecret: 'demo_pi_1_secret_abc', paymentIntentId: 'demo_pi_1' })).handler,
      trpcMutation('payments.confirmDemo', (input) => {
        if (input.cardNumber.startsWith('4000')) throw new TrpcTestError('PAYMENT_REQUIRED', 402, 'Your card was declined.');
        return { status: 'succeeded', paymentIntentId: 'demo_pi_1' };
      }).handler,
    );
    const { user, router } = renderApp('/donate');
    const form = await screen.findByRole('form', { name: 'Card payment' }, { timeout: 4000 });
    const number = within(form).getByLabelText(/^Card number/);
    await user.pasteInto(number, '4000 0000 0000 0002');
    await user.pasteInto(within(form).getByLabelText(/^Expiry/), '12 / 40');
    await user.pasteInto(within(form).getByLabelText(/^CVC/), '123');
    const give = within(form).getByRole('button', { name: 'Give $25.00' });
    await waitFor(() => expect(give).toBeEnabled());
    await user.click(give);
    // Beside the form and in the toast.
    await waitFor(() => expect(screen.getAllByText('Your card was declined.')).toHaveLength(2));

    await user.clear(number);
    await user.pasteInto(number, '4242 4242 4242 4242');
    await user.click(give);
    expect(await screen.findByRole('heading', { name: 'Thank you for your gift of $25.00' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    await waitFor(() => expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('moving to another page closes a failure toast', async () => {
    server.use(
      trpcMutation('accounts.login', () => {
        throw new TrpcTestError('UNAUTHORIZED', 401, 'Invalid username or password');
      }).handler,
    );
    const { user, router } = renderApp('/auth');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();

    await router.navigate({ to: '/about' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    // Closed on leaving /auth, well before the 5 s a toast lasts; it leaves once its exit transition has run.
    await waitFor(() => expect(screen.queryByText('Login failed')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
