import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import type { ProcedureOutput, QueryResolvers } from '@/test/trpc-msw';

const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

type Achievement = ProcedureOutput<'study.achievements'>['achievements'][number];
const achievement = (fields: Pick<Achievement, 'id' | 'name' | 'type' | 'level' | 'points' | 'icon'>): Achievement => ({
  description: `Earn ${fields.name}`,
  threshold: 1,
  ...fields,
});

const catalogue: Achievement[] = [
  achievement({ id: 1, name: 'First Steps', type: 'reading', level: 1, points: 10, icon: 'book-open' }),
  achievement({ id: 2, name: 'Faithful Reader', type: 'reading', level: 2, points: 25, icon: 'book' }),
  achievement({ id: 3, name: 'Plan Finisher', type: 'reading_plan', level: 3, points: 50, icon: 'check-circle' }),
  achievement({ id: 4, name: 'Quiz Taker', type: 'quiz', level: 1, points: 15, icon: 'target' }),
  achievement({ id: 5, name: 'Scholar', type: 'quiz', level: 4, points: 100, icon: 'trophy' }),
];

/** Two unlocked (First Steps, Quiz Taker), one on its way (Faithful Reader at 40%), the rest not begun. */
const records: ProcedureOutput<'study.myAchievements'>['achievements'] = [
  { id: 11, achievementId: 1, progress: 100, unlockedAt: new Date('2025-03-03T12:00:00Z') },
  { id: null, achievementId: 2, progress: 40, unlockedAt: null },
  { id: 12, achievementId: 4, progress: 100, unlockedAt: new Date('2025-04-20T12:00:00Z') },
];

const answers = {
  'accounts.session': () => member,
  'study.achievements': () => ({ achievements: catalogue }),
  'study.myAchievements': () => ({ achievements: records }),
  'study.myStreak': () => ({ currentStreak: 3, longestStreak: 7, recentDays: [], today: '2025-04-21' }),
  'study.myChapters': () => ({ chapters: [], chaptersCount: 12, totalReadInPlan: 0 }),
} satisfies QueryResolvers;
type AnsweredPath = keyof typeof answers;

/**
 * Answers the page's batched queries as the server would, with the given ones failing (a 500: the
 * screen's own words show, not the server's).
 */
function answerStudy(failing: AnsweredPath[] = []) {
  const resolvers: Record<string, () => unknown> = answers;
  server.use(
    http.get('*/trpc/:paths', ({ params }) => {
      const paths = String(params.paths).split(',');
      const items = paths.map((path) => {
        if (failing.includes(path as AnsweredPath)) {
          return { error: superjson.serialize({ message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }) };
        }
        const resolve = resolvers[path];
        if (!resolve) throw new Error(`No test answer for ${path}`);
        return { result: { data: superjson.serialize(resolve()) } };
      });
      const failed = items.filter((item) => 'error' in item).length;
      return HttpResponse.json(items, { status: failed === 0 ? 200 : failed === items.length ? 500 : 207 });
    }),
  );
}

/** The page's code loads with the route, after the session check; allow for a busy machine. */
const slow = { timeout: 5000 };
const openPage = async () => {
  const view = renderApp('/achievements');
  await screen.findByRole('heading', { name: 'Your Achievements' }, slow);
  return view;
};

