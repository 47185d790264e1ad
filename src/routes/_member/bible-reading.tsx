import { createFileRoute } from '@tanstack/react-router';
import { BibleReaderPage } from '@/features/bible/bible-reader-page';
import { bibleReadingSearch } from '@/features/study/study-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-reading')({
  validateSearch: bibleReadingSearch,
  head: () => pageMeta('Bible Reading', 'Read the Bible chapter by chapter and follow your reading plan.'),
  component: BibleReaderPage,
});
