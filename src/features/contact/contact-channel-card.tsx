import { Anchor, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBrandFacebook, IconBrandYoutube, IconMail, IconMicrophone2, IconUsersGroup } from '@tabler/icons-react';
import type { ContactChannel, ContactChannelIcon } from '@/content/contact-info';
import { NewTabHint } from '@/components/new-tab-hint';
import classes from './contact.module.css';

const icons: Record<ContactChannelIcon, Icon> = {
  email: IconMail,
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
  community: IconUsersGroup,
  speaking: IconMicrophone2,
};

function ChannelLink({ channel }: { channel: ContactChannel }) {
  const { link } = channel;
  if (link.kind === 'external') {
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={600} size="sm" className={classes.channelLink}>
        {channel.linkLabel}
        <NewTabHint withIcon={false} />
      </Anchor>
    );
  }
  if (link.kind === 'mail') {
    // Long addresses wrap after the @ rather than mid-word on a phone.
    const [user, domain] = channel.linkLabel.split('@');
    return (
      <Anchor href={link.href} fw={600} size="sm" className={classes.channelLink}>
        {domain === undefined ? channel.linkLabel : <>{user}@<wbr />{domain}</>}
      </Anchor>
    );
  }
  return (
    <Anchor href={`#${link.hash}`} fw={600} size="sm" className={classes.channelLink}>
      {channel.linkLabel}
    </Anchor>
  );
}

/** One way to reach the ministry. */
export function ContactChannelCard({ channel }: { channel: ContactChannel }) {
  const ChannelIcon = icons[channel.icon];
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color="covenant" aria-hidden="true">
          <ChannelIcon size={22} stroke={1.7} />
        </ThemeIcon>
        <div className={classes.channelBody}>
          <Title order={3} className={classes.channelTitle}>
            {channel.title}
          </Title>
          <Text size="sm" c="gray.7" mt={2}>
            {channel.description}
          </Text>
          <ChannelLink channel={channel} />
        </div>
      </Group>
    </Paper>
  );
}
