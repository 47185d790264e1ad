import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CustomResourceRequestDialog } from './custom-resource-request-dialog';

interface CustomResourceRequestButtonProps extends ButtonProps {
  children: ReactNode;
}

/** Opens the 'Request Custom Ministry Resources' dialog on /spiritual-leaders. */
export function CustomResourceRequestButton({ children, ...buttonProps }: CustomResourceRequestButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open} aria-haspopup="dialog">
        {children}
      </Button>
      <CustomResourceRequestDialog opened={opened} onClose={close} />
    </>
  );
}
