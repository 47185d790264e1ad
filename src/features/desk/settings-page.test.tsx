import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, priscilla } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

async function daysField() {
  return screen.findByRole('textbox', { name: 'Days on the wall' }, { timeout: 5000 });
}

describe('/desk/settings', () => {
  it('shows the wall’s settings and saves a change, saying what was saved', async () => {
    deskServer(priscilla, { 'desk.prayerSettings': () => ({ expiryDays: 30, approvalRequired: false }) });
    const save = trpcMutation('desk.setPrayerSettings', (settings) => settings);
    server.use(save.handler);
    const { user } = renderApp('/desk/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
    const days = await daysField();
    expect(days).toHaveValue('30');
    const approval = screen.getByRole('switch', { name: 'New public requests wait for approval' });
    expect(approval).not.toBeChecked();

    await user.clear(days);
    await user.type(days, '14');
    await user.click(approval);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved: requests stay on the wall 14 days, and new public requests wait for approval.')).toHaveAttribute('role', 'status');
    expect(save.received).toEqual([{ expiryDays: 14, approvalRequired: true }]);
    expect(approval).toBeChecked();
  });

  it('refuses days out of range in the browser, with the contract’s message', async () => {
    deskServer(priscilla, { 'desk.prayerSettings': () => ({ expiryDays: 30, approvalRequired: false }) });
    const save = trpcMutation('desk.setPrayerSettings', (settings) => settings);
    server.use(save.handler);
    const { user } = renderApp('/desk/settings');
    const days = await daysField();
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/Requests stay on the wall at most 365 days/));
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/Please give the number of days/));
    expect(save.received).toEqual([]);
  });

  it('says why the server refused, keeping what was chosen', async () => {
    deskServer(priscilla, { 'desk.prayerSettings': () => ({ expiryDays: 30, approvalRequired: false }) });
    const save = trpcMutation('desk.setPrayerSettings', () => {
      throw new TrpcTestError('FORBIDDEN', 403, 'Only an admin can do this.');
    });
    server.use(save.handler);
    const { user } = renderApp('/desk/settings');
    const days = await daysField();
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can do this.');
    expect(days).toHaveValue('7');
  });
});
