import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubscribeDialogButtonProps extends ButtonProps {
  children: ReactNode;
}

/** 'Subscribe to Updates' (/teachings) and 'Get Notified' (/spiritual-leaders): opens the subscribe dialog. */
export function SubscribeDialogButton({ children, ...buttonProps }: SubscribeDialogButtonProps) {
  // The dialog itself lands with the forms (issue 4); until then the button is shown disabled.
  return (
    <Button {...buttonProps} disabled>
      {children}
    </Button>
  );
}
