import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { partnerWays } from '@/content/contact-info';
import { PartnerWayCard } from './partner-way-card';
import { ScrollToFormButton } from './scroll-to-form-button';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './contact.module.css';

/** Five ways to partner with the ministry; Event Support is the #volunteer target. */
export function PartnerSection() {
  return (
    <section aria-labelledby="partner-heading" className={shared.section}>
      <Container size="lg">
        <Title order={2} id="partner-heading" ta="center">
          Partner With Us
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" className={shared.centredLead}>
          Every gift of time, skill, prayer and resources helps more people meet Jesus. Here is how you can be part of
          what God is doing.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" mt="xl">
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
      </Container>
    </section>
  );
}
