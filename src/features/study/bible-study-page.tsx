import { Container, Tabs } from '@mantine/core';
import { IconBook2, IconLayoutDashboard, IconMessageCircleQuestion, IconTarget, IconTrophy } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useRef } from 'react';
import { HeroBanner } from '@/components/hero-banner';
import { HeroButton } from '@/components/hero-button';
import { HubDashboard } from './hub-dashboard';
import { useHubData } from './hub-data';
import { HubQuizList } from './hub-quiz-list';
import { hubTabs, type HubTab } from './hub-search';
import { PlanList } from './plan-list';
import tabClasses from './hub-tabs.module.css';

const route = getRouteApi('/_member/bible-study');

const TABS_ID = 'study-hub';

function toTab(value: string | null): HubTab {
  return hubTabs.find((tab) => tab === value) ?? 'dashboard';
}

/**
 * /bible-study: the Study Hub. Dashboard, Reading Plans and Bible Quizzes are tabs (arrow keys move
 * between them); the open one is in the URL (?tab=plans), so Back and shared links keep it.
 */
export function BibleStudyPage() {
  const { tab = 'dashboard' } = route.useSearch();
  const navigate = route.useNavigate();
  const data = useHubData();
  const plansTab = useRef<HTMLButtonElement>(null);

  function showTab(value: HubTab) {
    void navigate({ search: { tab: value === 'dashboard' ? undefined : value }, replace: true, resetScroll: false });
  }

  return (
    <>
      <HeroBanner
        headline="Bible Study Hub"
        eyebrow="Grow in the Word"
        subtitle="Follow a reading plan, test your knowledge with a quiz, keep your daily streak and collect achievements along the way."
        actions={
          <>
            <HeroButton
              look="primary"
              label="Bible Chat"
              target="/bible-chat"
              icon={<IconMessageCircleQuestion size={20} aria-hidden="true" />}
            />
            <HeroButton look="secondary" label="Achievements" target="/achievements" icon={<IconTrophy size={20} aria-hidden="true" />} />
          </>
        }
      />
      <Container size="lg" py="xl">
        <Tabs
          id={TABS_ID}
          value={tab}
          onChange={(value) => showTab(toTab(value))}
          keepMounted={false}
          radius="md"
          classNames={{ tab: tabClasses.tab, tabSection: tabClasses.tabSection }}
        >
          <Tabs.List aria-label="Bible Study Hub" mb="lg">
            <Tabs.Tab value="dashboard" leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}>
              Dashboard
            </Tabs.Tab>
            <Tabs.Tab value="plans" ref={plansTab} leftSection={<IconBook2 size={18} aria-hidden="true" />}>
              Reading Plans
            </Tabs.Tab>
            <Tabs.Tab value="quizzes" leftSection={<IconTarget size={18} aria-hidden="true" />}>
              Bible Quizzes
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="dashboard">
            {/* The Browse link opens the Reading Plans tab itself; focus follows it there. */}
            <HubDashboard data={data} onBrowsePlans={() => plansTab.current?.focus()} />
          </Tabs.Panel>
          <Tabs.Panel value="plans">
            <PlanList plans={data.plans} />
          </Tabs.Panel>
          <Tabs.Panel value="quizzes">
            <HubQuizList quizzes={data.quizzes} />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
