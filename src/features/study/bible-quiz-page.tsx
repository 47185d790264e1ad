import { Container, Stack, Text, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { errorCode } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { studyMessages } from '@/lib/study';
import { useTRPC } from '@/lib/trpc';
import { QuizAttempt } from './quiz-attempt';
import { QuizLoadErrorCard } from './quiz-load-error-card';

const route = getRouteApi('/_member/bible-quiz');

/**
 * /bible-quiz?quizId=: one quiz, taken a question at a time. Without a quiz to show (no id, an unknown one,
 * a failed fetch) the member is told why and taken back to the Study Hub; the error card stays meanwhile.
 */
export function BibleQuizPage() {
  const { quizId } = route.useSearch();
  const trpc = useTRPC();
  const quiz = useQuery(trpc.study.quiz.queryOptions(quizId === undefined ? skipToken : { quizId }));
  const loadError = quizId === undefined ? studyMessages.noQuizId : quiz.isError ? loadErrorMessage(quiz.error) : null;
  useBackToHubOn(loadError);

  let content: React.ReactNode;
  if (loadError) content = <QuizLoadErrorCard message={loadError} />;
  else if (quiz.data) content = <QuizAttempt key={quiz.data.quiz.id} quiz={quiz.data.quiz} />;
  else content = <LoadingStatus label="Loading the quiz" />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            Bible Quiz
          </Text>
          <Title order={1}>{quiz.data?.quiz.title ?? 'Bible Quiz'}</Title>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}

function loadErrorMessage(error: unknown): string {
  return errorCode(error) === 'NOT_FOUND' ? studyMessages.quizNotFound : studyMessages.fetchQuiz;
}

/** Back to /bible-study with the spec's destructive "Error" toast; once per error, even in StrictMode. */
function useBackToHubOn(message: string | null) {
  const navigate = route.useNavigate();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!message || shown.current === message) return;
    shown.current = message;
    // After the move: leaving a page closes its failure toasts, and this one is about why we left.
    void navigate({ to: '/bible-study', replace: true }).then(() => notifyError(studyMessages.errorTitle, message));
  }, [message, navigate]);
}
