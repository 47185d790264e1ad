import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountLink, signInLink } from '@/content/navigation';
import { useTRPC } from '@/lib/trpc';
import classes from './account-link.module.css';
import { useMenuKeyboard } from './use-menu-keyboard';
import { useSignOut } from './use-sign-out';

interface AccountLinkProps {
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** 'Sign In' for visitors; once signed in, who it is and a way to sign out. */
export function AccountLink({ onNavigate, fullWidth = false }: AccountLinkProps) {
  const trpc = useTRPC();
  const session = useQuery(trpc.accounts.session.queryOptions());
  const signOut = useSignOut();
  const { opened, setOpened, targetRef, onTargetKeyDown, onDropdownKeyDown } = useMenuKeyboard();
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
      <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <Button
            ref={targetRef}
            onKeyDown={onTargetKeyDown}
            variant="subtle"
            radius="xl"
            leftSection={<IconUserCircle size={20} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            aria-label={`Account: ${user.username}`}
            title={user.username}
            classNames={{ root: classes.accountButton, inner: classes.accountInner, label: classes.accountLabel }}
          >
            <span className={classes.username}>{user.username}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown onKeyDown={onDropdownKeyDown}>
          <Menu.Label>Signed in as {user.username}</Menu.Label>
          <Menu.Item component={Link} to={accountLink.to} leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
            {accountLink.label}
          </Menu.Item>
          <Menu.Item component={Link} to="/bible-study">
            Bible Study Hub
          </Menu.Item>
          <Menu.Item component={Link} to="/bible-chat">
            Bible Chat
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => signOut.mutate()}>
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <Button component={Link} to={signInLink.to} onClick={onNavigate} variant="outline" radius="xl" px="lg" fullWidth={fullWidth}>
      {signInLink.label}
    </Button>
  );
}
