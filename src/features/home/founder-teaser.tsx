import { Button, Image, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import founderArt from '@/assets/home/founder-book.svg';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/features/layout/page-section';
import classes from './founder-teaser.module.css';

/** A glimpse of how God called the founder, leading to the full story. */
export function FounderTeaser() {
  const { founder } = ministry;
  return (
    <PageSection labelledBy="founder-title">
      <div className={classes.layout}>
        <Image src={founderArt} alt="" radius="lg" className={classes.art} />
        <div>
          <Text className={classes.label}>OUR FOUNDER’S STORY</Text>
          <Title order={2} id="founder-title" className={classes.title}>
            From an Empty Life to Living Water
          </Title>
          <Text size="lg" c="gray.7" mt="md" lh={1.7}>
            {founder.name} had success, but no peace. Then, at a small prayer meeting, he met the Holy Spirit in a way
            that changed everything. What began as a Bible study around his living-room table became {ministry.name}.
          </Text>
          <Button
            component={Link}
            to={founder.storyPath}
            mt="xl"
            size="md"
            radius="xl"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Read {founder.firstName}’s Story
          </Button>
        </div>
      </div>
    </PageSection>
  );
}
