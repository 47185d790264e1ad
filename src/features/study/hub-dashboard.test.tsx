import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import {
  achievementCatalogue,
  ago,
  answerHub,
  DAY,
  HOUR,
  johnPlan,
  jonahPlan,
  locked,
  psalmsPlan,
  startedPlan,
  unlocked,
  type HubAnswers,
} from './hub-test-server';

/** The page waits on the session check and its own code; allow for a busy machine. */
const WAIT = { timeout: 5000 };

function openDashboard(answers: HubAnswers = {}) {
  server.use(answerHub(answers));
  return renderApp('/bible-study');
}

/** A Dashboard card, found by its h2. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, WAIT);
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around ${title}`);
  return section;
}

describe('the Study Hub dashboard', () => {
  it('invites a member with no streak to start one, and Read Today opens the reader in a new tab', async () => {
    openDashboard({ streak: { currentStreak: 0, longestStreak: 3 } });
    const streak = await card('Daily Streak');

    expect(await within(streak).findByText('Start reading today to begin your streak!')).toBeInTheDocument();
    expect(within(streak).queryByText(/Keep going!/)).not.toBeInTheDocument();
    expect(within(streak).getByText('Current streak').nextElementSibling).toHaveTextContent('0 days');
    expect(within(streak).getByText('Best streak').nextElementSibling).toHaveTextContent('3 days');

    const readToday = within(streak).getByRole('link', { name: 'Read Today (opens in a new tab)' });
    expect(readToday).toHaveAttribute('href', '/bible-reading');
    expect(readToday).toHaveAttribute('target', '_blank');
  });

  it('encourages a member with a streak to keep going', async () => {
    openDashboard({ streak: { currentStreak: 1, longestStreak: 5 } });
    const streak = await card('Daily Streak');

    expect(await within(streak).findByText('Keep going! Read the Bible daily to maintain your streak.')).toBeInTheDocument();
    expect(within(streak).queryByText('Start reading today to begin your streak!')).not.toBeInTheDocument();
    expect(within(streak).getByText('Current streak').nextElementSibling).toHaveTextContent('1 day');
    expect(within(streak).getByText('Best streak').nextElementSibling).toHaveTextContent('5 days');
  });

  it('counts unlocked achievements of all, and lists the three most recent, newest first, with when', async () => {
    openDashboard({
      achievements: achievementCatalogue,
      myAchievements: [
        unlocked(1, ago(10 * DAY)),
        unlocked(2, ago(3 * DAY)),
        locked(3, 40),
        unlocked(4, ago(10 * 60 * 1000)),
        unlocked(5, ago(2 * HOUR + 5 * 60 * 1000)),
        locked(6, 0),
      ],
    });
    const achievements = await card('Achievements');

    expect(await within(achievements).findByText('4/6')).toBeInTheDocument();
    const recent = within(achievements).getByRole('list', { name: 'Recently unlocked' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eager LearnerJust now', 'A Good Start2 hours ago', 'Faithful Reader3 days ago']);
    expect(within(achievements).queryByText('First Steps')).not.toBeInTheDocument();
    expect(within(achievements).getByRole('link', { name: 'View All achievements' })).toHaveAttribute('href', '/achievements');
  });

  it('lists the active plans with their progress and Continue Reading, leaving out completed and unstarted ones', async () => {
    openDashboard({
      myPlans: [
        startedPlan(johnPlan.id, 40, false, ago(3 * DAY)),
        startedPlan(psalmsPlan.id, 100, true),
        startedPlan(jonahPlan.id, 0, false, ago(HOUR)),
      ],
    });
    const active = await card('Active Reading Plans');

    const items = await within(active).findAllByRole('listitem', {}, WAIT);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([jonahPlan.name, johnPlan.name]);
    expect(within(active).getByRole('progressbar', { name: `${johnPlan.name} progress` })).toHaveAttribute('aria-valuenow', '40');
    expect(within(active).getByRole('link', { name: `Continue Reading: ${johnPlan.name}` })).toHaveAttribute(
      'href',
      '/bible-reading?planId=1',
    );
    expect(within(active).queryByText(psalmsPlan.name)).not.toBeInTheDocument();
    expect(within(active).queryByText('No active reading plans')).not.toBeInTheDocument();
  });

  it('says "No active reading plans", and Browse Reading Plans opens the Reading Plans tab', async () => {
    const { user, router } = openDashboard({ myPlans: [startedPlan(psalmsPlan.id, 100, true)] });
    const active = await card('Active Reading Plans');

    expect(await within(active).findByText('No active reading plans')).toBeInTheDocument();
    await user.click(within(active).getByRole('link', { name: 'Browse Reading Plans' }));

    const plansTab = screen.getByRole('tab', { name: 'Reading Plans' });
    await waitFor(() => expect(plansTab).toHaveAttribute('aria-selected', 'true'));
    expect(plansTab).toHaveFocus();
    expect(router.state.location.search).toEqual({ tab: 'plans' });
    expect(await screen.findByRole('heading', { level: 3, name: johnPlan.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Active Reading Plans' })).not.toBeInTheDocument();
  });

  it('shows the last 12 weeks of reading days, each day in words', async () => {
    // 12 March 2025 is a Wednesday; the 84 days start on Thursday 19 December 2024.
    openDashboard({
      streak: { currentStreak: 1, longestStreak: 2, recentDays: ['2024-12-19', '2025-03-10', '2025-03-12'], today: '2025-03-12' },
    });
    const calendar = await card('Your Reading Days');

    expect(await within(calendar).findByText('You studied on 3 of the last 84 days.')).toBeInTheDocument();
    const days = within(calendar).getAllByText(/: (studied|not studied)$/);
    expect(days).toHaveLength(84);
    expect(days[0]).toHaveTextContent('Thursday, December 19, 2024: studied');
    expect(days.at(-1)).toHaveTextContent('Wednesday, March 12, 2025 (today): studied');
    expect(within(calendar).getByText('Tuesday, March 11, 2025: not studied')).toBeInTheDocument();
    expect(within(calendar).getByText('Monday, March 10, 2025: studied')).toBeInTheDocument();
    expect(within(calendar).getByRole('list', { name: 'Study days from Dec 19 to Mar 12' })).toBeInTheDocument();
  });

  it('offers example questions for the Bible Chat', async () => {
    openDashboard();
    const chat = await card('Bible Chat');

    expect(within(chat).getByText('“What does the Bible say about forgiveness?”')).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'Ask a Question in Bible Chat' })).toHaveAttribute('href', '/bible-chat');
  });
});
