import { Button, List, Paper, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCalendarEvent, IconCheck, IconTrophy, IconZoomQuestion } from '@tabler/icons-react';
import type { StudyFeature, StudyFeatureIcon } from '@/content/study-promo';
import classes from './study-promo.module.css';

const icons: Record<StudyFeatureIcon, Icon> = {
  calendar: IconCalendarEvent,
  quiz: IconZoomQuestion,
  trophy: IconTrophy,
};

interface StudyFeatureCardProps {
  feature: StudyFeature;
  highlighted: boolean;
  onHighlight: () => void;
}

/** One feature of the Bible Study Hub; the highlighted card is raised and ringed in gold. */
export function StudyFeatureCard({ feature, highlighted, onHighlight }: StudyFeatureCardProps) {
  const FeatureIcon = icons[feature.icon];
  return (
    <Paper
      component="li"
      radius="lg"
      p="xl"
      className={classes.card}
      data-highlighted={highlighted ? 'true' : 'false'}
      data-testid={`study-card-${feature.id}`}
    >
      <ThemeIcon size={52} radius="md" color={highlighted ? 'gold.4' : 'covenant.0'} c={highlighted ? 'covenant.9' : 'covenant.7'} aria-hidden="true">
        <FeatureIcon size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={classes.cardTitle}>
        {feature.title}
      </Title>
      <Text c="gray.7" mt="xs" lh={1.6}>
        {feature.description}
      </Text>
      <List
        mt="md"
        spacing={6}
        size="sm"
        icon={<IconCheck size={16} color="var(--mantine-color-gold-7)" aria-hidden="true" />}
        className={classes.highlights}
      >
        {feature.highlights.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Button
        mt="lg"
        radius="xl"
        variant={highlighted ? 'filled' : 'light'}
        aria-pressed={highlighted}
        onClick={onHighlight}
        className={classes.cardButton}
      >
        Explore <VisuallyHidden>{feature.title}</VisuallyHidden>
      </Button>
    </Paper>
  );
}
