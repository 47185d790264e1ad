import { createFileRoute } from '@tanstack/react-router';
import { BibleQuizPage } from '@/features/study/bible-quiz-page';
import { bibleQuizSearch } from '@/features/study/study-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-quiz')({
  validateSearch: bibleQuizSearch,
  head: () => pageMeta('Bible Quiz', 'Test your knowledge of scripture with a Bible quiz.'),
  component: BibleQuizPage,
});
