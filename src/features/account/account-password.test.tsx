import type { AccountOverview } from '@server/contracts/account-overview';
import type { AccountEmail } from '@server/contracts/email';
import { passwordMessages } from '@server/contracts/passwords';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

const grace = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };
const overview: AccountOverview = { username: 'grace', membership: null, bibleChat: { tier: 'free', dailyMessageLimit: 5 }, reversals: [] };
const noEmail: AccountEmail = { email: null, confirmedAt: null, pending: null };

async function openPasswordForm() {
  server.use(
    trpcQueries({
      'accounts.session': () => grace,
      'accounts.overview': () => overview,
      'giving.overview': () => ({ gifts: [], recurring: [], statementYears: [] }),
      'accounts.email': () => noEmail,
      'content.library': () => ({ items: [] }),
    }),
  );
  const { user } = renderApp('/account');
  const section = await screen.findByRole('region', { name: 'Password' }, { timeout: 5000 });
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  const fields = {
    current: within(section).getByLabelText(/^Current password/),
    password: within(section).getByLabelText(/^New password/),
    confirmation: within(section).getByLabelText(/^Confirm new password/),
  };
  const fill = async (current: string, password: string, confirmation = password) => {
    await user.pasteInto(fields.current, current);
    await user.pasteInto(fields.password, password);
    await user.pasteInto(fields.confirmation, confirmation);
  };
  const submit = () => user.click(within(section).getByRole('button', { name: 'Change Password' }));
  return { user, section, fields, fill, submit };
}

describe('the password on /account', () => {
  it('says on the field that the current password is wrong, keeping what was typed, then changes it', async () => {
    let tries = 0;
    const change = trpcMutation('accounts.changePassword', () => {
      tries += 1;
      if (tries === 1) throw new TrpcTestError('BAD_REQUEST', 400, passwordMessages.currentPasswordWrong);
      return { message: passwordMessages.passwordChanged };
    });
    server.use(change.handler);
    const { section, fields, fill, submit, user } = await openPasswordForm();

    await fill('amazing grace', 'how sweet the sound');
    await submit();
    expect(await within(section).findByText(passwordMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(fields.current).toHaveAccessibleDescription(expect.stringContaining(passwordMessages.currentPasswordWrong));
    expect(fields.current).toHaveValue('amazing grace');
    expect(fields.password).toHaveValue('how sweet the sound');
    expect(fields.confirmation).toHaveValue('how sweet the sound');

    await user.clear(fields.current);
    await user.pasteInto(fields.current, 'amazing-grace');
    await submit();
    expect(await screen.findByText(passwordMessages.passwordChanged)).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.passwordChangedTitle)).toBeInTheDocument();
    expect(change.received).toEqual([
      { currentPassword: 'amazing grace', password: 'how sweet the sound' },
      { currentPassword: 'amazing-grace', password: 'how sweet the sound' },
    ]);
    // The form closes; the member stays signed in on this page.
    await waitFor(() => expect(within(section).queryByLabelText(/^Current password/)).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('checks the new password by the registration rules and the confirmation before sending', async () => {
    const change = trpcMutation('accounts.changePassword', () => ({ message: passwordMessages.passwordChanged }));
    server.use(change.handler);
    const { section, fields, fill, submit, user } = await openPasswordForm();
    await fill('amazing-grace', 'short');
    await submit();
    expect(await within(section).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fields.password).toHaveFocus();

    await user.pasteInto(fields.password, 'er than sin'); // "shorter than sin"
    await submit();
    expect(await within(section).findByText("Passwords don't match")).toBeInTheDocument();
    expect(change.received).toEqual([]);
  });

  it('says in a toast when there were too many tries, keeping the form as it was', async () => {
    server.use(
      trpcMutation('accounts.changePassword', () => {
        throw new TrpcTestError('TOO_MANY_REQUESTS', 429, passwordMessages.tooManyChanges);
      }).handler,
    );
    const { fields, fill, submit } = await openPasswordForm();
    await fill('amazing-grace', 'how sweet the sound');
    await submit();
    expect(await screen.findByText(passwordMessages.tooManyChanges)).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.resetFailedTitle)).toBeInTheDocument();
    expect(fields.current).toHaveValue('amazing-grace');
  });
});
