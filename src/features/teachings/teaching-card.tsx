import { Anchor, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Teaching } from '@/content/teachings';
import { ComingSoonBadge } from '@/components/coming-soon';
import shared from '@/components/page-blocks.module.css';
import classes from './teaching-card.module.css';

/** One teaching in the library: its picture, series, title and summary, and either Watch Teaching or COMING SOON. */
export function TeachingCard({ teaching }: { teaching: Teaching }) {
  return (
    <Card component="article" withBorder radius="lg" shadow="sm" padding={0} className={`${shared.stackedCard} ${shared.liftCard} ${classes.card}`}>
      <img src={teaching.image} alt="" className={classes.image} width={640} height={400} loading="lazy" />
      <div className={classes.body}>
        <Text className={classes.subcategory}>{teaching.subcategory}</Text>
        <Title order={3} size="h4">
          {teaching.title}
        </Title>
        <Text c="gray.7" size="sm" lh={1.6}>
          {teaching.description}
        </Text>
        <div className={classes.footer}>
          {teaching.comingSoon ? (
            <ComingSoonBadge color="gold.4" size="lg" />
          ) : (
            <Anchor component={Link} to={teaching.link} fw={600} className={classes.watch}>
              <IconPlayerPlay size={16} aria-hidden="true" />
              Watch Teaching
              <VisuallyHidden>: {teaching.title}</VisuallyHidden>
            </Anchor>
          )}
        </div>
      </div>
    </Card>
  );
}
