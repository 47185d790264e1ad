import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SubscribeDialog } from './subscribe-dialog';

interface SubscribeDialogButtonProps extends ButtonProps {
  children: ReactNode;
}

/** 'Subscribe to Updates' (/teachings) and 'Get Notified' (/spiritual-leaders): opens the subscribe dialog. */
export function SubscribeDialogButton({ children, ...buttonProps }: SubscribeDialogButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open} aria-haspopup="dialog">
        {children}
      </Button>
      <SubscribeDialog opened={opened} onClose={close} />
    </>
  );
}
