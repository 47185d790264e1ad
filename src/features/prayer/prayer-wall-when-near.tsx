import { Paper } from '@mantine/core';
import { LoadingStatus } from '@/components/loading-status';
import { lazyBlock } from '@/lib/lazy-block';
import { WhenNearViewport } from '@/components/when-near-viewport';
import classes from './prayer-wall-when-near.module.css';

// The wall (its form with the schema library and Mantine's inputs, its list with the data libraries: some
// 100 kB gzip) loads as the visitor scrolls towards it: it sits below the resource library, and a first
// visit to /resources that never gets there need not download it. A link to #prayer-wall lands beside it.
const PrayerWall = lazyBlock('src/features/prayer/prayer-wall.tsx', () =>
  import('./prayer-wall').then((module) => module.PrayerWall),
);

/** The prayer wall, once it comes near the viewport; until then a placeholder of about its height. */
export function PrayerWallWhenNear() {
  return (
    <WhenNearViewport placeholder={<WallPlaceholder />}>
      <PrayerWall />
    </WhenNearViewport>
  );
}

function WallPlaceholder() {
  return (
    <Paper withBorder radius="md" className={classes.placeholder}>
      <LoadingStatus label="Loading the prayer wall" size="sm" py="xl" />
    </Paper>
  );
}
