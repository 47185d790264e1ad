import { DocumentTitle } from '@/components/document-head';
import { LoadingStatus } from '@/components/loading-status';

/** The spinner shown while a teaching loads. */
export function TeachingLoading() {
  return (
    <>
      <DocumentTitle page="Loading Teaching" />
      <LoadingStatus label="Loading teaching…" showLabel size="lg" py={120} />
    </>
  );
}
