import type { SignedInUser } from '@server/contracts/accounts';
import { STAFF_ONLY_MESSAGE, UNREAD_COUNT_CAP, type InboxItem, type InboxStatus } from '@server/contracts/desk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, member, phoebe, priscilla } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError, type QueryResolvers } from '@/test/trpc-msw';

const question: InboxItem = {
  kind: 'contact_message',
  id: 1,
  name: 'Lydia of Thyatira',
  email: 'lydia@example.com',
  subject: 'Prayer support',
  body: 'Could someone call me this week?\nThank you.',
  status: 'new',
  assignee: null,
  createdAt: new Date('2027-03-02T15:04:00Z'),
};
const request: InboxItem = {
  kind: 'resource_request',
  id: 4,
  name: 'Apollos',
  email: 'apollos@example.com',
  subject: 'Sermon series for Youth ministry',
  body: 'Six weeks on the Psalms.',
  status: 'new',
  assignee: { id: 22, username: 'priscilla' },
  createdAt: new Date('2027-03-01T09:30:00Z'),
};
const answered: InboxItem = { ...question, id: 2, subject: 'Thank you for the visit', status: 'done' };

/** The desk's answers with the given session: every query the page asks, in one handler. */
function desk(session: SignedInUser, answers: QueryResolvers = {}) {
  deskServer(session, {
    'desk.inbox': ({ status }) => ({ items: [question, request, answered].filter((item) => item.status === status), nextCursor: null }),
    'desk.notes': () => ({ notes: [] }),
    'desk.replies': () => ({ replies: [] }),
    'desk.staff': () => ({ staff: [{ id: 21, username: 'phoebe', role: 'staff' }, { id: 22, username: 'priscilla', role: 'admin' }] }),
    ...answers,
  });
}

async function openMessage(subject: string, user: ReturnType<typeof renderApp>['user']) {
  const toggle = await screen.findByRole('button', { name: subject }, { timeout: 5000 });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = toggle.closest('li');
  if (!item) throw new Error('the message is not in a list item');
  return item;
}

