import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, priscilla } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

type Person = { id: number; username: string; role: 'staff' | 'admin' };

/** An admin on the staff page, with the staff the server lists (changed by the test's mutations). */
function staffServer(staff: Person[]) {
  deskServer(priscilla, { 'desk.staff': () => ({ staff }) });
}

async function staffList() {
  return screen.findByRole('list', { name: 'Staff' }, { timeout: 5000 });
}

describe('/desk/staff', () => {
  it('lists the staff, admins marked, the admin’s own row too', async () => {
    staffServer([
      { id: 22, username: 'priscilla', role: 'admin' },
      { id: 21, username: 'phoebe', role: 'staff' },
    ]);
    renderApp('/desk/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 5000 })).toBeInTheDocument();
    const items = within(await staffList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('priscilla');
    expect(items[0]).toHaveTextContent('Admin');
    expect(items[0]).toHaveTextContent('(you)');
    expect(items[1]).toHaveTextContent('phoebe');
    expect(items[1]).toHaveTextContent('Staff');
  });

  it('grants a role, says so, and lists the new staff member', async () => {
    const staff: Person[] = [{ id: 22, username: 'priscilla', role: 'admin' }];
    staffServer(staff);
    const grant = trpcMutation('desk.grantRole', ({ username, role }) => {
      staff.push({ id: 30, username, role });
      return { username, role, previousRole: 'member' };
    });
    server.use(grant.handler);
    const { user } = renderApp('/desk/staff');
    const list = await staffList();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.pasteInto(username, 'tabitha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText('tabitha is now staff.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(grant.received).toEqual([{ username: 'tabitha', role: 'staff' }]);
    expect(username).toHaveValue('');
    expect(username).toHaveFocus();
  });

  it('shows an unknown username on the field, keeping what was typed', async () => {
    staffServer([{ id: 22, username: 'priscilla', role: 'admin' }]);
    const grant = trpcMutation('desk.grantRole', ({ username }) => {
      throw new TrpcTestError('NOT_FOUND', 404, `There is no user named "${username}".`);
    });
    server.use(grant.handler);
    const { user } = renderApp('/desk/staff');
    await staffList();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.pasteInto(username, 'tabbitha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/There is no user named "tabbitha"\./));
    expect(username).toHaveValue('tabbitha');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  });

  it('says in the form what else the server refuses, keeping what was typed', async () => {
    staffServer([{ id: 22, username: 'priscilla', role: 'admin' }]);
    const grant = trpcMutation('desk.grantRole', () => {
      throw new TrpcTestError('CONFLICT', 409, 'priscilla is the last admin: make someone else an admin first.');
    });
    server.use(grant.handler);
    const { user } = renderApp('/desk/staff');
    await staffList();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.pasteInto(username, 'priscilla');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('priscilla is the last admin: make someone else an admin first.');
    expect(username).toHaveValue('priscilla');
  });

  it('removes a staff member after a confirmation, focus staying in the list', async () => {
    staffServer([
      { id: 22, username: 'priscilla', role: 'admin' },
      { id: 21, username: 'phoebe', role: 'staff' },
      { id: 23, username: 'junia', role: 'staff' },
    ]);
    const revoke = trpcMutation('desk.revokeRole', ({ username, role }) => ({ username, role: 'member', previousRole: role }));
    server.use(revoke.handler);
    const { user } = renderApp('/desk/staff');
    const list = await staffList();
    await user.click(within(list).getByRole('button', { name: 'Remove phoebe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove phoebe from the staff?' });
    expect(dialog).toHaveTextContent('phoebe will become a member again');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from staff' }));
    expect(await screen.findByText('phoebe is no longer staff: they are a member again.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(revoke.received).toEqual([{ username: 'phoebe', role: 'staff' }]);
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Remove junia' })).toHaveFocus());
  });

  it('keeps the last admin, with the server’s reason in the dialog', async () => {
    staffServer([{ id: 22, username: 'priscilla', role: 'admin' }]);
    const revoke = trpcMutation('desk.revokeRole', () => {
      throw new TrpcTestError('CONFLICT', 409, 'priscilla is the last admin: make someone else an admin first.');
    });
    server.use(revoke.handler);
    const { user } = renderApp('/desk/staff');
    const list = await staffList();
    await user.click(within(list).getByRole('button', { name: 'Remove priscilla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove priscilla from the staff?' });
    expect(dialog).toHaveTextContent('This is you');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from staff' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('priscilla is the last admin: make someone else an admin first.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
