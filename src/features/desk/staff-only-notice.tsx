import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Said wherever the desk is refused: here, and in the inbox when the server answers 403. */
export const STAFF_ONLY_TEXT = 'This page is for the ministry’s staff.';

/** What a signed-in member who is not staff sees at /desk; the document keeps the route's title, The Desk. */
export function StaffOnlyNotice() {
  return (
    <Container size="sm" py={64} ta="center">
      <ThemeIcon size={72} radius="xl" color="gold.1" c="gold.8" mb="lg" aria-hidden="true">
        <IconLock size={36} />
      </ThemeIcon>
      <Title order={1}>Staff Only</Title>
      <Text size="lg" c="gray.7" mt="md">
        {STAFF_ONLY_TEXT}
      </Text>
      <Button component={Link} to="/account" size="md" radius="xl" mt="xl">
        Go to Your Account
      </Button>
    </Container>
  );
}
