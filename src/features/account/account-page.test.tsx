import type { AccountOverview } from '@server/contracts/account-overview';
import type { SignedInUser } from '@server/contracts/accounts';
import { contentMessages, type ContentItemSummary } from '@server/contracts/content';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError, type ProcedureOutput } from '@/test/trpc-msw';

const grace = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };
const withoutMembership: AccountOverview = { username: 'grace', membership: null, bibleChat: { tier: 'free', dailyMessageLimit: 5 }, reversals: [] };
const monthly: AccountOverview['membership'] = {
  plan: 'monthly',
  planName: 'Monthly',
  name: 'grace',
  status: 'active',
  periodEnd: new Date('2027-11-21T12:00:00Z'),
};

/** One handler for every query these pages ask (a later handler would hide an earlier one's paths). */
function answer(
  session: SignedInUser,
  overview: () => AccountOverview,
  library: () => { items: ContentItemSummary[] } = () => ({ items: [] }),
  giving: () => ProcedureOutput<'giving.overview'> = () => ({ gifts: [], recurring: [], statementYears: [] }),
) {
  server.use(
    trpcQueries({
      'accounts.session': () => session,
      'accounts.overview': overview,
      'giving.overview': giving,
      'accounts.email': () => ({ email: null, confirmedAt: null, pending: null }),
      'content.library': library,
    }),
  );
}

