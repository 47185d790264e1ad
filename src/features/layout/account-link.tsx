import { Button, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { accountLink, signInLink } from '@/content/navigation';
import { useTRPC } from '@/lib/trpc';
import { useSignOut } from './use-sign-out';

// A member's dropdown (Mantine's Menu, with its floating positioning) loads once someone is signed in:
// visitors, the first visit of everyone, never download it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

interface AccountLinkProps {
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** 'Sign In' for visitors; once signed in, who it is and a way to sign out. */
export function AccountLink({ onNavigate, fullWidth = false }: AccountLinkProps) {
  const trpc = useTRPC();
  const session = useQuery(trpc.accounts.session.queryOptions());
  const signOut = useSignOut();
  const user = session.data;

  if (user && fullWidth) {
    return (
      <Stack gap={6}>
        <Text size="sm" ta="center" c="dimmed">
          Signed in as <strong>{user.username}</strong>
        </Text>
        <Button
          component={Link}
          to={accountLink.to}
          onClick={onNavigate}
          variant="light"
          radius="xl"
          fullWidth
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
        >
          {accountLink.label}
        </Button>
        <Button
          variant="outline"
          radius="xl"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
        >
          Sign Out
        </Button>
      </Stack>
    );
  }

  if (user) {
    return (
      <Suspense fallback={null}>
        <AccountMenu username={user.username} onSignOut={() => signOut.mutate()} />
      </Suspense>
    );
  }

  return (
    <Button component={Link} to={signInLink.to} onClick={onNavigate} variant="outline" radius="xl" px="lg" fullWidth={fullWidth}>
      {signInLink.label}
    </Button>
  );
}
