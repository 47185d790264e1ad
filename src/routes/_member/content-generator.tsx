import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ministry } from '@/content/ministry';
import { ContentGeneratorPage } from '@/features/generator/content-generator-page';
import { contentGeneratorSearch } from '@/features/generator/content-generator-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/content-generator')({
  validateSearch: contentGeneratorSearch,
  head: () => pageMeta('AI Sermon Generator', `Draft sermons and Sunday school lessons with the ${ministry.name} AI content generator.`),
  component: ContentGeneratorRoute,
});

function ContentGeneratorRoute() {
  const { success, payment_intent: paymentIntentId, redirect_status: redirectStatus } = Route.useSearch();
  const navigate = useNavigate();
  const paymentReturn = useMemo(
    () => (success && paymentIntentId ? { paymentIntentId, failed: redirectStatus === 'failed' } : undefined),
    [success, paymentIntentId, redirectStatus],
  );
  // The payment reference has done its work once read: a reload must not use it again.
  const onPaymentReturnRead = useCallback(
    () => void navigate({ to: '.', search: {}, replace: true, resetScroll: false }),
    [navigate],
  );
  return <ContentGeneratorPage paymentReturn={paymentReturn} onPaymentReturnRead={onPaymentReturnRead} />;
}
