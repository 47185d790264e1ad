import { Badge, Button, Container, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './resources.module.css';

/** Promotes the premium AI sermon and Sunday school lesson generator. */
export function GeneratorPromo() {
  return (
    <section aria-labelledby="generator-promo-heading" className={classes.promoSection}>
      <Container size="lg">
        <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} className={classes.promo}>
          <ThemeIcon size={64} radius="xl" color="gold.4" c="dark.8" aria-hidden="true" className={classes.promoIcon}>
            <IconSparkles size={34} stroke={1.6} />
          </ThemeIcon>
          <div className={classes.promoText}>
            <Badge color="gold.4" c="dark.8" variant="filled" size="lg">
              Premium
            </Badge>
            <Title order={2} id="generator-promo-heading" className={classes.promoTitle} mt="sm">
              AI Sermon &amp; Sunday School Generator
            </Title>
            <Text mt="xs" className={classes.promoLead}>
              Preparing for Sunday? Give it your topic, scripture and audience, and receive a structured first draft of a
              sermon or a Sunday school lesson to pray over, shape and make your own.
            </Text>
            <List
              mt="md"
              spacing={6}
              className={classes.promoList}
              icon={
                <ThemeIcon size={20} radius="xl" color="gold.4" c="dark.8">
                  <IconCheck size={14} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              <List.Item>Outlines, key verses and discussion questions</List.Item>
              <List.Item>Lessons suited to children, youth or adults</List.Item>
              <List.Item>A free preview before you buy the full download</List.Item>
            </List>
          </div>
          <Button
            component={Link}
            to="/content-generator"
            size="lg"
            radius="xl"
            color="gold.4"
            c="dark.8"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            className={classes.promoButton}
          >
            Try It Now
          </Button>
        </Paper>
      </Container>
    </section>
  );
}
