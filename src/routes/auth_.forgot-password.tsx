import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

// Beside /auth, not inside it: its own page, public, reached from the sign-in form's "Forgot password?".
export const Route = createFileRoute('/auth_/forgot-password')({
  head: () => pageMeta('Forgot Password', `Ask for a link to choose a new password for your ${ministry.name} account.`),
  component: ForgotPasswordPage,
});
