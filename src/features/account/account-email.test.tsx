import type { AccountOverview } from '@server/contracts/account-overview';
import { accountEmailMessages, type AccountEmail } from '@server/contracts/email';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

const grace = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };
const overview: AccountOverview = { username: 'grace', membership: null, bibleChat: { tier: 'free', dailyMessageLimit: 5 }, reversals: [] };
const none: AccountEmail = { email: null, confirmedAt: null, pending: null };
const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

function answer(email: () => AccountEmail) {
  server.use(
    trpcQueries({
      'accounts.session': () => grace,
      'accounts.overview': () => overview,
      'giving.overview': () => ({ gifts: [], recurring: [], statementYears: [] }),
      'accounts.email': email,
      'content.library': () => ({ items: [] }),
    }),
  );
}

async function emailSection() {
  return screen.findByRole('region', { name: 'Email address' }, { timeout: 5000 });
}

describe('the email address on /account', () => {
  it('adds an address, then shows it unconfirmed with a way to send the link again', async () => {
    let state = none;
    answer(() => state);
    const pending = { email: 'grace@example.org', sentAt: new Date(), expiresAt: inADay(), expired: false };
    const add = trpcMutation('accounts.setEmail', ({ email }) => (state = { ...none, pending: { ...pending, email } }));
    const again = trpcMutation('accounts.resendEmailConfirmation', () => state);
    server.use(add.handler, again.handler);
    const { user } = renderApp('/account');

    const section = await emailSection();
    expect(await within(section).findByText(/No email address on file/)).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: 'Email address' }), 'Grace@Example.org');
    await user.click(within(section).getByRole('button', { name: 'Add email' }));

    // The contract's form lower-cases it, as the server will.
    await waitFor(() => expect(add.received).toEqual([{ email: 'grace@example.org' }]));
    expect(await screen.findByText(accountEmailMessages.linkSent('grace@example.org'))).toBeInTheDocument();
    expect(await within(section).findByText('Not confirmed yet')).toBeInTheDocument();
    expect(within(section).getByText('grace@example.org')).toBeInTheDocument();
    expect(within(section).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(section).getByText(/The link works until/)).toBeInTheDocument();
    // The field is empty again, now labelled for a change.
    expect(within(section).getByRole('textbox', { name: 'New email address' })).toHaveValue('');

    await user.click(within(section).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(again.received).toHaveLength(1));
  });

  it('shows the confirmed address beside a new one waiting, and an expired link as expired', async () => {
    answer(() => ({
      email: 'grace@example.org',
      confirmedAt: new Date('2026-11-01T12:00:00Z'),
      pending: { email: 'grace@example.net', sentAt: new Date('2026-11-02T12:00:00Z'), expiresAt: new Date('2026-11-03T12:00:00Z'), expired: true },
    }));
    renderApp('/account');
    const section = await emailSection();
    expect(await within(section).findByText('grace@example.org')).toBeInTheDocument();
    expect(within(section).getByText('Confirmed')).toBeInTheDocument();
    expect(within(section).getByText('New address not confirmed yet')).toBeInTheDocument();
    expect(within(section).getByText(/The link we sent has expired/)).toHaveTextContent('Until then your account keeps its confirmed address.');
    expect(within(section).getByRole('button', { name: 'Change email' })).toBeInTheDocument();
  });

  it('says on the field what the server refused, keeping what was typed; a limit reached is a toast', async () => {
    answer(() => ({ ...none, email: 'grace@example.org', confirmedAt: new Date() }));
    const refusals = [
      new TrpcTestError('CONFLICT', 409, accountEmailMessages.alreadyConfirmed),
      new TrpcTestError('TOO_MANY_REQUESTS', 429, accountEmailMessages.tooManyLinks),
    ];
    server.use(
      trpcMutation('accounts.setEmail', () => {
        throw refusals.shift();
      }).handler,
    );
    const { user } = renderApp('/account');
    const section = await emailSection();
    const field = await within(section).findByRole('textbox', { name: 'New email address' });

    await user.type(field, 'grace@example.org');
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByText(accountEmailMessages.alreadyConfirmed)).toBeInTheDocument();
    expect(field).toHaveValue('grace@example.org');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'grace@example.net');
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(accountEmailMessages.tooManyLinks)).toBeInTheDocument();
    expect(field).toHaveValue('grace@example.net');
  });

  it('checks the address in the browser first, with the form message', async () => {
    answer(() => none);
    const add = trpcMutation('accounts.setEmail', () => none);
    server.use(add.handler);
    const { user } = renderApp('/account');
    const section = await emailSection();
    await user.type(await within(section).findByRole('textbox', { name: 'Email address' }), 'not an address');
    await user.click(within(section).getByRole('button', { name: 'Add email' }));
    expect(await within(section).findByText(accountEmailMessages.invalidEmail)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(add.received).toEqual([]);
  });
});
