import { Image, Paper, Text, Title } from '@mantine/core';
import type { LeadershipMember } from '@/content/team';
import shared from '@/components/page-blocks.module.css';
import classes from './team-section.module.css';

/** A member of the leadership team: portrait, name, role and a short bio. */
export function TeamMemberCard({ member }: { member: LeadershipMember }) {
  return (
    <Paper component="li" radius="lg" className={`${shared.outlinedCard} ${classes.card}`}>
      <Image src={member.image} alt={`Illustrated portrait of ${member.name}`} width={320} height={320} className={classes.portrait} loading="lazy" />
      <div className={classes.body}>
        <Title order={3} className={classes.name}>
          {member.name}
        </Title>
        <Text c="gold.8" fw={700} size="sm" mt={4}>
          {member.role}
        </Text>
        <Text c="gray.7" mt="sm" lh={1.65}>
          {member.bio}
        </Text>
      </div>
    </Paper>
  );
}
