import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError, type ProcedureOutput } from '@/test/trpc-msw';

const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

const quiz: ProcedureOutput<'study.quiz'>['quiz'] = {
  id: 2,
  title: 'Life of Jesus',
  description: 'From Bethlehem to the empty tomb.',
  category: 'Gospels',
  difficulty: 'medium',
  questionCount: 3,
  questions: [
    { text: 'Where was Jesus born?', options: ['Nazareth', 'Bethlehem', 'Jerusalem', 'Capernaum'] },
    { text: 'Who baptised Jesus?', options: ['John the Baptist', 'Peter', 'Andrew', 'James'] },
    { text: 'How many loaves fed the five thousand?', options: ['Two', 'Seven', 'Five', 'Twelve'] },
  ],
};

/** The server's answer to the member's choices [1, 0, 3]: two right, the loaves wrong. */
const submitted: ProcedureOutput<'study.submitQuiz'> = {
  attempt: { correctAnswers: 2, totalQuestions: 3 },
  newAchievements: [
    { id: 7, name: 'Quiz Taker', description: 'Complete your first quiz', icon: 'target', type: 'quiz', level: 1, points: 10, threshold: 1 },
  ],
  review: [
    {
      question: 'Where was Jesus born?',
      options: quiz.questions[0]?.options ?? [],
      chosen: 1,
      correct: 1,
      isCorrect: true,
      reference: 'Matthew 2:1',
      verseText: 'Now when Jesus was born in Bethlehem of Judaea in the days of Herod the king...',
    },
    {
      question: 'Who baptised Jesus?',
      options: quiz.questions[1]?.options ?? [],
      chosen: 0,
      correct: 0,
      isCorrect: true,
      reference: 'Matthew 3:13',
      verseText: 'Then cometh Jesus from Galilee to Jordan unto John, to be baptized of him.',
    },
    {
      question: 'How many loaves fed the five thousand?',
      options: quiz.questions[2]?.options ?? [],
      chosen: 3,
      correct: 2,
      isCorrect: false,
      reference: 'Matthew 14:17',
      verseText: 'And they say unto him, We have here but five loaves, and two fishes.',
    },
  ],
};

/**
 * The member signed in, this quiz, and empty answers for the rest of the Study Hub, which the hub the page
 * returns to may ask for.
 */
function answerStudy() {
  server.use(
    trpcQueries({
      'accounts.session': () => member,
      'study.quiz': () => ({ quiz }),
      'study.quizzes': () => ({ quizzes: [] }),
      'study.plans': () => ({ plans: [] }),
      'study.myPlans': () => ({ plans: [] }),
      'study.achievements': () => ({ achievements: [] }),
      'study.myAchievements': () => ({ achievements: [] }),
      'study.myStreak': () => ({ currentStreak: 0, longestStreak: 0, recentDays: [], today: '2025-03-01' }),
      'study.myChapters': () => ({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 }),
    }),
  );
}

/** study.quiz failing as the server would answer it. */
function quizFails(code: string, httpStatus: number, message: string) {
  // Before answerStudy's handlers: msw asks the newest first.
  server.use(
    http.get('*/trpc/study.quiz', () =>
      HttpResponse.json([{ error: superjson.serialize({ message, code: -32000, data: { code, httpStatus } }) }], { status: httpStatus }),
    ),
  );
}

/** The page's code loads with the route, after the session check; allow for a busy machine. */
const slow = { timeout: 5000 };

/** Chooses each answer in turn, going on with Next Question and, on the last, Submit Quiz. */
async function answerAll(user: UserEvent, answers: string[]) {
  for (const answer of answers) {
    await user.click(screen.getByRole('radio', { name: answer }));
    await user.click(screen.getByRole('button', { name: /^(Next Question|Submit Quiz)$/ }));
  }
}

const startButton = () => screen.findByRole('button', { name: 'Start Quiz' }, slow);
const position = (text: string) => screen.getByText(text, { selector: '.mantine-Badge-label' });

