import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearFailureToasts, notifyError, notifyInfo, notifySuccess } from './notify';

describe('toasts', () => {
  it('a success closes the failure toasts of the attempts before it', async () => {
    renderWithProviders(<main />);
    act(() => {
      notifyError('Registration failed', "Passwords don't match");
      notifyError('Error', 'Failed to subscribe. Please try again.');
    });
    // The toasts' container loads with the first toast (src/components/toasts.tsx).
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();

    act(() => notifySuccess('Registration successful', 'Welcome, grace!'));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registration failed')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Failed to subscribe. Please try again.')).not.toBeInTheDocument());
  });

  it('a neutral outcome closes them too, and a failure closes no other toast', async () => {
    renderWithProviders(<main />);
    act(() => {
      notifySuccess('Logged out', 'You have been logged out.');
      notifyError('Subscription failed', 'There was an error subscribing to updates. Please try again.');
    });
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('Subscription failed')).toBeInTheDocument();

    act(() => notifyInfo('Already subscribed', 'This email is already subscribed to our updates.'));
    await waitFor(() => expect(screen.queryByText('Subscription failed')).not.toBeInTheDocument());
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('Already subscribed')).toBeInTheDocument();
  });

  it('clears failures waiting in the queue as well as those showing', async () => {
    renderWithProviders(<main />);
    // Three show at once; the other two wait.
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notifyError(`Failure ${n}`, 'It did not work.');
    });
    await waitFor(() => expect(screen.getAllByText('It did not work.')).toHaveLength(3));
    act(() => clearFailureToasts());
    await waitFor(() => expect(screen.queryByText('It did not work.')).not.toBeInTheDocument());
    act(() => notifySuccess('Success!', "You've been subscribed to our newsletter."));
    await waitFor(() => expect(screen.queryByText(/^Failure/)).not.toBeInTheDocument());
  });
});
