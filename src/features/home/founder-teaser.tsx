import { Button, Image } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import founderArt from '@/assets/home/founder-book.svg';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './founder-teaser.module.css';

/** A glimpse of how God called the founder, leading to the full story. */
export function FounderTeaser() {
  const { founder } = ministry;
  return (
    <PageSection labelledBy="founder-title">
      <div className={classes.layout}>
        <Image src={founderArt} alt="" width={640} height={480} h="auto" radius="lg" className={classes.art} loading="lazy" />
        <div>
          <SectionHeading
            id="founder-title"
            label="OUR FOUNDER’S STORY"
            title="From an Empty Life to Living Water"
            align="left"
            mb={0}
          >
            {founder.name} had success, but no peace. Then, at a small prayer meeting, he met the Holy Spirit in a way
            that changed everything. What began as a Bible study around his living-room table became {ministry.name}.
          </SectionHeading>
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