describe('/account', () => {
  it('shows the username, the membership plan and its end date, and the free Bible chat tier', async () => {
    answer(grace, () => ({ ...withoutMembership, membership: monthly }));
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Your details' }, { timeout: 5000 });
    expect(details).toHaveTextContent('Username: grace');
    const membership = screen.getByRole('region', { name: 'Breakthrough Circle membership' });
    expect(membership).toHaveTextContent('Plan: Monthly');
    expect(membership).toHaveTextContent('Active until November 21, 2027');
    expect(membership).toHaveTextContent('It does not renew on its own, so there is nothing to cancel');
    expect(within(membership).getByRole('link', { name: 'Add another month' })).toHaveAttribute('href', '/membership-checkout?plan=monthly');
    const chat = screen.getByRole('region', { name: 'Bible Chat' });
    expect(chat).toHaveTextContent('Free Tier');
    expect(chat).toHaveTextContent('5 messages a day');
    expect(within(chat).getByRole('link', { name: 'Open Bible Chat' })).toHaveAttribute('href', '/bible-chat');
  });

  it("says 'No membership' with a way to join, and shows the premium tier as unlimited", async () => {
    answer({ ...grace, subscriptionTier: 'premium' }, () => ({
      ...withoutMembership,
      bibleChat: { tier: 'premium', dailyMessageLimit: null },
    }));
    renderApp('/account');
    const membership = await screen.findByRole('region', { name: 'Breakthrough Circle membership' }, { timeout: 5000 });
    expect(membership).toHaveTextContent('No membership');
    expect(within(membership).getByRole('link', { name: 'Join Breakthrough Circle' })).toHaveAttribute(
      'href',
      '/breakthrough-circle#membership',
    );
    const chat = screen.getByRole('region', { name: 'Bible Chat' });
    expect(chat).toHaveTextContent('Premium');
    expect(chat).toHaveTextContent('Unlimited messages');
  });

  it('is reached from the signed-in header menu, and shows a membership bought since the last visit', async () => {
    let overview: AccountOverview = withoutMembership;
    answer(grace, () => overview);
    const { user, router } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Account: grace' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Your Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText('No membership', {}, { timeout: 5000 })).toBeInTheDocument();

    overview = { ...withoutMembership, membership: monthly };
    await router.navigate({ to: '/about' });
    await router.navigate({ to: '/account' });
    expect(await screen.findByText('Plan:', { exact: false })).toHaveTextContent('Plan: Monthly');
  });

  it('says beside the membership, the chat tier and under Refunds and disputes what a refund or a dispute ended', async () => {
    const on = new Date('2026-11-18T12:00:00Z');
    answer(grace, () => ({
      ...withoutMembership,
      reversals: [
        { purpose: 'membership', description: 'Breakthrough Circle Monthly membership', reason: 'refunded', on },
        { purpose: 'chat_premium', description: 'Bible Chat Premium (Monthly)', reason: 'disputed', on },
        { purpose: 'generated_content', description: 'Sermon: Forgiveness', reason: 'refunded', on },
        { purpose: 'donation', description: 'One-time donation', reason: 'disputed', on },
      ],
    }));
    renderApp('/account');
    const membership = await screen.findByRole('region', { name: 'Breakthrough Circle membership' }, { timeout: 5000 });
    expect(membership).toHaveTextContent('No membership');
    expect(within(membership).getByRole('list', { name: 'Memberships ended' })).toHaveTextContent(
      'Breakthrough Circle Monthly membership: Refunded on November 18, 2026',
    );
    const chat = screen.getByRole('region', { name: 'Bible Chat' });
    expect(chat).toHaveTextContent('Free Tier');
    expect(within(chat).getByRole('list', { name: 'Premium ended' })).toHaveTextContent('Bible Chat Premium (Monthly): Payment disputed on November 18, 2026');
    const others = within(screen.getByRole('region', { name: 'Refunds and disputes' })).getAllByRole('listitem');
    expect(others.map((item) => item.textContent)).toEqual([
      'Sermon: Forgiveness: Refunded on November 18, 2026',
      'One-time donation: Payment disputed on November 18, 2026',
    ]);
  });

  it('shows no Refunds and disputes panel when nothing was refunded', async () => {
    answer(grace, () => ({ ...withoutMembership, membership: monthly }));
    renderApp('/account');
    await screen.findByRole('region', { name: 'Breakthrough Circle membership' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Refunds and disputes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Memberships ended' })).not.toBeInTheDocument();
  });

  it('offers to try again when the account cannot be loaded', async () => {
    let fail = true;
    answer(grace, () => withoutMembership);
    server.use(
      http.get('*/trpc/:paths', ({ params }) =>
        fail && String(params.paths).includes('accounts.overview') ? HttpResponse.text('Service Unavailable', { status: 503 }) : undefined,
      ),
    );
    const { user } = renderApp('/account');
    expect(await screen.findByText('Your account could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No membership')).toBeInTheDocument();
  });

  it('lists the content bought, with downloads once written, Try Again for a failed one, and says when there is none', async () => {
    const bought = (id: number, title: string, status: ContentItemSummary['status']): ContentItemSummary => ({
      id,
      type: id === 2 ? 'sunday_school' : 'sermon',
      title,
      topic: title,
      status,
      priceCents: id === 2 ? 1299 : 1499,
      createdAt: new Date('2026-11-20T12:00:00Z'),
      paymentIntentId: `demo_pi_${id}`,
    });
    let items = [bought(1, 'Grace for Today', 'generated'), bought(2, 'David and Goliath', 'failed')];
    answer(grace, () => withoutMembership, () => ({ items }));
    const retry = trpcMutation('content.retry', ({ id }) => {
      items = items.map((item) => (item.id === id ? { ...item, status: 'generated' as const } : item));
      const content = {
        title: 'David and Goliath',
        estimatedDuration: '25-35 minutes',
        bibleVerses: ['1 Samuel 17:45'],
        outline: [],
        content: "The battle is the LORD's.",
        discussionQuestions: [],
        groupActivities: [],
        craftIdea: '',
      };
      return { content, item: { ...bought(2, 'David and Goliath', 'generated'), content, writer: { kind: 'offline' as const, label: 'Offline draft (no AI key configured)' } } };
    });
    server.use(retry.handler);
    const { user } = renderApp('/account');

    const region = await screen.findByRole('region', { name: 'My Content' }, { timeout: 5000 });
    const list = await within(region).findByRole('list', { name: 'My Content' });
    const [sermon, lesson] = within(list).getAllByRole('listitem');
    expect(sermon).toHaveTextContent('Grace for Today');
    expect(sermon).toHaveTextContent('Sermon · November 20, 2026');
    expect(sermon).toHaveTextContent('Ready');
    expect(within(sermon as HTMLElement).getByRole('link', { name: 'Download Markdown: Grace for Today' })).toHaveAttribute(
      'download',
      'grace_for_today.md',
    );
    expect(within(sermon as HTMLElement).getByRole('link', { name: 'Download PDF: Grace for Today' })).toHaveAttribute(
      'href',
      '/api/content/1/download?format=pdf',
    );
    expect(lesson).toHaveTextContent('Sunday School Lesson');
    expect(lesson).toHaveTextContent('Writing failed');
    expect(within(lesson as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(lesson as HTMLElement).getByRole('button', { name: 'Try Again: David and Goliath' }));
    expect(await within(region).findByRole('link', { name: 'Download Markdown: David and Goliath' })).toHaveAttribute(
      'href',
      '/api/content/2/download?format=md',
    );
    expect(retry.received).toEqual([{ id: 2 }]);
  });

  it('says the library is empty before anything is bought', async () => {
    answer(grace, () => withoutMembership);
    renderApp('/account');
    const region = await screen.findByRole('region', { name: 'My Content' }, { timeout: 5000 });
    expect(await within(region).findByText(contentMessages.libraryEmpty)).toBeInTheDocument();
  });
});

describe('/account: giving', () => {
  it('lists every gift with its date, fund, amount and receipt, the recurring gift with its controls, and the statements to download', async () => {
    answer(grace, () => withoutMembership, undefined, () => ({
      gifts: [
        { id: 3, at: new Date('2026-12-26T00:00:00Z'), fund: 'Missions', amountCents: 2606, feeCents: 106, currency: 'usd', status: 'succeeded', recurring: true, reference: 'demo_pi_3' },
        { id: 1, at: new Date('2025-06-01T15:00:00Z'), fund: 'General', amountCents: 1000, feeCents: 0, currency: 'usd', status: 'refunded', recurring: false, reference: 'demo_pi_1' },
      ],
      recurring: [
        {
          id: 9,
          fund: 'Missions',
          amountCents: 2606,
          feeCents: 106,
          currency: 'usd',
          interval: 'month',
          status: 'active',
          nextChargeAt: new Date('2027-01-26T00:00:00Z'),
          failing: false,
          lastFailure: null,
          card: 'Card ending 4242',
          gateway: 'demo',
        },
      ],
      statementYears: [2026, 2025],
    }));
    const change = trpcMutation('giving.change', () => {
      throw new TrpcTestError('CONFLICT', 409, 'This recurring gift has been cancelled. You can set up a new one on the Donate page.');
    });
    server.use(change.handler);
    const { user } = renderApp('/account');
    const giving = await screen.findByRole('region', { name: 'Giving' }, { timeout: 5000 });
    const gifts = await within(giving).findByRole('table', { name: 'Your gifts, newest first' });
    expect(within(gifts).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateFundAmountStatusReceipt',
      'December 26, 2026Missions (recurring)$26.06 (fee $1.06 covered)Givendemo_pi_3',
      'June 1, 2025General$10.00Refundeddemo_pi_1',
    ]);
    expect(within(gifts).getByRole('link', { name: 'Receipt for the gift of December 26, 2026' })).toHaveAttribute('href', '/thank-you?payment_intent=demo_pi_3');
    const gift = within(giving).getByRole('article', { name: '$26.06 every month to Missions' });
    expect(gift).toHaveTextContent('Paid with Card ending 4242. Next gift: January 26, 2027.');
    expect(within(giving).getByRole('link', { name: 'Download 2026 statement (PDF)' })).toHaveAttribute('href', '/api/giving/statements/2026');
    expect(within(giving).getByRole('link', { name: 'Download 2025 statement (PDF)' })).toHaveAttribute('href', '/api/giving/statements/2025');

    await user.click(within(gift).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('This recurring gift has been cancelled. You can set up a new one on the Donate page.')).toBeInTheDocument();
    expect(change.received).toEqual([{ giftId: 9, action: 'pause' }]);
  });
});
