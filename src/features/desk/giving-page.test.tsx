import type { Donor, LedgerEntry } from '@server/contracts/desk-ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskServer, phoebe, priscilla } from '@/test/desk-answers';
import { renderApp } from '@/test/render';
import type { ProcedureInput } from '@/test/trpc-msw';

const gift: LedgerEntry = {
  id: 11,
  purpose: 'donation',
  status: 'succeeded',
  description: 'Donation to Living Water Ministries',
  email: 'lydia@example.com',
  username: null,
  amountCents: 2500,
  currency: 'usd',
  createdAt: new Date('2027-03-02T15:04:00Z'),
  reversedAt: null,
};
const membership: LedgerEntry = {
  ...gift,
  id: 10,
  purpose: 'membership',
  status: 'refunded',
  description: 'Breakthrough Circle Monthly membership',
  email: null,
  username: 'grace',
  amountCents: 1499,
  reversedAt: new Date('2027-03-03T10:00:00Z'),
};
const lydia: Donor = { email: 'lydia@example.com', gifts: 3, totalCents: 7500, firstGiftAt: new Date('2027-01-02T10:00:00Z'), lastGiftAt: gift.createdAt };

/** The desk's giving answers as `session` reads them: amounts for admins only, as the server does. */
function giving(session = phoebe) {
  const ledgerAsked: ProcedureInput<'desk.giving.ledger'>[] = [];
  const admin = session.role === 'admin';
  deskServer(session, {
    'desk.giving.ledger': (input) => {
      ledgerAsked.push(input);
      const entries = [gift, membership].filter((entry) => !input.purpose || entry.purpose === input.purpose);
      return { entries: entries.map((entry) => (admin ? entry : { ...entry, amountCents: null })), nextCursor: null };
    },
    'desk.giving.donors': ({ search }) => ({
      donors: [lydia].filter((donor) => !search || donor.email.includes(search)).map((donor) => (admin ? donor : { ...donor, totalCents: null })),
      nextCursor: null,
    }),
    ...(admin ? { 'desk.giving.monthlyTotals': () => ({ months: [{ month: '2027-03', count: 4, amountCents: 10_000 }] }) } : {}),
  });
  return ledgerAsked;
}

