import { deskOutboxMessages, type OutboxEntry } from '@server/contracts/desk-outbox';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { deskServer, phoebe } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError, type ProcedureInput } from '@/test/trpc-msw';

const confirmation: OutboxEntry = {
  id: 12,
  kind: 'email_confirmation',
  to: 'ruth@example.org',
  subject: 'Confirm your email address',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: new Date('2027-03-02T15:04:00Z'),
  sentAt: new Date('2027-03-02T15:05:00Z'),
  createdAt: new Date('2027-03-02T15:04:00Z'),
};
const bounced: OutboxEntry = {
  ...confirmation,
  id: 11,
  kind: 'email_changed',
  to: 'naomi@example.org',
  subject: 'Your email address was changed',
  status: 'failed',
  attempts: 5,
  lastError: '550 5.1.1 Mailbox unavailable',
  sentAt: null,
  createdAt: new Date('2027-03-01T09:30:00Z'),
};
const kept: OutboxEntry = { ...confirmation, id: 10, to: 'boaz@example.org', status: 'kept', attempts: 0, sentAt: null, createdAt: new Date('2027-02-28T10:00:00Z') };

/** Staff on the desk, the outbox holding `messages` (filtered by status as the server does); returns what was asked. */
function outbox(messages: OutboxEntry[] = [confirmation, bounced, kept]) {
  const asked: ProcedureInput<'desk.outbox.list'>[] = [];
  deskServer(phoebe, {
    'desk.outbox.list': (input) => {
      asked.push(input);
      return { messages: messages.filter((message) => !input.status || message.status === input.status), nextCursor: null };
    },
    'desk.outbox.message': ({ id }) => {
      const message = messages.find((entry) => entry.id === id);
      if (!message) throw new TrpcTestError('NOT_FOUND', 404, deskOutboxMessages.notFound);
      return {
        ...message,
        headers: { From: 'Living Water Ministries <hello@example.org>', To: message.to, Subject: message.subject },
        text: 'Peace to you, Ruth.\n\nConfirm your email: https://example.org/account/confirm-email?token=abc',
        html: '<p>Peace to you, Ruth.</p><script>parent.document.title = "taken"</script>',
      };
    },
  });
  return asked;
}

async function outboxTable(name = 'Outbox: All messages, newest first') {
  return screen.findByRole('table', { name }, { timeout: 5000 });
}

/** The table's rows, headers left out. */
function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

