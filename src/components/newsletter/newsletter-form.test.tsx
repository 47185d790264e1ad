import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { NewsletterSection } from './newsletter-section';

/** Renders the section and waits for its form, which loads after the section. */
async function renderSection() {
  const view = renderWithProviders(<NewsletterSection />);
  await screen.findByRole('button', { name: 'Subscribe' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.pasteInto(screen.getByLabelText(/First name/), 'Ruth');
  await user.pasteInto(screen.getByLabelText(/Last name/), 'Moabite');
  await user.pasteInto(screen.getByLabelText(/^Email/), 'ruth@example.org');
  await user.click(screen.getByLabelText(/I agree to receive emails/));
}

describe('the newsletter section', () => {
  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const subscribe = trpcMutation('newsletter.subscribe', () => ({ success: true, message: 'ok' }));
    server.use(subscribe.handler);
    const { user } = await renderSection();
    await user.pasteInto(screen.getByLabelText(/^Email/), 'ruth@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    for (const message of ['First name is required', 'Last name is required', 'Invalid email address', 'You must consent to receive emails']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(subscribe.received).toEqual([]);
  });

  it('moves focus to the first field with a message on a submit with errors', async () => {
    const { user } = await renderSection();
    await user.pasteInto(screen.getByLabelText(/First name/), 'Ruth');
    await user.pasteInto(screen.getByLabelText(/Last name/), 'Moabite');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'ruth@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You must consent to receive emails')).toBeInTheDocument();
    expect(screen.getByLabelText(/I agree to receive emails/)).toHaveFocus();
  });

  it("reads 'Subscribing...' while pending, then thanks and offers 'Subscribe Another Email'", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const subscribe = trpcMutation('newsletter.subscribe', async () => {
      await held;
      return { success: true, message: "You've been subscribed to our newsletter." };
    });
    server.use(subscribe.handler);
    const { user } = await renderSection();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText("You've been subscribed to our newsletter.")).toBeInTheDocument();
    expect(subscribe.received).toEqual([
      { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org', consent: true, website: '' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Subscribe Another Email' }));
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('shows the server message in an Error toast and keeps what was typed', async () => {
    server.use(
      trpcMutation('newsletter.subscribe', () => {
        throw new TrpcTestError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a minute and try again.');
      }).handler,
    );
    const { user } = await renderSection();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ruth');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ruth@example.org');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  });

  it('falls back to the spec message when the server fails without one', async () => {
    server.use(
      trpcMutation('newsletter.subscribe', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong on our side. Please try again.');
      }).handler,
    );
    const { user } = await renderSection();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});
