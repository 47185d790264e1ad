import { Box, Container, Group, Image, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeroButton, type HeroButtonOptions } from './hero-button';
import { HeroLogo } from './hero-logo';
import classes from './hero-banner.module.css';

interface HeroBannerProps {
  /** The page's one h1. */
  headline: string;
  subtitle: ReactNode;
  /** A short line above the headline, in gold. */
  eyebrow?: string;
  /** Anything that belongs above the headline besides the eyebrow, e.g. a way back and badges. */
  preface?: ReactNode;
  /** Defaults: 'Join Our Weekly Communications' to /contact. */
  primary?: HeroButtonOptions;
  /** Defaults: 'Watch Teachings' to /teachings. Pass null to show no secondary button. */
  secondary?: HeroButtonOptions | null;
  /** The page's own calls to action instead of the two buttons; null for none. */
  actions?: ReactNode;
  /** Shows the ministry's mark large above the headline. */
  showLogo?: boolean;
  /** An illustration beside the text on wide screens, with its size (the box is held before it loads). */
  art?: { src: string; alt: string; width: number; height: number };
}

function withDefaults(options: HeroButtonOptions, label: string, target: HeroButtonOptions['target']) {
  const goesElsewhere = options.target ?? (options.hash === undefined && options.onClick === undefined ? target : undefined);
  return { ...options, label: options.label ?? label, target: goesElsewhere };
}

/** The opening band of a page: eyebrow, headline, subtitle and up to two calls to action. */
export function HeroBanner({
  headline,
  subtitle,
  eyebrow,
  preface,
  primary = {},
  secondary = {},
  actions,
  showLogo = false,
  art,
}: HeroBannerProps) {
  const defaultActions = (
    <>
      <HeroButton look="primary" {...withDefaults(primary, 'Join Our Weekly Communications', '/contact')} />
      {secondary ? <HeroButton look="secondary" {...withDefaults(secondary, 'Watch Teachings', '/teachings')} /> : null}
    </>
  );
  const calls = actions === undefined ? defaultActions : actions;
  return (
    <section className={classes.hero} aria-labelledby="page-title" data-with-art={art ? 'true' : 'false'}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          {showLogo ? <HeroLogo /> : null}
          {preface}
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={1} id="page-title" className={classes.headline}>
            {headline}
          </Title>
          <Text className={classes.subtitle}>{subtitle}</Text>
          {calls ? (
            <Group className={classes.actions} gap="md">
              {calls}
            </Group>
          ) : null}
        </div>
        {art ? (
          <Box className={classes.art}>
            <Image src={art.src} alt={art.alt} width={art.width} height={art.height} h="auto" radius="lg" className={classes.artImage} />
          </Box>
        ) : null}
      </Container>
    </section>
  );
}
