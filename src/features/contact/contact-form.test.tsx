import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { ContactForm } from './contact-form';

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.pasteInto(screen.getByLabelText(/^Name/), 'Priscilla');
  await user.pasteInto(screen.getByLabelText(/^Email/), 'priscilla@example.org');
  await user.click(screen.getByRole('combobox', { name: /Subject/ }));
  await user.click(await screen.findByRole('option', { name: 'Event Information' }));
  await user.pasteInto(screen.getByLabelText(/^Message/), 'Could our house church visit on Sunday evening?');
}

describe('the contact form', () => {
  it('offers the six subjects and shows the spec messages', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('combobox', { name: /Subject/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'General Inquiry',
      'Prayer Request',
      'Event Information',
      'Pastoral Counseling',
      'Volunteer Opportunities',
      'Other',
    ]);
    await user.keyboard('{Escape}');
    await user.pasteInto(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('moves focus to the first field with a message, the subject here, on a submit with errors', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.pasteInto(screen.getByLabelText(/^Name/), 'Priscilla');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'priscilla@example.org');
    await user.pasteInto(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveFocus();
  });

  it('counts the characters near the 5,000 limit, stops there and says so, politely to screen readers', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    const message = screen.getByLabelText(/^Message/);
    await user.click(message);
    await user.paste('a'.repeat(4499));
    expect(screen.queryByText(/\/ 5,000/)).not.toBeInTheDocument();
    await user.paste('b');
    expect(screen.getByText('4,500 / 5,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4,500 of 5,000 characters used.'));

    await user.paste('c'.repeat(600));
    expect(message).toHaveValue(`${'a'.repeat(4499)}b${'c'.repeat(500)}`);
    expect(screen.getByText('5,000 / 5,000')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 5000 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Message must be at most 5000 characters.'));
  });

  it("reads 'Sending...', then shows the sent panel; 'Send Another Message' returns to an empty form", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const submit = trpcMutation('contact.submit', async () => {
      await held;
      return { success: true, message: 'ok' };
    });
    server.use(submit.handler);
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getAllByText("We've received your message and will get back to you soon.").length).toBeGreaterThan(0);
    expect(submit.received).toEqual([
      {
        name: 'Priscilla',
        email: 'priscilla@example.org',
        subject: 'Event Information',
        message: 'Could our house church visit on Sunday evening?',
        website: '',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('shows Error with the fallback text and keeps everything typed', async () => {
    server.use(
      trpcMutation('contact.submit', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong');
      }).handler,
    );
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Could our house church visit on Sunday evening?');
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('Event Information');
  });
});
