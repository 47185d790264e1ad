import { Button } from '@mantine/core';
import { IconArrowDown, IconBell } from '@tabler/icons-react';
import openBook from '@/assets/teachings/open-book.svg';
import { HeroBanner } from '@/components/hero-banner';
import { heroButtonProps } from '@/components/hero-button';
import { SubscribeDialogButton } from '@/components/newsletter/subscribe-dialog-button';

/** The opening band of /teachings: the page's h1, the subscribe button and a link down to the featured series. */
export function TeachingsHero() {
  return (
    <HeroBanner
      eyebrow="Grow in God's Word"
      headline="Teachings"
      subtitle="Bible-centered teachings on the Holy Spirit, first steps for new believers and in-depth studies, to help you know Jesus and walk in the power of His Spirit."
      art={{ src: openBook, alt: '', width: 640, height: 400 }}
      actions={
        <>
          <SubscribeDialogButton {...heroButtonProps.primary} leftSection={<IconBell size={18} aria-hidden="true" />}>
            Subscribe to Updates
          </SubscribeDialogButton>
          <Button
            {...heroButtonProps.secondary}
            component="a"
            href="#featured-teaching"
            rightSection={<IconArrowDown size={18} aria-hidden="true" />}
          >
            Featured Teaching
          </Button>
        </>
      }
    />
  );
}
