import { Button, CloseButton, Container, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useHydrating } from '@/lib/hydration';
import classes from './ai-sermon-banner.module.css';

/** Remembers that the visitor closed the banner, so it stays hidden on later visits. */
export const AI_BANNER_STORAGE_KEY = 'ai-sermon-banner-dismissed';

/** The announcement of the AI sermon and Sunday School generator at the top of the home page. */
export function AiSermonBanner() {
  const hydrating = useHydrating();
  const [dismissed, setDismissed] = useLocalStorage<boolean>({
    key: AI_BANNER_STORAGE_KEY,
    defaultValue: false,
    // Drawn in the browser, storage is read on the first render, so a dismissed banner never flashes. Over
    // the prerendered home page, which has the banner, it is read once hydration is done (reading it during
    // hydration would make the page differ from its HTML, and React would draw it all again).
    getInitialValueInEffect: hydrating,
  });

  if (dismissed) return null;

  return (
    <aside className={classes.banner} aria-label="AI Sermon Generator announcement">
      <Container size="lg" className={classes.inner}>
        <IconSparkles size={22} stroke={1.8} aria-hidden="true" className={classes.icon} />
        <Text className={classes.text}>
          <strong>New: AI Sermon &amp; Sunday School Generator.</strong> Prepare Bible-based sermons and lessons for
          your church in minutes.
        </Text>
        <Button component={Link} to="/content-generator" size="xs" radius="xl" color="gold.4" c="covenant.9" className={classes.cta}>
          Try the Generator
        </Button>
        <CloseButton
          aria-label="Dismiss the AI Sermon Generator announcement"
          onClick={() => setDismissed(true)}
          variant="transparent"
          className={classes.close}
        />
      </Container>
    </aside>
  );
}
