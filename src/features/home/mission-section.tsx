import { missionValues } from '@/content/mission';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { ValueGrid } from '@/components/value-grid';

/** OUR MISSION: why the ministry exists and the three values it lives by. */
export function MissionSection() {
  return (
    <PageSection id="mission" labelledBy="mission-title" tone="cream">
      <SectionHeading id="mission-title" label="OUR MISSION" title="Guiding the Lost to God’s Love">
        {ministry.mission}
      </SectionHeading>
      <ValueGrid values={missionValues} />
    </PageSection>
  );
}
