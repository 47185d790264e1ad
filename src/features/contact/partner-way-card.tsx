import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconDeviceLaptop, IconHeartHandshake, IconPencil, IconPray, IconUsers } from '@tabler/icons-react';
import type { PartnerWay, PartnerWayIcon } from '@/content/contact-info';
import shared from '@/components/page-blocks.module.css';
import classes from './contact.module.css';

const icons: Record<PartnerWayIcon, Icon> = {
  prayer: IconPray,
  content: IconPencil,
  event: IconUsers,
  digital: IconDeviceLaptop,
  financial: IconHeartHandshake,
};

/** One way to support the ministry. */
export function PartnerWayCard({ way }: { way: PartnerWay }) {
  const WayIcon = icons[way.icon];
  return (
    <Paper id={way.anchor} withBorder radius="lg" p="lg" className={classes.partnerWay}>
      <ThemeIcon size={48} radius="xl" color="gold.1" c="gold.9" aria-hidden="true">
        <WayIcon size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={shared.smallCardTitle} mt="md">
        {way.title}
      </Title>
      <Text size="sm" c="gray.7" mt="xs">
        {way.description}
      </Text>
    </Paper>
  );
}
