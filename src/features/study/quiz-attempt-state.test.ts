import { describe, expect, it } from 'vitest';
import { canProceed, completeAnswers, initialQuizAttempt, quizAttemptReducer, type QuizAttemptAction, type QuizResult } from './quiz-attempt-state';

const result: QuizResult = { attempt: { correctAnswers: 1, totalQuestions: 2 }, newAchievements: [], review: [] };

function run(questionCount: number, ...actions: QuizAttemptAction[]) {
  return actions.reduce(quizAttemptReducer, initialQuizAttempt(questionCount));
}

describe('a quiz attempt', () => {
  it('starts at the intro with every question unanswered', () => {
    expect(initialQuizAttempt(3)).toEqual({ phase: 'intro', index: 0, answers: [null, null, null], result: null });
  });

  it('needs an answer before going on', () => {
    const started = run(2, { type: 'start' });
    expect(canProceed(started)).toBe(false);
    expect(quizAttemptReducer(started, { type: 'next' })).toBe(started);
    const answered = quizAttemptReducer(started, { type: 'choose', option: 2 });
    expect(canProceed(answered)).toBe(true);
    expect(quizAttemptReducer(answered, { type: 'next' })).toMatchObject({ phase: 'question', index: 1 });
  });

  it('keeps each answer when going back, and a new choice replaces only that one', () => {
    const state = run(2, { type: 'start' }, { type: 'choose', option: 1 }, { type: 'next' }, { type: 'choose', option: 3 }, { type: 'previous' });
    expect(state).toMatchObject({ index: 0, answers: [1, 3] });
    expect(quizAttemptReducer(state, { type: 'choose', option: 0 }).answers).toEqual([0, 3]);
    expect(quizAttemptReducer(state, { type: 'previous' })).toBe(state);
  });

  it('asks to confirm after the last question, can go back to it, and shows results once submitted', () => {
    const confirming = run(2, { type: 'start' }, { type: 'choose', option: 1 }, { type: 'next' }, { type: 'choose', option: 0 }, { type: 'next' });
    expect(confirming.phase).toBe('confirm');
    expect(completeAnswers(confirming)).toEqual([1, 0]);
    expect(quizAttemptReducer(confirming, { type: 'back-to-questions' })).toMatchObject({ phase: 'question', index: 1, answers: [1, 0] });
    expect(quizAttemptReducer(confirming, { type: 'submitted', result })).toMatchObject({ phase: 'results', result });
  });

  it('ignores a result that arrives when not confirming', () => {
    const started = run(2, { type: 'start' });
    expect(quizAttemptReducer(started, { type: 'submitted', result })).toBe(started);
  });

  it('has no complete answers while any is missing', () => {
    expect(completeAnswers(run(2, { type: 'start' }, { type: 'choose', option: 1 }))).toBeNull();
  });

  it('Try Again clears the answers and the result and returns to the intro', () => {
    const done = run(1, { type: 'start' }, { type: 'choose', option: 1 }, { type: 'next' }, { type: 'submitted', result });
    expect(quizAttemptReducer(done, { type: 'try-again' })).toEqual(initialQuizAttempt(1));
  });
});
