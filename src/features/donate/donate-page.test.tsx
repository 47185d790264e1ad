import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError, type ProcedureOutput } from '@/test/trpc-msw';
import { AMOUNT_SETTLE_MS } from './use-donation-intent';

// The amount settles for 600 ms before the intent is asked for it; leave room for a busy machine.
const settled = { timeout: 4000 };

// In the tests that wait for the amount or the address to settle, time runs as usual and the test moves it on
// over the settling instead of waiting it out (a core sat idle for it).
const settlingMovedOn = () => vi.useFakeTimers({ shouldAdvanceTime: true });
afterEach(() => {
  vi.useRealTimers();
});

/** What was typed or chosen has settled, as after the donor paused (waited out where time is not moved on). */
const settle = () => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(AMOUNT_SETTLE_MS) : Promise.resolve());

function answerQueries(status?: ProcedureOutput<'payments.status'>) {
  server.use(
    trpcQueries({
      'accounts.session': () => null,
      'payments.config': () => ({ mode: 'demo', publishableKey: null }),
      'giving.options': () => givingOptions,
      ...(status ? { 'payments.status': () => status } : {}),
    }),
  );
}

const givingOptions = {
  funds: [
    { id: 1, name: 'General', description: 'Where the need is greatest.' },
    { id: 2, name: 'Missions', description: 'The gospel in new places.' },
  ],
  fee: { rateBasisPoints: 290, fixedCents: 30 },
  today: '2026-11-26',
};

const intent = { clientSecret: 'demo_pi_1_secret_abc', paymentIntentId: 'demo_pi_1' };