async function ledgerTable() {
  return screen.findByRole('table', { name: 'Payments, newest first' }, { timeout: 5000 });
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

describe('/desk/giving', () => {
  it('shows staff every payment without amounts, and says only admins see them', async () => {
    giving(phoebe);
    renderApp('/desk/giving');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving and purchases' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await ledgerTable();
    expect(headers(table)).toEqual(['Date', 'Purpose', 'Payer', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Mar 2, 2027');
    expect(rows[0]).toHaveTextContent('Donation');
    expect(rows[0]).toHaveTextContent('lydia@example.com');
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[1]).toHaveTextContent('Membership');
    expect(rows[1]).toHaveTextContent('grace');
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(rows[1]).toHaveTextContent('Money back Mar 3, 2027');
    // No amount at all, not even $0.
    expect(table).not.toHaveTextContent('$');
    expect(screen.getByText('Only admins see amounts.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Totals by month' })).not.toBeInTheDocument();
  });

  it('shows an admin the amounts and the totals by month', async () => {
    giving(priscilla);
    renderApp('/desk/giving');
    const table = await ledgerTable();
    expect(headers(table)).toEqual(['Date', 'Purpose', 'Payer', 'Status', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('$25.00');
    expect(rows[1]).toHaveTextContent('$14.99');
    const totals = await screen.findByRole('table', { name: 'Totals by month' });
    expect(within(totals).getByRole('rowheader', { name: 'March 2027' }).closest('tr')).toHaveTextContent('March 20274$100.00');
    expect(screen.queryByText('Only admins see amounts.')).not.toBeInTheDocument();
  });

  it('filters the ledger from the address and the fields, and exports the same filters', async () => {
    const asked = giving(phoebe);
    const { user, router } = renderApp('/desk/giving?from=2027-03-01');
    await ledgerTable();
    expect(screen.getByLabelText('From')).toHaveValue('2027-03-01');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/desk/ledger.csv?from=2027-03-01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Donation');
    await waitFor(() => expect(router.state.location.search).toEqual({ from: '2027-03-01', purpose: 'donation' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Payments, newest first' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/desk/ledger.csv?purpose=donation&from=2027-03-01');
    expect(asked.at(-1)).toMatchObject({ purpose: 'donation', from: '2027-03-01' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('combobox', { name: 'Purpose' })).toHaveFocus();
  });

  it('says when the first day is after the last, and asks the server nothing', async () => {
    const asked = giving(phoebe);
    renderApp('/desk/giving?from=2027-03-01');
    await ledgerTable();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-02-01' } });
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The first day must be on or before the last day.'));
    expect(screen.queryByRole('table', { name: 'Payments, newest first' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('lists the donors grouped by email, searched, with totals for admins only', async () => {
    giving(phoebe);
    const { user, router } = renderApp('/desk/giving');
    await ledgerTable();
    await user.click(screen.getByRole('radio', { name: 'Donors' }));
    const donors = await screen.findByRole('table', { name: 'Donors, by email' });
    expect(headers(donors)).toEqual(['Email', 'Gifts', 'First gift', 'Last gift']);
    expect(within(donors).getByRole('rowheader', { name: 'lydia@example.com' }).closest('tr')).toHaveTextContent('3');
    expect(donors).not.toHaveTextContent('$');
    await user.type(screen.getByRole('searchbox', { name: 'Search donors' }), 'tabitha');
    expect(await screen.findByText('No donor’s email holds “tabitha”.')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'donors', donor: 'tabitha' });
  });

  it('shows an admin each donor’s total', async () => {
    giving(priscilla);
    renderApp('/desk/giving?view=donors');
    const donors = await screen.findByRole('table', { name: 'Donors, by email' }, { timeout: 5000 });
    expect(headers(donors)).toEqual(['Email', 'Gifts', 'Total', 'First gift', 'Last gift']);
    expect(donors).toHaveTextContent('$75.00');
  });
});

describe('/desk/giving: funds and recurring gifts', () => {
  const setup = (admin: boolean) => ({
    funds: [
      { id: 1, name: 'General', description: 'Where the need is greatest.', hidden: false, givenTo: true },
      { id: 4, name: 'Youth Camp', description: 'Scholarships', hidden: false, givenTo: false },
    ],
    failing: [
      {
        id: 9,
        username: 'lydia',
        fund: 'Missions',
        amountCents: admin ? 2606 : null,
        interval: 'month' as const,
        status: 'active' as const,
        failedAttempts: 2,
        lastFailure: 'Your card was declined.',
        lastFailureAt: new Date('2027-03-02T15:04:00Z'),
      },
    ],
    demoClockDays: admin ? 0 : null,
  });

  it('shows staff the funds and the failing gifts, without amounts or anything to change', async () => {
    deskServer(phoebe, { 'desk.giving.setup': () => setup(false) });
    renderApp('/desk/giving?view=funds');
    const failing = await screen.findByRole('table', { name: 'Recurring gifts whose last charge failed' }, { timeout: 5000 });
    expect(within(failing).getByRole('rowheader', { name: 'lydia' }).closest('tr')).toHaveTextContent('every month to Missions2Your card was declined.');
    expect(failing).not.toHaveTextContent('$');
    expect(screen.getByText('Youth Camp')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a fund' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Demo clock' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Annual giving statements' })).toBeNull();
  });

  it('lets an admin rename a fund not yet given to, but not one given to, and shows the demo clock', async () => {
    deskServer(priscilla, { 'desk.giving.setup': () => setup(true) });
    renderApp('/desk/giving?view=funds');
    const general = await screen.findByRole('form', { name: 'Fund General' }, { timeout: 5000 });
    expect(within(general).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(general).getByText('Given to: the name stays')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Fund Youth Camp' })).getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Recurring gifts whose last charge failed' })).toHaveTextContent('$26.06 every month to Missions');
    expect(screen.getByRole('region', { name: 'Demo clock' })).toHaveTextContent('now 0 days ahead of today');
    expect(screen.getByRole('region', { name: 'Annual giving statements' })).toBeInTheDocument();
  });
});
