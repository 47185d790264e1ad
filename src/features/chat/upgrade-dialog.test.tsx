import type { SubscriptionView } from '@server/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { answerChat, freeTier, premiumTier } from './chat-test-server';

const WAIT = { timeout: 5000 };

/** The member's tier as the server has it: free until the payment is confirmed. */
function upgradeServer() {
  let subscription: SubscriptionView = freeTier(3);
  server.use(answerChat({ subscription: () => subscription }));
  const start = trpcMutation('chat.startUpgrade', (input) => ({
    clientSecret: `demo_pi_${input.plan}_secret_1`,
    paymentIntentId: `demo_pi_${input.plan}`,
    amountCents: input.plan === 'yearly' ? 5999 : 599,
  }));
  const pay = trpcMutation('payments.confirmDemo', (input) => ({
    status: 'succeeded' as const,
    paymentIntentId: input.clientSecret.replace(/_secret_1$/, ''),
  }));
  const confirm = trpcMutation('chat.confirmUpgrade', () => {
    subscription = premiumTier();
    return subscription;
  });
  server.use(start.handler, pay.handler, confirm.handler);
  return { start, confirm };
}

async function openDialog() {
  const view = renderApp('/bible-chat');
  const banner = await screen.findByRole('region', { name: 'Go deeper with Premium' }, WAIT);
  await view.user.click(within(banner).getByRole('button', { name: 'Upgrade to Premium' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
  return { ...view, dialog };
}

describe('the upgrade dialog', () => {
  it('offers Monthly at $5.99/month and Yearly at $59.99/year, saving 17%', async () => {
    upgradeServer();
    const { user, dialog } = await openDialog();

    expect(within(dialog).getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('$5.99/month')).toBeInTheDocument();
    expect(within(dialog).queryByText('Save 17%')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Unlimited questions')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Yearly' }));
    expect(within(dialog).getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('$59.99/year')).toBeInTheDocument();
    expect(within(dialog).getByText('Save 17%')).toBeInTheDocument();
    expect(within(dialog).getByText('$11.89 saved')).toBeInTheDocument();
  });

  it('takes the yearly plan through the demo card to Premium', async () => {
    const { start, confirm } = upgradeServer();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('tab', { name: 'Yearly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const card = await within(dialog).findByRole('form', { name: 'Card payment' });
    expect(within(card).getByText('Demo mode - no real charge')).toBeInTheDocument();
    expect(start.received).toEqual([{ plan: 'yearly', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    await user.pasteInto(within(card).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.pasteInto(within(card).getByLabelText(/^Expiry/), '12 / 40');
    await user.pasteInto(within(card).getByLabelText(/^CVC/), '123');
    await user.click(within(card).getByRole('button', { name: 'Pay $59.99' }));

    expect(await screen.findByText('Welcome to Premium!')).toBeInTheDocument();
    expect(screen.getByText('You now have unlimited Bible Chat messages.')).toBeInTheDocument();
    expect(confirm.received).toEqual([{ paymentIntentId: 'demo_pi_yearly' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeInTheDocument());
    const panel = screen.getByRole('region', { name: /Bible Assistant/ });
    expect(await within(panel).findByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText(/messages remaining today/)).not.toBeInTheDocument();
    expect(screen.queryByText('Go deeper with Premium')).not.toBeInTheDocument();
  });

  it('goes back to Continue when another plan is chosen after the payment step opened', async () => {
    const { start } = upgradeServer();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('button', { name: 'Pay $5.99' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Yearly' }));
    expect(within(dialog).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('button', { name: 'Pay $59.99' })).toBeInTheDocument();
    expect(start.received.map((input) => input.plan)).toEqual(['monthly', 'yearly']);
  });

  it('says so when the payment cannot be set up', async () => {
    server.use(answerChat());
    server.use(
      trpcMutation('chat.startUpgrade', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Failed to setup payment. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment Error')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('confirms a payment Stripe returns with, once, and takes it out of the address', async () => {
    const { confirm } = upgradeServer();
    const { router } = renderApp('/bible-chat?upgrade=return&payment_intent=pi_3Qx&redirect_status=succeeded');

    expect(await screen.findByText('Welcome to Premium!', {}, WAIT)).toBeInTheDocument();
    expect(confirm.received).toEqual([{ paymentIntentId: 'pi_3Qx' }]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const panel = screen.getByRole('region', { name: /Bible Assistant/ });
    expect(await within(panel).findByText('Premium')).toBeInTheDocument();
    expect(confirm.received).toHaveLength(1);
  });
});
