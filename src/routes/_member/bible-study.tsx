import { createFileRoute } from '@tanstack/react-router';
import { BibleStudyPage } from '@/features/study/bible-study-page';
import { studyHubSearch } from '@/features/study/hub-search';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-study')({
  validateSearch: studyHubSearch,
  head: () =>
    pageMeta('Bible Study Hub', `Reading plans, Bible quizzes, achievements and daily streaks in the ${ministry.name} Bible Study Hub.`),
  component: BibleStudyPage,
});
