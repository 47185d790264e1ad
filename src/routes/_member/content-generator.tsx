import { createFileRoute } from '@tanstack/react-router';
import { ContentGeneratorPage } from '@/features/generator/content-generator-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/content-generator')({
  head: () => pageMeta('AI Sermon Generator', `Draft sermons and Sunday school lessons with the ${ministry.name} AI content generator.`),
  component: ContentGeneratorPage,
});
