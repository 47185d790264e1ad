import { Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { MEMBERSHIP_PLANS } from '@server/contracts/membership-plans';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageHero } from '@/components/page-hero';
import { CardPayment, PaymentErrorPanel } from '@/components/payments/card-payment';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { formatCents } from '@/lib/money';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { useHydrating } from '@/lib/hydration';
import { useTRPC } from '@/lib/trpc';
import { MembershipDetails } from './membership-details';
import { MembershipSummary } from './membership-summary';
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
  const price = formatCents(plan.priceCents);

  const session = useQuery(trpc.accounts.session.queryOptions());
  const user = session.data ?? null;
  // The prerendered HTML shows the check in progress; hydration draws the same, even if the answer is in.
  const hydrating = useHydrating();
  const checkingSession = session.isPending || hydrating;
  const checkout = useMutation(
    trpc.membership.createIntent.mutationOptions({
      onError: (error) => notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed)),
    }),
  );

  const attemptKey = useAttemptKeys();
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
                <MembershipDetails
                  planId={planId}
                  user={checkingSession ? null : user}
                  checkingSession={checkingSession}
                  locked={Boolean(payment)}
                  pending={checkout.isPending}
                  onContinue={(details) => {
                    const attempt = { plan: planId, ...details };
                    checkout.mutate({ ...attempt, idempotencyKey: attemptKey(JSON.stringify(attempt)) });
                  }}
                  onEdit={() => checkout.reset()}
                />
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
