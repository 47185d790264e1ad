import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconBooks, IconPencilPlus } from '@tabler/icons-react';
import heroArt from '@/assets/leaders/leadership.svg';
import classes from './leaders.module.css';

/** The heading band of /spiritual-leaders. */
export function LeadersHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Text className={classes.eyebrow}>Resources for those who lead</Text>
          <Title order={1} id="page-title" className={classes.heroTitle}>
            For Ministry Leaders
          </Title>
          <Text className={classes.heroLead}>
            Pastor, teacher, youth leader: you pour yourself out for others. Here are Spirit-led lessons, sermon outlines
            and practical guides to help you feed the flock God has given you.
          </Text>
          <Group gap="md" mt="xl">
            <Button
              component="a"
              href="#leader-resources"
              size="md"
              radius="xl"
              color="gold.4"
              c="dark.8"
              leftSection={<IconBooks size={20} aria-hidden="true" />}
            >
              Browse Resources
            </Button>
            <Button
              component="a"
              href="#custom-resources"
              size="md"
              radius="xl"
              variant="white"
              leftSection={<IconPencilPlus size={20} aria-hidden="true" />}
            >
              Custom Resources
            </Button>
          </Group>
        </div>
        <img src={heroArt} alt="" className={classes.heroArt} width={400} height={240} />
      </Container>
    </section>
  );
}
