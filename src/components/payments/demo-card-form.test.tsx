import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { cardCvcError, cardExpiryError, cardNumberError } from '@server/contracts/payments';
import { DemoCardForm } from './demo-card-form';

const clientSecret = 'demo_pi_1_secret_abc';

function renderForm() {
  const confirm = trpcMutation('payments.confirmDemo', (input) => {
    if (input.cardNumber.replace(/\s/g, '') === '4000000000000002') throw new TrpcTestError('PAYMENT_REQUIRED', 402, 'Your card was declined.');
    return { status: 'succeeded', paymentIntentId: 'demo_pi_1' };
  });
  server.use(confirm.handler);
  const onSucceeded = vi.fn();
  const view = renderWithProviders(<DemoCardForm clientSecret={clientSecret} submitLabel="Give $25.00" onSucceeded={onSucceeded} />);
  const form = screen.getByRole('form', { name: 'Card payment' });
  const field = {
    number: within(form).getByLabelText(/^Card number/),
    expiry: within(form).getByLabelText(/^Expiry/),
    cvc: within(form).getByLabelText(/^CVC/),
  };
  return { ...view, form, field, confirm, onSucceeded };
}

describe('the demo card form', () => {
  it('is labelled as demo mode', () => {
    const { form } = renderForm();
    expect(within(form).getByText('Demo mode - no real charge')).toBeInTheDocument();
  });

  it('says beside each field what is missing, charges nothing and moves focus to the first invalid field', async () => {
    const { user, form, field, confirm } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));

    expect(field.number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(field.expiry).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(field.cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(field.number).toHaveAttribute('aria-invalid', 'true');
    expect(field.number).toHaveFocus();
    expect(confirm.received).toEqual([]);
  });

  it('checks the number with Luhn, the expiry against today and the CVC for 3-4 digits', async () => {
    const { user, form, field, confirm } = renderForm();
    await user.type(field.number, '4242 4242 4242 4241');
    await user.type(field.expiry, '01 / 20');
    await user.type(field.cvc, '12345');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));

    expect(field.number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(field.expiry).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    expect(field.cvc).toHaveAccessibleDescription("Your card's security code is invalid.");
    expect(field.number).toHaveFocus();

    // A good number: focus goes to the first field still wrong, and editing a field clears its message.
    await user.clear(field.number);
    await user.type(field.number, '4242 4242 4242 4242');
    expect(field.number).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));
    expect(field.expiry).toHaveFocus();
    await user.clear(field.expiry);
    await user.type(field.expiry, '13/40');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));
    expect(field.expiry).toHaveAccessibleDescription("Your card's expiration date is invalid.");
    expect(confirm.received).toEqual([]);
  });

  it('pays with a valid card: number, a future expiry and a 3-4 digit CVC', async () => {
    const { user, form, field, confirm, onSucceeded } = renderForm();
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await user.type(field.number, '4242424242424242');
    await user.type(field.expiry, `12/${nextYear}`);
    await user.type(field.cvc, '1234');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));

    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('demo_pi_1'));
    expect(confirm.received).toEqual([{ clientSecret, cardNumber: '4242424242424242' }]);
  });

  it('shows a decline beside the form as well as in the toast, and keeps what was typed', async () => {
    const { user, form, field, onSucceeded } = renderForm();
    await user.type(field.number, '4000 0000 0000 0002');
    await user.type(field.expiry, '12 / 40');
    await user.type(field.cvc, '123');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));

    const besideTheForm = await within(form).findByRole('alert', { name: 'Payment Failed' });
    expect(besideTheForm).toHaveAccessibleDescription('Your card was declined.');
    // The toast says it too (outside the form), once its container's code has loaded with the first toast.
    await waitFor(() => expect(screen.getAllByText('Your card was declined.')).toHaveLength(2));
    expect(field.number).toHaveValue('4000 0000 0000 0002');
    expect(onSucceeded).not.toHaveBeenCalled();

    // The next try clears it.
    await user.clear(field.number);
    await user.type(field.number, '4242 4242 4242 4242');
    await user.click(within(form).getByRole('button', { name: 'Give $25.00' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalled());
    expect(within(form).queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument();
  });

  it('waits to take payment while the amount is being changed', () => {
    server.use(trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded', paymentIntentId: 'demo_pi_1' })).handler);
    renderWithProviders(<DemoCardForm clientSecret={clientSecret} ready={false} submitLabel="Give $50.00" onSucceeded={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Give $50.00' })).toBeDisabled();
  });
});

describe('the demo card checks', () => {
  const june2026 = new Date(2026, 5, 15);

  it('takes an expiry through the end of its month, as MM/YY with or without spaces', () => {
    expect(cardExpiryError('06/26', june2026)).toBeNull();
    expect(cardExpiryError('06 / 26', june2026)).toBeNull();
    expect(cardExpiryError('0127', june2026)).toBeNull();
    expect(cardExpiryError('05/26', june2026)).toBe("Your card's expiration date is in the past.");
    expect(cardExpiryError('12/25', june2026)).toBe("Your card's expiration date is in the past.");
    expect(cardExpiryError('00/30', june2026)).toBe("Your card's expiration date is invalid.");
    expect(cardExpiryError('12/2030', june2026)).toBe("Your card's expiration date is invalid.");
    expect(cardExpiryError('1/3', june2026)).toBe("Your card's expiration date is incomplete.");
  });

  it('takes the test cards and refuses a number that fails the Luhn check', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('4000-0000-0000-0002')).toBeNull();
    expect(cardNumberError('4242 4242 4242 4243')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242 4242 4242 42424')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242 4242')).toBe('Your card number is incomplete.');
  });

  it('takes a CVC of 3 or 4 digits', () => {
    expect(cardCvcError('123')).toBeNull();
    expect(cardCvcError('1234')).toBeNull();
    expect(cardCvcError('12')).toBe("Your card's security code is incomplete.");
    expect(cardCvcError('12a')).toBe("Your card's security code is invalid.");
  });
});
