import { DocumentTitle } from '@/components/document-head';
import { LoadingStatus } from '@/components/loading-status';

/**
 * Shown while a members' page asks the server who is signed in. The page's own head (its title) is not
 * set until the check is done, so this gives the document its title meanwhile (axe: document-title).
 */
export function SessionCheck() {
  return (
    <>
      <DocumentTitle page="Checking Your Session" />
      <LoadingStatus label="Checking your session" size="lg" mih="50vh" />
    </>
  );
}
