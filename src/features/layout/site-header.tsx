import { Burger, Container, Group } from '@mantine/core';
import { useState } from 'react';
import { BrandLogo } from './brand-logo';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';
import { useScrolled } from './use-scrolled';

const MOBILE_MENU_ID = 'site-menu';

/** The sticky header: logo, the desktop menu on large screens, the menu button on small ones. */
export function SiteHeader() {
  const scrolled = useScrolled();
  const [menuOpened, setMenuOpened] = useState(false);

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
          opened={menuOpened}
          onClick={() => setMenuOpened(true)}
          aria-label="Open menu"
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
          aria-haspopup="dialog"
          color="covenant.9"
        />
      </Container>
      <MobileMenu id={MOBILE_MENU_ID} opened={menuOpened} onClose={() => setMenuOpened(false)} />
    </header>
  );
}
