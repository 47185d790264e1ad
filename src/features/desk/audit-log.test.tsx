import type { auditEntry } from '@server/contracts/desk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deskServer, phoebe } from '@/test/desk-answers';
import { renderApp } from '@/test/render';

type AuditEntry = z.infer<typeof auditEntry>;

const statusChange: AuditEntry = {
  id: 9,
  actor: 'phoebe',
  action: 'inbox.status',
  subjectType: 'contact_message',
  subjectId: 1,
  before: { status: 'new' },
  after: { status: 'open' },
  at: new Date('2027-03-02T16:00:00Z'),
};
const hidden: AuditEntry = {
  id: 8,
  actor: 'priscilla',
  action: 'prayer.hide',
  subjectType: 'prayer_request',
  subjectId: 12,
  before: { hidden: false },
  after: { hidden: true },
  at: new Date('2027-03-01T10:00:00Z'),
};
const removed: AuditEntry = {
  id: 7,
  actor: 'npm run admin',
  action: 'subscriber.remove',
  subjectType: 'subscriber',
  subjectId: 3,
  before: { email: 'lydia@example.com' },
  after: null,
  at: new Date('2027-02-28T10:00:00Z'),
};

describe('/desk/audit', () => {
  it('shows who did what, when, and each field before and after, a page at a time', async () => {
    const cursors: (string | undefined)[] = [];
    deskServer(phoebe, {
      'desk.auditLog': ({ cursor }) => {
        cursors.push(cursor);
        return cursor === undefined ? { entries: [statusChange, hidden], nextCursor: 'page-2' } : { entries: [removed], nextCursor: null };
      },
    });
    const { user } = renderApp('/desk/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'What', 'Before → after']);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Mar 2, 2027');
    expect(rows()[0]).toHaveTextContent('phoebe');
    expect(rows()[0]).toHaveTextContent('Changed the status');
    expect(rows()[0]).toHaveTextContent('Contact message #1');
    expect(within(rows()[0] as HTMLElement).getByRole('listitem')).toHaveTextContent(/status: new →\s*became open/);
    expect(rows()[1]).toHaveTextContent('Hid from the wall');
    expect(rows()[1]).toHaveTextContent('Prayer request #12');
    expect(rows()[1]).toHaveTextContent(/hidden: no →\s*became yes/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('npm run admin');
    expect(rows()[2]).toHaveTextContent('Removed a subscriber');
    expect(rows()[2]).toHaveTextContent(/email: lydia@example\.com →\s*became —/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors).toEqual([undefined, 'page-2']);
  });

  it('names an email sent again from the outbox, with where it stood before', async () => {
    const resent: AuditEntry = {
      id: 10,
      actor: 'phoebe',
      action: 'email.resend',
      subjectType: 'outbox',
      subjectId: 11,
      before: { status: 'failed', attempts: 5, lastError: '550 5.1.1 Mailbox unavailable' },
      after: { status: 'queued', attempts: 0 },
      at: new Date('2027-03-03T08:00:00Z'),
    };
    deskServer(phoebe, { 'desk.auditLog': () => ({ entries: [resent], nextCursor: null }) });
    renderApp('/desk/audit');
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' }, { timeout: 5000 });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Sent an email again');
    expect(row).toHaveTextContent('Outbox message #11');
    expect(row).toHaveTextContent(/status: failed →\s*became queued/);
    expect(row).toHaveTextContent(/last error: 550 5\.1\.1 Mailbox unavailable →\s*became —/);
  });

  it('names a reply by email and a change of someone’s notifications', async () => {
    const replied: AuditEntry = {
      id: 12,
      actor: 'phoebe',
      action: 'inbox.reply',
      subjectType: 'contact_message',
      subjectId: 1,
      before: { status: 'new' },
      after: { status: 'open', replyId: 4, to: 'lydia@example.com', subject: 'Re: Prayer support', body: 'We will call.', outboxId: 11 },
      at: new Date('2027-03-03T09:00:00Z'),
    };
    const notices: AuditEntry = {
      id: 11,
      actor: 'phoebe',
      action: 'notifications.update',
      subjectType: 'user',
      subjectId: 21,
      before: { contactMessages: false, resourceRequests: false, prayerRequests: 'off' },
      after: { contactMessages: true, resourceRequests: false, prayerRequests: 'daily' },
      at: new Date('2027-03-03T08:30:00Z'),
    };
    deskServer(phoebe, { 'desk.auditLog': () => ({ entries: [replied, notices], nextCursor: null }) });
    renderApp('/desk/audit');
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' }, { timeout: 5000 });
    const [reply, change] = within(table).getAllByRole('row').slice(1);
    expect(reply).toHaveTextContent('Replied by email');
    expect(reply).toHaveTextContent('Contact message #1');
    expect(reply).toHaveTextContent(/status: new →\s*became open/);
    expect(reply).toHaveTextContent(/subject: — →\s*became Re: Prayer support/);
    expect(change).toHaveTextContent('Changed their email notifications');
    expect(change).toHaveTextContent('User #21');
    expect(change).toHaveTextContent(/prayer requests: off →\s*became daily/);
  });

  it('says when nothing has been recorded', async () => {
    deskServer(phoebe, { 'desk.auditLog': () => ({ entries: [], nextCursor: null }) });
    renderApp('/desk/audit');
    expect(await screen.findByText('No staff action has been recorded yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
