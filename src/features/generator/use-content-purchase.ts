import { contentMessages, type ContentPreview, type ContentRequest } from '@server/contracts/content';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { previewErrorMessage } from './preview-error';

export interface ContentPayment {
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
}

/**
 * The generator's calls, each with its toast (members.md section 8): the preview, the payment for the
 * previewed request, and the writing of the paid content. Nothing here forgets the request on a failure.
 */
export function useContentPurchase() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const attemptKey = useAttemptKeys();
  // Each paid purchase ends an attempt: buying the same request again is a new payment, not the old one.
  const purchases = useRef(0);

  const preview = useMutation(
    trpc.content.preview.mutationOptions({
      onError: (error) => notifyError(contentMessages.previewErrorTitle, previewErrorMessage(error)),
    }),
  );
  const payment = useMutation(
    trpc.content.createPayment.mutationOptions({
      onError: (error) => notifyError(contentMessages.paymentErrorTitle, serverMessage(error, paymentMessages.setupFailed)),
    }),
  );
  const generate = useMutation(
    trpc.content.generate.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.content.library.queryKey() }),
      onError: (error) => {
        notifyError(contentMessages.generateErrorTitle, serverMessage(error, contentMessages.generateFailed));
        // The purchase is in the library now, marked failed.
        void queryClient.invalidateQueries({ queryKey: trpc.content.library.queryKey() });
      },
    }),
  );

  const { mutate: askPreview } = preview;
  const { mutate: askPayment } = payment;
  const { mutate: askGenerate } = generate;

  const requestPreview = useCallback(
    (request: ContentRequest, onReady: (ready: ContentPreview) => void) => askPreview(request, { onSuccess: onReady }),
    [askPreview],
  );

  /** Creates (or, for a second click of the same attempt, finds again) the payment for `request`. */
  const startPayment = useCallback(
    (request: ContentRequest, onCreated: (created: ContentPayment) => void) =>
      askPayment(
        { type: request.type, contentParams: request, idempotencyKey: attemptKey(`${purchases.current}:${JSON.stringify(request)}`) },
        { onSuccess: onCreated },
      ),
    [askPayment, attemptKey],
  );

  /** Writes the paid content; called again after a failure, it asks for the same purchase (no new payment). */
  const write = useCallback(
    (request: ContentRequest, paymentIntentId: string) => {
      purchases.current += 1;
      askGenerate({ paymentIntentId, contentParams: request });
    },
    [askGenerate],
  );

  return { preview, payment, generate, requestPreview, startPayment, write };
}
