import { findTeachingDetail } from '@/content/teachings';
import { TeachingDetail } from './teaching-detail';
import { TeachingLoading } from './teaching-loading';
import { TeachingNotFound } from './teaching-not-found';
import { useSimulatedLoad } from './use-simulated-load';

/** /teachings/$slug: a short load, then the teaching or Teaching Not Found. */
export function TeachingDetailPage({ slug }: { slug: string }) {
  const loaded = useSimulatedLoad(slug);
  if (!loaded) return <TeachingLoading />;

  const teaching = findTeachingDetail(slug);
  return teaching ? <TeachingDetail teaching={teaching} /> : <TeachingNotFound />;
}
