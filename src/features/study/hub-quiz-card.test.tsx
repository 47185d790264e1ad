import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { answerHub, quizCatalogue } from './hub-test-server';

describe('the quiz cards', () => {
  it('show title, difficulty, category and question count, and Take Quiz opens that quiz', async () => {
    server.use(answerHub());
    renderApp('/bible-study?tab=quizzes');

    const list = await screen.findByRole('list', { name: 'Bible Quizzes' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      quizCatalogue.map((quiz) => quiz.title),
    );

    const [genesis, prophets] = cards;
    if (!genesis || !prophets) throw new Error('Two quiz cards expected');
    expect(within(genesis).getByText('easy')).toBeInTheDocument();
    expect(within(genesis).getByText('Old Testament')).toBeInTheDocument();
    expect(within(genesis).getByText('10 questions')).toBeInTheDocument();
    expect(within(genesis).getByRole('link', { name: 'Take Quiz: In the Beginning: Genesis' })).toHaveAttribute(
      'href',
      '/bible-quiz?quizId=4',
    );

    expect(within(prophets).getByText('hard')).toBeInTheDocument();
    expect(within(prophets).getByText('Prophets')).toBeInTheDocument();
    expect(within(prophets).getByText('12 questions')).toBeInTheDocument();
    expect(within(prophets).getByRole('link', { name: 'Take Quiz: Voices of the Prophets' })).toHaveAttribute(
      'href',
      '/bible-quiz?quizId=7',
    );
  });
});
