import type { deskSubscriber } from '@server/contracts/desk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deskServer, phoebe } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';

type DeskSubscriber = z.infer<typeof deskSubscriber>;

const lydia: DeskSubscriber = {
  id: 3,
  email: 'lydia@example.com',
  firstName: 'Lydia',
  lastName: 'of Thyatira',
  source: 'newsletter',
  consentedAt: new Date('2027-03-02T15:04:00Z'),
  createdAt: new Date('2027-03-02T15:04:00Z'),
  confirmedAt: new Date('2027-03-02T15:20:00Z'),
};
const tabitha: DeskSubscriber = { ...lydia, id: 2, email: 'tabitha@example.com', firstName: 'Tabitha', lastName: 'of Joppa', source: 'updates', confirmedAt: null };
const everyone = [lydia, tabitha];

/** Staff on the desk, the subscribers matching each search; returns the searches asked. */
function subscribers(list: DeskSubscriber[] = everyone) {
  const searches: (string | undefined)[] = [];
  deskServer(phoebe, {
    'desk.subscribers': ({ search }) => {
      searches.push(search);
      return { subscribers: list.filter((subscriber) => !search || subscriber.email.includes(search)), nextCursor: null };
    },
  });
  return searches;
}

async function subscriberList() {
  return screen.findByRole('list', { name: 'Subscribers' }, { timeout: 5000 });
}

describe('/desk/subscribers', () => {
  it('lists the subscribers with where and when they agreed', async () => {
    subscribers();
    renderApp('/desk/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' }, { timeout: 5000 })).toBeInTheDocument();
    const items = within(await subscriberList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('lydia@example.com');
    expect(items[0]).toHaveTextContent('Lydia of Thyatira');
    expect(items[0]).toHaveTextContent('Newsletter section');
    expect(items[0]).toHaveTextContent('agreed Mar 2, 2027');
    expect(items[1]).toHaveTextContent('Subscribe to Updates dialog');
    // A sign-up whose confirmation link was not followed is marked as such.
    expect(within(items[0] as HTMLElement).queryByText('Unconfirmed')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Unconfirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/desk/subscribers.csv?search=');
  });

  it('searches as staff type, keeps the search in the address, and exports what it shows', async () => {
    const searches = subscribers();
    const { user, router } = renderApp('/desk/subscribers');
    const list = await subscriberList();
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'tabitha');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'tabitha' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('tabitha@example.com');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/desk/subscribers.csv?search=tabitha');
    // Asked once when typing paused, not once per letter.
    expect(searches).toEqual([undefined, 'tabitha']);
  });

  it('opens with the search from the address', async () => {
    const searches = subscribers();
    renderApp('/desk/subscribers?search=lydia');
    const list = await subscriberList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search subscribers' })).toHaveValue('lydia');
    expect(searches).toEqual(['lydia']);
  });

  it('says when nobody matches', async () => {
    subscribers();
    renderApp('/desk/subscribers?search=nobody');
    expect(await screen.findByText('No subscriber matches “nobody”.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('removes a subscriber after a confirmation that names them, and says so', async () => {
    subscribers();
    const remove = trpcMutation('desk.removeSubscriber', () => ({ removed: true }));
    server.use(remove.handler);
    const { user } = renderApp('/desk/subscribers');
    const list = await subscriberList();
    await user.click(within(list).getByRole('button', { name: 'Remove lydia@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this subscriber?' });
    expect(dialog).toHaveTextContent('lydia@example.com will no longer get the ministry’s emails');
    expect(dialog).toHaveTextContent('The audit log keeps a record');
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(await screen.findByText('lydia@example.com was removed from the subscribers.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).not.toHaveTextContent('lydia@example.com');
    expect(remove.received).toEqual([{ id: 3 }]);
    // The keyboard stays in the list, on the row that took its place.
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Remove tabitha@example.com' })).toHaveFocus());
  });

  it('keeps the dialog open with the server’s message when the removal fails', async () => {
    subscribers();
    const remove = trpcMutation('desk.removeSubscriber', () => {
      throw new TrpcTestError('NOT_FOUND', 404, 'This subscriber is no longer on the list.');
    });
    server.use(remove.handler);
    const { user } = renderApp('/desk/subscribers');
    const list = await subscriberList();
    await user.click(within(list).getByRole('button', { name: 'Remove tabitha@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this subscriber?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This subscriber is no longer on the list.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
