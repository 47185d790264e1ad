import type { DeskMember } from '@server/contracts/desk-ledger';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, phoebe } from '@/test/desk-answers';
import { renderApp } from '@/test/render';

const grace: DeskMember = {
  id: 7,
  username: 'grace',
  role: 'member',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  membership: { plan: 'annual', status: 'active', periodEnd: new Date('2099-05-01T10:00:00Z') },
  premium: { plan: 'monthly', status: 'active', periodEnd: new Date('2026-06-01T10:00:00Z') },
  purchases: [{ id: 3, type: 'sermon', status: 'generated', createdAt: new Date('2026-07-04T10:00:00Z') }],
};
const gracie: DeskMember = { ...grace, id: 8, username: 'gracie', role: 'staff', membership: null, premium: null, purchases: [] };

function members() {
  const searches: (string | undefined)[] = [];
  deskServer(phoebe, {
    'desk.members.search': ({ search, cursor }) => {
      searches.push(search);
      const found = [grace, gracie].filter((member) => !search || member.username.includes(search));
      return cursor === undefined ? { members: found.slice(0, 1), nextCursor: found.length > 1 ? 'page-2' : null } : { members: found.slice(1), nextCursor: null };
    },
  });
  return searches;
}

describe('/desk/members', () => {
  it('shows each member’s membership, Premium period and purchases, a page at a time', async () => {
    members();
    const { user } = renderApp('/desk/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' }, { timeout: 5000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Members' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2, name: 'grace' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Joined May 1, 2026');
    expect(first).toHaveTextContent('Annual: active until May 1, 2099');
    expect(first).toHaveTextContent('Monthly: ended Jun 1, 2026');
    expect(within(first).getByRole('list', { name: 'grace’s purchases' })).toHaveTextContent('Sermon, ready');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2));
    const second = within(list).getByRole('heading', { level: 2, name: 'gracie' }).closest('li');
    expect(second).toHaveTextContent('Staff');
    expect(second).toHaveTextContent('No membership');
    expect(second).toHaveTextContent('Free tier');
    expect(second).toHaveTextContent('None');
  });

  it('searches by username, keeping the search in the address', async () => {
    const searches = members();
    const { user, router } = renderApp('/desk/members');
    await screen.findByRole('list', { name: 'Members' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'gracie');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'gracie' }));
    const list = screen.getByRole('list', { name: 'Members' });
    await waitFor(() => expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent('gracie'));
    expect(searches).toEqual([undefined, 'gracie']);
  });
});
