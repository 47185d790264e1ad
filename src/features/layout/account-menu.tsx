import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { accountLink } from '@/content/navigation';
import classes from './account-link.module.css';
import { useMenuKeyboard } from './use-menu-keyboard';

interface AccountMenuProps {
  username: string;
  /** Staff and admins get a way to the desk (the server checks the role again there). */
  showDesk: boolean;
  onSignOut: () => void;
}

/** The signed-in member's dropdown in the header: who it is, their pages and a way to sign out. */
export function AccountMenu({ username, showDesk, onSignOut }: AccountMenuProps) {
  const { opened, setOpened, targetRef, onTargetKeyDown, onDropdownKeyDown } = useMenuKeyboard();
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
          aria-label={`Account: ${username}`}
          title={username}
          classNames={{ root: classes.accountButton, inner: classes.accountInner, label: classes.accountLabel }}
        >
          <span className={classes.username}>{username}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={onDropdownKeyDown}>
        <Menu.Label>Signed in as {username}</Menu.Label>
        <Menu.Item component={Link} to={accountLink.to} leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
          {accountLink.label}
        </Menu.Item>
        <Menu.Item component={Link} to="/bible-study">
          Bible Study Hub
        </Menu.Item>
        <Menu.Item component={Link} to="/bible-chat">
          Bible Chat
        </Menu.Item>
        {showDesk ? (
          <Menu.Item component={Link} to="/desk" leftSection={<IconInbox size={16} aria-hidden="true" />}>
            Desk
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
