import { Anchor, Badge, Card, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ComingSoonBadge, ComingSoonBanner } from '@/components/coming-soon';
import type { TeachingCard } from '@/content/teaching-showcase';
import { isTeachingAvailable } from '@/content/teaching-showcase';
import shared from '@/components/page-blocks.module.css';
import classes from './teachings-showcase.module.css';

/** A featured teaching series; until its video is published it is marked coming soon. */
export function TeachingShowcaseCard({ teaching }: { teaching: TeachingCard }) {
  const available = isTeachingAvailable(teaching);
  return (
    <Card component="li" radius="lg" padding="lg" className={`${shared.outlinedCard} ${shared.liftCard} ${classes.card}`}>
      <Card.Section className={classes.media}>
        <Image src={teaching.image} alt="" width={800} height={480} className={classes.image} loading="lazy" />
        {available ? null : <ComingSoonBadge className={classes.badge} size="lg" color="gold.4" />}
      </Card.Section>
      <Group gap="xs" mt="lg">
        <Badge variant="light" color="covenant">
          {teaching.category}
        </Badge>
      </Group>
      <Title order={3} className={classes.title}>
        {teaching.title}
      </Title>
      <Text c="gray.7" mt="xs" lh={1.6} className={classes.description}>
        {teaching.description}
      </Text>
      {available ? null : (
        <div className={classes.notice}>
          <ComingSoonBanner variant="content" />
        </div>
      )}
      <Anchor component={Link} to={teaching.link} fw={600} mt="lg" className={classes.link}>
        {available ? 'Watch the series' : 'See the series'}{' '}
        <VisuallyHidden>{teaching.title}</VisuallyHidden>
        <IconArrowRight size={16} aria-hidden="true" />
      </Anchor>
    </Card>
  );
}
