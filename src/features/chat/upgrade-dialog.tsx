import { Badge, Button, Group, List, Modal, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  CHAT_PREMIUM_PLANS,
  chatMessages,
  chatPremiumPlanIds,
  DEFAULT_CHAT_PREMIUM_PLAN,
  type ChatPremiumPlan,
  type ChatPremiumPlanId,
} from '@server/contracts/chat';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { CardPayment, PaymentErrorPanel } from '@/components/payments/card-payment';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { serverMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { UPGRADE_RETURN_PATH } from './chat-search';
import { useConfirmUpgrade } from './use-confirm-upgrade';

/** What Premium adds (members.md section 6). */
const premiumBenefits = ['Unlimited questions', 'Advanced scriptural analysis', 'Save and export your history', 'Priority response'] as const;

interface UpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Upgrade to Premium: choose Monthly or Yearly, then pay by card (the labelled demo form without Stripe). */
export function UpgradeDialog({ opened, onClose }: UpgradeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={chatMessages.upgrade} size="lg" centered>
      {/* Mounted only while open: each opening starts again from the plans. */}
      {opened ? <UpgradeSteps onUpgraded={onClose} /> : null}
    </Modal>
  );
}

function UpgradeSteps({ onUpgraded }: { onUpgraded: () => void }) {
  const trpc = useTRPC();
  const [planId, setPlanId] = useState<ChatPremiumPlanId>(DEFAULT_CHAT_PREMIUM_PLAN);
  const attemptKey = useAttemptKeys();
  const checkout = useMutation(
    trpc.chat.startUpgrade.mutationOptions({
      onError: (error) => notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed)),
    }),
  );
  const confirm = useConfirmUpgrade(onUpgraded);
  const plan = CHAT_PREMIUM_PLANS[planId];
  const payment = checkout.data;

  return (
    <Stack gap="lg">
      <Tabs
        value={planId}
        keepMounted={false}
        onChange={(value) => {
          const next = chatPremiumPlanIds.find((id) => id === value);
          if (!next || next === planId) return;
          // Another plan is another price: back to Continue, and a new payment for it.
          checkout.reset();
          setPlanId(next);
        }}
      >
        <Tabs.List grow aria-label="Premium plans">
          {chatPremiumPlanIds.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {CHAT_PREMIUM_PLANS[id].name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {chatPremiumPlanIds.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <PlanDetails plan={CHAT_PREMIUM_PLANS[id]} />
          </Tabs.Panel>
        ))}
      </Tabs>

      {payment || checkout.isError ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            Payment
          </Title>
          {checkout.isError ? (
            <PaymentErrorPanel
              error={checkout.error}
              onRetry={() => {
                if (checkout.variables) checkout.mutate(checkout.variables);
              }}
            />
          ) : confirm.isPending || confirm.isSuccess ? (
            <LoadingStatus label="Starting your Premium membership" showLabel />
          ) : (
            <CardPayment
              clientSecret={payment?.clientSecret}
              submitLabel={`Pay ${formatCents(payment?.amountCents ?? plan.priceCents)}`}
              returnPath={UPGRADE_RETURN_PATH}
              onSucceeded={(paymentIntentId) => confirm.mutate({ paymentIntentId })}
            />
          )}
        </Stack>
      ) : (
        <Button
          size="md"
          loading={checkout.isPending}
          onClick={() => checkout.mutate({ plan: planId, idempotencyKey: attemptKey(planId) })}
        >
          Continue to payment
        </Button>
      )}
    </Stack>
  );
}

function PlanDetails({ plan }: { plan: ChatPremiumPlan }) {
  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Text fz={28} fw={700} c="covenant.8">
          {`${formatCents(plan.priceCents)}/${plan.interval}`}
        </Text>
        {plan.saving ? (
          <>
            <Badge color="gold.4" c="covenant.9">
              {plan.saving.percentLabel}
            </Badge>
            <Text size="sm" c="teal.8" fw={600}>
              {plan.saving.amountLabel}
            </Text>
          </>
        ) : null}
      </Group>
      <List
        spacing={4}
        size="sm"
        icon={
          <ThemeIcon size={18} radius="xl" color="teal" variant="light">
            <IconCheck size={12} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        {premiumBenefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
