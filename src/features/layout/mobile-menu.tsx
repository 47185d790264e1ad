import { Drawer, Stack } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mainNavigation } from '@/content/navigation';
import { useOpenedAfterMount } from '@/lib/use-opened-after-mount';
import { BrandLogo } from './brand-logo';
import { HeaderActions } from './header-actions';
import { MobileMenuSection } from './mobile-menu-section';
import classes from './mobile-menu.module.css';
import { isEntryActive } from './nav-active';
import { NavItemLink } from './nav-item-link';

interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Small screens: a side menu sliding in from the right. It closes from its close button, Escape, the
 * overlay, and on every route change (path, search or hash), whatever caused it.
 */
export function MobileMenu({ id, opened, onClose }: MobileMenuProps) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const shown = useOpenedAfterMount(opened);

  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.hrefChanged) onClose();
      }),
    [router, onClose],
  );

  return (
    <Drawer.Root
      opened={shown}
      onClose={onClose}
      position="right"
      returnFocus
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
      <Drawer.Content id={id} aria-label="Site menu">
        <Drawer.Header>
          <BrandLogo onNavigate={onClose} />
          <Drawer.CloseButton aria-label="Close menu" size="lg" data-autofocus />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label="Site menu">
            <ul className={classes.list}>
              {mainNavigation.map((entry) => {
                const active = isEntryActive(pathname, entry);
                return (
                  <li key={entry.kind === 'link' ? entry.item.label : entry.id}>
                    {entry.kind === 'link' ? (
                      <NavItemLink
                        item={entry.item}
                        className={classes.link}
                        data-active={active || undefined}
                        aria-current={active ? 'page' : undefined}
                        onClick={onClose}
                      />
                    ) : (
                      <MobileMenuSection label={entry.label} items={entry.items} active={active} onNavigate={onClose} />
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <Stack gap="sm" mt="xl">
            <HeaderActions onNavigate={onClose} fullWidth />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
