// The score of a submitted quiz as the results card shows it (members.md section 9).

/** The whole percent of questions answered correctly; 0 for a quiz without questions. */
export function quizPercent(correctAnswers: number, totalQuestions: number): number {
  return totalQuestions > 0 ? Math.round((correctAnswers / totalQuestions) * 100) : 0;
}

/** The spec's words for a percent: 90 or more, 70 or more, 50 or more, anything less. */
export function quizResultMessage(percent: number): string {
  if (percent >= 90) return 'Excellent job!';
  if (percent >= 70) return 'Great work!';
  if (percent >= 50) return 'Good effort!';
  return 'Keep studying!';
}
