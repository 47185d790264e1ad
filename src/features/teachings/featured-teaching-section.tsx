import { Button, Container, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { featuredTeaching } from '@/content/teachings';
import classes from './featured-teaching-section.module.css';

/** #featured-teaching on /teachings: the Holy Spirit Series and what it covers. */
export function FeaturedTeachingSection() {
  return (
    <section id="featured-teaching" aria-labelledby="featured-teaching-title" className={classes.section}>
      <Container>
        <div className={classes.grid}>
          <img src={featuredTeaching.image} alt="" className={classes.art} width={640} height={400} loading="lazy" />
          <div>
            <Text className={classes.eyebrow}>{featuredTeaching.eyebrow}</Text>
            <Title order={2} id="featured-teaching-title" mt="xs">
              {featuredTeaching.title}
            </Title>
            <Text size="lg" c="gray.7" mt="md" lh={1.65}>
              {featuredTeaching.description}
            </Text>
            <Title order={3} size="h5" mt="lg">
              In this series
            </Title>
            <ul className={classes.topics}>
              {featuredTeaching.topics.map((topic) => (
                <li key={topic} className={classes.topic}>
                  <IconCircleCheck size={20} className={classes.check} aria-hidden="true" />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
            <Button
              component={Link}
              to={featuredTeaching.startLink}
              size="md"
              radius="xl"
              mt="xl"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Start the Series
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
