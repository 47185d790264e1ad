import { LoadingStatus } from '@/components/loading-status';
import { pageTitle } from '@/lib/page-meta';

/** The spinner shown while a teaching loads. */
export function TeachingLoading() {
  return (
    <>
      <title>{pageTitle('Loading Teaching')}</title>
      <LoadingStatus label="Loading teaching…" showLabel size="lg" py={120} />
    </>
  );
}
