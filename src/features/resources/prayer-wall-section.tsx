import type { ReactNode } from 'react';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';

/** /resources#prayer-wall: an introduction around the prayer wall itself (the children). */
export function PrayerWallSection({ children }: { children: ReactNode }) {
  return (
    <PageSection id="prayer-wall" labelledBy="prayer-wall-heading" tone="tint" spacing="even">
      <SectionHeading id="prayer-wall-heading" title="Prayer Wall">
        “Carry each other’s burdens” (Galatians 6:2). Share what is on your heart and pray for others. Requests you
        mark private are seen only by our prayer team.
      </SectionHeading>
      {children}
    </PageSection>
  );
}