/** The server's createDonationIntent and changeDonationAmount for one intent, and what each was asked. */
function intentFromServer({ changeFails = () => false }: { changeFails?: () => boolean } = {}) {
  const create = trpcMutation('payments.createDonationIntent', () => intent);
  const change = trpcMutation('payments.changeDonationAmount', () => {
    if (changeFails()) throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
    return intent;
  });
  server.use(create.handler, change.handler);
  return { create, change };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (input: unknown) => (input as { idempotencyKey?: string } | undefined)?.idempotencyKey;

/** The pay button once the intent holds the amount on it (it waits, disabled, while the amount changes). */
async function payButtonReady(name: string) {
  const button = await screen.findByRole('button', { name }, settled);
  await settle();
  await waitFor(() => expect(button).toBeEnabled(), settled);
  return button;
}

describe('the donation intent on /donate', () => {
  beforeEach(settlingMovedOn);

  it('is created once, for the default amount, then changed as the donor settles on other amounts', async () => {
    answerQueries();
    const { create, change } = intentFromServer();
    const { user } = renderApp('/donate');

    await payButtonReady('Give $25.00');
    expect(create.received).toEqual([{ amount: 25, fundId: 1, coverFee: false, idempotencyKey: expect.stringMatching(uuid) }]);

    await user.click(screen.getByRole('button', { name: '$50' }));
    // At once the button says the new amount, and waits until the server has changed the intent.
    expect(screen.getByRole('button', { name: 'Give $50.00' })).toBeDisabled();
    await payButtonReady('Give $50.00');
    await user.click(screen.getByRole('button', { name: '$25' }));
    await payButtonReady('Give $25.00');

    expect(create.received).toHaveLength(1);
    expect(change.received).toEqual([
      { ...intent, amount: 50, fundId: 1, coverFee: false },
      { ...intent, amount: 25, fundId: 1, coverFee: false },
    ]);
  });

  it('waits for the typing to stop before changing the amount', async () => {
    answerQueries();
    const { create, change } = intentFromServer();
    const { user } = renderApp('/donate');
    await payButtonReady('Give $25.00');

    await user.type(screen.getByLabelText('Or enter a custom amount'), '125');
    await payButtonReady('Give $125.00');
    expect(create.received).toEqual([expect.objectContaining({ amount: 25 })]);
    expect(change.received).toEqual([{ ...intent, amount: 125, fundId: 1, coverFee: false }]);
  });

  it('keeps the card details typed so far when the amount changes, and charges the same intent', async () => {
    answerQueries({ reference: intent.paymentIntentId, purpose: 'donation', status: 'succeeded', amountCents: 10000, currency: 'usd' });
    const { change } = intentFromServer();
    const confirm = trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded' as const, paymentIntentId: intent.paymentIntentId }));
    server.use(confirm.handler);
    const { user, router } = renderApp('/donate');
    await payButtonReady('Give $25.00');

    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.pasteInto(within(form).getByLabelText('Name on card'), 'Lydia of Thyatira');
    await user.pasteInto(within(form).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.pasteInto(within(form).getByLabelText(/^Expiry/), '12 / 40');
    await user.pasteInto(within(form).getByLabelText(/^CVC/), '123');

    await user.click(screen.getByRole('button', { name: '$100' }));
    await payButtonReady('Give $100.00');

    const sameForm = screen.getByRole('form', { name: 'Card payment' });
    expect(sameForm).toBe(form);
    expect(within(form).getByLabelText('Name on card')).toHaveValue('Lydia of Thyatira');
    expect(within(form).getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(within(form).getByLabelText(/^Expiry/)).toHaveValue('12 / 40');
    expect(within(form).getByLabelText(/^CVC/)).toHaveValue('123');
    expect(change.received).toEqual([{ ...intent, amount: 100, fundId: 1, coverFee: false }]);

    await user.click(await payButtonReady('Give $100.00'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'), settled);
    expect(confirm.received).toEqual([{ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' }]);
  });

  it('keeps the card form while the amount is not a valid gift, and waits to take payment', async () => {
    answerQueries();
    intentFromServer();
    const { user } = renderApp('/donate');
    await payButtonReady('Give $25.00');
    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.pasteInto(within(form).getByLabelText(/^Card number/), '4242');

    await user.type(screen.getByLabelText('Or enter a custom amount'), '1.2.3');
    expect(await screen.findByText('Invalid Amount: Please enter a valid donation amount')).toBeInTheDocument();
    expect(screen.getByText('Choose or enter an amount to continue.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Give' })).toBeDisabled();
    expect(within(form).getByLabelText(/^Card number/)).toHaveValue('4242');
  });

  it("says 'Error' and shows the Payment Error panel when the server fails, and Try Again asks again", async () => {
    answerQueries();
    let failing = true;
    const create = trpcMutation('payments.createDonationIntent', () => {
      if (failing) throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      return intent;
    });
    server.use(create.handler);
    const { user } = renderApp('/donate');

    expect(await screen.findByText('Failed to setup payment. Please try again.', {}, settled)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await payButtonReady('Give $25.00');
    expect(create.received).toHaveLength(2);
    // Try Again is the same attempt: the server gives back the intent it may already have made.
    expect(keyOf(create.received[1])).toBe(keyOf(create.received[0]));
  });

  it('keeps the card form, with what was typed, when changing the amount fails; Try Again changes it', async () => {
    answerQueries();
    let failing = true;
    const { change } = intentFromServer({ changeFails: () => failing });
    const { user } = renderApp('/donate');
    await payButtonReady('Give $25.00');
    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.pasteInto(within(form).getByLabelText(/^Card number/), '4242 4242 4242 4242');

    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(await screen.findByText('Something went wrong. Please try again.', {}, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give $50.00' })).toBeDisabled();
    expect(within(form).getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await payButtonReady('Give $50.00');
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    expect(change.received).toEqual([
      { ...intent, amount: 50, fundId: 1, coverFee: false },
      { ...intent, amount: 50, fundId: 1, coverFee: false },
    ]);
  });
});

describe('the receipt address on /donate', () => {
  beforeEach(settlingMovedOn);

  it('is optional: without one nothing more is asked, and the donor pays as before', async () => {
    answerQueries();
    intentFromServer();
    const saveEmail = trpcMutation('payments.setDonationReceiptEmail', (input) => ({ email: input.email ?? null }));
    server.use(saveEmail.handler);
    renderApp('/donate');
    expect(await screen.findByLabelText(/^Email for your receipt/)).toHaveValue('');
    expect(screen.getByText('Optional. Signed in with a confirmed email on your account? Leave this empty and the receipt goes there.')).toBeInTheDocument();
    await payButtonReady('Give $25.00');
    expect(saveEmail.received).toEqual([]);
  });

  it('is saved on the gift before the card is charged: the pay button waits for it', async () => {
    answerQueries({ reference: intent.paymentIntentId, purpose: 'donation', status: 'succeeded', amountCents: 2500, currency: 'usd' });
    intentFromServer();
    let answer: (() => void) | undefined;
    const saveEmail = trpcMutation('payments.setDonationReceiptEmail', async (input) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { email: input.email ?? null };
    });
    const confirm = trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded' as const, paymentIntentId: intent.paymentIntentId }));
    server.use(saveEmail.handler, confirm.handler);
    const { user, router } = renderApp('/donate');
    await payButtonReady('Give $25.00');

    await user.pasteInto(screen.getByLabelText(/^Email for your receipt/), 'Ruth@Example.org');
    // Until the server holds the address, the gift cannot be paid.
    expect(screen.getByRole('button', { name: 'Give $25.00' })).toBeDisabled();
    await settle();
    await waitFor(() => expect(saveEmail.received).toEqual([{ ...intent, email: 'ruth@example.org' }]), settled);
    expect(screen.getByRole('button', { name: 'Give $25.00' })).toBeDisabled();
    answer?.();

    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.pasteInto(within(form).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.pasteInto(within(form).getByLabelText(/^Expiry/), '12 / 40');
    await user.pasteInto(within(form).getByLabelText(/^CVC/), '123');
    await user.click(await payButtonReady('Give $25.00'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'), settled);
    expect(saveEmail.received).toHaveLength(1);
  });

  it('says on the field when what was typed is not an address, and waits to take payment', async () => {
    answerQueries();
    intentFromServer();
    const saveEmail = trpcMutation('payments.setDonationReceiptEmail', (input) => ({ email: input.email ?? null }));
    server.use(saveEmail.handler);
    const { user } = renderApp('/donate');
    await payButtonReady('Give $25.00');

    const field = screen.getByLabelText(/^Email for your receipt/);
    await user.pasteInto(field, 'ruth@');
    expect(await screen.findByText('Please enter a valid email address, or leave this empty', {}, settled)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Please enter a valid email address, or leave this empty/);
    expect(screen.getByRole('button', { name: 'Give $25.00' })).toBeDisabled();

    // Emptied again: no address, and the gift can be paid.
    await user.clear(field);
    await payButtonReady('Give $25.00');
    expect(screen.queryByText('Please enter a valid email address, or leave this empty')).not.toBeInTheDocument();
    expect(saveEmail.received).toEqual([]);
  });
});

describe('the thank-you page', () => {
  it.each([
    ['refunded', 'This gift was refunded', 'The $40.00 went back to the card it came from.'],
    ['disputed', 'This gift is disputed', 'The bank that issued the card has questioned this payment, so it is on hold.'],
  ] as const)('says a %s gift is no longer given, with its reference and a way to ask', async (status, heading, text) => {
    answerQueries({ reference: 'pi_back', purpose: 'donation', status, amountCents: 4000, currency: 'usd' });
    renderApp('/thank-you?payment_intent=pi_back');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text.replace(/[$.]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByText('pi_back')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('heading', { name: /Thank you for your gift/ })).not.toBeInTheDocument();
  });
});

describe('the gift on /donate: fund, fee and how often', () => {
  it('designates the gift to the chosen fund and adds the covered fee to the charge, as the server prices it', async () => {
    settlingMovedOn();
    answerQueries();
    const { create, change } = intentFromServer();
    const { user } = renderApp('/donate');
    await payButtonReady('Give $25.00');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'Missions');
    await user.click(screen.getByRole('checkbox', { name: 'Add $1.06 to cover the processing fee, so that $25.00 reaches the ministry in full' }));
    await payButtonReady('Give $26.06');
    expect(create.received).toHaveLength(1);
    expect(change.received.at(-1)).toEqual({ ...intent, amount: 25, fundId: 2, coverFee: true });
  });

  it('asks a visitor to sign in for a recurring gift, and keeps giving once open to them', async () => {
    settlingMovedOn();
    answerQueries();
    intentFromServer();
    const { user } = renderApp('/donate');
    await user.click(await screen.findByRole('radio', { name: 'Every month' }));
    expect(await screen.findByText('Please sign in to set up a recurring gift, so you can manage it later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in or register' })).toHaveAttribute('href', '/auth?redirect=%2Fdonate');
    await user.click(screen.getByRole('radio', { name: 'Give once' }));
    await payButtonReady('Give $25.00');
  });

  it('sets up a monthly gift for a member: the start date, the card saved, then the gift confirmed', async () => {
    server.use(
      trpcQueries({
        'accounts.session': () => ({ id: 7, username: 'lydia', subscriptionTier: 'free', role: 'member' }),
        'payments.config': () => ({ mode: 'demo', publishableKey: null }),
        'giving.options': () => givingOptions,
      }),
    );
    intentFromServer();
    const start = trpcMutation('giving.startRecurring', () => ({ giftId: 9, setupId: 'demo_pi_setup', clientSecret: 'demo_pi_setup_secret_x' }));
    const confirmCard = trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded', paymentIntentId: 'demo_pi_setup' }));
    const confirmGift = trpcMutation('giving.confirmRecurring', () => ({
      id: 9,
      fund: 'Missions',
      amountCents: 2500,
      feeCents: 0,
      currency: 'usd',
      interval: 'month',
      status: 'active',
      nextChargeAt: new Date('2026-12-26T00:00:00Z'),
      failing: false,
      lastFailure: null,
      card: 'Card ending 4242',
      gateway: 'demo',
    }));
    server.use(start.handler, confirmCard.handler, confirmGift.handler);
    const { user } = renderApp('/donate');
    await user.click(await screen.findByRole('radio', { name: 'Every month' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'Missions');
    await user.click(await screen.findByRole('button', { name: 'Continue to card details: $25.00 every month' }));
    expect(start.received).toEqual([{ amount: 25, interval: 'month', startDate: '2026-11-26', coverFee: false, fundId: 2, idempotencyKey: expect.stringMatching(uuid) }]);

    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText(/Expiry/), '12 / 30');
    await user.type(within(form).getByLabelText(/CVC/), '123');
    await user.click(within(form).getByRole('button', { name: 'Save card and give $25.00 every month' }));
    expect(await screen.findByText('Thank you! Your gift is set up')).toBeInTheDocument();
    expect(confirmGift.received).toEqual([{ giftId: 9 }]);
    expect(screen.getByText(/Next gift: December 26, 2026/)).toBeInTheDocument();
  });
});
