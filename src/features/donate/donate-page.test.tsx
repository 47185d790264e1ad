import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

// The amount settles for 600 ms before an intent is asked for; leave room for a busy machine.
const settled = { timeout: 4000 };

function answerQueries() {
  server.use(
    trpcQueries({
      'accounts.session': () => null,
      'payments.config': () => ({ mode: 'demo', publishableKey: null }),
    }),
  );
}

/** The server's createDonationIntent: a new demo intent for every call, and the amounts it was asked for. */
function intentsFromServer() {
  let made = 0;
  const create = trpcMutation('payments.createDonationIntent', () => {
    made += 1;
    return { clientSecret: `demo_pi_${made}_secret`, paymentIntentId: `demo_pi_${made}` };
  });
  server.use(create.handler);
  return create;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (input: unknown) => (input as { idempotencyKey?: string } | undefined)?.idempotencyKey;

describe('the donation intent on /donate', () => {
  it('is created for the default amount, then once per amount the donor settles on', async () => {
    answerQueries();
    const create = intentsFromServer();
    const { user } = renderApp('/donate');

    expect(await screen.findByRole('button', { name: 'Give $25.00' }, settled)).toBeInTheDocument();
    expect(create.received).toEqual([{ amount: 25, description: 'One-time donation', idempotencyKey: expect.stringMatching(uuid) }]);

    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(await screen.findByRole('button', { name: 'Give $50.00' }, settled)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(await screen.findByRole('button', { name: 'Give $25.00' }, settled)).toBeInTheDocument();
    // Back on $25: the intent made for it before, not a new one.
    expect(create.received).toEqual([
      { amount: 25, description: 'One-time donation', idempotencyKey: expect.stringMatching(uuid) },
      { amount: 50, description: 'One-time donation', idempotencyKey: expect.stringMatching(uuid) },
    ]);
    // Each amount is its own checkout attempt.
    expect(keyOf(create.received[0])).not.toBe(keyOf(create.received[1]));
  });

  it('waits for the typing to stop before asking for an intent', async () => {
    answerQueries();
    const create = intentsFromServer();
    const { user } = renderApp('/donate');
    await screen.findByRole('button', { name: 'Give $25.00' }, settled);

    await user.type(screen.getByLabelText('Or enter a custom amount'), '125');
    expect(await screen.findByRole('button', { name: 'Give $125.00' }, settled)).toBeInTheDocument();
    expect(create.received).toEqual([expect.objectContaining({ amount: 25 }), expect.objectContaining({ amount: 125 })]);
  });

  it("says 'Error' and shows the Payment Error panel when the server fails, and Try Again asks again", async () => {
    answerQueries();
    let failing = true;
    const create = trpcMutation('payments.createDonationIntent', () => {
      if (failing) throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      return { clientSecret: 'demo_pi_9_secret', paymentIntentId: 'demo_pi_9' };
    });
    server.use(create.handler);
    const { user } = renderApp('/donate');

    expect(await screen.findByText('Failed to setup payment. Please try again.', {}, settled)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Give $25.00' }, settled)).toBeInTheDocument();
    expect(create.received).toHaveLength(2);
    // Try Again is the same attempt: the server gives back the intent it may already have made.
    expect(keyOf(create.received[1])).toBe(keyOf(create.received[0]));
  });
});
