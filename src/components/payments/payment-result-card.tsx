import { Button, Container, Paper, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The card of the pages a payment returns to (/thank-you, /welcome-to-breakthrough), with Return Home. */
export function PaymentResultCard({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          {children}
          <Button component={Link} to="/" variant="subtle">
            Return Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
