import { describe, expect, it } from 'vitest';
import { quizPercent, quizResultMessage } from './quiz-score';

describe('a quiz score', () => {
  it('is the rounded percent of correct answers, and 0 for an empty quiz', () => {
    expect(quizPercent(7, 10)).toBe(70);
    expect(quizPercent(2, 3)).toBe(67);
    expect(quizPercent(10, 10)).toBe(100);
    expect(quizPercent(0, 0)).toBe(0);
  });

  it.each([
    [100, 'Excellent job!'],
    [90, 'Excellent job!'],
    [89, 'Great work!'],
    [70, 'Great work!'],
    [69, 'Good effort!'],
    [50, 'Good effort!'],
    [49, 'Keep studying!'],
    [0, 'Keep studying!'],
  ])('at %i%% says "%s"', (percent, message) => {
    expect(quizResultMessage(percent)).toBe(message);
  });
});
