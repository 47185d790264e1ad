import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { answerHub, johnPlan, type HubProcedure } from './hub-test-server';

const WAIT = { timeout: 5000 };

describe('the Bible Study Hub', () => {
  it('links to Bible Chat and Achievements, and opens on the Dashboard', async () => {
    server.use(answerHub());
    renderApp('/bible-study');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bible Study Hub' }, WAIT)).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Bible Study Hub' });
    expect(within(hero).getByRole('link', { name: 'Bible Chat' })).toHaveAttribute('href', '/bible-chat');
    expect(within(hero).getByRole('link', { name: 'Achievements' })).toHaveAttribute('href', '/achievements');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Streak' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys and keeps the open tab in the URL', async () => {
    server.use(answerHub());
    const { user, router } = renderApp('/bible-study');

    const dashboard = await screen.findByRole('tab', { name: 'Dashboard' }, WAIT);
    await user.click(dashboard);
    await user.keyboard('{ArrowRight}');
    const plans = screen.getByRole('tab', { name: 'Reading Plans' });
    await waitFor(() => expect(plans).toHaveAttribute('aria-selected', 'true'));
    expect(plans).toHaveFocus();
    expect(router.state.location.search).toEqual({ tab: 'plans' });
    expect(await screen.findByRole('heading', { level: 3, name: johnPlan.name })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bible Quizzes' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toEqual({ tab: 'quizzes' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bible Quizzes' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(dashboard).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toEqual({});
  });

  it('opens the tab the URL names, and the Dashboard for anything else', async () => {
    server.use(answerHub());
    const { unmount } = renderApp('/bible-study?tab=quizzes');
    expect(await screen.findByRole('tab', { name: 'Bible Quizzes', selected: true }, WAIT)).toBeInTheDocument();
    unmount();

    const { router } = renderApp('/bible-study?tab=secrets');
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true }, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it.each<[string, HubProcedure, string, string]>([
    ['the streak', 'study.myStreak', 'Failed to fetch streak', 'Your streak could not be loaded.'],
    ['the achievement catalogue', 'study.achievements', 'Failed to fetch achievements', 'Your achievements could not be loaded.'],
    ['the member’s achievements', 'study.myAchievements', 'Failed to fetch achievements', 'Your achievements could not be loaded.'],
    ['the plans', 'study.plans', 'Failed to fetch reading plans', 'Your reading plans could not be loaded.'],
    ['the member’s plans', 'study.myPlans', 'Failed to fetch reading plans', 'Your reading plans could not be loaded.'],
  ])('says so in the spec’s words when loading %s fails, and Try Again loads it', async (_what, procedure, toast, failure) => {
    server.use(answerHub({ failing: [procedure] }));
    const { user } = renderApp('/bible-study');

    expect(await screen.findByText(toast, {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText(toast)).toHaveLength(1);
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(failure).length).toBeGreaterThan(0);

    // The streak feeds two cards; one Try Again brings both back.
    server.use(answerHub());
    const [tryAgain] = screen.getAllByRole('button', { name: 'Try Again' });
    if (!tryAgain) throw new Error('Try Again expected');
    await user.click(tryAgain);
    await waitFor(() => expect(screen.queryByText(failure)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says "Failed to fetch quizzes" when the quizzes fail to load', async () => {
    server.use(answerHub({ failing: ['study.quizzes'] }));
    const { user } = renderApp('/bible-study?tab=quizzes');

    expect(await screen.findByText('Failed to fetch quizzes', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('The quizzes could not be loaded.')).toBeInTheDocument();

    // Switching tabs does not repeat the toast.
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await user.click(screen.getByRole('tab', { name: 'Bible Quizzes' }));
    expect(screen.getAllByText('Failed to fetch quizzes')).toHaveLength(1);
  });

  it.each(['/bible-study', '/bible-study?tab=plans', '/bible-study?tab=quizzes'])(
    'passes axe without a serious violation at %s (colour contrast is left to the browser tests)',
    async (url) => {
      server.use(answerHub({ streak: { currentStreak: 1, longestStreak: 1, recentDays: ['2025-03-12'] } }));
      renderApp(url);
      await screen.findByRole('heading', { level: 1, name: 'Bible Study Hub' }, WAIT);
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), WAIT);

      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    },
  );
});