// Each test clicks through a whole quiz in the whole app; a busy machine needs more than the default.
describe('taking a Bible quiz', { timeout: 40_000 }, () => {
  it('shows the intro, then one question at a time, needing an answer and keeping it on Previous', async () => {
    answerStudy();
    const { user } = renderApp('/bible-quiz?quizId=2');

    // The intro: title, description, difficulty, category, count, instructions, Back and Start Quiz.
    await startButton();
    expect(screen.getByRole('heading', { level: 1, name: 'Life of Jesus' })).toBeInTheDocument();
    expect(screen.getByText('From Bethlehem to the empty tomb.')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'About this quiz' });
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Difficulty: Medium', 'Gospels', '3 questions']);
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/bible-study');

    // One question at a time; the focus goes to it; an answer is needed to go on.
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(position('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where was Jesus born?' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('radiogroup', { name: 'Where was Jesus born?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    expect(screen.getByText('Choose an answer to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bethlehem' }));
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(position('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who baptised Jesus?' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'John the Baptist' }));

    // Previous keeps the answers, on the question left and the one returned to.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(position('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where was Jesus born?' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Bethlehem' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('radio', { name: 'John the Baptist' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));

    // The last question submits, once answered.
    expect(position('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Twelve' }));
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('asks before submitting, then shows the results and the review, and Try Again starts over', async () => {
    answerStudy();
    const submit = trpcMutation('study.submitQuiz', () => submitted);
    server.use(submit.handler);
    const { user } = renderApp('/bible-quiz?quizId=2');
    await user.click(await startButton());
    await answerAll(user, ['Bethlehem', 'John the Baptist', 'Twelve']);

    // The spec's toast with its Submit action, and the same choice on the page, which takes the focus.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Quiz Complete');
    expect(toast).toHaveTextContent('Ready to submit your answers?');
    expect(screen.getByRole('heading', { name: 'Quiz Complete' })).toHaveFocus();
    expect(submit.received).toEqual([]);
    await user.click(within(toast).getByRole('button', { name: 'Submit' }));

    // The results: percent, message, score, what was unlocked, and the review.
    expect(await screen.findByRole('heading', { name: 'Quiz Results' })).toHaveFocus();
    expect(submit.received).toEqual([{ quizId: 2, answers: [1, 0, 3], timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('Good effort!')).toBeInTheDocument();
    expect(screen.getByText('2 / 3 correct')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Achievements Unlocked' })).toBeInTheDocument();
    expect(screen.getByText('Quiz Taker')).toBeInTheDocument();
    expect(await screen.findByText("You've unlocked 1 new achievement(s)!")).toBeInTheDocument();
    expect(screen.getByText('Achievements Unlocked!')).toBeInTheDocument();
    expect(screen.queryByText('Ready to submit your answers?')).not.toBeInTheDocument();

    const right = screen.getByRole('heading', { name: 'Correct — Question 1: Where was Jesus born?' }).closest('li');
    const wrong = screen.getByRole('heading', { name: 'Incorrect — Question 3: How many loaves fed the five thousand?' }).closest('li');
    if (!right || !wrong) throw new Error('each reviewed question is an item of the review list');
    expect(right).toHaveTextContent('Your answer: Bethlehem');
    expect(right).not.toHaveTextContent('Correct answer:');
    expect(right).toHaveTextContent('Matthew 2:1 (KJV)');
    expect(wrong).toHaveTextContent('Your answer: Twelve');
    expect(wrong).toHaveTextContent('Correct answer: Five');
    expect(wrong).toHaveTextContent('We have here but five loaves, and two fishes.');
    expect(wrong).toHaveTextContent('Matthew 14:17 (KJV)');
    expect(screen.getByRole('link', { name: 'Back to Study Hub' })).toHaveAttribute('href', '/bible-study');

    // Try Again: back to the intro, every answer cleared.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Instructions' })).toHaveFocus();
    expect(screen.queryByText('67%')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(position('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bethlehem' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
  });

  it('can be taken by keyboard alone, submitting from the card on the page', async () => {
    answerStudy();
    const submit = trpcMutation('study.submitQuiz', () => ({ ...submitted, attempt: { correctAnswers: 3, totalQuestions: 3 }, newAchievements: [] }));
    server.use(submit.handler);
    const { user } = renderApp('/bible-quiz?quizId=2');
    (await startButton()).focus();
    await user.keyboard('{Enter}');

    // [option chosen, Tabs from the options to the button]: Previous is enabled from the second question.
    const steps: [string, number, number][] = [
      ['Bethlehem', 1, 1],
      ['John the Baptist', 0, 2],
      ['Five', 2, 2],
    ];
    for (const [answer, optionIndex, tabsToButton] of steps) {
      expect(screen.getByRole('heading', { name: /\?$/ })).toHaveFocus();
      await user.tab(); // onto the first option
      // The arrows move the choice along the group; Down then Up lands on the first option.
      await user.keyboard(optionIndex === 0 ? '{ArrowDown}{ArrowUp}' : '{ArrowDown}'.repeat(optionIndex));
      expect(screen.getByRole('radio', { name: answer })).toBeChecked();
      for (let tab = 0; tab < tabsToButton; tab += 1) await user.tab();
      expect(document.activeElement).toHaveTextContent(answer === 'Five' ? 'Submit Quiz' : 'Next Question');
      await user.keyboard('{Enter}');
    }

    expect(screen.getByRole('heading', { name: 'Quiz Complete' })).toHaveFocus();
    await user.tab(); // Back to Questions
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Submit');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Quiz Results' })).toHaveFocus();
    expect(submit.received).toEqual([expect.objectContaining({ answers: [1, 0, 2] })]);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Excellent job!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Achievements Unlocked' })).not.toBeInTheDocument();
  });

  it('goes back from the confirmation to the last question, with its answer, and closes the toast', async () => {
    answerStudy();
    const { user } = renderApp('/bible-quiz?quizId=2');
    await user.click(await startButton());
    await answerAll(user, ['Nazareth', 'Peter', 'Two']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ready to submit your answers?');

    await user.click(screen.getByRole('button', { name: 'Back to Questions' }));
    expect(position('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Two' })).toBeChecked();
    await waitFor(() => expect(screen.queryByText('Ready to submit your answers?')).not.toBeInTheDocument());
  });

  it("shows the server's message when the submit fails, and lets the member try again", async () => {
    answerStudy();
    let failures = 0;
    const submit = trpcMutation('study.submitQuiz', () => {
      failures += 1;
      if (failures === 1) throw new TrpcTestError('BAD_REQUEST', 400, 'Please answer all 3 questions.');
      if (failures === 2) throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'database exploded');
      return submitted;
    });
    server.use(submit.handler);
    const { user } = renderApp('/bible-quiz?quizId=2');
    await user.click(await startButton());
    await answerAll(user, ['Bethlehem', 'John the Baptist', 'Twelve']);
    const card = screen.getByRole('heading', { name: 'Quiz Complete' }).closest('.mantine-Paper-root');
    if (!(card instanceof HTMLElement)) throw new Error('the confirmation is a card');

    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please answer all 3 questions.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit quiz')).toBeInTheDocument();
    expect(screen.queryByText('database exploded')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('67%')).toBeInTheDocument();
  });

  it('sends a visitor whose session ended to /auth on submit', async () => {
    answerStudy();
    server.use(trpcMutation('study.submitQuiz', () => {
      throw new TrpcTestError('UNAUTHORIZED', 401, 'Please sign in.');
    }).handler);
    const { user, router } = renderApp('/bible-quiz?quizId=2');
    await user.click(await startButton());
    await answerAll(user, ['Bethlehem', 'John the Baptist', 'Twelve']);
    const card = screen.getByRole('heading', { name: 'Quiz Complete' }).closest('.mantine-Paper-root');
    if (!(card instanceof HTMLElement)) throw new Error('the confirmation is a card');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/bible-quiz?quizId=2' });
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
  });

  it('passes axe on the intro, a question, the confirmation and the results', async () => {
    answerStudy();
    server.use(trpcMutation('study.submitQuiz', () => submitted).handler);
    const { user, container } = renderApp('/bible-quiz?quizId=2');
    await startButton();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await expectNoAxeViolations(container);

    await answerAll(user, ['Bethlehem', 'John the Baptist', 'Twelve']);
    await expectNoAxeViolations(container);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Quiz Results' });
    await expectNoAxeViolations(container);
  });
});

describe('a quiz that cannot be shown', () => {
  it('says "Quiz not found" for an unknown quiz and returns to the Study Hub', async () => {
    answerStudy();
    quizFails('NOT_FOUND', 404, 'Quiz not found');
    const { router } = renderApp('/bible-quiz?quizId=99');

    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-study'), slow);
    expect(screen.getByText('Quiz not found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // Replaced, not pushed: Back does not return to the broken page.
    expect(router.history.length).toBe(1);
  });

  it('says "No quiz ID provided" without an id, and returns to the Study Hub', async () => {
    answerStudy();
    const { router } = renderApp('/bible-quiz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-study'), slow);
    expect(screen.getByText('No quiz ID provided')).toBeInTheDocument();
  });

  it('says "Failed to fetch quiz" when the fetch fails, and returns to the Study Hub', async () => {
    answerStudy();
    quizFails('INTERNAL_SERVER_ERROR', 500, 'connection refused');
    const { router } = renderApp('/bible-quiz?quizId=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-study'), slow);
    expect(screen.getByText('Failed to fetch quiz')).toBeInTheDocument();
    expect(screen.queryByText('connection refused')).not.toBeInTheDocument();
  });

  it('shows the Error Loading Quiz card with a Back button until it has left', async () => {
    answerStudy();
    quizFails('NOT_FOUND', 404, 'Quiz not found');
    const { router } = renderApp('/bible-quiz?quizId=99');
    // What the page showed at the moment it headed back.
    const onLeaving: { card: boolean; back: string | null | undefined }[] = [];
    router.subscribe('onBeforeNavigate', () => {
      onLeaving.push({
        card: screen.queryByRole('heading', { name: 'Error Loading Quiz' }) !== null,
        back: screen.queryByRole('link', { name: 'Back' })?.getAttribute('href'),
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-study'), slow);
    expect(onLeaving).toContainEqual({ card: true, back: '/bible-study' });
  });
});

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    // jsdom draws nothing: contrast cannot be measured here (the e2e suite checks it in a browser).
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
