import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface CustomResourceRequestButtonProps extends ButtonProps {
  children: ReactNode;
}

/** Opens the 'Request Custom Ministry Resources' dialog on /spiritual-leaders. */
export function CustomResourceRequestButton({ children, ...buttonProps }: CustomResourceRequestButtonProps) {
  // The dialog lands with the forms (issue 4); until then the button is shown disabled.
  return (
    <Button {...buttonProps} disabled>
      {children}
    </Button>
  );
}
