import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/legal/privacy-policy-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageMeta('Privacy Policy', `How ${ministry.name} collects, uses and protects your personal information.`),
  component: PrivacyPolicyPage,
});
