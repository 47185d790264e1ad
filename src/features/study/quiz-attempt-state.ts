// Where a member is in a quiz (members.md section 4): the intro, one question at a time with the answers
// kept per question, the confirmation before submitting, then the results. Pure, so the rules are testable
// without a screen.
import type { quizSubmitOutput } from '@server/contracts/study';
import type { z } from 'zod';

/** What the server answers a submit: the score, what it unlocked, and the review of every question. */
export type QuizResult = z.infer<typeof quizSubmitOutput>;

export type QuizPhase = 'intro' | 'question' | 'confirm' | 'results';

export interface QuizAttemptState {
  phase: QuizPhase;
  /** The question shown, from 0. */
  index: number;
  /** The option chosen for each question, or null while it is unanswered. */
  answers: (number | null)[];
  /** The server's answer, once submitted. */
  result: QuizResult | null;
}

export type QuizAttemptAction =
  | { type: 'start' }
  | { type: 'choose'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'back-to-questions' }
  | { type: 'submitted'; result: QuizResult }
  | { type: 'try-again' };

export function initialQuizAttempt(questionCount: number): QuizAttemptState {
  return { phase: 'intro', index: 0, answers: Array.from({ length: questionCount }, () => null), result: null };
}

/** An answer is needed to go on: Next Question, or Submit Quiz on the last question. */
export function canProceed(state: QuizAttemptState): boolean {
  return state.answers[state.index] != null;
}

/** Every question answered, as the server expects them: one option index per question. */
export function completeAnswers(state: QuizAttemptState): number[] | null {
  const answers = state.answers.filter((answer): answer is number => answer !== null);
  return answers.length === state.answers.length ? answers : null;
}

export function quizAttemptReducer(state: QuizAttemptState, action: QuizAttemptAction): QuizAttemptState {
  const last = state.answers.length - 1;
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' && state.answers.length > 0 ? { ...state, phase: 'question', index: 0 } : state;
    case 'choose':
      if (state.phase !== 'question') return state;
      return { ...state, answers: state.answers.map((answer, index) => (index === state.index ? action.option : answer)) };
    case 'next':
      if (state.phase !== 'question' || !canProceed(state)) return state;
      return state.index < last ? { ...state, index: state.index + 1 } : { ...state, phase: 'confirm' };
    case 'previous':
      return state.phase === 'question' && state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'back-to-questions':
      return state.phase === 'confirm' ? { ...state, phase: 'question', index: last } : state;
    case 'submitted':
      return state.phase === 'confirm' ? { ...state, phase: 'results', result: action.result } : state;
    case 'try-again':
      return initialQuizAttempt(state.answers.length);
  }
}
