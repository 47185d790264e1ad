import { Button, SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { partnerWays } from '@/content/contact-info';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { PartnerWayCard } from './partner-way-card';
import { ScrollToFormButton } from './scroll-to-form-button';
import classes from './contact.module.css';

/** Five ways to partner with the ministry; Event Support is the #volunteer target. */
export function PartnerSection() {
  return (
    <PageSection labelledBy="partner-heading" spacing="even">
      <SectionHeading id="partner-heading" title="Partner With Us">
        Every gift of time, skill, prayer and resources helps more people meet Jesus. Here is how you can be part of
        what God is doing.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        {partnerWays.map((way) => (
          <PartnerWayCard key={way.id} way={way} />
        ))}
      </SimpleGrid>
      <div className={classes.partnerActions}>
        <ScrollToFormButton radius="xl" size="md">
          Offer to Serve
        </ScrollToFormButton>
        <Button component={Link} to="/donate" radius="xl" size="md" variant="outline">
          Give to the Ministry
        </Button>
      </div>
    </PageSection>
  );
}
