import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { authSearch } from '@/features/auth/auth-search';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  head: () => pageMeta('Sign In', `Sign in or create an account with ${ministry.name}.`),
  component: AuthPage,
});
