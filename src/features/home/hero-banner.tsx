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
  /** Defaults: 'Join Our Weekly Communications' to /contact. */
  primary?: HeroButtonOptions;
  /** Defaults: 'Watch Teachings' to /teachings. Pass null to show no secondary button. */
  secondary?: HeroButtonOptions | null;
  /** Shows the ministry's mark large above the headline. */
  showLogo?: boolean;
  /** An illustration beside the text on wide screens. */
  art?: { src: string; alt: string };
}

/** The opening banner of a marketing page: headline, subtitle and up to two calls to action. */
export function HeroBanner({ headline, subtitle, eyebrow, primary = {}, secondary = {}, showLogo = false, art }: HeroBannerProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-title" data-with-art={art ? 'true' : 'false'}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          {showLogo ? <HeroLogo /> : null}
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={1} id="page-title" className={classes.headline}>
            {headline}
          </Title>
          <Text className={classes.subtitle}>{subtitle}</Text>
          <Group className={classes.actions} gap="md">
            <HeroButton
              label={primary.label ?? 'Join Our Weekly Communications'}
              target={primary.target ?? '/contact'}
              hash={primary.hash}
              onClick={primary.onClick}
              size="lg"
              radius="xl"
              color="gold.4"
              c="covenant.9"
              className={classes.button}
            />
            {secondary ? (
              <HeroButton
                label={secondary.label ?? 'Watch Teachings'}
                target={secondary.target ?? '/teachings'}
                hash={secondary.hash}
                onClick={secondary.onClick}
                size="lg"
                radius="xl"
                variant="outline"
                color="white"
                className={classes.button}
              />
            ) : null}
          </Group>
        </div>
        {art ? (
          <Box className={classes.art}>
            <Image src={art.src} alt={art.alt} radius="lg" className={classes.artImage} />
          </Box>
        ) : null}
      </Container>
    </section>
  );
}
