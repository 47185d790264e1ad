import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { STUDY_ROTATION_MS, studyFeatures } from '@/content/study-promo';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { CardGrid } from '@/components/card-grid';
import { StudyBadgeList } from './study-badge-list';
import { StudyFeatureCard } from './study-feature-card';
import { useRotatingHighlight } from './use-rotating-highlight';
import { ButtonLink } from '@/components/button-link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import classes from './study-promo.module.css';

const studyPath = '/bible-study';

/** The gamified Bible Study Hub: reading plans, quizzes, achievements, badges and streaks. */
export function StudyPromo() {
  const [paused, setPaused] = useState(false);
  const { active, highlight } = useRotatingHighlight(studyFeatures.length, STUDY_ROTATION_MS, paused);
  const pauseLabel = paused ? 'Resume the card rotation' : 'Pause the card rotation';

  return (
    <PageSection labelledBy="study-promo-title">
      <SectionHeading id="study-promo-title" label="BIBLE STUDY HUB" title="Grow Deeper in God’s Word, Day by Day">
        Follow reading plans, test yourself with quizzes, keep a daily streak and earn badges along the way. Sign up or
        log in to save your progress and collect your achievements.
      </SectionHeading>
      <Group justify="flex-end" mb="sm">
        <Button
          variant="subtle"
          size="xs"
          radius="xl"
          aria-label={pauseLabel}
          onClick={() => setPaused((value) => !value)}
          leftSection={paused ? <IconPlayerPlay size={16} aria-hidden="true" /> : <IconPlayerPause size={16} aria-hidden="true" />}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
      </Group>
      <CardGrid>
        {studyFeatures.map((feature, index) => (
          <StudyFeatureCard
            key={feature.id}
            feature={feature}
            highlighted={index === active}
            onHighlight={() => highlight(index)}
          />
        ))}
      </CardGrid>
      <StudyBadgeList />
      <div className={classes.signup}>
        <Text c="gray.7" ta="center">
          Your reading progress, streaks and achievements are saved to your account, so sign up or log in to take part.
        </Text>
        <Group justify="center" gap="md" mt="lg">
          <SignedInSwitch
            member={() => (
              <Button component={Link} to={studyPath} size="md" radius="xl">
                Open the Bible Study Hub
              </Button>
            )}
            visitor={
              <>
                <ButtonLink to="/auth" search={{ redirect: studyPath }} size="md" radius="xl">
                  Sign Up Free
                </ButtonLink>
                <ButtonLink to="/auth" search={{ redirect: studyPath }} size="md" radius="xl" variant="outline">
                  Log In to Continue
                </ButtonLink>
              </>
            }
          />
        </Group>
      </div>
    </PageSection>
  );
}
