import { useEffect, useRef } from 'react';
import { useConfirmUpgrade } from './use-confirm-upgrade';

/**
 * Back from Stripe (/bible-chat?upgrade=return&payment_intent=pi_...): confirm that payment once, and let
 * the route take the reference out of the address so a reload does not confirm it again.
 */
export function useUpgradeReturn(paymentIntentId: string | undefined, onRead: (() => void) | undefined) {
  const { mutate: confirmUpgrade } = useConfirmUpgrade(() => undefined);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!paymentIntentId || handled.current === paymentIntentId) return;
    handled.current = paymentIntentId;
    confirmUpgrade({ paymentIntentId });
    onRead?.();
  }, [paymentIntentId, onRead, confirmUpgrade]);
}
