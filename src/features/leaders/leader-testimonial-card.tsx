import { Avatar, Group, Paper, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { LeaderTestimonial } from '@/content/leaders';
import classes from './leaders.module.css';

function initialsOf(name: string): string {
  const words = name.replace(/^(Rev\.|Pastor|Dr\.)\s+/u, '').split(/\s+/u);
  return words
    .map((word) => word.charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('');
}

/** A quote from a ministry leader, with their role and church. */
export function LeaderTestimonialCard({ testimonial }: { testimonial: LeaderTestimonial }) {
  return (
    <Paper component="figure" withBorder radius="lg" p="lg" className={classes.testimonial}>
      <IconQuote size={32} className={classes.quoteMark} aria-hidden="true" />
      <blockquote className={classes.quote}>{testimonial.quote}</blockquote>
      <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
        <Avatar color="covenant" radius="xl" aria-hidden="true">
          {initialsOf(testimonial.author)}
        </Avatar>
        <div>
          <Text fw={700} size="sm">
            {testimonial.author}
          </Text>
          <Text size="sm" c="gray.7">
            {testimonial.role}, {testimonial.ministry}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
