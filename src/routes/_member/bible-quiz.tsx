import { createFileRoute } from '@tanstack/react-router';
import { BibleQuizPage } from '@/features/study/bible-quiz-page';
import { bibleQuizSearch } from '@/features/study/study-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-quiz')({
  validateSearch: bibleQuizSearch,
  loaderDeps: ({ search }) => ({ quizId: search.quizId }),
  // Starts fetching the quiz on the way in (and when a Take Quiz link is hovered) without holding the page:
  // the page reads the same query and shows its loading, error and redirect states itself.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    if (deps.quizId !== undefined) void queryClient.prefetchQuery(trpc.study.quiz.queryOptions({ quizId: deps.quizId }));
  },
  head: () => pageMeta('Bible Quiz', 'Test your knowledge of scripture with a Bible quiz.'),
  component: BibleQuizPage,
});
