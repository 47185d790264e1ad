import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { membershipPlanIds, type MembershipPlanId } from '@server/contracts/membership-plans';
import { membershipPlans } from '@/content/breakthrough-circle';
import { formatUsd } from '@/lib/money';
import { oneOf } from '@/lib/search-params';
import classes from './membership-checkout.module.css';

interface MembershipPlanChoiceProps {
  value: MembershipPlanId;
  onChange: (plan: MembershipPlanId) => void;
}

/** Monthly or Annual, as two radio cards with their prices. */
export function MembershipPlanChoice({ value, onChange }: MembershipPlanChoiceProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        const plan = oneOf(membershipPlanIds, next);
        if (plan) onChange(plan);
      }}
      label="Choose your plan"
      labelProps={{ className: classes.stepLabel }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {membershipPlans.map((plan) => (
          <Radio.Card key={plan.id} value={plan.id} radius="md" p="md" className={classes.planCard}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>{plan.name}</Text>
                  {plan.savings ? (
                    <Badge size="sm" color="gold.4" c="dark.8">
                      {plan.savings}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  {formatUsd(plan.price)} per {plan.interval}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
