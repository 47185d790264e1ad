import type { QuizView } from '@server/contracts/study';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { browserTimeZone, studyMessages, useRefreshStudy, useStudyErrorHandler } from '@/lib/study';
import { useTRPC } from '@/lib/trpc';
import { completeAnswers, initialQuizAttempt, quizAttemptReducer, type QuizAttemptAction } from './quiz-attempt-state';
import { QuizConfirmCard } from './quiz-confirm-card';
import { showQuizConfirmation } from './quiz-confirmation';
import { QuizIntroCard } from './quiz-intro-card';
import { QuizQuestionCard } from './quiz-question-card';
import { QuizResultsCard } from './quiz-results-card';

/**
 * One go at a quiz: intro, questions, confirmation, results. After each step the focus moves to the new
 * card's heading, so a screen reader reads the question (or the score) that just appeared.
 */
export function QuizAttempt({ quiz }: { quiz: QuizView }) {
  const trpc = useTRPC();
  const refreshStudy = useRefreshStudy();
  const handleStudyError = useStudyErrorHandler();
  const [state, dispatch] = useReducer(quizAttemptReducer, quiz.questions.length, initialQuizAttempt);

  const heading = useRef<HTMLHeadingElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) heading.current?.focus();
  }, [focusRequests]);

  // The "Quiz Complete" toast goes once the member has chosen, goes back, or leaves the page.
  const closeConfirmation = useRef<(() => void) | null>(null);
  function dismissConfirmation() {
    closeConfirmation.current?.();
    closeConfirmation.current = null;
  }
  useEffect(() => dismissConfirmation, []);

  const submission = useMutation(
    trpc.study.submitQuiz.mutationOptions({
      onSuccess: (result) => {
        go({ type: 'submitted', result });
        void refreshStudy();
        const unlocked = result.newAchievements.length;
        if (unlocked > 0) notifySuccess(studyMessages.achievementsTitle, studyMessages.achievementsText(unlocked));
      },
      onError: (error) => handleStudyError(error, studyMessages.submitQuiz),
    }),
  );

  function go(action: QuizAttemptAction) {
    dispatch(action);
    setFocusRequests((count) => count + 1);
  }

  function submit() {
    const answers = completeAnswers(state);
    if (!answers || submission.isPending) return;
    dismissConfirmation();
    submission.mutate({ quizId: quiz.id, answers, timeZone: browserTimeZone() });
  }

  const question = quiz.questions[state.index];
  const isLast = state.index === quiz.questions.length - 1;

  switch (state.phase) {
    case 'intro':
      return <QuizIntroCard quiz={quiz} onStart={() => go({ type: 'start' })} headingRef={heading} />;
    case 'question':
      if (!question) return null;
      return (
        <QuizQuestionCard
          question={question}
          index={state.index}
          total={quiz.questions.length}
          answer={state.answers[state.index] ?? null}
          onChoose={(option) => dispatch({ type: 'choose', option })}
          onPrevious={() => go({ type: 'previous' })}
          onNext={() => {
            go({ type: 'next' });
            if (isLast) {
              dismissConfirmation();
              closeConfirmation.current = showQuizConfirmation(submit);
            }
          }}
          headingRef={heading}
        />
      );
    case 'confirm':
      return (
        <QuizConfirmCard
          questionCount={quiz.questions.length}
          submitting={submission.isPending}
          onSubmit={submit}
          onBack={() => {
            dismissConfirmation();
            go({ type: 'back-to-questions' });
          }}
          headingRef={heading}
        />
      );
    case 'results':
      return state.result ? (
        <QuizResultsCard
          result={state.result}
          onTryAgain={() => {
            submission.reset();
            go({ type: 'try-again' });
          }}
          headingRef={heading}
        />
      ) : null;
  }
}
