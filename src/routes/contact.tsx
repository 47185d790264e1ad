import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/contact')({
  head: () => pageMeta('Contact Us', `Send ${ministry.name} a message, a prayer request or a speaking invitation.`),
  component: ContactPage,
});
