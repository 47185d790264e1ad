import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { CONTACT_FORM_ID, focusContactForm } from './focus-contact-form';

interface ScrollToFormButtonProps extends ButtonProps {
  children: ReactNode;
}

/** A button that takes the visitor to the contact form (a plain #contact-form link without JavaScript). */
export function ScrollToFormButton({ children, ...buttonProps }: ScrollToFormButtonProps) {
  return (
    <Button
      {...buttonProps}
      component="a"
      href={`#${CONTACT_FORM_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        focusContactForm();
      }}
    >
      {children}
    </Button>
  );
}
