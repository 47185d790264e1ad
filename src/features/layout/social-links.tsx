import { ActionIcon, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBrandFacebook, IconBrandYoutube, IconUsersGroup } from '@tabler/icons-react';
import { socialLinks } from '@/content/navigation';
import { newTabDescription } from '@/components/new-tab-hint';
import classes from './site-footer.module.css';

const icons: Record<(typeof socialLinks)[number]['network'], Icon> = {
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
  community: IconUsersGroup,
};

/** Icon links to the ministry's channels; each is named for screen readers. */
export function SocialLinks() {
  return (
    <Group gap="sm" mt="lg" component="ul" className={classes.social}>
      {socialLinks.map(({ network, item }) => {
        const SocialIcon = icons[network];
        return (
          <li key={network}>
            <ActionIcon
              component="a"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              {...newTabDescription}
              aria-label={item.label}
              size={42}
              radius="xl"
              variant="default"
              className={classes.socialIcon}
            >
              <SocialIcon size={20} stroke={1.7} aria-hidden="true" />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
