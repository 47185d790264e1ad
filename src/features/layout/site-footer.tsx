import { Button, Container, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import {
  browseResourcesLink,
  footerConnectLinks,
  footerOnlineContent,
  footerQuickLinks,
  legalLinks,
} from '@/content/navigation';
import { BrandLogo } from './brand-logo';
import { FooterLinkList } from './footer-link-list';
import { NavItemLink } from './nav-item-link';
import classes from './site-footer.module.css';
import { SocialLinks } from './social-links';

/** The footer of every page: mission, social links, link lists, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container className={classes.top}>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <BrandLogo />
            <Text className={classes.mission}>{ministry.mission}</Text>
            <SocialLinks />
          </div>
          <FooterLinkList title="Quick Links" items={footerQuickLinks} />
          <FooterLinkList title="Online Content" items={footerOnlineContent} />
          <div>
            <FooterLinkList title="Connect With Us" items={footerConnectLinks} />
            <Button
              component={Link}
              to={browseResourcesLink.to}
              color="gold.4"
              c="covenant.9"
              radius="xl"
              mt="lg"
            >
              {browseResourcesLink.label}
            </Button>
          </div>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container className={classes.bottomInner}>
          <Text size="sm" className={classes.copyright}>
            © {year} {ministry.name}. All rights reserved.
          </Text>
          <ul className={classes.legal}>
            {legalLinks.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={classes.legalLink} />
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
