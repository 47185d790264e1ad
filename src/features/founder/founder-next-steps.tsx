import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBooks, IconHome, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { ministry } from '@/content/ministry';
import type { StaticPath } from '@/content/navigation';
import classes from './founder-story.module.css';

interface NextStep {
  to: StaticPath;
  icon: Icon;
  title: string;
  text: string;
}

const nextSteps: readonly NextStep[] = [
  { to: '/', icon: IconHome, title: 'Visit Our Home Page', text: 'Teachings, prayer and everything that is happening now.' },
  { to: '/about', icon: IconUsersGroup, title: 'Meet the Family', text: 'Our story, our values and the team who serve.' },
  { to: '/resources', icon: IconBooks, title: 'Explore Resources', text: 'Study guides, devotionals and the prayer wall.' },
  { to: '/contact', icon: IconMail, title: 'Reach Out to Us', text: 'Ask for prayer or share your own story.' },
];

/** Where a reader can go after the story. */
export function FounderNextSteps() {
  return (
    <PageSection labelledBy="next-steps-title" tone="tint" spacing="even" size="md" className={classes.next}>
      <SectionHeading id="next-steps-title" title="Continue the Journey">
        The same God who found {ministry.founder.firstName} is looking for you too. Here is where to take your next step.
      </SectionHeading>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.nextList}>
        {nextSteps.map((step) => (
          <li key={step.to}>
            <UnstyledButton component={Link} to={step.to} className={classes.nextLink}>
              <ThemeIcon size={44} radius="md" color="gold.4" c="covenant.9" aria-hidden="true">
                <step.icon size={24} stroke={1.7} />
              </ThemeIcon>
              <span>
                <Text component="span" fw={700} c="covenant.9" className={classes.nextTitle}>
                  {step.title}
                </Text>
                <Text component="span" size="sm" c="gray.7">
                  {step.text}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