describe('/desk', () => {
  it('sends a visitor to /auth like the other members’ pages', async () => {
    const { router } = renderApp('/desk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/desk' });
  });

  it('tells a member who is not staff that the page is for staff, without asking for the inbox', async () => {
    // No desk answers: a call for one would fail the test.
    deskServer(member);
    renderApp('/desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Only' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('This page is for the ministry’s staff.')).toBeInTheDocument();
  });

  it('says the same when the server refuses the desk (the role was taken away since sign-in)', async () => {
    const refuse = () => {
      throw new TrpcTestError('FORBIDDEN', 403, STAFF_ONLY_MESSAGE);
    };
    desk(phoebe, { 'desk.inbox': refuse, 'desk.unreadCounts': refuse });
    renderApp('/desk');
    // The first test here to load the desk's pages (their chunk, compiled on first use): room for a busy machine.
    expect(await screen.findByText(/This page is for the ministry’s staff\./, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists the new messages with their kind, sender, date, status and assignee, and the unread count', async () => {
    desk(phoebe);
    renderApp('/desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 5000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'New messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Contact message');
    expect(items[0]).toHaveTextContent('Lydia of Thyatira');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'lydia@example.com' })).toHaveAttribute('href', 'mailto:lydia@example.com');
    expect(items[0]).toHaveTextContent('Prayer support');
    expect(items[0]).toHaveTextContent('Mar 2, 2027');
    expect(items[0]).toHaveTextContent('New');
    expect(items[0]).toHaveTextContent('Unassigned');
    expect(items[1]).toHaveTextContent('Resource request');
    expect(items[1]).toHaveTextContent('Assigned to priscilla');
    expect(await screen.findByText('2 new')).toBeInTheDocument();
    // The full text waits until a message is opened.
    expect(screen.queryByText(/Could someone call me/)).not.toBeInTheDocument();
  });

  it('shows a capped unread count as 1000+', async () => {
    desk(phoebe, { 'desk.unreadCounts': () => ({ inbox: UNREAD_COUNT_CAP }) });
    renderApp('/desk');
    expect(await screen.findByText('1000+ new', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('filters by status, and keeps the filter in the address', async () => {
    const asked: (InboxStatus | undefined)[] = [];
    desk(phoebe, {
      'desk.inbox': ({ status }) => {
        asked.push(status);
        return { items: [question, request, answered].filter((item) => item.status === status), nextCursor: null };
      },
    });
    const { user, router } = renderApp('/desk');
    await screen.findByRole('list', { name: 'New messages' }, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: 'Done' }));
    const done = await screen.findByRole('list', { name: 'Done messages' });
    expect(within(done).getAllByRole('listitem')).toHaveLength(1);
    expect(done).toHaveTextContent('Thank you for the visit');
    expect(router.state.location.search).toEqual({ status: 'done' });
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    expect(await screen.findByText('No open messages.')).toBeInTheDocument();
    expect(asked).toEqual(['new', 'done', 'open']);
  });

  it('loads the next page with Load more', async () => {
    const cursors: (string | undefined)[] = [];
    desk(phoebe, {
      'desk.inbox': ({ cursor }) => {
        cursors.push(cursor);
        return cursor === undefined ? { items: [question], nextCursor: 'page-2' } : { items: [request], nextCursor: null };
      },
    });
    const { user } = renderApp('/desk');
    const list = await screen.findByRole('list', { name: 'New messages' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('Sermon series for Youth ministry');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'page-2']);
  });

  it('opens a message: its full text, its notes, a new note and a new status', async () => {
    let unread = 2;
    desk(phoebe, {
      'desk.notes': () => ({ notes: [{ id: 1, author: { id: 22, username: 'priscilla' }, body: 'She called before.', createdAt: new Date('2027-03-02T16:00:00Z') }] }),
      'desk.unreadCounts': () => ({ inbox: unread }),
    });
    const addNote = trpcMutation('desk.addNote', ({ body }) => ({ id: 2, author: { id: 21, username: 'phoebe' }, body, createdAt: new Date('2027-03-03T10:00:00Z') }));
    const setStatus = trpcMutation('desk.setStatus', ({ kind, id, status }) => {
      unread = 1;
      return { kind, id, status, assignee: null };
    });
    server.use(addNote.handler, setStatus.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);

    expect(within(item).getByText(/Could someone call me this week\?/)).toBeInTheDocument();
    const notes = within(item).getByRole('region', { name: 'Notes and replies' });
    expect(await within(notes).findByText('She called before.')).toBeInTheDocument();
    expect(notes).toHaveTextContent('priscilla');

    await user.pasteInto(within(item).getByRole('textbox', { name: 'Add a note' }), 'Called her back on Tuesday.');
    await user.click(within(item).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Called her back on Tuesday.')).toBeInTheDocument();
    expect(addNote.received).toEqual([{ kind: 'contact_message', id: 1, body: 'Called her back on Tuesday.' }]);
    expect(within(item).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

    await user.selectOptions(within(item).getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(within(item).getByRole('combobox', { name: 'Status' })).toHaveValue('open'));
    expect(setStatus.received).toEqual([{ kind: 'contact_message', id: 1, status: 'open' }]);
    // The item stays in view with its new status, and the unread count is read again.
    expect(item).toHaveTextContent('Open');
    expect(await screen.findByText('1 new')).toBeInTheDocument();
  });

  it('refuses an empty note in the browser, with the contract’s message', async () => {
    desk(phoebe);
    const addNote = trpcMutation('desk.addNote', () => {
      throw new Error('not sent');
    });
    server.use(addNote.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    await within(item).findByText('No notes or replies yet.');
    await user.click(within(item).getByRole('button', { name: 'Add note' }));
    expect(await within(item).findByText('Please write the note')).toBeInTheDocument();
    expect(addNote.received).toEqual([]);
  });

  it('replies by email: the subject prefilled, the reply sent, kept in the thread with its email, and the item open', async () => {
    let unread = 2;
    desk(phoebe, { 'desk.unreadCounts': () => ({ inbox: unread }) });
    const reply = trpcMutation('desk.reply', ({ kind, id, subject, body }) => {
      unread = 1;
      return {
        reply: { id: 5, author: { id: 21, username: 'phoebe' }, to: 'lydia@example.com', subject, body, createdAt: new Date('2027-03-03T10:00:00Z'), email: { id: 9, status: 'queued', sentAt: null, lastError: null } },
        item: { kind, id, status: 'open', assignee: null },
      };
    });
    server.use(reply.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    await within(item).findByText('No notes or replies yet.');

    await user.click(within(item).getByRole('button', { name: 'Reply by email' }));
    const form = within(item).getByRole('region', { name: 'Reply to Lydia of Thyatira' });
    expect(form).toHaveTextContent('To lydia@example.com, from Living Water Ministries. An answer to it comes back to connect@livingwaterministries.org.');
    const subject = within(form).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Re: Prayer support');
    expect(subject).toHaveFocus();
    await user.pasteInto(within(form).getByRole('textbox', { name: 'Message' }), 'Dear Lydia,\n\nPhoebe will call you on Tuesday.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(item).findByText('Reply sent to lydia@example.com. It is in the thread below; the Outbox shows when it leaves.')).toHaveAttribute('role', 'status');
    expect(reply.received).toEqual([{ kind: 'contact_message', id: 1, subject: 'Re: Prayer support', body: 'Dear Lydia,\n\nPhoebe will call you on Tuesday.' }]);
    expect(within(item).queryByRole('region', { name: 'Reply to Lydia of Thyatira' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Reply by email' })).toHaveFocus();
    const thread = within(item).getByRole('region', { name: 'Notes and replies' });
    const [sent] = within(thread).getAllByRole('listitem');
    expect(sent).toHaveTextContent('Reply by email from phoebe to lydia@example.com');
    expect(sent).toHaveTextContent('Email: Queued');
    expect(sent).toHaveTextContent('Re: Prayer support');
    expect(sent).toHaveTextContent(/Phoebe will call you on Tuesday\./);
    // The item is open now, and the unread count is read again.
    expect(within(item).getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(await screen.findByText('1 new')).toBeInTheDocument();

    // A new reply starts afresh.
    await user.click(within(item).getByRole('button', { name: 'Reply by email' }));
    expect(within(item).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Prayer support');
    expect(within(item).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the replies already sent in the thread among the notes, oldest first, with where each email stands', async () => {
    desk(phoebe, {
      'desk.notes': () => ({ notes: [{ id: 1, author: { id: 22, username: 'priscilla' }, body: 'She called before.', createdAt: new Date('2027-03-02T16:00:00Z') }] }),
      'desk.replies': () => ({
        replies: [
          {
            id: 3,
            author: { id: 21, username: 'phoebe' },
            to: 'lydia@example.com',
            subject: 'Re: Prayer support',
            body: 'We will call.',
            createdAt: new Date('2027-03-02T15:30:00Z'),
            email: { id: 8, status: 'failed', sentAt: null, lastError: '550 Mailbox unavailable.' },
          },
        ],
      }),
    });
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    const thread = within(item).getByRole('region', { name: 'Notes and replies' });
    await within(thread).findByText('We will call.');
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first).toHaveTextContent('Email: Failed');
    expect(first).toHaveTextContent('Not delivered: 550 Mailbox unavailable. The Outbox can send it again.');
    expect(second).toHaveTextContent('Note by priscilla');
  });

  it('keeps what was typed when the server refuses the reply, and says why', async () => {
    desk(phoebe);
    const reply = trpcMutation('desk.reply', () => {
      throw new TrpcTestError('NOT_FOUND', 404, 'This message is no longer in the inbox.');
    });
    server.use(reply.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    await user.click(within(item).getByRole('button', { name: 'Reply by email' }));
    await user.clear(within(item).getByRole('textbox', { name: 'Subject' }));
    await user.pasteInto(within(item).getByRole('textbox', { name: 'Subject' }), 'About your call');
    await user.pasteInto(within(item).getByRole('textbox', { name: 'Message' }), 'We will call on Tuesday.');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('The reply was not sent: This message is no longer in the inbox.');
    expect(within(item).getByRole('textbox', { name: 'Subject' })).toHaveValue('About your call');
    expect(within(item).getByRole('textbox', { name: 'Message' })).toHaveValue('We will call on Tuesday.');
    expect(within(item).getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });

  it('refuses an empty reply in the browser, and Cancel keeps the draft for later', async () => {
    desk(phoebe);
    const reply = trpcMutation('desk.reply', () => {
      throw new Error('not sent');
    });
    server.use(reply.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    await user.click(within(item).getByRole('button', { name: 'Reply by email' }));
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByText('Please write the reply')).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(reply.received).toEqual([]);

    await user.pasteInto(within(item).getByRole('textbox', { name: 'Message' }), 'Half a thought');
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Reply by email' }));
    expect(within(item).getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('lets staff take a message and let it go', async () => {
    desk(phoebe);
    const assign = trpcMutation('desk.assign', ({ kind, id, assigneeId }) => ({
      kind,
      id,
      status: 'new',
      assignee: assigneeId === null ? null : { id: assigneeId, username: 'phoebe' },
    }));
    server.use(assign.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    await user.click(within(item).getByRole('button', { name: 'Assign to me' }));
    expect(await within(item).findByText(/Assigned to phoebe/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Unassign' }));
    expect(await within(item).findByText(/Unassigned/)).toBeInTheDocument();
    expect(assign.received).toEqual([
      { kind: 'contact_message', id: 1, assigneeId: 21 },
      { kind: 'contact_message', id: 1, assigneeId: null },
    ]);
  });

  it('lets an admin assign a message to anyone on the staff', async () => {
    desk(priscilla);
    const assign = trpcMutation('desk.assign', ({ kind, id }) => ({ kind, id, status: 'new', assignee: { id: 21, username: 'phoebe' } }));
    server.use(assign.handler);
    const { user } = renderApp('/desk');
    const item = await openMessage('Prayer support', user);
    const assignee = within(item).getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(assignee).toBeEnabled());
    await user.selectOptions(assignee, 'phoebe');
    await waitFor(() => expect(assignee).toHaveValue('21'));
    expect(assign.received).toEqual([{ kind: 'contact_message', id: 1, assigneeId: 21 }]);
  });
});

describe('the Desk link in the header', () => {
  it.each([
    ['staff', phoebe],
    ['an admin', priscilla],
  ] as const)('is in the account menu for %s, with the unread count', async (_who, session) => {
    deskServer(session, { 'desk.unreadCounts': () => ({ inbox: 3 }) });
    const { user } = renderApp('/');
    const account = await screen.findByRole('button', { name: `Account: ${session.username}` }, { timeout: 5000 });
    await waitFor(() => expect(account).toHaveAccessibleDescription('3 new on the desk'));
    await user.click(account);
    const menu = await screen.findByRole('menu');
    const deskLink = within(menu).getByRole('menuitem', { name: /^Desk/ });
    expect(deskLink).toHaveAttribute('href', '/desk');
    expect(deskLink).toHaveTextContent('3 new');
  });

  it('shows the capped count as 1000+', async () => {
    deskServer(phoebe, { 'desk.unreadCounts': () => ({ inbox: UNREAD_COUNT_CAP }) });
    renderApp('/about');
    const account = await screen.findByRole('button', { name: 'Account: phoebe' }, { timeout: 5000 });
    await waitFor(() => expect(account).toHaveAccessibleDescription('1000+ new on the desk'));
  });

  it('is not offered to a member, whose page never asks for the count', async () => {
    // No desk answers: asking for the unread count would fail the test.
    deskServer(member);
    const { user } = renderApp('/');
    const account = await screen.findByRole('button', { name: 'Account: grace' }, { timeout: 5000 });
    expect(account).not.toHaveAccessibleDescription(/on the desk/);
    await user.click(account);
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Bible Chat' });
    expect(within(menu).queryByRole('menuitem', { name: /Desk/ })).not.toBeInTheDocument();
  });
});
