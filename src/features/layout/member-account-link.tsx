import type { SessionUser } from '@server/contracts/accounts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconInbox, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { accountLink } from '@/content/navigation';
import { formatUnreadCount, useDeskUnreadCount } from '@/lib/desk-unread-count';
import { useSignOut } from './use-sign-out';

// The dropdown (Mantine's Menu, with its floating positioning) loads with the header's member view.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

interface MemberAccountLinkProps {
  user: SessionUser;
  onNavigate?: () => void;
  fullWidth: boolean;
}

/** The signed-in member's side of AccountLink: who it is, their account page and a way to sign out. */
export default function MemberAccountLink({ user, onNavigate, fullWidth }: MemberAccountLinkProps) {
  const signOut = useSignOut();
  // The desk's own check lives in its feature, which the header may not import; the role list is two words.
  const showDesk = user.role === 'staff' || user.role === 'admin';
  // Staff see the inbox's unread count on every page; members are never asked (the server would refuse them).
  const deskUnread = useDeskUnreadCount(showDesk);

  if (fullWidth) {
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
        {showDesk ? (
          <Button
            component={Link}
            to="/desk"
            onClick={onNavigate}
            variant="light"
            radius="xl"
            fullWidth
            leftSection={<IconInbox size={18} aria-hidden="true" />}
            rightSection={
              deskUnread ? (
                <Badge size="sm" radius="xl" color="covenant" c="white">
                  {formatUnreadCount(deskUnread)} new
                </Badge>
              ) : null
            }
          >
            Desk
          </Button>
        ) : null}
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

  return (
    <Suspense fallback={null}>
      <AccountMenu username={user.username} showDesk={showDesk} deskUnread={deskUnread} onSignOut={() => signOut.mutate()} />
    </Suspense>
  );
}
