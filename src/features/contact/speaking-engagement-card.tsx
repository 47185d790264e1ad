import { List, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SpeakingEngagement } from '@/content/contact-info';
import { ScrollToFormButton } from './scroll-to-form-button';
import shared from '@/components/page-blocks.module.css';
import classes from './contact.module.css';

/** One kind of speaking invitation, with a button to the contact form. */
export function SpeakingEngagementCard({ engagement }: { engagement: SpeakingEngagement }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.engagement}>
      <Title order={3} className={shared.cardTitle}>
        {engagement.title}
      </Title>
      <Text c="gray.7" size="sm" mt="xs">
        {engagement.description}
      </Text>
      <List size="sm" spacing={4} mt="md" className={shared.grow}>
        {engagement.includes.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <ScrollToFormButton variant="light" radius="xl" mt="lg" className={classes.cardButton}>
        Request a Booking
        <VisuallyHidden>: {engagement.title}</VisuallyHidden>
      </ScrollToFormButton>
    </Paper>
  );
}
