import type { DeskPrayer } from '@server/contracts/desk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, phoebe, priscilla } from '@/test/desk-answers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError, type QueryResolvers } from '@/test/trpc-msw';

const base = {
  isPrivate: false,
  hiddenAt: null,
  answeredAt: null,
  praiseNote: null,
  notifyWhenAnswered: false,
  createdAt: new Date('2027-03-01T09:00:00Z'),
  listedAt: new Date('2027-03-01T09:00:00Z'),
} as const;
const onWall: DeskPrayer = { ...base, id: 1, name: 'Lydia', email: 'lydia@example.com', request: 'Healing for my mother.', wallStatus: 'on_wall' };
const waiting: DeskPrayer = { ...base, id: 2, name: 'Tabitha', email: 'tabitha@example.com', request: 'A new job.', listedAt: null, wallStatus: 'awaiting_approval' };
const expired: DeskPrayer = {
  ...base,
  id: 3,
  name: 'Apollos',
  email: 'apollos@example.com',
  request: 'Wisdom in teaching.',
  listedAt: new Date('2027-01-01T09:00:00Z'),
  wallStatus: 'expired',
};
const secret: DeskPrayer = { ...base, id: 4, name: 'Junia', email: 'junia@example.com', request: 'Something private.', isPrivate: true, wallStatus: 'private' };
const requests = [onWall, waiting, expired, secret];

/** Staff (or an admin) on the prayer page, the requests under each filter; returns the filters asked. */
function prayers(session = phoebe, answers: QueryResolvers = {}) {
  const asked: string[] = [];
  deskServer(session, {
    'desk.prayers': ({ show }) => {
      asked.push(show ?? 'all');
      return { prayers: requests.filter((prayer) => !show || show === 'all' || prayer.wallStatus === show), nextCursor: null };
    },
    'desk.prayerSettings': () => ({ expiryDays: 30, approvalRequired: true }),
    ...answers,
  });
  return asked;
}

async function requestCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: `${name}’s request` }, { timeout: 5000 });
  const card = heading.closest('li');
  if (!card) throw new Error('the request is not in a list item');
  return card;
}

