import { Anchor, Image, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import storyArt from '@/assets/about/ministry-story.svg';
import { ministry } from '@/content/ministry';
import { ourStory } from '@/content/our-story';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './our-story-section.module.css';

/** How the ministry began, with a few milestones along the way. */
export function OurStorySection() {
  return (
    <PageSection id="story" labelledBy="story-title">
      <div className={classes.layout}>
        <div>
          <SectionHeading id="story-title" label="WHERE WE COME FROM" title="It Began in a Living Room" align="left" mb={0} />
          {ourStory.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg" c="gray.7" mt="md" lh={1.75}>
              {paragraph}
            </Text>
          ))}
          <Anchor component={Link} to={ministry.founder.storyPath} fw={600} mt="lg" className={classes.link}>
            Read {ministry.founder.firstName}’s full story <IconArrowRight size={16} aria-hidden="true" />
          </Anchor>
        </div>
        <div>
          <Image
            src={storyArt}
            alt="Illustration of a small white chapel on a hill above a river at sunrise"
            width={720}
            height={520}
            h="auto"
            radius="lg"
            className={classes.art}
          />
          <Title order={3} className={classes.milestonesTitle}>
            Milestones
          </Title>
          <ol className={classes.milestones}>
            {ourStory.milestones.map((milestone) => (
              <li key={milestone.year} className={classes.milestone}>
                <span className={classes.year}>{milestone.year}</span>
                <Text size="sm" c="gray.8">
                  {milestone.text}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </PageSection>
  );
}
