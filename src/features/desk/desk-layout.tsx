import type { UserRole } from '@server/contracts/accounts';
import { Container, Stack, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { DeskNav } from './desk-nav';

interface DeskLayoutProps {
  role: UserRole;
  /** The desk's current page. */
  children: ReactNode;
}

/** The frame of every desk page for staff: the desk's name and navigation above the page. */
export function DeskLayout({ role, children }: DeskLayoutProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            The Ministry&rsquo;s Desk
          </Text>
          <DeskNav role={role} />
        </Stack>
        {/* The pages' code comes in one chunk the first time (lazy-desk-page.ts). */}
        <Suspense fallback={<LoadingStatus label="Loading the page" />}>{children}</Suspense>
      </Stack>
    </Container>
  );
}
