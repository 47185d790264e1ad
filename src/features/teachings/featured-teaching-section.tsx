import { Button, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { featuredTeaching } from '@/content/teachings';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './featured-teaching-section.module.css';

/** #featured-teaching on /teachings: the Holy Spirit Series and what it covers. */
export function FeaturedTeachingSection() {
  return (
    <PageSection id="featured-teaching" labelledBy="featured-teaching-title" tone="tint-fade" spacing="even">
      <div className={classes.grid}>
        <img src={featuredTeaching.image} alt="" className={classes.art} width={640} height={400} loading="lazy" />
        <div>
          <SectionHeading
            id="featured-teaching-title"
            label={featuredTeaching.eyebrow}
            title={featuredTeaching.title}
            align="left"
            mb={0}
          >
            {featuredTeaching.description}
          </SectionHeading>
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
    </PageSection>
  );
}
