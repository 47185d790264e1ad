import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pageTitle } from '@/lib/page-meta';

/** What a signed-in member who is not staff sees at /desk (or when the server refuses them the desk). */
export function StaffOnlyNotice() {
  return (
    <Container size="sm" py={64} ta="center">
      <title>{pageTitle('Staff Only')}</title>
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconLock size={36} />
      </ThemeIcon>
      <Title order={1}>Staff Only</Title>
      <Text size="lg" c="gray.7" mt="md">
        This page is for the ministry&rsquo;s staff.
      </Text>
      <Button component={Link} to="/account" size="md" radius="xl" mt="xl">
        Go to Your Account
      </Button>
    </Container>
  );
}