/** axe's violations in `element`, as 'rule: selector' lines. */
async function axeViolations(element: Element) {
  const results = await axe.run(element, {
    // jsdom draws nothing: contrast cannot be measured here (the e2e suite checks it in a browser).
    rules: { 'color-contrast': { enabled: false } },
    // The HTML part's frame is sandboxed: axe cannot reach into it (nor can anything else), and it is the
    // email's own markup, not the desk's.
    iframes: false,
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = rowsOf(table).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row holds ${text}`);
  return row;
}

describe('/desk/outbox', () => {
  it('lists every message, newest first: what it is, to whom, where it stands and when', async () => {
    const asked = outbox();
    renderApp('/desk/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await outboxTable();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Message', 'To', 'Status', 'Written', 'Sent', 'Actions']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Confirm your email address');
    expect(rows[0]).toHaveTextContent('Email confirmation link');
    expect(rows[0]).toHaveTextContent('ruth@example.org');
    expect(rows[0]).toHaveTextContent('Sent1 attempt');
    expect(rows[0]).toHaveTextContent('Mar 2, 2027');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    // A failed message says why, and can be sent again.
    expect(rows[1]).toHaveTextContent('Email change notice');
    expect(rows[1]).toHaveTextContent('Failed5 attempts');
    expect(rows[1]).toHaveTextContent('Last error: 550 5.1.1 Mailbox unavailable');
    expect(rows[1]).toHaveTextContent('Not sent');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Send again “Your email address was changed” to naomi@example.org' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Send again “Confirm your email address” to boaz@example.org' })).toBeInTheDocument();
    expect(asked.map((input) => input.status)).toEqual([undefined]);
  });

  it('filters by status, and keeps the filter in the address', async () => {
    const asked = outbox();
    const { user, router } = renderApp('/desk/outbox?status=failed');
    const failedOnes = await outboxTable('Outbox: Failed, newest first');
    expect(rowsOf(failedOnes)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('failed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Kept');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'kept' }));
    const keptOnes = await outboxTable('Outbox: Kept, newest first');
    expect(rowsOf(keptOnes)).toHaveLength(1);
    expect(keptOnes).toHaveTextContent('boaz@example.org');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All messages');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(rowsOf(await outboxTable())).toHaveLength(3);
    expect(asked.map((input) => input.status)).toEqual(['failed', 'kept', undefined]);
  });

  it('drops a status it does not know from the address and lists everything', async () => {
    const asked = outbox();
    renderApp('/desk/outbox?status=lost');
    expect(rowsOf(await outboxTable())).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    expect(asked.map((input) => input.status)).toEqual([undefined]);
  });

  it('sends a failed message again: the row shows it queued, the page says so, and the keyboard stays on the row', async () => {
    outbox();
    const resend = trpcMutation('desk.outbox.resend', ({ id }) => ({ ...bounced, id, status: 'queued', attempts: 0 }));
    server.use(resend.handler);
    const { user } = renderApp('/desk/outbox');
    const table = await outboxTable();
    const row = rowOf(table, 'naomi@example.org');
    await user.click(within(row).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('“Your email address was changed” to naomi@example.org is back in the queue.')).toHaveAttribute('role', 'status');
    expect(resend.received).toEqual([{ id: 11 }]);
    await waitFor(() => expect(rowOf(table, 'naomi@example.org')).toHaveTextContent('Queued0 attempts'));
    // The server keeps the last error until the next attempt: the desk still shows why it was sent again.
    expect(rowOf(table, 'naomi@example.org')).toHaveTextContent('Last error: 550 5.1.1 Mailbox unavailable');
    expect(within(rowOf(table, 'naomi@example.org')).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'naomi@example.org')).getByRole('button', { name: /^Read/ })).toHaveFocus();
    expect(rowsOf(table)).toHaveLength(3);
  });

  it('says the server’s refusal next to Send again, and keeps the row as it was', async () => {
    outbox();
    const resend = trpcMutation('desk.outbox.resend', () => {
      throw new TrpcTestError('CONFLICT', 409, deskOutboxMessages.notResendable);
    });
    server.use(resend.handler);
    const { user } = renderApp('/desk/outbox');
    const table = await outboxTable();
    const row = rowOf(table, 'naomi@example.org');
    await user.click(within(row).getByRole('button', { name: /^Send again/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(deskOutboxMessages.notResendable);
    expect(row).toHaveTextContent('Failed5 attempts');
    expect(within(row).getByRole('button', { name: /^Send again/ })).toBeInTheDocument();
  });

  it('explains kept messages when the list has some, and not otherwise', async () => {
    outbox();
    const { user } = renderApp('/desk/outbox');
    await outboxTable();
    expect(screen.getByText(/No SMTP server is set \(SMTP_URL\), so the site keeps its email here rather than sending it/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Sent');
    await outboxTable('Outbox: Sent, newest first');
    expect(screen.queryByText(/No SMTP server is set/)).not.toBeInTheDocument();
  });

  it('reads a message whole: its text, its HTML in a sandboxed frame, and its headers', async () => {
    outbox();
    const { user } = renderApp('/desk/outbox');
    const table = await outboxTable();
    const read = within(rowOf(table, 'ruth@example.org')).getByRole('button', { name: 'Read “Confirm your email address” to ruth@example.org' });
    await user.click(read);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    expect(await within(dialog).findByText(/Confirm your email: https:\/\/example\.org\/account\/confirm-email\?token=abc/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Peace to you, Ruth\./)).toBeInTheDocument();
    // The HTML is drawn in a frame with no permissions at all, never into the desk's page.
    const frame = within(dialog).getByTitle('The HTML part of “Confirm your email address”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Peace to you, Ruth.</p>');
    expect(dialog.querySelector('script')).toBeNull();
    const headers = within(dialog).getByRole('table', { name: 'Headers' });
    expect(within(headers).getByRole('rowheader', { name: 'From' })).toBeInTheDocument();
    expect(headers).toHaveTextContent('Living Water Ministries <hello@example.org>');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(read).toHaveFocus());
  });

  it('says so when a message is no longer in the outbox', async () => {
    deskServer(phoebe, {
      'desk.outbox.list': () => ({ messages: [confirmation], nextCursor: null }),
      'desk.outbox.message': () => {
        throw new TrpcTestError('NOT_FOUND', 404, deskOutboxMessages.notFound);
      },
    });
    const { user } = renderApp('/desk/outbox');
    const table = await outboxTable();
    await user.click(within(table).getByRole('button', { name: /^Read/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(deskOutboxMessages.notFound);
  });

  it('says when the outbox is empty, in the filter’s words', async () => {
    outbox([]);
    renderApp('/desk/outbox?status=failed');
    expect(await screen.findByText('No message has failed.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('passes axe, the list and a message read whole', async () => {
    outbox();
    const { container, user } = renderApp('/desk/outbox');
    const table = await outboxTable();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(rowOf(table, 'ruth@example.org')).getByRole('button', { name: /^Read/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    await within(dialog).findByRole('table', { name: 'Headers' });
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
