import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@/features/newsletter/unsubscribe-page';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

interface UnsubscribeSearch {
  /** The subscriber's signed token from an email's unsubscribe link (the List-Unsubscribe address). */
  token?: string;
}

// Public, no sign-in: the page of a newsletter email's unsubscribe link. It never unsubscribes by being opened
// (mail scanners follow links); its button does. Mail providers POST the same address in one click (RFC 8058).
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: RawSearch<UnsubscribeSearch>): UnsubscribeSearch => ({ token: shortText(search.token) }),
  head: () => pageMeta('Unsubscribe', 'Stop receiving our newsletter and updates.'),
  component: UnsubscribePage,
});
