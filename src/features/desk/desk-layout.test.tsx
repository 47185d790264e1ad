import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, member, phoebe, priscilla } from '@/test/desk-answers';
import { renderApp } from '@/test/render';

const deskPaths = [
  '/desk',
  '/desk/prayers',
  '/desk/subscribers',
  '/desk/giving',
  '/desk/members',
  '/desk/outbox',
  '/desk/audit',
  '/desk/notifications',
  '/desk/staff',
  '/desk/settings',
];

/** What every desk page asks for besides the count, so any of them can be opened. */
const emptyDesk = {
  'desk.inbox': () => ({ items: [], nextCursor: null }),
  'desk.subscribers': () => ({ subscribers: [], nextCursor: null }),
  'desk.auditLog': () => ({ entries: [], nextCursor: null }),
  'desk.staff': () => ({ staff: [] }),
  'desk.prayers': () => ({ prayers: [], nextCursor: null }),
  'desk.prayerSettings': () => ({ expiryDays: 30, approvalRequired: false }),
  'desk.myNotifications': () => ({ choices: { contactMessages: false, resourceRequests: false, prayerRequests: 'off' as const }, email: null }),
} as const;

async function deskNav() {
  return screen.findByRole('navigation', { name: 'Desk' }, { timeout: 5000 });
}

describe('the desk’s navigation', () => {
  it('lists the desk’s pages for staff, the current one marked, with the unread count beside Inbox', async () => {
    deskServer(phoebe, emptyDesk);
    renderApp('/desk');
    const nav = await deskNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/desk',
      '/desk/prayers',
      '/desk/subscribers',
      '/desk/giving',
      '/desk/members',
      '/desk/outbox',
      '/desk/audit',
      '/desk/notifications',
    ]);
    const inbox = within(nav).getByRole('link', { name: /^Inbox/ });
    expect(inbox).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(inbox).toHaveAccessibleName('Inbox 2 new'));
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).not.toHaveAttribute('aria-current');
    // The admins' pages are not offered to staff.
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('offers an admin the staff and settings pages too', async () => {
    deskServer(priscilla, emptyDesk);
    renderApp('/desk/audit');
    const nav = await deskNav();
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/desk/staff');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/desk/settings');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between the desk’s pages, keeping Inbox marked whatever its filter', async () => {
    deskServer(phoebe, emptyDesk);
    const { user, router } = renderApp('/desk?status=done');
    const nav = await deskNav();
    expect(within(nav).getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Subscribers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/desk/subscribers');
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Inbox/ })).not.toHaveAttribute('aria-current');
  });

  it.each(deskPaths)('tells a member at %s that the desk is for staff, and asks the server nothing of it', async (path) => {
    // No desk answers: a desk query would fail the test.
    deskServer(member);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Only' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('This page is for the ministry’s staff.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Desk' })).not.toBeInTheDocument();
  });

  it.each([
    ['/desk/staff', 'Staff'],
    ['/desk/settings', 'Settings'],
  ])('tells staff at %s that the page is for admins, without asking the server for it', async (path, title) => {
    // No desk.staff or desk.prayerSettings answer: asking would fail the test.
    deskServer(phoebe);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Only an admin can open this page/)).toBeInTheDocument();
  });
});
