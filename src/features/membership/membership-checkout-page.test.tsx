import type { MembershipView } from '@server/contracts/membership';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as confetti from '@/lib/celebrate';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

// jsdom has no canvas: the confetti itself is canvas-confetti's business; here we check it is asked for.
let celebrateFor: MockInstance<typeof confetti.celebrateFor>;
beforeEach(() => {
  celebrateFor = vi.spyOn(confetti, 'celebrateFor').mockReturnValue(() => {});
});
afterEach(() => celebrateFor.mockRestore());

const ruth = { id: 7, username: 'ruth', subscriptionTier: 'free' as const, role: 'member' as const };
const activeAnnual: MembershipView = {
  plan: 'annual',
  planName: 'Annual',
  name: 'Ruth Moab',
  status: 'active',
  periodEnd: new Date('2027-11-21T12:00:00Z'),
};

function answerQueries({ session = null as typeof ruth | null, mine = null as MembershipView | null, byPayment = activeAnnual } = {}) {
  server.use(
    trpcQueries({
      'accounts.session': () => session,
      'payments.config': () => ({ mode: 'demo', publishableKey: null }),
      'membership.mine': () => mine,
      'membership.byPayment': () => byPayment,
    }),
  );
}

describe('membership checkout', () => {

  it('takes a visitor from the annual plan through their details and the demo card to the welcome page', async () => {
    answerQueries();
    const createIntent = trpcMutation('membership.createIntent', () => ({
      clientSecret: 'demo_pi_1_secret_2',
      paymentIntentId: 'demo_pi_1',
      amountCents: 11999,
    }));
    const confirm = trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded', paymentIntentId: 'demo_pi_1' }));
    server.use(createIntent.handler, confirm.handler);
    const { user, router } = renderApp('/membership-checkout?plan=annual');

    expect(await screen.findByRole('radio', { name: /Annual/ })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Breakthrough Circle Annual')).toBeInTheDocument();
    expect(within(summary).getByTestId('membership-total')).toHaveTextContent('$119.99');

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(createIntent.received).toHaveLength(0);

    await user.pasteInto(screen.getByLabelText(/^Name/), 'Ruth Moab');
    await user.pasteInto(screen.getByLabelText(/^Email/), ' Ruth@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const card = await screen.findByRole('form', { name: 'Card payment' });
    expect(createIntent.received).toEqual([
      { plan: 'annual', name: 'Ruth Moab', email: 'ruth@example.org', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(within(card).getByText('Demo mode - no real charge')).toBeInTheDocument();

    await user.pasteInto(within(card).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.pasteInto(within(card).getByLabelText(/^Expiry/), '12 / 40');
    await user.pasteInto(within(card).getByLabelText(/^CVC/), '123');
    await user.click(within(card).getByRole('button', { name: 'Pay $119.99' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Breakthrough Circle, Ruth Moab!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome-to-breakthrough');
    expect(router.state.location.search).toEqual({ payment_intent: 'demo_pi_1' });
    expect(screen.getByText('Your Annual membership is active until November 21, 2027.')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Breakthrough Circle!')).toBeInTheDocument();
    expect(celebrateFor).toHaveBeenCalledWith(5);
  });

  it('moves focus to the first of the details with a message when they are incomplete', async () => {
    answerQueries();
    const { user } = renderApp('/membership-checkout?plan=monthly');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await user.pasteInto(screen.getByLabelText(/^Name/), 'Lydia');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'lydia@');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('does not offer to cancel in the summary that says there is nothing to cancel', async () => {
    answerQueries();
    renderApp('/membership-checkout?plan=annual');
    const summary = await screen.findByRole('region', { name: 'Order summary' }, { timeout: 5000 });
    expect(summary).toHaveTextContent('It does not renew on its own, so there is nothing to cancel');
    expect(summary).not.toHaveTextContent(/cancel any ?time/i);
  });

  it('reads an unknown plan as Monthly, and switching plans changes the price and the address', async () => {
    answerQueries();
    const { user, router } = renderApp('/membership-checkout?plan=lifetime');
    expect(await screen.findByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(screen.getByTestId('membership-total')).toHaveTextContent('$14.99');

    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ plan: 'annual' }));
    expect(screen.getByTestId('membership-total')).toHaveTextContent('$119.99');
  });

  it('shows the setup failure as the spec words it, and keeps what was typed', async () => {
    answerQueries();
    server.use(
      trpcMutation('membership.createIntent', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    const { user } = renderApp('/membership-checkout?plan=monthly');
    await user.pasteInto(await screen.findByLabelText(/^Name/), 'Lydia');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'lydia@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Failed to setup payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lydia');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lydia@example.org');
  });

  it('lets a signed-in member join as their account, and says until when they are already a member', async () => {
    answerQueries({ session: ruth, mine: activeAnnual });
    const createIntent = trpcMutation('membership.createIntent', () => ({
      clientSecret: 'demo_pi_2_secret_3',
      paymentIntentId: 'demo_pi_2',
      amountCents: 1499,
    }));
    server.use(createIntent.handler);
    const { user } = renderApp('/membership-checkout?plan=monthly');

    expect(await screen.findByText(/You are joining as/)).toHaveTextContent('You are joining as ruth.');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your membership is active until November 21, 2027. Joining again adds a new period after that date.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: 'Pay $14.99' })).toBeInTheDocument();
    expect(createIntent.received).toEqual([{ plan: 'monthly', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });
});

describe('the welcome page', () => {

  it('welcomes no one without a confirmed payment', async () => {
    answerQueries();
    renderApp('/welcome-to-breakthrough');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm a membership' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership options' })).toHaveAttribute('href', '/breakthrough-circle#membership');
    expect(celebrateFor).not.toHaveBeenCalled();
  });

  it('says a membership whose payment was refunded or disputed has ended, without confetti', async () => {
    answerQueries({ byPayment: { ...activeAnnual, status: 'revoked' } });
    renderApp('/welcome-to-breakthrough?payment_intent=pi_refunded');
    expect(await screen.findByRole('heading', { level: 1, name: 'This membership has ended' })).toBeInTheDocument();
    expect(screen.getByText(/Its payment was refunded or disputed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(celebrateFor).not.toHaveBeenCalled();
  });

  it('waits, without confetti, while the payment is still being confirmed', async () => {
    answerQueries({ byPayment: { ...activeAnnual, status: 'pending', periodEnd: null } });
    renderApp('/welcome-to-breakthrough?payment_intent=pi_slow');
    expect(await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment' })).toBeInTheDocument();
    expect(celebrateFor).not.toHaveBeenCalled();
    expect(screen.queryByText('Welcome to Breakthrough Circle!')).not.toBeInTheDocument();
  });
});
