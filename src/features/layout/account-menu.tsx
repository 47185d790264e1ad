import { Badge, Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { accountLink } from '@/content/navigation';
import { formatUnreadCount } from '@/lib/desk-unread-count';
import classes from './account-link.module.css';
import { useMenuKeyboard } from './use-menu-keyboard';

interface AccountMenuProps {
  username: string;
  /** Staff and admins get a way to the desk (the server checks the role again there). */
  showDesk: boolean;
  /** Inbox items nobody has looked at yet (staff only; undefined until known). */
  deskUnread?: number | undefined;
  onSignOut: () => void;
}

/** The signed-in member's dropdown in the header: who it is, their pages and a way to sign out. */
export function AccountMenu({ username, showDesk, deskUnread, onSignOut }: AccountMenuProps) {
  const { opened, setOpened, targetRef, onTargetKeyDown, onDropdownKeyDown } = useMenuKeyboard();
  const unreadId = useId();
  const unread = showDesk && deskUnread ? formatUnreadCount(deskUnread) : undefined;
  return (
    <>
      <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <Button
            ref={targetRef}
            onKeyDown={onTargetKeyDown}
            variant="subtle"
            radius="xl"
            leftSection={<IconUserCircle size={20} aria-hidden="true" />}
            rightSection={
              <>
                {unread ? (
                  <Badge size="xs" radius="xl" color="covenant" c="white" mr={4} aria-hidden="true">
                    {unread}
                  </Badge>
                ) : null}
                <IconChevronDown size={14} aria-hidden="true" />
              </>
            }
            aria-label={`Account: ${username}`}
            // The button keeps the account's name; the desk's count is read after it.
            aria-describedby={unread ? unreadId : undefined}
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
            <Menu.Item
              component={Link}
              to="/desk"
              leftSection={<IconInbox size={16} aria-hidden="true" />}
              rightSection={
                unread ? (
                  <Badge size="sm" radius="xl" color="covenant" c="white">
                    {unread} new
                  </Badge>
                ) : null
              }
            >
              Desk
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onSignOut}>
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {unread ? <VisuallyHidden id={unreadId}>{unread} new on the desk</VisuallyHidden> : null}
    </>
  );
}
