import { Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '@/lib/use-lazy-dialog';
import { BrandLogo } from './brand-logo';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import classes from './site-header.module.css';
import { useScrolled } from './use-scrolled';

const MOBILE_MENU_ID = 'site-menu';

// The side menu (Mantine's Drawer, its focus trap and scroll lock, some 10 kB) loads when the menu button
// is first pointed at, focused or pressed: a visitor who never opens it never downloads it.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The sticky header: logo, the desktop menu on large screens, the menu button on small ones. */
export function SiteHeader() {
  const scrolled = useScrolled();
  const menu = useLazyDialog();

  return (
    <header className={classes.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <Container className={classes.inner}>
        <BrandLogo />
        <DesktopNav />
        <Group gap="sm" wrap="nowrap" visibleFrom="md">
          <HeaderActions />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={menu.opened}
          {...menu.triggerProps}
          aria-label="Open menu"
          aria-expanded={menu.opened}
          aria-controls={MOBILE_MENU_ID}
          aria-haspopup="dialog"
          color="covenant.9"
        />
      </Container>
      {menu.wanted && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} opened={menu.opened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
