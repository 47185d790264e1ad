import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { answerHub, johnPlan, jonahPlan, psalmsPlan, startedPlan, type HubAnswers } from './hub-test-server';

const WAIT = { timeout: 5000 };

function openPlans(answers: HubAnswers = {}) {
  server.use(answerHub(answers));
  return renderApp('/bible-study?tab=plans');
}

/** A plan card, found by its h3. */
async function planCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name }, WAIT);
  const item = heading.closest('li');
  if (!item) throw new Error(`No card around ${name}`);
  return item;
}

/** Starting answers as `answer` says; `received` lists what the page sent. */
function answerStart(answer: () => void) {
  const start = trpcMutation('study.startPlan', ({ planId }) => {
    answer();
    return { plan: startedPlan(Number(planId), 0) };
  });
  server.use(start.handler);
  return start;
}

describe('the reading plan cards', () => {
  it('show each plan’s name, type, days, chapters and description, with progress when active and Completed when done', async () => {
    openPlans({ myPlans: [startedPlan(johnPlan.id, 40), startedPlan(psalmsPlan.id, 100, true)] });

    const john = await planCard(johnPlan.name);
    expect(within(john).getByText('gospel')).toBeInTheDocument();
    expect(within(john).getByText('21 days')).toBeInTheDocument();
    expect(within(john).getByText('21 chapters')).toBeInTheDocument();
    expect(within(john).getByText(johnPlan.description)).toBeInTheDocument();
    expect(within(john).getByRole('progressbar', { name: `${johnPlan.name} progress` })).toHaveAttribute('aria-valuenow', '40');
    expect(within(john).getByRole('link', { name: `Continue Reading: ${johnPlan.name}` })).toHaveAttribute(
      'href',
      '/bible-reading?planId=1',
    );
    expect(within(john).queryByRole('button', { name: /Start Plan/ })).not.toBeInTheDocument();

    const psalms = await planCard(psalmsPlan.name);
    expect(within(psalms).getByText('Completed')).toBeInTheDocument();
    expect(within(psalms).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(psalms).getByRole('link', { name: `Read Again: ${psalmsPlan.name}` })).toHaveAttribute('href', '/bible-reading?planId=2');

    const jonah = await planCard(jonahPlan.name);
    expect(within(jonah).getByText('4 days')).toBeInTheDocument();
    expect(within(jonah).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(jonah).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(jonah).getByRole('button', { name: `Start Plan: ${jonahPlan.name}` })).toBeEnabled();
  });

  it('Start Plan starts the plan, then opens the reader at it', async () => {
    const start = answerStart(() => undefined);
    const { user, router, queryClient } = openPlans();

    await user.click(within(await planCard(jonahPlan.name)).getByRole('button', { name: `Start Plan: ${jonahPlan.name}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-reading'), WAIT);
    expect(router.state.location.search).toEqual({ planId: jonahPlan.id });
    expect(start.received).toEqual([{ planId: jonahPlan.id }]);
    // Let the reader and the refetch that followed the start finish before the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Bible Reading' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), WAIT);
  });

  it('treats 409 (already started) as success and opens the reader', async () => {
    const start = answerStart(() => {
      throw new TrpcTestError('CONFLICT', 409, 'You have already started this reading plan.');
    });
    const { user, router, queryClient } = openPlans();

    await user.click(within(await planCard(johnPlan.name)).getByRole('button', { name: `Start Plan: ${johnPlan.name}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-reading'), WAIT);
    expect(router.state.location.search).toEqual({ planId: johnPlan.id });
    expect(start.received).toEqual([{ planId: johnPlan.id }]);
    expect(screen.queryByText('You have already started this reading plan.')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bible Reading' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), WAIT);
  });

  it('shows "Failed to start reading plan" when the start fails, and stays on the hub', async () => {
    answerStart(() => {
      throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'Internal server error');
    });
    const { user, router } = openPlans();

    const button = within(await planCard(jonahPlan.name)).getByRole('button', { name: `Start Plan: ${jonahPlan.name}` });
    await user.click(button);

    expect(await screen.findByText('Failed to start reading plan')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bible-study');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows the server’s message when it gave one', async () => {
    answerStart(() => {
      throw new TrpcTestError('NOT_FOUND', 404, 'Reading plan not found');
    });
    const { user, router } = openPlans();

    await user.click(within(await planCard(jonahPlan.name)).getByRole('button', { name: `Start Plan: ${jonahPlan.name}` }));

    expect(await screen.findByText('Reading plan not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bible-study');
  });

  it('sends a signed-out member to /auth, and back to the plans afterwards', async () => {
    answerStart(() => {
      throw new TrpcTestError('UNAUTHORIZED', 401, 'Please sign in.');
    });
    const { user, router } = openPlans();

    await user.click(within(await planCard(jonahPlan.name)).getByRole('button', { name: `Start Plan: ${jonahPlan.name}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), WAIT);
    expect(router.state.location.search).toEqual({ redirect: '/bible-study?tab=plans' });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });
});