describe('/desk/prayers', () => {
  it('lists every request, private ones too, with the email, where it stands and the wall’s settings', async () => {
    prayers();
    renderApp('/desk/prayers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer requests' }, { timeout: 5000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Prayer requests: All requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const lydia = await requestCard('Lydia');
    expect(lydia).toHaveTextContent('On the wall');
    expect(within(lydia).getByRole('link', { name: 'lydia@example.com' })).toHaveAttribute('href', 'mailto:lydia@example.com');
    expect(lydia).toHaveTextContent('Healing for my mother.');
    // Listed on March 1 for 30 days.
    expect(lydia).toHaveTextContent('leaves it Mar 31, 2027');
    const junia = await requestCard('Junia');
    expect(junia).toHaveTextContent('Private');
    expect(junia).toHaveTextContent('junia@example.com');
    expect(within(junia).queryByRole('button', { name: 'Hide from wall' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Requests stay on the wall 30 days\. New public requests wait for approval\./)).toBeInTheDocument();
    // Only admins are offered the settings.
    expect(screen.queryByRole('link', { name: 'Change the settings' })).not.toBeInTheDocument();
  });

  it('filters by where requests stand, and keeps the filter in the address', async () => {
    const asked = prayers();
    const { user, router } = renderApp('/desk/prayers');
    await screen.findByRole('list', { name: 'Prayer requests: All requests' }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Awaiting approval');
    const list = await screen.findByRole('list', { name: 'Prayer requests: Awaiting approval' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Tabitha');
    expect(router.state.location.search).toEqual({ show: 'awaiting_approval' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hidden');
    expect(await screen.findByText('No request is hidden.')).toBeInTheDocument();
    expect(asked).toEqual(['all', 'awaiting_approval', 'hidden']);
  });

  it('hides a request from the wall, the card says so, and shows it again', async () => {
    prayers();
    const setHidden = trpcMutation('desk.setPrayerHidden', ({ hidden }) =>
      hidden ? { ...onWall, hiddenAt: new Date('2027-03-05T10:00:00Z'), wallStatus: 'hidden' } : onWall,
    );
    server.use(setHidden.handler);
    const { user } = renderApp('/desk/prayers');
    const card = await requestCard('Lydia');
    const hide = within(card).getByRole('button', { name: 'Hide from wall' });
    expect(hide).toHaveAccessibleDescription('Lydia’s request');
    await user.click(hide);
    expect(await within(card).findByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Lydia’s request is hidden from the wall.')).toHaveAttribute('role', 'status');
    const show = within(card).getByRole('button', { name: 'Show on wall' });
    expect(show).toHaveFocus();
    await user.click(show);
    expect(await within(card).findByText('On the wall')).toBeInTheDocument();
    expect(setHidden.received).toEqual([
      { id: 1, hidden: true },
      { id: 1, hidden: false },
    ]);
  });

  it('approves a request that waits, and puts an expired one back on the wall', async () => {
    prayers();
    const now = new Date('2027-03-06T10:00:00Z');
    const putOnWall = trpcMutation('desk.putPrayerOnWall', ({ id }) => ({ ...(id === 2 ? waiting : expired), listedAt: now, wallStatus: 'on_wall' }));
    server.use(putOnWall.handler);
    const { user } = renderApp('/desk/prayers');
    const tabitha = await requestCard('Tabitha');
    await user.click(within(tabitha).getByRole('button', { name: 'Approve' }));
    expect(await within(tabitha).findByText('On the wall')).toBeInTheDocument();
    expect(within(tabitha).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('Tabitha’s request is approved and on the wall.')).toBeInTheDocument();
    // Its button gone, the keyboard is back at the request's heading.
    expect(within(tabitha).getByRole('heading', { name: 'Tabitha’s request' })).toHaveFocus();

    const apollos = await requestCard('Apollos');
    expect(apollos).toHaveTextContent('Expired');
    await user.click(within(apollos).getByRole('button', { name: 'Put back on the wall' }));
    expect(await within(apollos).findByText('On the wall')).toBeInTheDocument();
    expect(putOnWall.received).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('marks a request answered with a praise note the card shows, and clears it', async () => {
    prayers();
    const answered = trpcMutation('desk.setPrayerAnswered', ({ praiseNote }) => ({
      ...onWall,
      praiseNote,
      answeredAt: praiseNote === null ? null : new Date('2027-03-06T10:00:00Z'),
    }));
    server.use(answered.handler);
    const { user } = renderApp('/desk/prayers');
    const card = await requestCard('Lydia');
    await user.click(within(card).getByRole('button', { name: 'Mark answered' }));
    const note = within(card).getByRole('textbox', { name: 'Praise note' });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(/The wall shows it beside the request\./);
    await user.paste('She is home and well.');
    await user.click(within(card).getByRole('button', { name: 'Save answered' }));
    await waitFor(() => expect(within(card).queryByRole('textbox', { name: 'Praise note' })).not.toBeInTheDocument());
    expect(card).toHaveTextContent('Praise: She is home and well.');
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(await screen.findByText('Lydia’s request is marked answered; the wall shows the praise.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Clear answered' }));
    await waitFor(() => expect(card).not.toHaveTextContent('She is home and well.'));
    expect(within(card).getByRole('button', { name: 'Mark answered' })).toBeInTheDocument();
    expect(answered.received).toEqual([
      { id: 1, praiseNote: 'She is home and well.' },
      { id: 1, praiseNote: null },
    ]);
  });

  it('says, before it is sent, that a requester who asked to hear is emailed the praise', async () => {
    const asked: DeskPrayer = { ...onWall, notifyWhenAnswered: true };
    prayers(phoebe, { 'desk.prayers': () => ({ prayers: [asked], nextCursor: null }) });
    server.use(trpcMutation('desk.setPrayerAnswered', ({ praiseNote }) => ({ ...asked, praiseNote, answeredAt: new Date('2027-03-06T10:00:00Z') })).handler);
    const { user } = renderApp('/desk/prayers');
    const card = await requestCard('Lydia');
    await user.click(within(card).getByRole('button', { name: 'Mark answered' }));
    const note = within(card).getByRole('textbox', { name: 'Praise note' });
    expect(note).toHaveAccessibleDescription(/The requester asked to hear when it is answered: they are emailed this note\./);
    await user.paste('She is home and well.');
    await user.click(within(card).getByRole('button', { name: 'Save answered' }));
    expect(await screen.findByText('Lydia’s request is marked answered; the wall shows the praise, and Lydia is emailed it.')).toBeInTheDocument();
    // Told once: changing the praise afterwards sends nothing more, and the form says nothing of it.
    await user.click(within(card).getByRole('button', { name: 'Change praise note' }));
    expect(within(card).getByRole('textbox', { name: 'Praise note' })).not.toHaveAccessibleDescription(/emailed/);
  });

  it('refuses an empty praise note in the browser, and keeps what was written when the server fails', async () => {
    prayers();
    const answered = trpcMutation('desk.setPrayerAnswered', () => {
      throw new TrpcTestError('NOT_FOUND', 404, 'This prayer request is no longer there.');
    });
    server.use(answered.handler);
    const { user } = renderApp('/desk/prayers');
    const card = await requestCard('Lydia');
    await user.click(within(card).getByRole('button', { name: 'Mark answered' }));
    await user.click(within(card).getByRole('button', { name: 'Save answered' }));
    expect(await within(card).findByText('Please write the praise the wall will show')).toBeInTheDocument();
    expect(answered.received).toEqual([]);
    await user.pasteInto(within(card).getByRole('textbox', { name: 'Praise note' }), 'Praise God!');
    await user.click(within(card).getByRole('button', { name: 'Save answered' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This prayer request is no longer there.');
    expect(within(card).getByRole('textbox', { name: 'Praise note' })).toHaveValue('Praise God!');
  });

  it('says under the actions when one fails', async () => {
    prayers();
    const setHidden = trpcMutation('desk.setPrayerHidden', () => {
      throw new TrpcTestError('NOT_FOUND', 404, 'This prayer request is no longer there.');
    });
    server.use(setHidden.handler);
    const { user } = renderApp('/desk/prayers');
    const card = await requestCard('Lydia');
    await user.click(within(card).getByRole('button', { name: 'Hide from wall' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This prayer request is no longer there.');
    expect(card).toHaveTextContent('On the wall');
  });

  it('offers an admin the wall’s settings', async () => {
    prayers(priscilla);
    renderApp('/desk/prayers');
    expect(await screen.findByRole('link', { name: 'Change the settings' }, { timeout: 5000 })).toHaveAttribute('href', '/desk/settings');
  });
});
