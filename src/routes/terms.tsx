import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/terms-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/terms')({
  head: () => pageMeta('Terms of Service', `The terms that apply to your use of the ${ministry.name} website and services.`),
  component: TermsPage,
});