/** The figure a summary card shows under its label. */
function figure(label: string) {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  const figureOf = term?.nextElementSibling;
  if (!(figureOf instanceof HTMLElement)) throw new Error(`no figure for ${label}`);
  return figureOf;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

const shownCards = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('the achievements page', { timeout: 30_000 }, () => {
  it('sums up achievements, points, streak and chapters, with a way back to the hub', async () => {
    answerStudy();
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Bible Study Hub' })).toHaveAttribute('href', '/bible-study');
    expect(within(figure('Achievements')).getByText('2/5')).toBeInTheDocument();
    expect(figure('Achievements')).toHaveTextContent('2 of 5 unlocked');
    expect(within(figure('Total Points')).getByText('25')).toBeInTheDocument();
    expect(within(figure('Current/Best Streak')).getByText('3/7')).toBeInTheDocument();
    expect(within(figure('Chapters Read')).getByText('12')).toBeInTheDocument();
  });

  it('shows an unlocked card with its points and date, and a locked one with a lock and its progress', async () => {
    answerStudy();
    await openPage();

    const unlocked = card('First Steps');
    expect(within(unlocked).getByText('Reading')).toBeInTheDocument();
    expect(within(unlocked).getByText('Bronze')).toBeInTheDocument();
    expect(within(unlocked).getByText('10 points')).toBeInTheDocument();
    expect(within(unlocked).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
    expect(within(unlocked).getByText('Earn First Steps')).toBeInTheDocument();
    expect(within(unlocked).getByText('100%')).toBeInTheDocument();
    expect(within(unlocked).getByRole('progressbar', { name: 'First Steps progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(unlocked).getByText('Mar 3, 2025')).toHaveAttribute('datetime', '2025-03-03T12:00:00.000Z');
    expect(unlocked).toHaveTextContent('Unlocked Mar 3, 2025');
    // The catalogue's "book-open" is Tabler's open book.
    expect(unlocked.querySelector('svg.tabler-icon-book')).not.toBeNull();

    const onItsWay = card('Faithful Reader');
    expect(within(onItsWay).getByText('Silver')).toBeInTheDocument();
    expect(within(onItsWay).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(onItsWay).queryByText('25 points')).not.toBeInTheDocument();
    expect(within(onItsWay).getByText('40%')).toBeInTheDocument();
    expect(within(onItsWay).getByRole('progressbar', { name: 'Faithful Reader progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(onItsWay).not.toHaveTextContent('Unlocked');
    expect(onItsWay.querySelector('svg.tabler-icon-book-2')).not.toBeNull();

    const notBegun = card('Plan Finisher');
    expect(within(notBegun).getByText('Reading Plan')).toBeInTheDocument();
    expect(within(notBegun).getByText('Gold')).toBeInTheDocument();
    expect(within(notBegun).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(notBegun).getByText('0%')).toBeInTheDocument();

    expect(within(card('Scholar')).getByText('Basic')).toBeInTheDocument();
    expect(within(card('Quiz Taker')).getByText('15 points')).toBeInTheDocument();
  });

  it('filters by type with the tabs, by mouse or arrow keys, and says when a type has none', async () => {
    answerStudy();
    const { user } = await openPage();

    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(shownCards()).toEqual(['First Steps', 'Faithful Reader', 'Plan Finisher', 'Quiz Taker', 'Scholar']);

    await user.click(screen.getByRole('tab', { name: 'Quizzes' }));
    expect(shownCards()).toEqual(['Quiz Taker', 'Scholar']);
    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(shownCards()).toEqual(['Plan Finisher']);

    // The arrow keys move along the tabs and choose them.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reading' })).toHaveFocus();
    expect(shownCards()).toEqual(['First Steps', 'Faithful Reader']);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Streaks' })).toHaveAttribute('aria-selected', 'true');
    expect(shownCards()).toEqual([]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No achievements found');
  });

  it('passes axe', async () => {
    answerStudy();
    const { container } = await openPage();
    const results = await axe.run(container, {
      // jsdom draws nothing: contrast cannot be measured here (the e2e suite checks it in a browser).
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('the achievements page when a fetch fails', { timeout: 30_000 }, () => {
  it('says "Failed to fetch achievements" once, even when both lists fail', async () => {
    answerStudy(['study.achievements', 'study.myAchievements']);
    await openPage();

    expect(await screen.findByText('Failed to fetch achievements')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your achievements could not be loaded just now.');
    expect(figure('Achievements')).toHaveTextContent('—');
    // The rest of the page still shows what it has.
    expect(within(figure('Current/Best Streak')).getByText('3/7')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByText('Failed to fetch achievements')).toHaveLength(1);
    expect(screen.queryByText('Failed to fetch streak')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch streak" and shows the achievements anyway', async () => {
    answerStudy(['study.myStreak']);
    await openPage();

    expect(await screen.findByText('Failed to fetch streak')).toBeInTheDocument();
    expect(figure('Current/Best Streak')).toHaveTextContent('—');
    expect(within(figure('Achievements')).getByText('2/5')).toBeInTheDocument();
    expect(card('First Steps')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Failed to fetch streak')).toHaveLength(1));
    expect(screen.queryByText('Failed to fetch achievements')).not.toBeInTheDocument();
  });
});
