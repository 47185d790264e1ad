import { Button, Group, Image, List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import communityArt from '@/assets/home/community-globe.svg';
import { ministry } from '@/content/ministry';
import { NewTabHint } from './new-tab-hint';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';
import classes from './breakthrough-circle-promo.module.css';

interface BreakthroughCirclePromoProps {
  title?: string;
}

/** The Breakthrough Circle: the ministry's free online community on an outside platform. */
export function BreakthroughCirclePromo({ title = 'Join the Breakthrough Circle' }: BreakthroughCirclePromoProps) {
  const community = ministry.links.community;
  return (
    <PageSection labelledBy="breakthrough-title" tone="deep">
      <div className={classes.layout}>
        <div>
          <SectionHeading
            id="breakthrough-title"
            label="FREE · WORLDWIDE · ONLINE"
            labelIcon={<IconWorld size={18} aria-hidden="true" />}
            title={title}
            align="left"
            tone="dark"
            mb={0}
          >
            The Breakthrough Circle is our free online community, open to believers and seekers worldwide. Pray
            together, join live teachings and grow in faith with friends from every nation.
          </SectionHeading>
          <List
            mt="lg"
            spacing="xs"
            className={classes.text}
            icon={
              <ThemeIcon size={22} radius="xl" color="gold.4" c="covenant.9" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>Free to join, from anywhere in the world</List.Item>
            <List.Item>Weekly live prayer and teaching sessions</List.Item>
            <List.Item>Small groups for encouragement and accountability</List.Item>
          </List>
          <Group mt="xl" gap="md">
            <Button
              component="a"
              href={community.href}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              radius="xl"
              color="gold.4"
              c="covenant.9"
            >
              Join the Community Free
              <NewTabHint />
            </Button>
            <Button component={Link} to="/breakthrough-circle" size="md" radius="xl" variant="outline" color="white">
              Learn About the Circle
            </Button>
          </Group>
        </div>
        <Image src={communityArt} alt="" width={640} height={480} h="auto" radius="lg" className={classes.art} loading="lazy" />
      </div>
    </PageSection>
  );
}
