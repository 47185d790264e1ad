import { createFileRoute } from '@tanstack/react-router';
import { PrayerNoticesPage } from '@/features/prayer/prayer-notices-page';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

interface PrayerNoticesSearch {
  /** The request's signed token from the link in an email about it. */
  token?: string;
}

// Public, no sign-in: the page of the link in a prayer requester's email that stops that request's emails. It
// never stops them by being opened (mail scanners follow links); its button does.
export const Route = createFileRoute('/prayer-notices')({
  validateSearch: (search: RawSearch<PrayerNoticesSearch>): PrayerNoticesSearch => ({ token: shortText(search.token) }),
  head: () => pageMeta('Emails About Your Prayer Request', 'Stop the emails about a prayer request you shared.'),
  component: PrayerNoticesPage,
});
