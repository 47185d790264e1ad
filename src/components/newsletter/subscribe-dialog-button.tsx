import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLazyDialog } from '@/lib/use-lazy-dialog';

// The dialog (its form and schema library) is fetched when the visitor reaches for the button, not with
// the page.
const SubscribeDialog = lazy(() => import('./subscribe-dialog').then((module) => ({ default: module.SubscribeDialog })));

interface SubscribeDialogButtonProps extends ButtonProps {
  children: ReactNode;
}

/** 'Subscribe to Updates' (/teachings) and 'Get Notified' (/spiritual-leaders): opens the subscribe dialog. */
export function SubscribeDialogButton({ children, ...buttonProps }: SubscribeDialogButtonProps) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button {...buttonProps} {...dialog.triggerProps} aria-haspopup="dialog">
        {children}
      </Button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <SubscribeDialog opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
