import { Alert, Button, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { CONTENT_TYPES, contentMessages, contentRequest, type ContentPreview, type ContentRequest } from '@server/contracts/content';
import { paymentMessages } from '@server/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { CardPayment } from '@/components/payments/card-payment';
import { SectionHeading } from '@/components/section-heading';
import { serverMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { notifyError, notifyInfo } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { clearDraft, readDraft, saveDraft, type ContentDraft } from './content-draft';
import { emptyContentForm, requestForType } from './content-form-values';
import { CONTENT_RETURN_PATH } from './content-generator-search';
import { ContentLibrary } from './content-library';
import { ContentPreviewCard } from './content-preview-card';
import { ContentRequestForm } from './content-request-form';
import { ContentResult } from './content-result';
import { useContentPurchase, type ContentPayment } from './use-content-purchase';

/** Where the member is (members.md section 4): form, preview, payment, then the result. */
type Step =
  | { name: 'form' }
  | { name: 'preview'; request: ContentRequest; preview: ContentPreview }
  | { name: 'payment'; request: ContentRequest; preview: ContentPreview; payment: ContentPayment }
  | { name: 'result'; request: ContentRequest; paymentIntentId: string };

const stepTitles: Record<Step['name'], string> = {
  form: 'Your request',
  preview: 'Preview',
  payment: 'Payment',
  result: 'Your content',
};

export interface PaymentReturn {
  paymentIntentId: string;
  /** Stripe said the payment did not go through (redirect_status=failed). */
  failed: boolean;
}

interface ContentGeneratorPageProps {
  /** Back from a payment that left the page (/content-generator?success=true&payment_intent=...). */
  paymentReturn?: PaymentReturn;
  /** The payment reference has been read: the route takes it out of the address, so a reload does not use it again. */
  onPaymentReturnRead?: () => void;
}

/**
 * /content-generator: a sermon or Sunday-school lesson request, its preview with the price, the payment,
 * then the written content and its downloads; and "My Content" below. The request is kept in this tab
 * (sessionStorage) until its content is written, so a payment that leaves the page or a reload loses nothing.
 */
export function ContentGeneratorPage({ paymentReturn, onPaymentReturnRead }: ContentGeneratorPageProps) {
  const [draft] = useState(readDraft);
  const form = useSchemaForm(contentRequest, draft?.values ?? emptyContentForm);
  const [step, setStep] = useState<Step>(() => firstStep(draft, paymentReturn));
  const purchase = useContentPurchase();
  const { write, generate } = purchase;

  // Back from a redirecting payment: write what was paid for, once.
  const handledReturn = useRef<string | null>(null);
  useEffect(() => {
    if (!paymentReturn || handledReturn.current === paymentReturn.paymentIntentId) return;
    handledReturn.current = paymentReturn.paymentIntentId;
    onPaymentReturnRead?.();
    if (paymentReturn.failed) {
      notifyError(paymentMessages.failedTitle, 'The payment did not go through. Your request is kept: please try again.');
    } else if (draft?.request) {
      write(draft.request, paymentReturn.paymentIntentId);
    } else {
      notifyInfo('Payment received', 'Your purchase is kept in My Content below: choose Try Again there to write it.');
    }
  }, [paymentReturn, onPaymentReturnRead, draft, write]);

  // The request stays in this tab until its content is written.
  const { values } = form;
  const written = step.name === 'result' && generate.isSuccess;
  useEffect(() => {
    if (written) clearDraft();
    else saveDraft(draftOf(values, step));
  }, [values, step, written]);

  // Each new step is announced and takes the focus at its heading (not on the page's first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step.name);
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    heading.current?.focus();
  }, [step.name]);

  const submit = form.onValid((checked) => {
    const request = requestForType(checked);
    purchase.requestPreview(request, (preview) => setStep({ name: 'preview', request, preview }));
  });

  function pay(request: ContentRequest, paymentIntentId: string) {
    setStep({ name: 'result', request, paymentIntentId });
    write(request, paymentIntentId);
  }

  let body: React.ReactNode;
  if (step.name === 'form') {
    body = <ContentRequestForm form={form} onSubmit={submit} pending={purchase.preview.isPending} />;
  } else if (step.name === 'preview') {
    body = (
      <ContentPreviewCard
        preview={step.preview}
        purchasing={purchase.payment.isPending}
        onBack={() => setStep({ name: 'form' })}
        onPurchase={() => purchase.startPayment(step.request, (payment) => setStep({ ...step, name: 'payment', payment }))}
      />
    );
  } else if (step.name === 'payment') {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Text>
            {`${CONTENT_TYPES[step.request.type].productName}: `}
            <Text component="span" fw={600}>
              {step.preview.title}
            </Text>
          </Text>
          <CardPayment
            clientSecret={step.payment.clientSecret}
            submitLabel={`Pay ${formatCents(step.payment.amountCents)}`}
            returnPath={CONTENT_RETURN_PATH}
            stripeRedirect="if_required"
            onSucceeded={(paymentIntentId) => pay(step.request, paymentIntentId)}
          />
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              onClick={() => setStep({ name: 'preview', request: step.request, preview: step.preview })}
            >
              Back to the preview
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  } else if (generate.data) {
    body = (
      <Stack gap="md">
        <ContentResult content={generate.data.content} item={generate.data.item} />
        <Group>
          <Button
            variant="light"
            onClick={() => {
              generate.reset();
              setStep({ name: 'form' });
            }}
          >
            Write another
          </Button>
        </Group>
      </Stack>
    );
  } else if (generate.isError) {
    body = (
      <Alert color="red" variant="light" title={contentMessages.generateErrorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{serverMessage(generate.error, contentMessages.generateFailed)}</Text>
          <Text size="sm">Your payment went through and is kept: trying again does not charge you again.</Text>
          <Button variant="light" color="red" onClick={() => write(step.request, step.paymentIntentId)}>
            {contentMessages.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = <LoadingStatus label="Writing your content. This can take a minute." showLabel />;
  }

  return (
    <>
      <PageHero title={contentMessages.title} eyebrow="AI Sermon Generator">
        Draft a sermon or a Sunday school lesson from your topic, scripture and audience: preview it free, then
        buy the full text to download.
      </PageHero>
      <PageSection labelledBy="generator-step-heading" tone="tint" spacing="even" size="md">
        <Container size="sm" px={0}>
          <Stack gap="lg">
            <Title order={2} id="generator-step-heading" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {stepTitles[step.name]}
            </Title>
            <VisuallyHidden role="status">{`Step: ${stepTitles[step.name]}`}</VisuallyHidden>
            {body}
          </Stack>
        </Container>
      </PageSection>
      <PageSection labelledBy="my-content-heading" spacing="even" size="md">
        <SectionHeading id="my-content-heading" title={contentMessages.libraryTitle} align="left" mb="lg">
          Everything you have bought, to download again.
        </SectionHeading>
        <ContentLibrary />
      </PageSection>
    </>
  );
}

/** Back from a payment with the request kept in this tab: straight to writing it; otherwise the form. */
function firstStep(draft: ContentDraft | null, paymentReturn: PaymentReturn | undefined): Step {
  if (paymentReturn && !paymentReturn.failed && draft?.request) {
    return { name: 'result', request: draft.request, paymentIntentId: paymentReturn.paymentIntentId };
  }
  return { name: 'form' };
}

function draftOf(values: ContentDraft['values'], step: Step): ContentDraft {
  if (step.name === 'form') return { values };
  if (step.name === 'preview') return { values, request: step.request };
  if (step.name === 'payment') return { values, request: step.request, paymentIntentId: step.payment.paymentIntentId };
  return { values, request: step.request, paymentIntentId: step.paymentIntentId };
}
