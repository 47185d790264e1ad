import { LoadingStatus } from '@/components/loading-status';
import { pageTitle } from '@/lib/page-meta';

/**
 * Shown while a members' page asks the server who is signed in. The page's own head (its title) is not
 * set until the check is done, so this gives the document its title meanwhile (axe: document-title).
 */
export function SessionCheck() {
  return (
    <>
      <title>{pageTitle('Checking Your Session')}</title>
      <LoadingStatus label="Checking your session" size="lg" mih="50vh" />
    </>
  );
}
