import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { membershipContactForm, membershipMessages, MEMBERSHIP_PLANS } from '@server/contracts/membership';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '@/features/layout/anchor-link';
import { PageHero } from '@/features/layout/page-hero';
import { CardPayment, PaymentErrorPanel } from '@/features/payments/card-payment';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { formatPrice } from './breakthrough-price';
import { formatMembershipDate, MembershipSummary } from './membership-summary';
import { MembershipPlanChoice } from './membership-plan-choice';
import classes from './membership-checkout.module.css';

const route = getRouteApi('/membership-checkout');

/**
 * /membership-checkout: choose Monthly or Annual, say who is joining (a signed-in member joins as their
 * account), then pay. The server prices the plan and delivers the membership once the payment is confirmed.
 */
export function MembershipCheckoutPage() {
  const trpc = useTRPC();
  const { plan: planId } = route.useSearch();
  const navigate = route.useNavigate();
  const plan = MEMBERSHIP_PLANS[planId];
  const price = formatPrice(plan.priceCents / 100);

  const session = useQuery(trpc.accounts.session.queryOptions());
  const user = session.data ?? null;
  const current = useQuery(trpc.membership.mine.queryOptions(undefined, { enabled: user !== null }));
  const contact = useSchemaForm(membershipContactForm, { name: '', email: '' });
  const checkout = useMutation(
    trpc.membership.createIntent.mutationOptions({
      onError: (error) => notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed)),
    }),
  );

  const startCheckout = (details: { name?: string; email?: string }) => checkout.mutate({ plan: planId, ...details });
  const payment = checkout.data;

  return (
    <>
      <PageHero title="Join Breakthrough Circle" eyebrow="Membership checkout">
        Grow in faith with believers around the world: member-only teaching, live calls and prayer circles.
      </PageHero>
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                <MembershipPlanChoice
                  value={planId}
                  onChange={(next) => {
                    checkout.reset();
                    void navigate({ search: { plan: next }, replace: true, resetScroll: false });
                  }}
                />
              </Paper>

              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                <Title order={2} className={classes.stepLabel}>
                  Your details
                </Title>
                {user ? (
                  <Stack gap="sm">
                    <Group gap="xs" wrap="nowrap">
                      <IconUserCheck size={20} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
                      <Text>
                        You are joining as <strong>{user.username}</strong>.
                      </Text>
                    </Group>
                    {current.data?.periodEnd ? (
                      <Alert color="covenant" variant="light">
                        {membershipMessages.alreadyMember(formatMembershipDate(current.data.periodEnd))}
                      </Alert>
                    ) : null}
                    {payment ? null : (
                      <Button size="md" onClick={() => startCheckout({})} disabled={checkout.isPending}>
                        {checkout.isPending ? 'Preparing payment...' : 'Continue to payment'}
                      </Button>
                    )}
                  </Stack>
                ) : (
                  <form noValidate aria-label="Your details" onSubmit={contact.onValid((details) => startCheckout(details))}>
                    <Stack gap="sm">
                      <TextInput label="Name" autoComplete="name" required readOnly={Boolean(payment)} {...contact.getInputProps('name')} />
                      <TextInput
                        label="Email"
                        type="email"
                        autoComplete="email"
                        required
                        readOnly={Boolean(payment)}
                        description="Your receipt and the community invitation go here."
                        {...contact.getInputProps('email')}
                      />
                      {payment ? (
                        <Button variant="subtle" onClick={() => checkout.reset()} style={{ alignSelf: 'flex-start' }}>
                          Edit details
                        </Button>
                      ) : (
                        <Button type="submit" size="md" disabled={checkout.isPending}>
                          {checkout.isPending ? 'Preparing payment...' : 'Continue to payment'}
                        </Button>
                      )}
                      <Text size="sm" c="dimmed">
                        Already have an account?{' '}
                        <AnchorLink underline="always" to="/auth" search={{ redirect: `/membership-checkout?plan=${planId}` }}>
                          Sign in
                        </AnchorLink>{' '}
                        to join as your account.
                      </Text>
                    </Stack>
                  </form>
                )}
              </Paper>

              {payment || checkout.isError ? (
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                  <Title order={2} className={classes.stepLabel}>
                    Payment
                  </Title>
                  {checkout.isError ? (
                    <PaymentErrorPanel
                      error={checkout.error}
                      onRetry={() => {
                        if (checkout.variables) checkout.mutate(checkout.variables);
                      }}
                    />
                  ) : (
                    <CardPayment
                      clientSecret={payment?.clientSecret}
                      submitLabel={`Pay ${price}`}
                      returnPath="/welcome-to-breakthrough"
                      onSucceeded={(paymentIntentId) =>
                        void navigate({ to: '/welcome-to-breakthrough', search: { payment_intent: paymentIntentId } })
                      }
                    />
                  )}
                </Paper>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <MembershipSummary planId={planId} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
