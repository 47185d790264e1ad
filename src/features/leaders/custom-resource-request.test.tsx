import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { CustomResourceRequestButton } from './custom-resource-request-button';

async function openAndFill(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Request Custom Resources' }));
  await screen.findByRole('dialog', { name: 'Request Custom Ministry Resources' });
  await user.pasteInto(screen.getByLabelText(/^Name/), 'Apollos');
  await user.pasteInto(screen.getByLabelText(/^Email/), 'apollos@example.org');
  await user.pasteInto(screen.getByLabelText(/Ministry or church/), 'Ephesus Fellowship');
  await user.click(screen.getByRole('combobox', { name: /Resource type/ }));
  await user.click(await screen.findByRole('option', { name: 'Bible Study Guide' }));
  await user.pasteInto(screen.getByLabelText(/^Description/), 'A six-week study on Acts for new believers.');
}

describe('the custom-resource request dialog', () => {
  it('shows the members.md messages', async () => {
    const { user } = renderWithProviders(<CustomResourceRequestButton>Request Custom Resources</CustomResourceRequestButton>);
    await user.click(screen.getByRole('button', { name: 'Request Custom Resources' }));
    await user.pasteInto(await screen.findByLabelText(/^Name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Ministry name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a resource type')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
  });

  it('moves focus to the first field with a message on a submit with errors', async () => {
    const { user } = renderWithProviders(<CustomResourceRequestButton>Request Custom Resources</CustomResourceRequestButton>);
    await user.click(screen.getByRole('button', { name: 'Request Custom Resources' }));
    await user.pasteInto(await screen.findByLabelText(/^Name/), 'Apollos');
    await user.pasteInto(screen.getByLabelText(/^Email/), 'apollos@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Ministry name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Ministry or church/)).toHaveFocus();
  });

  it("toasts 'Request Submitted', closes and starts afresh", async () => {
    const request = trpcMutation('contact.requestResource', () => ({ success: true, message: 'ok' }));
    server.use(request.handler);
    const { user } = renderWithProviders(<CustomResourceRequestButton>Request Custom Resources</CustomResourceRequestButton>);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request Submitted')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you soon to discuss your custom resource needs.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request.received).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Request Custom Resources' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps the dialog open and filled when sending fails', async () => {
    server.use(
      trpcMutation('contact.requestResource', () => {
        throw new TrpcTestError('TOO_MANY_REQUESTS', 429, 'Too many requests. Please wait a minute and try again.');
      }).handler,
    );
    const { user } = renderWithProviders(<CustomResourceRequestButton>Request Custom Resources</CustomResourceRequestButton>);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/Ministry or church/)).toHaveValue('Ephesus Fellowship');
  });
});
