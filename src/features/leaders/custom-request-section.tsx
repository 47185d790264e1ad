import { Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { CustomResourceRequestButton } from './custom-resource-request-button';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './leaders.module.css';

/** /spiritual-leaders#custom-resources: ask the ministry to prepare material for a particular need. */
export function CustomRequestSection() {
  return (
    <section id="custom-resources" aria-labelledby="custom-resources-heading" className={shared.section}>
      <Container size="md">
        <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} className={classes.customRequest}>
          <ThemeIcon size={60} radius="xl" color="gold.4" c="dark.8" aria-hidden="true">
            <IconPencilPlus size={32} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} id="custom-resources-heading" className={classes.customTitle} mt="md">
            Need Something Specific?
          </Title>
          <Text className={classes.customLead} mt="sm">
            A sermon series for a church anniversary, a lesson for a special Sunday, training for a new team: tell us
            about your congregation and what you need, and our team will get in touch to talk it through.
          </Text>
          <CustomResourceRequestButton size="md" radius="xl" color="gold.4" c="dark.8" mt="xl">
            Request Custom Resources
          </CustomResourceRequestButton>
        </Paper>
      </Container>
    </section>
  );
}
