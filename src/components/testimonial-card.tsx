import { Avatar, Group, Paper, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '@/content/testimonials';
import shared from './page-blocks.module.css';
import classes from './testimonial-card.module.css';

/** A story of a changed life: the quote, then who told it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Paper component="li" radius="lg" p="xl" className={`${shared.outlinedCard} ${classes.card}`}>
      <figure className={classes.figure}>
        <IconQuote size={36} stroke={1.4} aria-hidden="true" className={classes.mark} />
        <blockquote className={classes.quote}>
          <Text lh={1.7}>{testimonial.quote}</Text>
        </blockquote>
        <figcaption>
          <Group gap="sm" mt="lg" wrap="nowrap">
            <Avatar color="covenant" radius="xl" size={48} aria-hidden="true">
              {testimonial.avatar}
            </Avatar>
            <div>
              <Text fw={700} c="covenant.9">
                {testimonial.name}
              </Text>
              <Text size="sm" c="gray.7">
                {testimonial.role}
              </Text>
            </div>
          </Group>
        </figcaption>
      </figure>
    </Paper>
  );
}
