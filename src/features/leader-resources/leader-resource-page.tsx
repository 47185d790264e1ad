import { getRouteApi } from '@tanstack/react-router';
import { findLeaderResource } from '@/content/leader-resource-guides';
import { LeaderResourceBody } from './leader-resource-body';
import { LeaderResourceHero } from './leader-resource-hero';
import { LeaderResourceNotFound } from './leader-resource-not-found';

const route = getRouteApi('/resources/$slug');

/** /resources/{slug}: one of the twelve resources for ministry leaders, or a not-found view. */
export function LeaderResourcePage() {
  const { slug } = route.useParams();
  const resource = findLeaderResource(slug);
  if (!resource) return <LeaderResourceNotFound />;
  return (
    <>
      <LeaderResourceHero resource={resource} />
      <LeaderResourceBody resource={resource} />
    </>
  );
}
