import type { DeskMember } from '@server/contracts/desk-ledger';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DeskTime } from './desk-time';
import { contentTypeLabels, membershipPlanLabels, periodText, premiumPlanLabels, purchaseStatusLabels } from './member-labels';
import { roleLabels } from './role-labels';

/** One member as the desk sees them: their role, when they joined, what they hold and what they bought. */
export function MemberCard({ member }: { member: DeskMember }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {member.username}
          </Title>
          {member.role === 'member' ? null : (
            <Badge radius="sm" variant="light" color="covenant">
              {roleLabels[member.role]}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          Joined <DeskTime date={member.createdAt} />
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Breakthrough Circle
            </Text>
            <Text size="sm">{member.membership ? `${membershipPlanLabels[member.membership.plan]}: ${periodText(member.membership)}` : 'No membership'}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Bible Chat Premium
            </Text>
            <Text size="sm">{member.premium ? `${premiumPlanLabels[member.premium.plan]}: ${periodText(member.premium)}` : 'Free tier'}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Purchases
            </Text>
            {member.purchases.length === 0 ? (
              <Text size="sm">None</Text>
            ) : (
              <List size="sm" spacing={2} aria-label={`${member.username}’s purchases`}>
                {member.purchases.map((purchase) => (
                  <List.Item key={purchase.id}>
                    {contentTypeLabels[purchase.type]}, {purchaseStatusLabels[purchase.status]} &middot; <DeskTime date={purchase.createdAt} />
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
