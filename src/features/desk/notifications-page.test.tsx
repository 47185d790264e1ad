import type { MyNotifications, StaffNotificationChoices } from '@server/contracts/desk-notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, phoebe, priscilla } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

const nothingChosen: StaffNotificationChoices = { contactMessages: false, resourceRequests: false, prayerRequests: 'off' };

async function openPage(answer: MyNotifications) {
  deskServer(phoebe, { 'desk.myNotifications': () => answer });
  const rendered = renderApp('/desk/notifications');
  expect(await screen.findByRole('heading', { level: 1, name: 'My notifications' }, { timeout: 5000 })).toBeInTheDocument();
  await screen.findByRole('checkbox', { name: 'Email me each new contact message' });
  return rendered;
}

describe('/desk/notifications', () => {
  it('shows a member of staff their choices and address, and saves a change, saying what was saved', async () => {
    const save = trpcMutation('desk.setMyNotifications', (choices) => ({ choices, email: 'phoebe@example.org' }));
    server.use(save.handler);
    const { user } = await openPage({ choices: { ...nothingChosen, resourceRequests: true }, email: 'phoebe@example.org' });
    expect(screen.getByText(/Emails go to/)).toHaveTextContent('Emails go to phoebe@example.org, the confirmed address on your account.');
    expect(screen.getByRole('link', { name: 'Change it on your account page' })).toHaveAttribute('href', '/account');
    const contact = screen.getByRole('checkbox', { name: 'Email me each new contact message' });
    expect(contact).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me each new custom resource request' })).toBeChecked();
    const prayer = screen.getByRole('radiogroup', { name: 'New prayer requests' });
    expect(within(prayer).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(prayer).getByRole('radio', { name: 'A daily digest' })).toHaveAccessibleDescription(
      'One email after midnight (UTC) listing the previous day’s requests, private ones too; none on a day without any.',
    );

    await user.click(contact);
    await user.click(within(prayer).getByRole('radio', { name: 'A daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save my notifications' }));
    expect(
      await screen.findByText('Saved: you hear at once of new contact messages and custom resource requests, and of prayer requests in a daily digest.'),
    ).toHaveAttribute('role', 'status');
    expect(save.received).toEqual([{ contactMessages: true, resourceRequests: true, prayerRequests: 'daily' }]);
  });

  it('says when there is no confirmed address to send to, with the way to add one', async () => {
    await openPage({ choices: nothingChosen, email: null });
    const alert = screen.getByText('No email address on file').closest('[role="status"]');
    expect(alert).toHaveTextContent('Nothing can be sent to you until your account has a confirmed email address.');
    expect(screen.getByRole('link', { name: 'Add one on your account page' })).toHaveAttribute('href', '/account');
    // The choices can still be made, for when it is confirmed.
    expect(screen.getByRole('button', { name: 'Save my notifications' })).toBeEnabled();
  });

  it('keeps what was chosen when the server refuses, and says why', async () => {
    const save = trpcMutation('desk.setMyNotifications', () => {
      throw new TrpcTestError('FORBIDDEN', 403, 'Only the ministry’s staff can open the desk.');
    });
    server.use(save.handler);
    const { user } = await openPage({ choices: nothingChosen, email: 'phoebe@example.org' });
    await user.click(screen.getByRole('checkbox', { name: 'Email me each new contact message' }));
    await user.click(screen.getByRole('radio', { name: 'At once' }));
    await user.click(screen.getByRole('button', { name: 'Save my notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choices were not saved: Only the ministry’s staff can open the desk.');
    expect(screen.getByRole('checkbox', { name: 'Email me each new contact message' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'At once' })).toBeChecked();
  });

  it('is in the desk’s navigation for staff and admins alike', async () => {
    deskServer(priscilla, { 'desk.myNotifications': () => ({ choices: nothingChosen, email: 'priscilla@example.org' }) });
    renderApp('/desk/notifications');
    const nav = await screen.findByRole('navigation', { name: 'Desk' }, { timeout: 5000 });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'My notifications' })).toHaveAttribute('aria-current', 'page'));
  });
});
