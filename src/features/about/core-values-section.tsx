import { coreValues } from '@/content/mission';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { ValueGrid } from '@/components/value-grid';

/** What we believe: Biblical Truth, Spirit-Led Worship and Compassionate Service. */
export function CoreValuesSection() {
  return (
    <PageSection id="values" labelledBy="values-title" tone="cream">
      <SectionHeading id="values-title" label="OUR VALUES" title="What We Hold Dear">
        Three convictions shape how we teach, how we worship and how we love our neighbours.
      </SectionHeading>
      <ValueGrid values={coreValues} />
    </PageSection>
  );
}
