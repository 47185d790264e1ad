import type { InboxKind, InboxStatus } from '@server/contracts/desk';

export const inboxKindLabels: Record<InboxKind, string> = {
  contact_message: 'Contact message',
  resource_request: 'Resource request',
};

export const inboxStatusLabels: Record<InboxStatus, string> = { new: 'New', open: 'Open', done: 'Done' };

/** Filled badges, each with a text colour that keeps 4.5:1 on it (the open one as the Donate button). */
export const inboxStatusBadges: Record<InboxStatus, { color: string; c: string }> = {
  new: { color: 'covenant', c: 'white' },
  open: { color: 'gold.4', c: 'covenant.9' },
  done: { color: 'gray.7', c: 'white' },
};
