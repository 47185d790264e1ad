import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as confetti from '@/lib/celebrate';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { SubscribeDialogButton } from './subscribe-dialog-button';

// jsdom has no canvas: the confetti itself is canvas-confetti's business; here we check it is asked for.
let celebrate: MockInstance<typeof confetti.celebrate>;
beforeEach(() => {
  celebrate = vi.spyOn(confetti, 'celebrate').mockResolvedValue();
});
afterEach(() => celebrate.mockRestore());

async function openAndFill(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Updates' });
  await user.pasteInto(screen.getByLabelText(/First name/), 'Lydia');
  await user.pasteInto(screen.getByLabelText(/Last name/), 'of Thyatira');
  await user.pasteInto(screen.getByLabelText(/^Email/), 'lydia@example.org');
  await user.click(screen.getByLabelText(/I agree/));
  return dialog;
}

describe('the subscribe dialog', () => {

  it('uses its own messages', async () => {
    const { user } = renderWithProviders(<SubscribeDialogButton>Subscribe to Updates</SubscribeDialogButton>);
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.pasteInto(await screen.findByLabelText(/^Email/), 'lydia');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('You must agree to receive updates')).toBeInTheDocument();
  });

  it('moves focus to the first field with a message on a submit with errors', async () => {
    const { user } = renderWithProviders(<SubscribeDialogButton>Subscribe to Updates</SubscribeDialogButton>);
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.pasteInto(await screen.findByLabelText(/First name/), 'Lydia');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'lydia');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
  });

  it('thanks with confetti after success, and starts afresh once closed', async () => {
    server.use(trpcMutation('newsletter.subscribeToUpdates', () => ({ success: true, message: 'ok' })).handler);
    const { user } = renderWithProviders(<SubscribeDialogButton>Subscribe to Updates</SubscribeDialogButton>);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our updates.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeInTheDocument();
    expect(celebrate).toHaveBeenCalledWith({ pieces: 100, minSeconds: 2, maxSeconds: 5 });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    expect(await screen.findByLabelText(/First name/)).toHaveValue('');
  });

  it("treats 'already exists' as subscribed: an informational toast and the thank-you view", async () => {
    server.use(
      trpcMutation('newsletter.subscribeToUpdates', () => {
        throw new TrpcTestError('CONFLICT', 409, 'This email already exists in our subscriber list.');
      }).handler,
    );
    const { user } = renderWithProviders(<SubscribeDialogButton>Subscribe to Updates</SubscribeDialogButton>);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
    expect(screen.getByText('This email is already subscribed to our updates.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeInTheDocument();
    expect(celebrate).toHaveBeenCalled();
  });

  it('shows Subscription failed on any other error and keeps the form filled', async () => {
    server.use(
      trpcMutation('newsletter.subscribeToUpdates', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    const { user } = renderWithProviders(<SubscribeDialogButton>Subscribe to Updates</SubscribeDialogButton>);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error subscribing to updates. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Lydia');
    expect(celebrate).not.toHaveBeenCalled();
  });
});
