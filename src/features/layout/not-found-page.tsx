import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from '@/components/status-page.module.css';
import { pageTitle } from '@/lib/page-meta';

/** Any path the site does not have. */
export function NotFoundPage() {
  return (
    <Container size="sm" className={classes.page}>
      {/* Not a route, so no route `head`: the page sets its own title. */}
      <title>{pageTitle('Page Not Found')}</title>
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconCompass size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={1}>404 Page Not Found</Title>
      <Text size="lg" c="dimmed" mt="md">
        The page you are looking for does not exist or has been moved.
      </Text>
      <Button component={Link} to="/" size="md" radius="xl" mt="xl">
        Return Home
      </Button>
    </Container>
  );
}
